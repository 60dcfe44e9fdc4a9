import type { Notification } from '@ataa/contract/schemas/notifications';
import { useEffect } from 'react';
import { Form, Link, useFetcher } from 'react-router';
import { useI18n } from '../../lib/i18n.ts';
import { menuItemClass } from '../dropdown.tsx';

/**
 * The bell's short list: the latest notifications, fetched when it opens. Choosing one posts to
 * the account's notification page, which marks it read and opens what it is about.
 */
export default function BellPanel({ page }: { page: string }) {
  const { t, path, locale, date } = useI18n();
  const fetcher = useFetcher<{ count: number; latest: Notification[] }>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: fetched once each time the list opens.
  useEffect(() => {
    void fetcher.load(`/notifications/latest?lang=${locale}`);
  }, []);
  const latest = fetcher.data?.latest;
  return (
    <div className="sm:w-80">
      <p className="px-3 pt-2 pb-1 text-sm font-bold text-muted">{t('site.notifications.latest')}</p>
      {latest === undefined ? (
        <p className="px-3 py-2 text-muted">…</p>
      ) : latest.length === 0 ? (
        <p className="px-3 py-2 text-muted">{t('site.notifications.empty')}</p>
      ) : (
        <ul>
          {latest.map((notification) => (
            <li key={notification.id}>
              <Form method="post" action={path(page)}>
                <input type="hidden" name="id" value={notification.id} />
                <button
                  type="submit"
                  data-menu-item
                  className={`${menuItemClass} flex-col items-start text-start`}
                >
                  <span className={notification.read_at ? '' : 'font-bold'}>
                    {notification.read_at ? null : (
                      <span className="sr-only">{t('site.notifications.new')}: </span>
                    )}
                    {notification.title}
                  </span>
                  <span className="text-xs text-muted">{date(notification.created_at)}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Link data-menu-item className={`${menuItemClass} font-bold text-primary-dark`} to={path(page)}>
        {t('site.notifications.see_all')}
      </Link>
    </div>
  );
}
