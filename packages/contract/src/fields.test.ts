import { describe, expect, it } from 'vitest';
import { blankAsMissing, email } from './fields.ts';
import { z } from './validation.ts';

describe('blankAsMissing', () => {
  const form = z.object({
    love_email: blankAsMissing(email().optional()),
    gateway: blankAsMissing(z.string().default('sandbox')),
  });

  it('reads an empty field or a null as not sent', () => {
    expect(form.parse({ love_email: '', gateway: '' })).toEqual({
      love_email: undefined,
      gateway: 'sandbox',
    });
    expect(form.parse({ love_email: null, gateway: null })).toEqual({
      love_email: undefined,
      gateway: 'sandbox',
    });
    expect(form.parse({})).toEqual({ gateway: 'sandbox' });
  });

  it('still checks a value that was sent', () => {
    expect(form.safeParse({ love_email: 'not-an-e-mail' }).success).toBe(false);
    expect(form.parse({ love_email: 'Huda@Example.test', gateway: 'stripe' })).toEqual({
      love_email: 'huda@example.test',
      gateway: 'stripe',
    });
  });
});
