import { describe, expect, it } from 'vitest';
import { scheduleSplit } from './cart-payment.ts';

const common = { currency_id: 1, gateway: 'sandbox', share_email: false };

describe('the cart as a schedule’s split, on every charge', () => {
  it('by hand: each campaign its typed amount, each charge their sum', () => {
    const split = scheduleSplit(
      {
        ...common,
        amount_split_type: 'manual',
        campaign: [
          { id: 3, amount: '50' },
          { id: 7, amount: '25' },
        ],
      },
      2,
    );
    expect(split).toEqual({
      amount: 75,
      campaign: [
        { id: 3, amount: '50' },
        { id: 7, amount: '25' },
      ],
    });
  });

  it('one total: equal parts in the currency’s minor units, the remainder to the first campaigns', () => {
    const split = scheduleSplit(
      {
        ...common,
        amount_split_type: 'automatic',
        total_amount: '100',
        campaign: [{ id: 3 }, { id: 7 }, { id: 9 }],
      },
      2,
    );
    expect(split).toEqual({
      amount: 100,
      campaign: [
        { id: 3, amount: 33.34 },
        { id: 7, amount: 33.33 },
        { id: 9, amount: 33.33 },
      ],
    });
  });
});
