import { formMessage } from '@ataa/contract/form-messages';
import type { z } from '@ataa/contract/validation';
import {
  type ComponentProps,
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
} from 'react';
import {
  type Control,
  type FieldValues,
  FormProvider,
  type Resolver,
  type UseFormReturn,
  useForm,
  useFormContext,
} from 'react-hook-form';
import { type FetcherWithComponents, Form, useNavigation, useSubmit } from 'react-router';
import type { FormFailure } from '../lib/form-action.server.ts';
import { useI18n } from '../lib/i18n.ts';

/**
 * A form's rules: the schema itself, or a function that downloads it. A page whose weight matters
 * (the donate pages) passes the function, so zod and the rules arrive when the visitor first
 * focuses a field, not with the page.
 */
export type SchemaSource = z.ZodType | (() => Promise<z.ZodType>);

/** Starts downloading a form's rules; keyed by the form, for `SchemaForm`'s first focus. */
const rulesPreloads = new WeakMap<Control<FieldValues>, () => void>();

function lazyResolver(source: SchemaSource): { resolver: Resolver<FieldValues>; preload: () => void } {
  let loaded: Promise<Resolver<FieldValues>> | undefined;
  const load = () => {
    loaded ??= Promise.all([
      typeof source === 'function' ? source() : source,
      import('@hookform/resolvers/zod'),
    ]).then(([schema, { zodResolver }]) => zodResolver(schema as never) as unknown as Resolver<FieldValues>);
    return loaded;
  };
  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    preload: () => void load(),
  };
}

/**
 * A form checked in the browser with the shared schema (a field first when it is left, never per
 * keystroke before then; the first failed rule of a field), then sent to the route's action, which
 * checks it again and calls the API. The server's field errors land beside their fields. A field
 * with a message is checked again as it changes, so the message goes as soon as the field is
 * right: were it to go only when the field is left, the tap on "send" that leaves it would move
 * the button from under the finger and be lost.
 */
export function useSchemaForm(
  schema: SchemaSource,
  failure: FormFailure | undefined,
  defaultValues?: Record<string, unknown>,
) {
  const { resolver, preload } = useMemo(() => lazyResolver(schema), [schema]);
  const form = useForm<FieldValues>({
    resolver,
    mode: 'onBlur',
    reValidateMode: 'onChange',
    // After a failed post rendered by the server (no scripts), what was typed comes back.
    defaultValues: { ...defaultValues, ...failure?.values } as never,
  });
  useEffect(() => {
    if (!failure) return;
    for (const [field, messages] of Object.entries(failure.fieldErrors)) {
      if (messages[0])
        form.setError(field as never, { type: 'server', message: messages[0] }, { shouldFocus: true });
    }
  }, [failure, form]);
  rulesPreloads.set(form.control, preload);
  return form;
}

interface SchemaFormProps {
  form: UseFormReturn<FieldValues>;
  failure?: FormFailure;
  children: ReactNode;
  encType?: 'multipart/form-data';
  className?: string;
  action?: string;
  /** Sends without navigating, for pages with several forms. */
  fetcher?: FetcherWithComponents<unknown>;
}

const FormBusy = createContext(false);

export function SchemaForm({
  form,
  failure,
  children,
  encType,
  className,
  action,
  fetcher,
}: SchemaFormProps) {
  const navigationSubmit = useSubmit();
  const navigating = useNavigation().state === 'submitting';
  const element = useRef<HTMLFormElement>(null);
  const FormElement = fetcher ? fetcher.Form : Form;
  const submit = fetcher ? fetcher.submit : navigationSubmit;
  const busy = fetcher ? fetcher.state === 'submitting' : navigating;
  return (
    <FormProvider {...form}>
      <FormBusy value={busy}>
        <FailureContext value={failure}>
          <FormElement
            ref={element}
            method="post"
            action={action}
            encType={encType}
            noValidate
            className={className ?? 'flex flex-col gap-4'}
            onFocus={() => rulesPreloads.get(form.control)?.()}
            onSubmit={form.handleSubmit(() => submit(element.current, { method: 'post', action, encType }))}
          >
            {failure?.formError ? (
              <p role="alert" className="rounded-lg border border-danger/40 bg-danger/5 p-3 text-danger">
                {failure.formError}
              </p>
            ) : null}
            {children}
          </FormElement>
        </FailureContext>
      </FormBusy>
    </FormProvider>
  );
}

const FailureContext = createContext<FormFailure | undefined>(undefined);

/**
 * A field's id, message and aria links. The message is the browser's check when there is one,
 * else the server's answer, which is all there is before scripts run (or without them).
 */
export function useField(name: string, hint?: string) {
  const { locale } = useI18n();
  const id = useId();
  const { register, formState, getFieldState } = useFormContext();
  const initial = formState.defaultValues?.[name];
  const failure = useContext(FailureContext);
  const state = getFieldState(name, formState);
  const server = state.isDirty || state.isTouched ? undefined : failure?.fieldErrors[name]?.[0];
  const raw = typeof state.error?.message === 'string' ? state.error.message : server;
  const message = raw ? formMessage(raw, locale) : undefined;
  const described = [message ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return {
    id,
    message,
    /** The starting value, written into the page's markup so it shows before (and without) scripts. */
    initial: typeof initial === 'string' || typeof initial === 'number' ? String(initial) : undefined,
    control: {
      id,
      'aria-invalid': message ? true : undefined,
      'aria-describedby': described || undefined,
      ...register(name),
    },
  };
}

interface FieldFrameProps {
  id: string;
  label: string;
  hint?: string;
  message?: string;
  children: ReactNode;
}

/** Label, control, hint and error of one field, the same for every kind of control. */
export function FieldFrame({ id, label, hint, message, children }: FieldFrameProps) {
  return (
    <div>
      {/* Its id names controls that are not inputs (the rich-text editor). */}
      <label htmlFor={id} id={`${id}-label`} className="field-label">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={`${id}-error`} className="field-error">
          {message}
        </p>
      ) : null}
    </div>
  );
}

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'name'> {
  name: string;
  label: string;
  hint?: string;
}

/** A labelled input whose error and hint are read out with it. */
export function TextField({ name, label, hint, type = 'text', ...input }: TextFieldProps) {
  const field = useField(name, hint);
  const leftToRight =
    type === 'email' ||
    type === 'password' ||
    type === 'tel' ||
    input.inputMode === 'numeric' ||
    input.inputMode === 'decimal';
  return (
    <FieldFrame id={field.id} label={label} hint={hint} message={field.message}>
      <input
        type={type}
        className="field-input"
        dir={leftToRight ? 'ltr' : undefined}
        defaultValue={type === 'file' ? undefined : field.initial}
        {...input}
        {...field.control}
      />
    </FieldFrame>
  );
}

/** Disabled while its form is on its way, so a double click sends it once. */
export function SubmitButton({ children }: { children: ReactNode }) {
  const busy = useContext(FormBusy);
  return (
    <button type="submit" className="btn w-full" disabled={busy} aria-busy={busy || undefined}>
      {children}
    </button>
  );
}
