import { useField } from '../form.tsx';

interface ChoiceFieldProps {
  name: string;
  legend: string;
  options: Array<{ value: string; label: string }>;
  className?: string;
}

/** One choice among a few, as a group of radio buttons; its message is read with the group. */
export function ChoiceField({ name, legend, options, className = '' }: ChoiceFieldProps) {
  const field = useField(name);
  const { id, 'aria-describedby': described, 'aria-invalid': invalid, ...control } = field.control;
  return (
    <div
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-describedby={described}
      aria-invalid={invalid}
      className={className}
    >
      <p id={`${id}-legend`} className="field-label">
        {legend}
      </p>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 cursor-pointer items-center gap-2">
            <input
              type="radio"
              value={option.value}
              defaultChecked={field.initial === option.value}
              className="size-5 shrink-0 accent-primary"
              {...control}
            />
            {option.label}
          </label>
        ))}
      </div>
      {field.message ? (
        <p id={`${id}-error`} className="field-error">
          {field.message}
        </p>
      ) : null}
    </div>
  );
}
