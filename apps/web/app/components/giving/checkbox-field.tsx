import { useField } from '../form.tsx';

/** A yes/no choice checked with the form's schema: "yes" when ticked, nothing sent otherwise. */
export function CheckboxField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const field = useField(name, hint);
  return (
    <div>
      <label htmlFor={field.id} className="flex cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          value="yes"
          defaultChecked={field.initial === 'yes'}
          className="mt-0.5 size-5 shrink-0 accent-primary"
          {...field.control}
        />
        <span className="font-bold">{label}</span>
      </label>
      {hint ? (
        <p id={`${field.id}-hint`} className="field-hint ms-8">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
