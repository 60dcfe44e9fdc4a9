// What the receipt PDF shows in both languages: its mark, and the text a donor copies from it or
// finds with a search.
import { BRAND_MARK } from '@ataa/contract/brand-mark';
import { LOCALES, type Locale } from '@ataa/contract/locale';
import { type MessageKey, translate } from '@ataa/contract/messages';
import { describe, expect, it } from 'vitest';
import { pdfColours, pdfLines } from '../../test/pdf-reading.ts';
import { type ReceiptData, renderReceiptPdf } from './pdf.ts';

const NAMES = {
  ar: { donor: 'سارة أحمد', campaign: 'إفطار صائم في مكة', charity: 'جمعية البر الخيرية' },
  en: { donor: 'Sara Ahmed', campaign: 'Iftar in Makkah', charity: 'Al-Birr Charity' },
};

const SAR = { code: 'SAR', minorUnits: 2 };
const USD = { code: 'USD', minorUnits: 2 };

/** A paid donation of 150.50 in `currency`, with names in `locale`. */
function receipt(locale: Locale, currency = SAR): ReceiptData {
  const names = NAMES[locale];
  return {
    locale,
    donationId: 42,
    state: 'paid',
    paidAt: new Date('2025-03-10T18:30:00Z'),
    refundedAt: null,
    donor: { name: names.donor, email: 'sara@example.com', anonymous: false },
    giftTo: null,
    campaignName: names.campaign,
    charityName: names.charity,
    amountMinor: 15_050,
    refundedMinor: 0,
    currency,
    paymentNumber: 7,
  };
}

/** The lines of the text layer that are among `expected`, in the order they come. */
async function linesAmong(data: ReceiptData, expected: string[]) {
  const lines = await pdfLines(await renderReceiptPdf(data));
  return lines.filter((line) => expected.includes(line));
}

/** Each row of the receipt as its label and then its value, whole lines in reading order. */
function rows(locale: Locale, values: Array<[MessageKey, string]>) {
  return values.flatMap(([label, value]) => [translate(locale, label), value]);
}

describe('the header of a receipt', () => {
  it('starts with the site’s mark, the crescent and drop of the web logo, in its colours', async () => {
    // The top corner on the side the lines start from, where the mark and the site's name are.
    const corner = { y: 0, width: 200, height: 120 };
    const A4_WIDTH = 595.28;
    for (const locale of LOCALES) {
      const pdf = await renderReceiptPdf(receipt(locale));
      const x = locale === 'ar' ? A4_WIDTH - corner.width : 0;
      const colours = [...(await pdfColours(pdf, { ...corner, x }))];
      for (const { fill } of BRAND_MARK.paths) expect(colours, `${locale} ${fill}`).toContain(fill);
    }
  });
});

describe('the text of a receipt', () => {
  it('reads in Arabic as written: every label and value, word after word, row after row', async () => {
    const expected = [
      translate('ar', 'receipt.title'),
      ...rows('ar', [
        ['receipt.number', '42'],
        ['receipt.donor', NAMES.ar.donor],
        ['receipt.email', 'sara@example.com'],
        ['receipt.campaign', NAMES.ar.campaign],
        ['receipt.charity', NAMES.ar.charity],
        ['receipt.reference', '7'],
        ['receipt.status', translate('ar', 'receipt.paid')],
      ]),
    ];
    // Ligatures (لإ، بر، في، ير) are where the letters came out swapped: "إيصال التربع".
    expect(await linesAmong(receipt('ar'), expected)).toEqual(expected);
  });

  it('writes an amount in US dollars in Arabic with its sign as "US$", not "$US"', async () => {
    const lines = await pdfLines(await renderReceiptPdf(receipt('ar', USD)));
    const label = lines.indexOf(translate('ar', 'receipt.amount'));
    // The amount is a left-to-right stretch, which a reader gets in the order it is drawn: the
    // sign on the left of the number, not after it as in "150.50 US$".
    expect(lines[label + 1]).toBe('US$ 150.50');
  });

  it('reads in English as written', async () => {
    const expected = [
      translate('en', 'receipt.title'),
      ...rows('en', [
        ['receipt.number', '42'],
        ['receipt.donor', NAMES.en.donor],
        ['receipt.email', 'sara@example.com'],
        ['receipt.campaign', NAMES.en.campaign],
        ['receipt.charity', NAMES.en.charity],
        ['receipt.amount', '$150.50'],
        ['receipt.reference', '7'],
        ['receipt.status', translate('en', 'receipt.paid')],
      ]),
      translate('en', 'receipt.thanks'),
    ];
    expect(await linesAmong(receipt('en', USD), expected)).toEqual(expected);
  });
});
