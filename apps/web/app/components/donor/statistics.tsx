import type { DonorStatistics } from '@ataa/contract/schemas/donor';
import { Clock, HandCoins, Medal, ShoppingCart } from 'lucide-react';
import { useI18n } from '../../lib/i18n.ts';
import { Figure } from '../dashboard-figure.tsx';
import { useExactMoney } from '../giving/amounts.ts';

/** The donor's own figures (contract §14): given, waiting in the cart, and on its way. */
export function GivingFigures({ statistics }: { statistics: DonorStatistics }) {
  const { t, number } = useI18n();
  const exact = useExactMoney();
  return (
    <section aria-labelledby="giving-figures" className="flex flex-col gap-3">
      <h2 id="giving-figures" className="text-xl font-bold">
        {t('donor.overview.figures')}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-3">
        <Figure
          icon={<HandCoins aria-hidden="true" className="size-6" />}
          label={t('donor.overview.total_donations')}
          value={exact(statistics.total_donations, statistics.currency)}
        />
        <Figure
          icon={<ShoppingCart aria-hidden="true" className="size-6" />}
          label={t('donor.overview.active_campaigns')}
          value={number(statistics.active_campaigns)}
        />
        <Figure
          icon={<Clock aria-hidden="true" className="size-6" />}
          label={t('donor.overview.upcoming_payments')}
          value={exact(statistics.upcoming_payments, statistics.currency)}
        />
      </dl>
      <p className="text-sm text-muted">
        {t('donor.overview.base_note', { currency: statistics.currency.name })}
      </p>
    </section>
  );
}

const PLACES = [
  ['first', 'donor.overview.places.first'],
  ['socend', 'donor.overview.places.second'],
  ['third', 'donor.overview.places.third'],
] as const;

/** The platform's three most generous donors; an empty place (no name) is left out. */
export function TopDonors({ statistics }: { statistics: DonorStatistics }) {
  const { t } = useI18n();
  const exact = useExactMoney();
  const places = PLACES.map(([key, label]) => ({ label, ...statistics.top_doners[key] })).filter(
    (place) => place.name !== '',
  );
  return (
    <section aria-labelledby="top-donors" className="card flex flex-col gap-4 p-5 sm:p-6">
      <h2 id="top-donors" className="text-xl font-bold">
        {t('donor.overview.top_title')}
      </h2>
      {places.length === 0 ? (
        <p className="text-muted">{t('donor.overview.top_empty')}</p>
      ) : (
        <ol className="grid gap-3 sm:grid-cols-3">
          {places.map((place) => (
            <li key={place.label} className="flex items-center gap-3 rounded-xl bg-sand p-4">
              <Medal aria-hidden="true" className="size-6 shrink-0 text-accent" />
              <div className="min-w-0">
                <p className="text-sm text-muted">{t(place.label)}</p>
                <p className="truncate font-bold">
                  <bdi>{place.name}</bdi>
                </p>
                <p className="text-sm tabular-nums">{exact(place.total_amount, statistics.currency)}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
