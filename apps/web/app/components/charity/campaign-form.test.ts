import '@ataa/contract/messages';
import { describe, expect, it } from 'vitest';
import { moveItem } from './campaign-form-order.ts';
import { type PreviewSetup, previewCard } from './campaign-form-preview.ts';
import { campaignFormRules } from './campaign-form-rules.ts';
import { previewDays, scheduleDays, scheduleToSend } from './campaign-form-schedule.ts';
import { linkAddress } from './rich-text-editor-link.ts';

describe('campaign form: days in the site zone (Riyadh, UTC+3)', () => {
  it('shows a campaign as its first and last day, the last included', () => {
    expect(scheduleDays('2026-03-01T09:30:00.000Z', '2026-03-31T21:00:00.000Z')).toEqual({
      start_at: '2026-03-01',
      end_at: '2026-03-31',
    });
  });

  it('sends a number of days, or the end of the last day; an unchanged day is not sent again', () => {
    expect(scheduleToSend({ schedule: 'days', total_days: ' 30 ', end_at: '2026-05-01' })).toEqual({
      total_days: '30',
    });
    expect(
      scheduleToSend({ schedule: 'dates', start_at: '2026-03-01', end_at: '2026-03-31', total_days: '9' }),
    ).toEqual({
      start_at: '2026-02-28T21:00:00.000Z',
      end_at: '2026-03-31T21:00:00.000Z',
    });
    const was = { start_at: '2026-03-01', end_at: '2026-03-31' };
    expect(scheduleToSend({ schedule: 'dates', ...was }, was)).toEqual({});
    expect(scheduleToSend({ schedule: 'dates', ...was, end_at: '2026-04-10' }, was)).toEqual({
      end_at: '2026-04-10T21:00:00.000Z',
    });
    expect(scheduleToSend({ schedule: 'days', ...was, total_days: '45' }, was)).toEqual({ total_days: '45' });
  });

  it("counts the card's days left from the days or from today to the end of the last day; before the first day, the days it runs; none before any date", () => {
    const now = new Date('2026-03-10T09:00:00.000Z');
    expect(previewDays({ schedule: 'days', total_days: '12' }, now)).toEqual({ left: 12 });
    expect(previewDays({ schedule: 'dates', end_at: '2026-03-12' }, now)).toEqual({ left: 3 });
    expect(previewDays({ schedule: 'dates', end_at: '2026-03-01' }, now)).toEqual({ left: 0 });
    expect(previewDays({ schedule: 'dates', start_at: '2026-03-20', end_at: '2026-03-29' }, now)).toEqual({
      runs: 10,
    });
    expect(previewDays({ schedule: 'days', start_at: '2026-04-01', total_days: '30' }, now)).toEqual({
      runs: 30,
    });
    // An empty form says nothing of its days (it used to say "Ended").
    expect(previewDays({}, now)).toBeNull();
    expect(previewDays({ schedule: 'dates' }, now)).toBeNull();
    expect(previewDays({ schedule: 'days', total_days: '' }, now)).toBeNull();
    expect(previewDays({ schedule: 'dates', end_at: 'soon' }, now)).toBeNull();
  });
});

