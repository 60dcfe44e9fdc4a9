import { describe, expect, it } from 'vitest';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import { translate } from './messages.ts';
import { registerBody } from './schemas/auth.ts';
import { toFieldErrors } from './validation.ts';

const keys = (node: object, prefix = ''): string[] =>
  Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('message catalogues', () => {
  it('have the same keys in Arabic and English', () => {
    expect(keys(ar).sort()).toEqual(keys(en).sort());
  });

  it('have no empty message and the same placeholders in both languages', () => {
    for (const key of keys(en)) {
      const arText = translate('ar', key as never);
      const enText = translate('en', key as never);
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
