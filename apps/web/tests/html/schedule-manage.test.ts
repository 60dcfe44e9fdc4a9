// The guest's page of a schedule (contract §17, `/schedules/manage/<token>`): what the signed link
// shows in both languages, a form posted without scripts, and a bad link.
import { translate } from '@ataa/contract/translate';
import { describe, expect, it } from 'vitest';
import { signScheduleToken } from '../../../api/src/modules/schedules/manage-links.ts';
import { type PagesSite, textOf, usePages } from './pages.ts';

// Seeded campaign 3 is published and takes donations.
const CAMPAIGN = 3;
const GUEST = { name: 'هدى صالح', email: 'huda.manage@example.test', mobile: '966512345678' };

/** A guest's weekly schedule of 25.50 from next week, its method saved; answers its link's token. */
async function guestSchedule(site: PagesSite) {
  const start = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const created = await site.server.request('/schedules', {
    body: { plan: 'weekly', amount: '25.50', campaign_id: CAMPAIGN, start_at: start, ...GUEST },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const reference = new URL(created.body.result.gateway_url).pathname.split('/').pop();
  await site.server.request(`/schedules/sandbox/${reference}`, { body: { outcome: 'paid' } });
  return signScheduleToken(site.server.ctx.config.UNSUBSCRIBE_SECRET, created.body.result.schedule.id);
}

describe('the page of a guest’s schedule', () => {
  const site = usePages();

  it('shows the schedule in Arabic and English, never indexed nor kept by a shared cache', async () => {
    const token = await guestSchedule(site);
    for (const [prefix, locale] of [
      ['', 'ar'],
      ['/en', 'en'],
    ] as const) {
      const { status, headers, document, text } = await site.page(`${prefix}/schedules/manage/${token}`);
      expect(status).toBe(200);
      expect(headers.get('cache-control')).toBe('private, no-store');
      expect(document.documentElement.getAttribute('lang')).toBe(locale);
      expect(textOf(document, 'h1')).toBe(translate(locale, 'giving.schedule_manage.title'));
      expect(text).toContain(translate(locale, 'giving.schedule_manage.status.active'));
      expect(text).toContain(translate(locale, 'giving.schedule_manage.pause'));
      expect(text).toContain('25.50');
      expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
    }
  });

  it('pauses the schedule from a form posted without scripts', async () => {
    const token = await guestSchedule(site);
    const posted = await fetch(site.url(`/en/schedules/manage/${token}`), {
      method: 'POST',
      body: new URLSearchParams({ intent: 'pause' }),
      redirect: 'manual',
    });
    expect(posted.status).toBe(200);
    const { text } = await site.page(`/en/schedules/manage/${token}`);
    expect(text).toContain(translate('en', 'giving.schedule_manage.status.paused'));
    expect(text).toContain(translate('en', 'giving.schedule_manage.resume'));
  });

  it('is the page not found for a tampered link', async () => {
    const token = await guestSchedule(site);
    const { status } = await site.page(`/schedules/manage/${token.slice(0, -2)}xx`);
    expect(status).toBe(404);
  });
});
