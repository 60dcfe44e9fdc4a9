import type { Fields } from '@ataa/contract/schemas/admin-content';
import type { z } from '@ataa/contract/validation';
import { Save } from 'lucide-react';
import { useEffect } from 'react';
import type { FormFailure } from '../../lib/form-action.server.ts';
import { SchemaForm, useSchemaForm } from '../form.tsx';
import { toast } from '../toasts.tsx';
import { ContentFields, type StartingValues } from './content-fields.tsx';

export interface ContentAnswer extends FormFailure {
  done?: string;
}

/**
 * A content item's or single record's form: every field of its definitions, checked in the
 * browser with the API's own rules (downloaded on first focus), sent as multipart with its pictures.
 */
export function ContentForm({
  fields,
  rules,
  start,
  answer,
  submit,
}: {
  fields: Fields;
  rules: () => Promise<z.ZodType>;
  start: StartingValues;
  answer?: ContentAnswer;
  submit: string;
}) {
  const form = useSchemaForm(rules, answer, start);
  useEffect(() => {
    if (answer?.done) toast.success(answer.done);
  }, [answer]);
  return (
    <SchemaForm
      form={form}
      failure={answer}
      encType="multipart/form-data"
      className="card flex flex-col gap-5 p-4 sm:p-6"
    >
      <ContentFields fields={fields} start={start} />
      <button type="submit" className="btn self-start">
        <Save aria-hidden="true" className="size-4" />
        {submit}
      </button>
    </SchemaForm>
  );
}
