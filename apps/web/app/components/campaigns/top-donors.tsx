import type { topDonors } from '@ataa/contract/schemas/entities';
import type { z } from '@ataa/contract/validation';
import { Crown, Medal } from 'lucide-react';
import { useI18n } from '../../lib/i18n.ts';
import { SectionHeading } from '../content/section-heading.tsx';
import { IntentLink } from '../intent-link.tsx';
import { type CurrencyRef, useApproximation } from './amounts.ts';
import { DataTable } from './data-table.tsx';

export type TopDonors = z.infer<typeof topDonors>;

/** An amount in its currency, and below it the visitor's currency, marked approximate. */
function Amount({ value, currency }: { value: number; currency: CurrencyRef }) {
  const { t, money } = useI18n();
  const approximate = useApproximation()(currency, [value]);
  return (
    <>
      <span className="block font-bold tabular-nums">{money(value, currency.code)}</span>
      {approximate ? (
        <span className="block text-xs text-muted tabular-nums">
          {t('campaigns.progress.approximately', {
            amount: money(approximate.amounts[0]!, approximate.code),
          })}
        </span>
      ) : null}
    </>
  );
}

/**
 * The home page's thanks (GET /top/donors): the three most generous donors of all time, then
 * the ten largest single donations, all in the base currency.
 */
export function TopDonorsSection({ donors }: { donors: TopDonors }) {
  const { t, number, date } = useI18n();
  if (donors.top_donors.length === 0) return null;
  return (
    <section aria-labelledby="home-donors" className="render-when-near mt-16 bg-sand py-14 sm:mt-20 sm:py-16">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading
          id="home-donors"
          align="center"
          eyebrow={t('campaigns.home.donors.eyebrow')}
          title={t('campaigns.home.donors.title')}
          lead={t('campaigns.home.donors.lead')}
        />
        <ol className="grid gap-4 sm:grid-cols-3">
          {donors.top_donors.map((donor, index) => (
            <li
              // Names repeat (the "Anonymous" label); the rank is the identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              key={index}
              className={`flex items-center gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ${index === 0 ? 'ring-2 ring-accent/60' : 'ring-line'}`}
            >
              <span
                aria-hidden="true"
                className={`flex size-14 shrink-0 items-center justify-center rounded-2xl ${index === 0 ? 'bg-accent text-white' : 'bg-primary/10 text-primary-dark'}`}
              >
                {index === 0 ? <Crown className="size-7" /> : <Medal className="size-7" />}
              </span>
              <div className="min-w-0">
                <p className="text-sm font-bold text-accent">
                  {t('campaigns.home.donors.rank', { rank: number(index + 1) })}
                </p>
                <p className="truncate text-lg font-bold text-ink">
                  <bdi>{donor.name}</bdi>
                </p>
                <div className="text-primary-dark">
                  <Amount value={donor.total_amount} currency={donors.currency} />
                </div>
              </div>
            </li>
          ))}
        </ol>

        {donors.top_ten.length > 0 ? (
          <div className="mt-12">
            <h3 id="home-top-ten" className="mb-4 text-xl font-bold text-ink">
              {t('campaigns.home.donors.ten')}
            </h3>
            <DataTable
              labelledBy="home-top-ten"
              columns={[
                { label: t('campaigns.home.donors.number') },
                { label: t('campaigns.home.donors.donor') },
                { label: t('campaigns.home.donors.campaign'), className: 'hidden sm:table-cell' },
                { label: t('campaigns.home.donors.amount'), end: true },
                { label: t('campaigns.home.donors.date'), end: true, className: 'hidden md:table-cell' },
              ]}
            >
              {donors.top_ten.map((donation, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the rank is the identity.
                <tr key={index} className="align-top">
                  <td className="p-3 font-bold text-muted tabular-nums">{number(index + 1)}</td>
                  <td className="p-3 break-words">
                    <bdi className="font-bold">{donation.user_name}</bdi>
                    {/* A phone has no room for the campaign column: the campaign goes under the name. */}
                    <CampaignLink campaign={donation.campaign} className="mt-1 block sm:hidden" />
                  </td>
                  <td className="hidden p-3 break-words sm:table-cell">
                    <CampaignLink campaign={donation.campaign} />
                  </td>
                  <td className="p-3 text-end">
                    <Amount value={donation.total_amount} currency={donation.currency} />
                  </td>
                  <td className="hidden p-3 text-end whitespace-nowrap text-muted md:table-cell">
                    <time dateTime={donation.created_at}>{date(donation.created_at)}</time>
                  </td>
                </tr>
              ))}
            </DataTable>
          </div>
        ) : null}
      </div>
    </section>
  );
}

function CampaignLink({
  campaign,
  className = '',
}: {
  campaign: { id: number; name: string };
  className?: string;
}) {
  const { path } = useI18n();
  return (
    <IntentLink
      to={path(`/campaigns/${campaign.id}`)}
      className={`text-primary-dark underline-offset-2 hover:underline ${className}`}
    >
      {campaign.name}
    </IntentLink>
  );
}
