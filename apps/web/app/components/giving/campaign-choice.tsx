import { formMessage } from '@ataa/contract/form-messages';
import type { AllCampaignsItem } from '@ataa/contract/schemas/campaigns';
import { useId } from 'react';
import { type FieldError, useFormContext } from 'react-hook-form';
import type { FormFailure } from '../../lib/form-action.server.ts';
import { useI18n } from '../../lib/i18n.ts';
import type { RootData } from '../../lib/root-data.ts';
import { chosenIds, currencyOf, evenParts, typedOrPreset } from './amount-rules.ts';
import { useExactMoney } from './amounts.ts';

type Currency = RootData['currencies'][number];

/**
 * The campaigns a total is shared between (all at first), each showing its equal part as the
 * total, the choice or the currency changes. The boxes are plain checkboxes named `campaign`, so
 * the choice is sent without scripts too.
 */
export function CampaignChoice({
  campaigns,
  currencies,
  failure,
}: {
  campaigns: AllCampaignsItem[];
  currencies: Currency[];
  failure: FormFailure | undefined;
}) {
  const { t, locale, number } = useI18n();
  const exact = useExactMoney();
  const id = useId();
  const { watch, setValue, formState } = useFormContext();
  // Kept in the list's order, the order the boxes are sent in and the split follows.
  const inListOrder = (ids: string[]) =>
    campaigns.map((campaign) => String(campaign.id)).filter((value) => ids.includes(value));
  const chosen = inListOrder(chosenIds(watch('campaign')));
  const currency = currencyOf(currencies, watch('currency_id'));
  const total = typedOrPreset(watch('total_amount'), watch('preset'));
  const parts = evenParts(total, chosen.length, currency?.minor_units ?? 0);
  const choose = (ids: string[]) =>
    setValue('campaign', inListOrder(ids), { shouldValidate: true, shouldDirty: true });
  // The server's word stands until the choice changes (it is all there is before scripts run).
  const raw =
    groupError(formState.errors.campaign) ??
    (formState.dirtyFields.campaign ? undefined : firstCampaignError(failure));
  const message = raw ? formMessage(raw, locale) : undefined;
  return (
    <fieldset aria-describedby={message ? `${id}-error` : `${id}-count`}>
      <legend className="mb-2 text-lg font-bold">{t('giving.all.campaigns')}</legend>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-count`} className="text-muted">
          {t('giving.all.chosen', { count: chosen.length, total: number(campaigns.length) })}
        </p>
        <div className="flex gap-2">
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => choose(campaigns.map((campaign) => String(campaign.id)))}
          >
            {t('giving.all.select_all')}
          </button>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => choose([])}>
            {t('giving.all.select_none')}
          </button>
        </div>
      </div>
      {message ? (
        <p id={`${id}-error`} className="field-error mb-2">
          {message}
        </p>
      ) : null}
      <ul className="max-h-96 divide-y divide-line overflow-y-auto rounded-2xl border border-line bg-white">
        {campaigns.map((campaign) => {
          const value = String(campaign.id);
          const index = chosen.indexOf(value);
          const part = index === -1 ? 0 : (parts[index] ?? 0);
          return (
            <li key={campaign.id}>
              <label className="flex min-h-12 cursor-pointer items-center gap-3 px-4 py-2 has-checked:bg-primary/5">
                <input
                  type="checkbox"
                  name="campaign"
                  value={value}
                  checked={index !== -1}
                  onChange={(event) =>
                    choose(
                      event.target.checked ? [...chosen, value] : chosen.filter((item) => item !== value),
                    )
                  }
                  className="size-5 shrink-0 accent-primary"
                />
                <span className="grow">{campaign.name}</span>
                {part > 0 && currency ? (
                  <span className="shrink-0 font-bold text-primary-dark tabular-nums">
                    {exact(part, { code: currency.code, minor_units: currency.minor_units })}
                  </span>
                ) : null}
              </label>
            </li>
          );
        })}
      </ul>
      <p className="field-hint">{t('giving.all.split_hint')}</p>
    </fieldset>
  );
}

/** The message for the choice as a whole (none chosen), or for the first campaign refused. */
function groupError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as FieldError).message;
  if (typeof own === 'string') return own;
  const rows = Array.isArray(error) ? error : Object.values(error);
  for (const row of rows) {
    const message = (row as { id?: FieldError } | undefined)?.id?.message;
    if (typeof message === 'string') return message;
  }
  return undefined;
}

/** The server's message about the choice, for a page sent without scripts. */
function firstCampaignError(failure: FormFailure | undefined): string | undefined {
  const entry = Object.entries(failure?.fieldErrors ?? {}).find(
    ([field]) => field === 'campaign' || /^campaign\.\d+\.id$/.test(field),
  );
  return entry?.[1][0];
}
