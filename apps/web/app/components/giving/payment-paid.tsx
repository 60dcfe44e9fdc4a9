import type { PaymentResult } from '@ataa/contract/schemas/giving';
import { CircleCheckBig, Gift, ReceiptText } from 'lucide-react';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n.ts';
import { ShareButtons } from '../content/share-buttons.tsx';
import { useExactMoney } from './amounts.ts';
import { StatusPanel } from './status-panel.tsx';
import { useDonorName } from './use-donor-name.ts';

/** A paid payment: thanks, what was given and to which campaigns, the gift card and the receipt. */
export function PaymentPaid({ payment }: { payment: PaymentResult }) {
  const { t, path } = useI18n();
  const exact = useExactMoney();
  const donor = useDonorName() !== null;
  // One campaign is shared by its own page; several, by the list.
  const only = payment.donations.length === 1 ? payment.donations[0] : undefined;
  return (
    <StatusPanel
      icon={<CircleCheckBig />}
      tone="good"
      title={t('giving.return.paid.title')}
      text={t('giving.return.paid.text')}
    >
      <dl className="mt-2 grid w-full max-w-xl gap-3 rounded-2xl bg-sand p-5 text-start sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted">{t('giving.return.amount')}</dt>
          <dd className="text-2xl font-bold text-primary-dark tabular-nums">
            {exact(payment.total_amount, payment.currency)}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-sm text-muted">{t('giving.return.reference')}</dt>
          <dd className="font-mono text-sm break-all" dir="ltr">
            {payment.reference}
          </dd>
        </div>
      </dl>
      <section aria-labelledby="given-to" className="w-full max-w-xl text-start">
        <h2 id="given-to" className="mb-2 font-bold">
          {t('giving.return.paid.campaigns', { count: payment.donations.length })}
        </h2>
        <ul className="divide-y divide-line rounded-2xl border border-line bg-white">
          {payment.donations.map((donation) => (
            <li key={donation.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 p-4">
              <Link
                to={path(`/campaigns/${donation.campaign.id}`)}
                className="font-bold text-primary-dark underline-offset-4 hover:underline"
              >
                {donation.campaign.name}
              </Link>
              <span className="tabular-nums">{exact(donation.total_amount, payment.currency)}</span>
            </li>
          ))}
        </ul>
      </section>
      {payment.gift_url ? (
        <div className="flex w-full max-w-xl flex-col items-center gap-3 rounded-2xl border border-accent/30 bg-accent/5 p-5">
          <p>{t('giving.return.paid.gift_text')}</p>
          <a href={payment.gift_url} className="btn btn-accent">
            <Gift aria-hidden="true" className="size-5" />
            {t('giving.return.paid.gift_link')}
          </a>
        </div>
      ) : null}
      <section aria-labelledby="invite" className="flex w-full max-w-xl flex-col items-center gap-3">
        <h2 id="invite" className="font-bold">
          {t('giving.return.paid.share')}
        </h2>
        <ShareButtons
          title={only ? only.campaign.name : t('giving.return.paid.share_text')}
          path={path(only ? `/campaigns/${only.campaign.id}` : '/campaigns')}
        />
      </section>
      <div className="flex flex-wrap justify-center gap-3">
        {donor ? (
          <Link className="btn btn-outline" to={path('/dashboard/donor/donation-history')}>
            <ReceiptText aria-hidden="true" className="size-5" />
            {t('giving.return.paid.receipt')}
          </Link>
        ) : null}
        <Link className="btn btn-outline" to={path('/campaigns')}>
          {t('giving.return.more')}
        </Link>
      </div>
    </StatusPanel>
  );
}
