import type { ComponentProps } from 'react';
import { FieldFrame, useField } from '../form.tsx';

interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'name'> {
  name: string;
  label: string;
  hint?: string;
}

/** A labelled multi-line field, like TextField: its error and hint are read out with it. */
export function TextAreaField({ name, label, hint, rows = 6, ...textarea }: TextAreaFieldProps) {
  const field = useField(name, hint);
  return (
    <FieldFrame id={field.id} label={label} hint={hint} message={field.message}>
      <textarea
        rows={rows}
        className="field-input resize-y"
        defaultValue={field.initial}
        {...textarea}
        {...field.control}
      />
    </FieldFrame>
  );
}
