import { describe, expect, it } from 'vitest';
import { catalogueKeys, messageTemplate, translate } from './messages.ts';
import {
  changePasswordBody,
  donorSignupForm,
  registerBody,
  resetPasswordForm,
  verifyEmailForm,
} from './schemas/auth.ts';
import { campaignFields } from './schemas/charity.ts';
import { formMessage, toFieldErrors, type z } from './validation.ts';

describe('message catalogues', () => {
  it('have the same keys in Arabic and English', () => {
    expect(catalogueKeys('ar').sort()).toEqual(catalogueKeys('en').sort());
  });

  it('have no empty message and the same placeholders in both languages', () => {
    for (const key of catalogueKeys('en')) {
      // Plural arguments need a number; the others are filled with their own placeholder, so
      // ICU messages and plain ones can be compared the same way.
      const raw = messageTemplate('en', key as never);
      const plural = new Set([...raw.matchAll(/\{(\w+)\s*,\s*plural/g)].map((match) => match[1]));
      const counts = Object.fromEntries(
        [...raw.matchAll(/\{(\w+)/g)].map(([, name]) => [name, plural.has(name) ? 1 : `{${name}}`]),
      );
      const arText = translate('ar', key as never, counts);
      const enText = translate('en', key as never, counts);
      expect(arText.trim(), key).not.toBe('');
      const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
      expect(placeholders(arText), key).toEqual(placeholders(enText));
    }
  });

  it('keeps the spec wording of the form messages', () => {
    expect(translate('en', 'form.required')).toBe('This field  is required.');
    expect(translate('en', 'form.english_numbers_only')).toBe('Only English numbers are allowed.');
    expect(translate('en', 'form.no_rule', { name: 'email' })).toBe('Field email is invalid.');
  });
});

describe('validation messages', () => {
  const valid = {
    user_type: 'dooner',
    first_name: 'Sara',
    last_name: 'Ali',
    email: 'sara@example.com',
    mobile: '966500000000',
    password: 'secret123',
    password_confirmation: 'secret123',
    country_id: 1,
  };

  it('explains each failure in the reader language, one message per field', () => {
    const result = registerBody.safeParse({
      ...valid,
      email: 'nope',
      first_name: '',
      password: 'short',
      password_confirmation: 'short',
    });
    expect(result.success).toBe(false);
    const en = toFieldErrors(result.error!.issues, 'en');
    expect(en).toEqual({
      email: ['Please enter a valid e-mail address.'],
      first_name: ['This field is required.'],
      password: ['The password needs 8 to 128 characters, with at least one letter and one digit.'],
    });
    const arErrors = toFieldErrors(result.error!.issues, 'ar');
    expect(arErrors.email).toEqual(['يرجى إدخال بريد إلكتروني صحيح.']);
  });

  it('reports a missing confirmation match on the confirmation field', () => {
    const result = registerBody.safeParse({ ...valid, password_confirmation: 'other123' });
    expect(toFieldErrors(result.error!.issues, 'en')).toEqual({
      password_confirmation: ['The passwords do not match.'],
    });
  });

  it('accepts Arabic-Indic digits in mobile numbers and ids', () => {
    const result = registerBody.safeParse({ ...valid, mobile: '٩٦٦٥٠٠٠٠٠٠٠٠', country_id: '٣' });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ mobile: '966500000000', country_id: 3 });
  });
});

describe('plural messages', () => {
  it('use all six Arabic plural forms and the two English ones, with Latin digits', () => {
    const arabic = [0, 1, 2, 3, 11, 100].map((count) => translate('ar', 'site.header.cart', { count }));
    expect(new Set(arabic).size).toBe(6);
    expect(arabic[0]).toBe('سلة التبرعات فارغة');
    expect(arabic[2]).toBe('سلة التبرعات، حملتان');
    expect(arabic[3]).toBe('سلة التبرعات، 3 حملات');
    expect(arabic[4]).toBe('سلة التبرعات، 11 حملة');
    expect(translate('en', 'site.header.cart', { count: 1 })).toBe('Donations cart, 1 campaign');
    expect(translate('en', 'site.header.cart', { count: 1200 })).toBe('Donations cart, 1,200 campaigns');
  });
});

describe('form messages (spec §5)', () => {
  const firstMessages = (schema: z.ZodType, input: object, locale: 'ar' | 'en') => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    const byField: Record<string, string> = {};
    for (const issue of result.error!.issues) {
      const field = issue.path.join('.');
      byField[field] ??= formMessage(issue.message, locale);
    }
    return byField;
  };

  it('speak with the spec messages for its rules and say what is wrong for the others', () => {
    const messages = firstMessages(
      donorSignupForm,
      {
        first_name: '',
        last_name: 'A',
        email: 'nope',
        mobile: '٠٥٥',
        password: 'x',
        password_confirmation: 'y',
        country_id: '1',
      },
      'en',
    );
    expect(messages).toEqual({
      first_name: 'This field  is required.',
      email: 'This field  must be a valid email.',
      mobile:
        'This mobile number is too short: please enter at least 7 digits, with the country or area code.',
      password: 'The password needs 8 to 128 characters, with at least one letter and one digit.',
      password_confirmation: 'The passwords do not match.',
    });
  });

  it('answer in Arabic too, and leave a message the server already translated as it is', () => {
    const messages = firstMessages(verifyEmailForm, { verification_code: '' }, 'ar');
    expect(messages.verification_code).toBe(translate('ar', 'form.required'));
    expect(formMessage('This e-mail address is already registered.', 'ar')).toBe(
      'This e-mail address is already registered.',
    );
  });

  it('englishNumbersOnly accepts an empty value and ASCII digits only', () => {
    expect(verifyEmailForm.safeParse({ verification_code: '123456' }).success).toBe(true);
    expect(firstMessages(verifyEmailForm, { verification_code: '١٢٣٤٥٦' }, 'en').verification_code).toBe(
      'Only English numbers are allowed.',
    );
  });

  it('say the passwords do not match beside the confirmation of every password form', () => {
    const mismatch = { password: 'ramadan2026', password_confirmation: 'ramadan2025' };
    for (const [schema, rest] of [
      [resetPasswordForm, { email: 'huda@example.org', code: '123456' }],
      [changePasswordBody, { current_password: 'old-secret-1' }],
      [donorSignupForm, { first_name: 'هدى', last_name: '', email: 'x', mobile: '+44 7700 900123' }],
    ] as const) {
      expect(firstMessages(schema, { ...rest, ...mismatch }, 'ar').password_confirmation).toBe(
        'كلمتا المرور غير متطابقتين.',
      );
      expect(firstMessages(schema, { ...rest, ...mismatch }, 'en').password_confirmation).toBe(
        'The passwords do not match.',
      );
    }
  });

  it('say what is wrong with a goal instead of "invalid", with its bound', () => {
    const goal = campaignFields.pick({ price_target: true });
    expect(firstMessages(goal, { price_target: '1,5' }, 'en').price_target).toBe(
      translate('en', 'validation.amount_format'),
    );
    expect(firstMessages(goal, { price_target: '٠' }, 'ar').price_target).toBe(
      translate('ar', 'validation.greater_than', { min: 0 }),
    );
    expect(firstMessages(goal, { price_target: '200,000,000' }, 'en').price_target).toBe(
      'The value must be no more than 100000000.',
    );
    expect(goal.parse({ price_target: '١٢٠٬٠٠٠' })).toEqual({ price_target: 120000 });
  });
});
