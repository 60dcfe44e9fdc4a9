import type { CharityStatistics } from '@ataa/contract/schemas/charity';
import type { MessageKey } from '@ataa/contract/translate';
import {
  Ban,
  CalendarHeart,
  CircleCheck,
  Clock,
  HandCoins,
  type LucideIcon,
  Megaphone,
  ReceiptText,
  Repeat,
  RotateCcw,
  Sprout,
} from 'lucide-react';
import { useI18n } from '../../lib/i18n.ts';
import { Figure } from '../dashboard-figure.tsx';
import { useExactMoney } from '../giving/amounts.ts';

/**
 * The charity's figures (contract §14, CharityStatistics): its money, its donations by state, its
 * campaigns, and (§17) its donors giving on a schedule and what their schedules still promise.
 */
export function CharityFigures({ statistics }: { statistics: CharityStatistics }) {
  const { t, number } = useI18n();
  const exact = useExactMoney();
  const counts: Array<[MessageKey, number, LucideIcon]> = [
    ['charity.home.all_donations', statistics.total_donations, ReceiptText],
    ['charity.home.paid', statistics.successful_donations, CircleCheck],
    ['charity.home.pending', statistics.pending_donations, Clock],
    ['charity.home.failed', statistics.faild_donations, Ban],
    ['charity.home.refunded', statistics.refunded_donations, RotateCcw],
    ['charity.home.campaigns', statistics.total_campaigns, Megaphone],
    ['charity.home.active', statistics.active_campaigns, Sprout],
    ['charity.home.recurring_donors', statistics.recurring_donors, Repeat],
  ];
  return (
    <section aria-labelledby="charity-figures" className="flex flex-col gap-3">
      <h2 id="charity-figures" className="text-xl font-bold">
        {t('charity.home.figures')}
      </h2>
      {/* Two counts a row even on a phone; the money, longer, has a row of its own there. */}
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <Figure
          className="col-span-2 sm:col-span-1"
          icon={<HandCoins aria-hidden="true" className="size-6" />}
          label={t('charity.home.received')}
          value={exact(statistics.total_donations_amount, statistics.currency)}
        />
        {counts.map(([label, value, Icon]) => (
          <Figure
            key={label}
            icon={<Icon aria-hidden="true" className="size-6" />}
            label={t(label)}
            value={number(value)}
          />
        ))}
        <Figure
          className="col-span-2 sm:col-span-1"
          icon={<CalendarHeart aria-hidden="true" className="size-6" />}
          label={t('charity.home.committed')}
          value={exact(statistics.committed_amount, statistics.currency)}
        />
      </dl>
      <p className="text-sm text-muted">
        {t('charity.home.base_note', { currency: statistics.currency.name })}{' '}
        {t('charity.home.committed_note')}
      </p>
    </section>
  );
}
