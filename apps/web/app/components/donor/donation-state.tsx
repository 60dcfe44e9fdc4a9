import type { PaymentState } from '@ataa/contract/schemas/donor';
import { useI18n } from '../../lib/i18n.ts';

// Every pair reads at small sizes (WCAG AA), and each state has its own word, never colour alone.
const TONE: Record<PaymentState, string> = {
  pending: 'bg-[#8a5a00] text-white',
  paid: 'bg-primary-dark text-white',
  failed: 'bg-danger text-white',
  cancelled: 'bg-muted text-white',
  refunded: 'bg-[#5b4b8a] text-white',
};

export function DonationStateBadge({ state }: { state: PaymentState }) {
  const { t } = useI18n();
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold ${TONE[state]}`}>
      {t(`donor.history.states.${state}`)}
    </span>
  );
}
