import type { CampaignDetail, DonorEntry } from '@ataa/contract/schemas/campaigns';
import { Award, Clock, Sparkles, Sprout } from 'lucide-react';
import { useI18n } from '../../lib/i18n.ts';
import { Pager } from '../content/pagination.tsx';
import { SectionTitle } from './campaign-sections.tsx';
import { DataTable } from './data-table.tsx';
import { latestRepeatsDonors } from './donor-rows.ts';

/** The id the donors' pages come back to (`#donors`), so paging keeps the reader in place. */
export const DONORS_SECTION = 'donors';

const HIGHLIGHTS = [
  { slot: 'top', icon: <Award className="size-5" /> },
  { slot: 'middle', icon: <Sparkles className="size-5" /> },
  { slot: 'first', icon: <Sprout className="size-5" /> },
] as const;

/**
 * Who gave to a campaign: three highlights (largest total, the middle of the list, the first
 * to give), the latest donations (unless they would repeat the donors' list) and every donor
 * page by page. Amounts are in the campaign's currency.
 */
export function CampaignDonors({ campaign }: { campaign: CampaignDetail }) {
  const { t, money } = useI18n();
  const { all_donors: donors, latest, top_doners: highlights } = campaign;
  const amount = (entry: DonorEntry) => money(entry.total_amount, entry.currency.code);
  // An empty slot has no name (contract §14); a campaign with no donors has only empty ones.
  const shown = HIGHLIGHTS.filter(({ slot }) => highlights[slot].name !== '');
  return (
    <section id={DONORS_SECTION} aria-labelledby="campaign-donors" className="render-when-near scroll-mt-24">
      <SectionTitle id="campaign-donors">{t('campaigns.detail.donors')}</SectionTitle>
      {donors.meta.total === 0 ? (
        <p className="rounded-2xl bg-sand p-5 text-muted">{t('campaigns.detail.no_donors')}</p>
      ) : (
        <div className="space-y-8">
          {shown.length > 0 ? (
            <div>
              <h3 className="mb-3 text-lg font-bold">{t('campaigns.detail.top.title')}</h3>
              <ul className="grid gap-3 sm:grid-cols-3">
                {shown.map(({ slot, icon }) => (
                  <li key={slot} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line">
                    <p className="flex items-center gap-2 text-sm font-bold text-accent">
                      <span aria-hidden="true">{icon}</span>
                      {t(`campaigns.detail.top.${slot}`)}
                    </p>
                    <p className="mt-2 truncate font-bold text-ink">
                      <bdi>{highlights[slot].name}</bdi>
                    </p>
                    <p className="text-primary-dark tabular-nums">{amount(highlights[slot])}</p>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}

          {latest.length > 0 && !latestRepeatsDonors(campaign) ? (
            <div>
              <h3 className="mb-3 text-lg font-bold">{t('campaigns.detail.latest')}</h3>
              <ul className="divide-y divide-line rounded-2xl bg-white shadow-sm ring-1 ring-line">
                {latest.map((entry, index) => (
                  // Donations carry no id here; the list is replaced whole, never reordered.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                  <li key={index} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 p-4">
                    <bdi className="font-bold text-ink">{entry.name}</bdi>
                    <span className="flex items-center gap-3 text-sm">
                      <span className="font-bold text-primary-dark tabular-nums">{amount(entry)}</span>
                      <When value={entry.donated_at} />
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}

          <div>
            <h3 id="campaign-all-donors" className="mb-3 text-lg font-bold">
              {t('campaigns.detail.all_donors')}
            </h3>
            <DataTable
              labelledBy="campaign-all-donors"
              columns={[
                { label: t('campaigns.detail.donor') },
                { label: t('campaigns.detail.amount'), end: true },
                { label: t('campaigns.detail.date'), end: true },
              ]}
            >
              {donors.data.map((entry, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: one row per donor, in the API's order.
                <tr key={index}>
                  <td className="p-3 font-bold break-words">
                    <bdi>{entry.name}</bdi>
                  </td>
                  <td className="p-3 text-end font-bold text-primary-dark tabular-nums">{amount(entry)}</td>
                  <td className="p-3 text-end">
                    <When value={entry.donated_at} />
                  </td>
                </tr>
              ))}
            </DataTable>
            <Pager meta={donors.meta} section={DONORS_SECTION} />
          </div>
        </div>
      )}
    </section>
  );
}

function When({ value }: { value: string | null }) {
  const { date } = useI18n();
  if (!value) return null;
  return (
    <time dateTime={value} className="inline-flex items-center gap-1 text-muted">
      <Clock aria-hidden="true" className="size-3.5 shrink-0" />
      {date(value)}
    </time>
  );
}
