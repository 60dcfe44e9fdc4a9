import { isolate } from '@ataa/contract/bidi';
import { translate } from '@ataa/contract/translate';
import { RotateCcw } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { ReasonForm } from '../../components/admin/review-forms.tsx';
import { DonationStateBadge } from '../../components/donor/donation-state.tsx';
import { useExactMoney } from '../../components/giving/amounts.ts';
import { apiFor } from '../../lib/api.server.ts';
import { requestLocale, useI18n } from '../../lib/i18n.ts';
import { itemId } from '../../lib/page-address.server.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/donation';
import { reviewOutcome, unconfirmed } from './review-action.server.ts';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const donation = await apiFor(context, request).read('GET /admin/donations/:id', {
    params: { id: itemId(params.id) },
  });
  return { donation };
}

/** A refund of all or part of this donation (decision 032), with a reason and the ticked box. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const form = await request.formData();
  const refused = unconfirmed('refund', form, locale);
  if (refused) return refused;
  const answer = await apiFor(context, request, locale).call('POST /admin/donations/:id/refund', {
    params: { id: itemId(params.id) },
    // The amount as typed (Arabic digits too); none is all that is left.
    json: {
      reason: String(form.get('reason') ?? ''),
      amount: String(form.get('amount') ?? '').trim() || undefined,
    },
  });
  return reviewOutcome('refund', answer, form);
}

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: translate(metaLocale(args), 'back_office.nav.donations'), noindex: true });
}

/** One term of a record and its value; nothing when there is no value. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div className="min-w-0">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="break-words font-bold">{children}</dd>
    </div>
  );
}

/** How much to give back, typed as people type it; left empty, all that is left (decision 032). */
function RefundAmount({ currency, left, error }: { currency: string; left: string; error?: string }) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div>
      <label htmlFor={`${id}-amount`} className="field-label">
        {t('back_office.donations.refund_amount', { currency })}
      </label>
      <input
        id={`${id}-amount`}
        name="amount"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-amount-hint${error ? ` ${id}-amount-error` : ''}`}
        className="field-input tabular-nums"
      />
      <p id={`${id}-amount-hint`} className="text-sm text-muted">
        {t('back_office.donations.refund_amount_hint', { left })}
      </p>
      {error ? (
        <p id={`${id}-amount-error`} role="alert" className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card flex flex-col gap-3 p-4">
      <h2 className="font-bold">{title}</h2>
      <dl className="grid gap-3 sm:grid-cols-2">{children}</dl>
    </section>
  );
}

/** A donation's whole record as the staff see it, its refunds, and the refund itself. */
export default function AdminDonation({ loaderData }: Route.ComponentProps) {
  const { t, path, date, number } = useI18n();
  const exact = useExactMoney();
  const { donation } = loaderData;
  const refundable = donation.state === 'paid' && donation.refundable_amount > 0;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link to={path('/admin/donations')} className="text-sm font-bold text-primary-dark underline">
          {t('back_office.donations.all')}
        </Link>
        <h1 className="text-2xl font-bold text-primary-dark tabular-nums">
          {exact(donation.total_amount, donation.currency)}
        </h1>
        <p>
          <Link to={path(`/admin/campaigns/${donation.campaign.id}`)} className="underline">
            {t('back_office.donations.to_campaign', { campaign: donation.campaign.name })}
          </Link>{' '}
          · <bdi>{donation.chairty_name}</bdi>
        </p>
        <div>
          <DonationStateBadge state={donation.state} />
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Section title={t('back_office.donations.giver')}>
          <Fact label={t('charity.donations.donor')}>
            <bdi>{donation.name}</bdi>{' '}
            {donation.anonymous ? (
              <span className="block text-sm font-normal text-muted">
                {t('back_office.donations.anonymous')}
              </span>
            ) : null}
          </Fact>
          <Fact label={t('back_office.donations.account')}>
            {donation.user ? <bdi>{donation.user.name}</bdi> : t('back_office.donations.guest')}
          </Fact>
          <Fact label={t('account.fields.email')}>
            <a href={`mailto:${donation.email}`} dir="ltr" className="underline">
              {donation.email}
            </a>
          </Fact>
          <Fact label={t('account.fields.mobile')}>
            <bdi dir="ltr">+{donation.mobile}</bdi>
          </Fact>
        </Section>
        <Section title={t('back_office.donations.payment')}>
          <Fact label={t('back_office.donations.created')}>{date(donation.created_at)}</Fact>
          <Fact label={t('back_office.donations.paid')}>
            {donation.donated_at ? date(donation.donated_at) : null}
          </Fact>
          <Fact label={t('back_office.donations.gateway')}>{donation.gateway}</Fact>
          <Fact label={t('back_office.donations.provider')}>{donation.provider}</Fact>
          <Fact label={t('back_office.donations.payment_reference')}>
            <code dir="ltr">{donation.payment_reference}</code>
          </Fact>
          <Fact label={t('back_office.donations.provider_reference')}>
            {donation.provider_reference ? <code dir="ltr">{donation.provider_reference}</code> : null}
          </Fact>
          <Fact label={t('back_office.donations.rate', { currency: donation.base_currency.code })}>
            {number(donation.rate_to_base)}
          </Fact>
          <Fact label={t('back_office.donations.amount_base', { currency: donation.base_currency.code })}>
            {exact(donation.amount_base, donation.base_currency)}
          </Fact>
        </Section>
        {donation.love_donation === 'yes' ? (
          <Section title={t('back_office.donations.gift')}>
            <Fact label={t('back_office.donations.gift')}>
              {t('back_office.donations.gift_to', { name: isolate(donation.love_name ?? '') })}
            </Fact>
            <Fact label={t('account.fields.email')}>{donation.love_email}</Fact>
            <Fact label={t('account.fields.mobile')}>{donation.love_mobile}</Fact>
            <Fact label={t('back_office.donations.gift_message')}>{donation.love_comment}</Fact>
          </Section>
        ) : null}
      </div>
      {donation.refunds.length > 0 ? (
        <section className="card flex flex-col gap-3 p-4" aria-labelledby="refunds">
          <h2 id="refunds" className="font-bold">
            {t('back_office.donations.refunds')}
          </h2>
          <dl className="grid gap-3 sm:grid-cols-2">
            <Fact label={t('back_office.donations.refunded_so_far')}>
              <span className="tabular-nums">{exact(donation.refunded_amount, donation.currency)}</span>
            </Fact>
            <Fact label={t('back_office.donations.refund_left')}>
              <span className="tabular-nums">{exact(donation.refundable_amount, donation.currency)}</span>
            </Fact>
          </dl>
          <ul className="flex flex-col gap-2">
            {donation.refunds.map((refund) => (
              <li key={refund.created_at} className="flex flex-col">
                <span className="font-bold tabular-nums">
                  {exact(refund.amount, donation.currency)} · {date(refund.created_at)} ·{' '}
                  {t(`back_office.donations.refund_${refund.status}`)}
                </span>
                <span>
                  <bdi>{refund.reason}</bdi>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {refundable ? (
        <div className="max-w-xl">
          <ReasonForm
            intent="refund"
            title={t('back_office.donations.refund')}
            text={t('back_office.donations.refund_text')}
            hint={t('back_office.donations.refund_hint')}
            icon={RotateCcw}
            before={(answer) => (
              <RefundAmount
                currency={donation.currency.code}
                left={exact(donation.refundable_amount, donation.currency)}
                error={answer?.fieldErrors.amount?.[0]}
              />
            )}
          />
        </div>
      ) : null}
    </div>
  );
}
