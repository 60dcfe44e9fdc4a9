import type { CharityDonation } from '@ataa/contract/schemas/charity';
import { useI18n } from '../../lib/i18n.ts';
import { DataTable } from '../campaigns/data-table.tsx';
import { DonationStateBadge } from '../donor/donation-state.tsx';
import { useExactMoney } from '../giving/amounts.ts';

function When({ value }: { value: string | null }) {
  const { date } = useI18n();
  return value ? <time dateTime={value}>{date(value)}</time> : null;
}

/** The e-mail a donor chose to share with the charity (decision 033); nothing otherwise. */
function SharedEmail({ email }: { email: string | null }) {
  const { t } = useI18n();
  if (!email) return null;
  return (
    <a href={`mailto:${email}`} dir="ltr" className="text-sm break-all text-primary-dark underline">
      <span className="sr-only">{t('charity.donations.email')}: </span>
      {email}
    </a>
  );
}

/** The amount in the base currency, when it was paid in another. */
function BaseAmount({ donation }: { donation: CharityDonation }) {
  const { t } = useI18n();
  const exact = useExactMoney();
  if (donation.currency.id === donation.base_currency.id) return null;
  return (
    <span className="block text-xs font-normal text-muted">
      {t('charity.donations.amount_base', { amount: exact(donation.amount_base, donation.base_currency) })}
    </span>
  );
}

/** What was given back of a donation still paid (a partial refund; decision 032). */
function PartRefunded({ donation }: { donation: CharityDonation }) {
  const { t } = useI18n();
  const exact = useExactMoney();
  if (donation.state !== 'paid' || donation.refunded_amount <= 0) return null;
  return (
    <span className="block text-xs font-normal text-danger">
      {t('charity.donations.part_refunded', { amount: exact(donation.refunded_amount, donation.currency) })}
    </span>
  );
}

/** The checkout's number, as the donor's receipt shows it. */
function PaymentNumber({ donation }: { donation: CharityDonation }) {
  const { t } = useI18n();
  return (
    <span className="block text-xs text-muted">
      {t('charity.donations.payment_number', { number: donation.payment_number })}
    </span>
  );
}

/**
 * Donations to the charity's campaigns: a table from tablet width, a card per donation on a
 * phone, where five columns would not fit. Only one of the two is shown (and read) at a time.
 */
export function CharityDonationsTable({
  donations,
  labelledBy,
}: {
  donations: CharityDonation[];
  labelledBy: string;
}) {
  const { t } = useI18n();
  const exact = useExactMoney();
  return (
    <>
      <ul aria-labelledby={labelledBy} className="flex flex-col gap-3 md:hidden">
        {donations.map((donation) => (
          <li key={donation.id} className="card flex flex-col gap-2 p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <p className="min-w-0 font-bold break-words">
                <bdi>{donation.name}</bdi>
              </p>
              <DonationStateBadge state={donation.state} />
            </div>
            <SharedEmail email={donation.email} />
            <p className="text-sm text-muted">{donation.campaign.name}</p>
            <p className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="font-bold text-primary-dark tabular-nums">
                {exact(donation.total_amount, donation.currency)}
                <BaseAmount donation={donation} />
                <PartRefunded donation={donation} />
              </span>
              <span className="text-end text-muted">
                <When value={donation.donated_at} />
                <PaymentNumber donation={donation} />
              </span>
            </p>
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <DataTable
          labelledBy={labelledBy}
          columns={[
            { label: t('charity.donations.donor') },
            { label: t('charity.donations.campaign') },
            { label: t('charity.donations.amount'), end: true },
            { label: t('charity.donations.date') },
            { label: t('charity.donations.state') },
          ]}
        >
          {donations.map((donation) => (
            <tr key={donation.id}>
              <td className="p-3 break-words">
                <bdi className="block font-bold">{donation.name}</bdi>
                <SharedEmail email={donation.email} />
              </td>
              <td className="p-3 break-words">{donation.campaign.name}</td>
              <td className="p-3 text-end font-bold text-primary-dark tabular-nums">
                {exact(donation.total_amount, donation.currency)}
                <BaseAmount donation={donation} />
                <PartRefunded donation={donation} />
              </td>
              <td className="p-3 text-muted">
                <When value={donation.donated_at} />
                <PaymentNumber donation={donation} />
              </td>
              <td className="p-3">
                <DonationStateBadge state={donation.state} />
              </td>
            </tr>
          ))}
        </DataTable>
      </div>
    </>
  );
}