describe('campaign form: gallery order', () => {
  it('moves a picture one place, and leaves the list as it is at either end', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('campaign form: rules', () => {
  const filled = {
    'name:ar': 'سقيا رمضان',
    'name:en': 'Water for Ramadan',
    'short_desc:ar': '<p>آبار</p>',
    'short_desc:en': '<p>Wells</p>',
    'content:ar': '<p>نحفر الآبار</p>',
    'content:en': '<p>We dig wells</p>',
    price_target: '50000',
    category_id: '3',
    currency_id: '',
    video_url: '',
    status: 'published',
    start_at: '',
  };
  const errors = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) =>
    result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

  it('asks for the number of days or for the last day, whichever is chosen', () => {
    expect(
      campaignFormRules.create.safeParse({ ...filled, schedule: 'days', total_days: '30' }).success,
    ).toBe(true);
    expect(
      errors(
        campaignFormRules.create.safeParse({
          ...filled,
          schedule: 'days',
          total_days: '',
          end_at: '2026-01-01',
        }),
      ),
    ).toEqual(['total_days']);
    expect(
      errors(campaignFormRules.create.safeParse({ ...filled, schedule: 'dates', total_days: '30' })),
    ).toEqual(['end_at']);
    expect(
      errors(campaignFormRules.create.safeParse({ ...filled, schedule: 'days', total_days: '366' })),
    ).toEqual(['total_days']);
  });

  it('needs a status for a new campaign only, and checks an empty editor as empty', () => {
    const { status: _status, ...unchosen } = filled;
    expect(
      errors(campaignFormRules.create.safeParse({ ...unchosen, schedule: 'days', total_days: '5' })),
    ).toEqual(['status']);
    expect(campaignFormRules.edit.safeParse({ ...unchosen, schedule: 'days', total_days: '5' }).success).toBe(
      true,
    );
    expect(
      errors(
        campaignFormRules.edit.safeParse({
          ...filled,
          'content:en': '<p></p>',
          schedule: 'days',
          total_days: '5',
        }),
      ),
    ).toEqual(['content:en']);
  });
});

describe('campaign form: preview card', () => {
  const setup: PreviewSetup = {
    categories: { ar: [{ id: 3, name: 'المياه' }], en: [{ id: 3, name: 'Water' }] },
    charity: { id: 7, photo: null, names: { ar: 'جمعية نور', en: 'Noor Society' } },
    currencies: [
      {
        id: 1,
        currency_name: 'Riyal',
        currency_symbol: 'ر.س',
        is_default: 'yes',
        code: 'SAR',
        minor_units: 2,
        rate_to_base: 1,
      },
      {
        id: 2,
        currency_name: 'Dollar',
        currency_symbol: '$',
        is_default: 'no',
        code: 'USD',
        minor_units: 2,
        rate_to_base: 3.75,
      },
    ],
  };
  const now = new Date('2026-03-10T09:00:00.000Z');

  it("shows each language's name, category and charity, the goal in the chosen currency, pending and without buttons", () => {
    const values = {
      'name:ar': ' سقيا ',
      'name:en': 'Water',
      category_id: '3',
      currency_id: '2',
      price_target: '1500',
      schedule: 'days',
      total_days: '20',
    };
    const arabic = previewCard({ values, locale: 'ar', setup, cover: '', untitled: '-', now });
    const english = previewCard({
      values,
      locale: 'en',
      setup,
      cover: 'data:image/jpeg;base64,x',
      untitled: '-',
      now,
    });
    expect(arabic).toMatchObject({
      name: 'سقيا',
      category: { name: 'المياه' },
      user: { name: 'جمعية نور' },
      image: '',
    });
    expect(english).toMatchObject({
      name: 'Water',
      category: { name: 'Water' },
      user: { id: 7, name: 'Noor Society' },
      currency: { code: 'USD' },
      price_target: 1500,
      status: 'pending',
      remaining_days: 20,
      accepts_donations: false,
      in_cart: false,
    });
  });

  it('reads the goal as the charity types it, with separators and Arabic digits', () => {
    const goalOf = (typed: string) =>
      previewCard({ values: { price_target: typed }, locale: 'ar', setup, cover: '', untitled: '-', now })
        .price_target;
    expect(goalOf('120,000')).toBe(120_000);
    expect(goalOf('١٢٠٬٠٠٠')).toBe(120_000);
    expect(goalOf('١٢٠٠٠٠')).toBe(120_000);
    expect(goalOf('1,5')).toBe(0);
  });

  it('falls back to the default currency, no goal and the placeholder name; an edited campaign keeps its figures', () => {
    const card = previewCard({
      values: { price_target: 'lots' },
      locale: 'en',
      setup,
      cover: '',
      untitled: 'Your campaign',
      campaign: {
        id: 9,
        status: 'paused',
        total_amount: 300,
        total_donors: 4,
        is_featured: true,
        opens_on: null,
        suspended: false,
      },
      now,
    });
    expect(card).toMatchObject({
      id: 9,
      name: 'Your campaign',
      currency: { code: 'SAR' },
      price_target: 0,
      status: 'paused',
      total_amount: 300,
      total_donors: 4,
    });
  });
});

describe('rich-text editor: link addresses', () => {
  it('keeps http(s) addresses, reads one without a scheme as https, and refuses any other scheme', () => {
    expect(linkAddress(' https://example.org/a?b=1 ')).toBe('https://example.org/a?b=1');
    expect(linkAddress('example.org/water')).toBe('https://example.org/water');
    expect(linkAddress('javascript:alert(1)')).toBeNull();
    expect(linkAddress('mailto:someone@example.org')).toBeNull();
    expect(linkAddress('  ')).toBeNull();
  });
});
