import { translate } from '@ataa/contract/translate';
import { SearchX, TicketX } from 'lucide-react';
import { data } from 'react-router';
import { PaymentOutcome } from '../../components/giving/payment-outcome.tsx';
import { NextSteps, StatusPanel } from '../../components/giving/status-panel.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { barePath, useI18n } from '../../lib/i18n.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/payment-return';

/** The names the checkouts give the payment reference, in the order the API reads them (contract §6). */
const REFERENCE_NAMES = ['session', 'razorpay_payment_link_id', 'paymentResponse'] as const;

// Both return routes (a donor's and a guest's) share this page; each asks its own API twin.
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const reference = REFERENCE_NAMES.map((name) => url.searchParams.get(name)?.trim()).find(Boolean);
  if (!reference) return data({ kind: 'missing' as const }, { status: 400 });
  const guest = barePath(url.pathname) === '/visitor/donations/callback';
  const answer = await apiFor(context, request).call(
    guest ? 'POST /visitor/donations/callback' : 'POST /donations/callback',
    { query: { session: reference } },
  );
  if (answer.status === 404) return data({ kind: 'unknown' as const }, { status: 404 });
  if (!answer.ok) throw new Response(answer.message, { status: answer.status });
  return { kind: 'known' as const, payment: answer.result };
}

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: translate(metaLocale(args), 'giving.return.title'), noindex: true });
}

export default function PaymentReturn({ loaderData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  return (
    <main id="main" className="payment-outcome mx-auto w-full max-w-3xl px-4 py-12 sm:py-16">
      {loaderData.kind === 'known' ? (
        <PaymentOutcome first={loaderData.payment} />
      ) : (
        <StatusPanel
          icon={loaderData.kind === 'missing' ? <TicketX /> : <SearchX />}
          tone="calm"
          title={t(`giving.return.${loaderData.kind}.title`)}
          text={t(`giving.return.${loaderData.kind}.text`)}
        >
          <NextSteps to={path('/campaigns')} label={t('giving.return.more')} />
        </StatusPanel>
      )}
    </main>
  );
}
