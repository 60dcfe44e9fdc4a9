import type { CampaignCard } from '@ataa/contract/schemas/campaigns';
import { useI18n } from '../../lib/i18n.ts';
import { fundedRatio, useApproximation, usePercent } from './amounts.ts';

type Figures = Pick<CampaignCard, 'name' | 'total_amount' | 'price_target' | 'currency'>;

/**
 * How far a campaign has come: a progress bar (named, with its value read out as "62% funded"),
 * the amount raised of the goal in the campaign's currency, and the same in the visitor's
 * currency, marked approximate, when they chose another one.
 */
export function CampaignProgress({ campaign, large = false }: { campaign: Figures; large?: boolean }) {
  const { t, money } = useI18n();
  const percent = usePercent();
  const approximate = useApproximation()(campaign.currency, [campaign.total_amount, campaign.price_target]);
  const ratio = fundedRatio(campaign.total_amount, campaign.price_target, campaign.currency.minor_units);
  const shown = Math.min(100, Math.round(ratio * 100));
  const funded = t('campaigns.progress.funded', { percent: percent(ratio) });
  return (
    <div className={large ? 'space-y-2.5' : 'space-y-1.5'}>
      <p className={`font-bold text-primary-dark ${large ? 'text-lg' : 'text-sm'}`} aria-hidden="true">
        {funded}
      </p>
      <div
        role="progressbar"
        aria-label={t('campaigns.progress.label', { name: campaign.name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={shown}
        aria-valuetext={funded}
        className={`overflow-hidden rounded-full bg-sand ring-1 ring-line ring-inset ${large ? 'h-3.5' : 'h-2.5'}`}
      >
        {/* The fill grows from the start edge: from the right in Arabic, from the left in English. */}
        <div className="h-full rounded-full bg-primary" style={{ inlineSize: `${shown}%` }} />
      </div>
      <p className={`text-ink tabular-nums ${large ? 'text-base' : 'text-sm'}`}>
        {t('campaigns.progress.raised_of', {
          raised: money(campaign.total_amount, campaign.currency.code),
          goal: money(campaign.price_target, campaign.currency.code),
        })}
      </p>
      {approximate ? (
        <p className="text-xs text-muted tabular-nums">
          {t('campaigns.progress.approximate', {
            raised: money(approximate.amounts[0]!, approximate.code),
            goal: money(approximate.amounts[1]!, approximate.code),
          })}
        </p>
      ) : null}
    </div>
  );
}
