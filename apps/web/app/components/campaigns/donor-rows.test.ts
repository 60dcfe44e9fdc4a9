import type { DonorEntry } from '@ataa/contract/schemas/campaigns';
import { describe, expect, it } from 'vitest';
import { latestRepeatsDonors } from './donor-rows.ts';

const currency = { id: 1, code: 'SAR', name: 'ريال', symbol: 'ر.س', minor_units: 2 };
const entry = (name: string, total: number, day: number): DonorEntry => ({
  name,
  total_amount: total,
  donated_at: `2026-03-0${day}T10:00:00.000Z`,
  currency,
});
const page = (data: DonorEntry[], total = data.length) => ({
  data,
  meta: { current_page: 1, per_page: 10, total, last_page: Math.max(1, Math.ceil(total / 10)) },
});

describe('whether the latest donations only repeat the donors', () => {
  const a = entry('Huda', 50, 2);
  const b = entry('Anonymous', 20, 1);

  it('is so when each donor gave once and all are shown, in whatever order', () => {
    expect(latestRepeatsDonors({ latest: [a, b], all_donors: page([b, a]) })).toBe(true);
  });

  it('is not when a donor gave twice, so their total differs from a donation', () => {
    const twice = entry('Huda', 80, 2);
    expect(latestRepeatsDonors({ latest: [a, entry('Huda', 30, 1)], all_donors: page([twice]) })).toBe(false);
  });

  it('is not when there are more donors than the latest list holds', () => {
    expect(latestRepeatsDonors({ latest: [a, b], all_donors: page([a, b], 12) })).toBe(false);
  });

  it('is so for a campaign with no donation, where the page shows neither list', () => {
    expect(latestRepeatsDonors({ latest: [], all_donors: page([]) })).toBe(true);
  });
});
