import type { RamadanDatesAnswer } from '@ataa/contract/schemas/ramadan';
import { HandHeart, MoonStar } from 'lucide-react';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n.ts';
import { nightsLeft } from '../../lib/ramadan-nights.ts';

/** The night the last ten begin on. */
const LAST_TEN_FROM = 21;

/**
 * Home's word during Ramadan (contract §17, `GET /ramadan`): tonight's night, and a way to give on
 * the nights left, the last ten's own plan once they begin. Nothing outside Ramadan.
 */
export function RamadanBanner({ ramadan }: { ramadan: RamadanDatesAnswer | null }) {
  const { t, path, number } = useI18n();
  if (!ramadan || ramadan.tonight === null) return null;
  const night = ramadan.tonight;
  const lastTen = night >= LAST_TEN_FROM;
  const plan = lastTen ? 'last_ten_nights' : 'ramadan_nights';
  return (
    <section aria-labelledby="home-ramadan" className="mx-auto max-w-6xl px-4 pt-8">
      <div className="flex flex-col gap-4 rounded-3xl bg-primary-dark p-5 text-white shadow-lg sm:flex-row sm:items-center sm:justify-between sm:p-6 on-dark">
        <div className="flex items-start gap-3">
          <MoonStar aria-hidden="true" className="mt-1 size-7 shrink-0 text-[#f6e7b4]" />
          <div>
            <h2 id="home-ramadan" className="text-xl font-bold sm:text-2xl">
              {t('content.home.ramadan.tonight', { night: number(night) })}
            </h2>
            <p className="mt-1 text-white/85">
              {lastTen
                ? t('content.home.ramadan.last_ten', { count: nightsLeft(ramadan, night) })
                : t('content.home.ramadan.lead')}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={path(`/donate/all?plan=${plan}`)} className="btn btn-accent grow sm:grow-0">
            <HandHeart aria-hidden="true" className="size-5" />
            {t(lastTen ? 'content.home.ramadan.schedule' : 'content.home.ramadan.every_night')}
          </Link>
          <Link to={path('/donate/all')} className="btn btn-ghost-light grow sm:grow-0">
            {t('content.home.ramadan.give')}
          </Link>
        </div>
      </div>
    </section>
  );
}
