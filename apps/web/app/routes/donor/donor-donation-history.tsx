import { type DonorDonation, PAYMENT_STATES } from '@ataa/contract/schemas/donor';
import { translate } from '@ataa/contract/translate';
import { Download, Gift } from 'lucide-react';
import type { ReactNode } from 'react';
import { Form, useSearchParams } from 'react-router';
import { CampaignTitle } from '../../components/donor/campaign-title.tsx';
import { DonationStateBadge } from '../../components/donor/donation-state.tsx';
import { DonorList } from '../../components/donor/donor-list.tsx';
import { EmptyNote } from '../../components/donor/empty-note.tsx';
import { PageIntro } from '../../components/donor/page-intro.tsx';
import { useExactMoney } from '../../components/giving/amounts.ts';
import { apiFor } from '../../lib/api.server.ts';
import { useI18n } from '../../lib/i18n.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/donor-donation-history';
import { donorListQuery } from './donor-list.server.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  // A state the API does not know is simply not a filter here: the address stays usable.
  const state = new URL(request.url).searchParams.get('state');
  const filters = state && (PAYMENT_STATES as readonly string[]).includes(state) ? ['state'] : [];
  const query = donorListQuery(request, filters);
  return { donations: await apiFor(context, request).read('GET /doner/donations', { query }) };
}

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: translate(metaLocale(args), 'donor.nav.donations'), noindex: true });
}

/** The state filter: a plain GET form, so it works before (and without) scripts. */
function StateFilter() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3" aria-label={t('donor.history.filter')}>
      <div>
        <label htmlFor="state" className="field-label">
          {t('donor.history.state')}
        </label>
        <select id="state" name="state" defaultValue={params.get('state') ?? ''} className="field-input">
          <option value="">{t('donor.history.all')}</option>
          {PAYMENT_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`donor.history.states.${state}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-outline">
        {t('donor.history.apply')}
      </button>
    </Form>
  );
}

/** A file or a page of one donation, named with its campaign so each link says whose it is. */
function RowLink({
  href,
  icon,
  text,
  label,
  download,
}: {
  href: string;
  icon: ReactNode;
  text: string;
  label: string;
  download?: boolean;
}) {
  return (
    <a href={href} download={download} className="btn btn-outline btn-sm" aria-label={label}>
      {icon}
      {text}
    </a>
  );
}

function DonationRow({ donation }: { donation: DonorDonation }) {
  const { t, path, date } = useI18n();
  const exact = useExactMoney();
  const name = donation.campaign.name;
  return (
    <article className="card flex flex-col gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <CampaignTitle campaign={donation.campaign} className="min-w-0 text-lg font-bold" />
        <DonationStateBadge state={donation.state} />
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted">{t('donor.history.amount')}</dt>
          <dd className="font-bold tabular-nums">
            {exact(donation.total_amount, donation.currency)}
            {donation.state === 'paid' && donation.refunded_amount > 0 ? (
              <span className="block text-xs font-normal text-danger">
                {t('donor.history.part_refunded', {
                  amount: exact(donation.refunded_amount, donation.currency),
                })}
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t('donor.history.made')}</dt>
          <dd>
            <time dateTime={donation.created_at}>{date(donation.created_at)}</time>
          </dd>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <dt className="text-muted">{t('donor.history.charity')}</dt>
          <dd>{donation.chairty_name}</dd>
        </div>
      </dl>
      {donation.receipt_available || donation.gift_url ? (
        <div className="flex flex-wrap gap-2 border-t border-line pt-3">
          {donation.receipt_available ? (
            <RowLink
              href={path(`/dashboard/donor/donations/${donation.id}/receipt`)}
              icon={<Download aria-hidden="true" className="size-4" />}
              text={t('donor.history.receipt')}
              label={t('donor.history.receipt_named', { name })}
              download
            />
          ) : null}
          {donation.gift_url ? (
            <RowLink
              href={donation.gift_url}
              icon={<Gift aria-hidden="true" className="size-4" />}
              text={t('donor.history.gift')}
              label={t('donor.history.gift_named', { name })}
            />
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

/** Every donation the donor made (contract §9), newest first, with receipts and gift pages. */
export default function DonorDonationHistory({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const { data } = loaderData.donations;
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={t('donor.nav.donations')} lead={t('donor.history.lead')} action={<StateFilter />} />
      {data.length === 0 && !params.get('state') ? (
        <EmptyNote text={t('donor.history.empty')} to="/campaigns" label={t('donor.cart.browse')} />
      ) : (
        <>
          {data.length === 0 ? <p className="text-muted">{t('donor.history.empty_state')}</p> : null}
          <DonorList
            summary={t('donor.history.count', { count: loaderData.donations.meta.total })}
            list={loaderData.donations}
          >
            {(donation) => <DonationRow donation={donation} />}
          </DonorList>
        </>
      )}
    </div>
  );
}
