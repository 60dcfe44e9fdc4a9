import type { PaymentResult } from '@ataa/contract/schemas/giving';
import { CircleX, Hourglass, RotateCcw, Undo2 } from 'lucide-react';
import { useI18n } from '../../lib/i18n.ts';
import { TRY_AGAIN } from './giving-draft.ts';
import { PaymentPaid } from './payment-paid.tsx';
import { NextSteps, StatusPanel } from './status-panel.tsx';
import { useSettledPayment } from './use-settled-payment.ts';

/**
 * What became of a payment, exactly as the API answers it; a pending one is checked again until
 * it settles. A polite live region tells screen readers when the state changes.
 */
export function PaymentOutcome({ first }: { first: PaymentResult }) {
  const { t } = useI18n();
  const { payment, gaveUp, checkAgain } = useSettledPayment(first);
  const state = payment.payment_status;
  return (
    <>
      <p role="status" className="sr-only">
        {state === 'pending' && gaveUp ? t('giving.return.pending.slow') : t(`giving.return.${state}.title`)}
      </p>
      {state === 'paid' ? (
        <PaymentPaid payment={payment} />
      ) : state === 'pending' ? (
        <PaymentPending gaveUp={gaveUp} onCheckAgain={checkAgain} />
      ) : (
        <PaymentUnsuccessful payment={payment} />
      )}
    </>
  );
}

function PaymentPending({ gaveUp, onCheckAgain }: { gaveUp: boolean; onCheckAgain: () => void }) {
  const { t } = useI18n();
  return (
    <StatusPanel
      icon={<Hourglass className={gaveUp ? undefined : 'motion-safe:animate-pulse'} />}
      tone="wait"
      title={t('giving.return.pending.title')}
      text={gaveUp ? t('giving.return.pending.slow') : t('giving.return.pending.text')}
    >
      {gaveUp ? (
        <button type="button" className="btn btn-outline" onClick={onCheckAgain}>
          <RotateCcw aria-hidden="true" className="size-5" />
          {t('giving.return.pending.check')}
        </button>
      ) : null}
    </StatusPanel>
  );
}

/** Declined, cancelled or refunded: what happened, and the way back to giving. */
function PaymentUnsuccessful({ payment }: { payment: PaymentResult }) {
  const { t, path } = useI18n();
  const state = payment.payment_status as 'failed' | 'cancelled' | 'refunded';
  const again = `${path(payment.id === null ? '/donate/all' : `/campaigns/donate/${payment.id}`)}?${TRY_AGAIN}`;
  return (
    <StatusPanel
      icon={state === 'refunded' ? <Undo2 /> : <CircleX />}
      tone={state === 'refunded' ? 'calm' : 'bad'}
      title={t(`giving.return.${state}.title`)}
      text={t(`giving.return.${state}.text`)}
    >
      <NextSteps
        to={again}
        label={t(state === 'refunded' ? 'giving.return.give_again' : 'giving.return.try_again')}
      />
    </StatusPanel>
  );
}
