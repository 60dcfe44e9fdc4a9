import type { AdminCharity } from '@ataa/contract/schemas/admin';
import { useI18n } from '../../lib/i18n.ts';

const TONES = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
} as const;

/** A charity's approval, in words and colour. */
export function ApprovalBadge({ status }: { status: NonNullable<AdminCharity['approval_status']> }) {
  const { t } = useI18n();
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-sm font-bold ${TONES[status]}`}>
      {t(`back_office.approval.${status}`)}
    </span>
  );
}
