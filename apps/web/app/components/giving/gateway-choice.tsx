import { useFormContext } from 'react-hook-form';
import { useI18n } from '../../lib/i18n.ts';

export interface Gateway {
  code: string;
  name: string;
}

/**
 * How to pay, asked only when the platform offers more than one way; a single way is sent as it
 * is, so the API never falls back to another.
 */
export function GatewayChoice({ gateways }: { gateways: Gateway[] }) {
  const { t } = useI18n();
  // After a refused post, the way chosen stays chosen.
  const chosen = useFormContext().formState.defaultValues?.gateway ?? gateways[0]?.code;
  if (gateways.length === 0) return null;
  if (gateways.length === 1) return <input type="hidden" name="gateway" value={gateways[0]!.code} />;
  return (
    <fieldset>
      <legend className="mb-3 text-lg font-bold">{t('giving.form.gateway')}</legend>
      <div className="flex flex-col gap-2">
        {gateways.map((gateway) => (
          <label
            key={gateway.code}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-line bg-white px-4 has-checked:border-primary has-checked:bg-primary/5"
          >
            <input
              type="radio"
              name="gateway"
              value={gateway.code}
              defaultChecked={gateway.code === chosen}
              className="size-5 accent-primary"
            />
            <span className="font-bold">{gateway.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
