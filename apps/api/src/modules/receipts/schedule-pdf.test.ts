// The receipt of a whole schedule: the thirty nights of a Ramadan run over more than one page,
// each page with its footer, every charge with its night, and the total at the end.
import { LOCALES, type Locale } from '@ataa/contract/locale';
import { translate } from '@ataa/contract/messages';
import { describe, expect, it } from 'vitest';
import { pdfLines } from '../../test/pdf-reading.ts';
import { renderScheduleReceiptPdf, type ScheduleReceiptData } from './schedule-pdf.ts';

const NAMES = {
  ar: { donor: 'سارة أحمد', campaign: 'إفطار صائم في مكة' },
  en: { donor: 'Sara Ahmed', campaign: 'Iftar in Makkah' },
};

/** Every night of a Ramadan, 10.00 SAR each, the odd nights of the last ten doubled. */
function ramadan(locale: Locale): ScheduleReceiptData {
  return {
    locale,
    scheduleId: 12,
    donor: { name: NAMES[locale].donor, email: 'sara@example.com', anonymous: true },
    currency: { code: 'SAR', minorUnits: 2 },
    charges: Array.from({ length: 30 }, (_, i) => ({
      paidAt: new Date(Date.UTC(2026, 1, 17 + i, 18)),
      night: i + 1,
      campaignNames: [NAMES[locale].campaign],
      amountMinor: i >= 20 && i % 2 === 0 ? 2000 : 1000,
    })),
  };
}

describe('the receipt of a schedule', () => {
  it('runs over pages with a footer on each, naming every night, and ends with the total', async () => {
    for (const locale of LOCALES) {
      const lines = await pdfLines(await renderScheduleReceiptPdf(ramadan(locale)));
      const footers = lines.filter((line) => line === translate(locale, 'receipt.footer'));
      expect(footers.length, locale).toBeGreaterThan(1);
      for (let night = 1; night <= 30; night++) {
        const label = translate(locale, 'schedules.night', { n: night });
        expect(
          lines.some((line) => line.startsWith(label)),
          `${locale} ${label}`,
        ).toBe(true);
      }
      // The table's head is drawn again at the top of each page.
      const heads = lines.filter((line) => line === translate(locale, 'receipt.schedule.for'));
      expect(heads).toHaveLength(footers.length);
      const total = lines.indexOf(translate(locale, 'receipt.schedule.total'));
      expect(lines[total + 1]).toBe(locale === 'ar' ? '350.00 ر.س.' : 'SAR 350.00');
      expect(lines.indexOf(translate(locale, 'receipt.thanks'))).toBeGreaterThan(total);
      // A giver who hid their name sees how the public sees it.
      const donor = lines.indexOf(NAMES[locale].donor);
      expect(lines[donor + 1]).toContain(translate(locale, 'common.anonymous'));
    }
  });
});
