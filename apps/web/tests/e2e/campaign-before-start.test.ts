// Decision 028: a campaign before its first day has a page anyone can open and share, which says
// when it opens and offers a reminder by e-mail in place of the donate button.
import { describe, expect, it } from 'vitest';
import { createCampaign } from '../../../api/src/seed/factories.ts';
import { openingWords } from '../../app/components/campaigns/opening.ts';
import { normalised, openReady, t } from './flows.ts';
import { expectAccessible, useSite } from './site.ts';

const DAY_MS = 86_400_000;
const PHONE_WIDTH = 360;

describe('a campaign before its start', () => {
  const site = useSite();

  it('ar, phone: shows the countdown and both calendars, and keeps a reminder asked for', async () => {
    const [charity] = (await site.server.request('/public-campaigns')).body.result as Array<{
      user: { id: number };
    }>;
    const campaign = await createCampaign(site.server.db, {
      charityId: charity!.user.id,
      nameAr: 'سلال رمضان للأسر المتعففة في حي النسيم',
      nameEn: 'Ramadan baskets for families in Al-Naseem',
      startAt: new Date(Date.now() + 12 * DAY_MS),
    });
    const page = await openReady(site, `/campaigns/${campaign.id}`, { phone: true });
    await expect(page.locator('h1').textContent()).resolves.toBe('سلال رمضان للأسر المتعففة في حي النسيم');
    // Shareable: its card for other sites, as every campaign page has.
    await expect(page.locator('meta[property="og:title"]').count()).resolves.toBe(1);
    await expect(page.locator('meta[name="twitter:image"]').count()).resolves.toBe(1);

    const { data } = await site.server.request(`/campaigns/${campaign.id}`).then((answer) => ({
      data: answer.body.result as { opens_on: string },
    }));
    const words = openingWords('ar', data.opens_on);
    const panel = page.locator('main section[aria-label]').first();
    await expect(panel.getByText(words.startsIn).count()).resolves.toBe(1);
    await expect(panel.getByText(words.day).count()).resolves.toBe(1);
    await expect(page.getByRole('link', { name: t('ar', 'campaigns.donate_now') }).count()).resolves.toBe(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE_WIDTH);
    await expectAccessible(page);

    await page.getByLabel(t('ar', 'campaigns.reminder.email')).fill('fatima.alharbi@example.test');
    await page.getByRole('button', { name: t('ar', 'campaigns.reminder.submit') }).click();
    const status = page.getByRole('status').filter({ hasText: t('ar', 'campaigns.reminder.saved') });
    await status.waitFor();
    expect(normalised(await status.textContent())).toBe(t('ar', 'campaigns.reminder.saved'));
    // Kept: asking again for the same address says it was already asked.
    const again = await site.server.request(`/campaigns/${campaign.id}/reminders`, {
      body: { email: 'fatima.alharbi@example.test' },
    });
    expect(again.body.result).toEqual({ email: 'fatima.alharbi@example.test', already: true });
  });
});
