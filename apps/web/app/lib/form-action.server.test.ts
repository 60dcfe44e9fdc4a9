import '@ataa/contract/messages';
import { text } from '@ataa/contract/fields';
import { translate } from '@ataa/contract/translate';
import { z } from '@ataa/contract/validation';
import { describe, expect, it } from 'vitest';
import { formOf } from '../test/form-of.ts';
import type { ApiAnswer } from './api.server.ts';
import { apiFailure, parseForm } from './form-action.server.ts';

const signIn = z.object({ email: z.email(), password: text(8, 64) });

describe('parseForm', () => {
  it('answers 422 with each field in the language of the page, and shows back what was typed but never a password', () => {
    const parsed = parseForm(signIn, formOf({ email: 'not-an-e-mail', password: 'short' }), 'ar');
    if (parsed.ok) throw new Error('the form was accepted');
    expect(parsed.failure.init?.status).toBe(422);
    expect(parsed.failure.data).toEqual({
      fieldErrors: { email: [translate('ar', 'form.email')], password: [translate('ar', 'form.min')] },
      values: { email: 'not-an-e-mail' },
    });
  });

  it('says a missing field is required', () => {
    const parsed = parseForm(signIn, formOf({ password: 'long enough' }), 'en');
    expect(!parsed.ok && parsed.failure.data.fieldErrors.email).toEqual([translate('en', 'form.required')]);
  });
});

describe('apiFailure', () => {
  const answer = (errors: Record<string, string[]>): ApiAnswer<unknown> => ({
    status: 422,
    ok: false,
    message: 'The e-mail is already taken.',
    result: null,
    errors,
  });

  it('puts the API field errors beside their fields, with its status', () => {
    const failure = apiFailure(answer({ email: ['Taken.'] }), formOf({ email: 'a@b.test', password: 'x' }));
    expect(failure.init?.status).toBe(422);
    expect(failure.data).toEqual({ fieldErrors: { email: ['Taken.'] }, values: { email: 'a@b.test' } });
  });

  it('puts the first error of a field the page does not show on top of the form', () => {
    const failure = apiFailure(
      answer({ email: ['Taken.'], campaign_id: ['Closed.'] }),
      formOf({ email: 'a@b.test' }),
      (field) => field === 'email',
    );
    expect(failure.data).toMatchObject({ fieldErrors: { email: ['Taken.'] }, formError: 'Closed.' });
  });

  it('shows the API message on top of the form when no field is named', () => {
    const failure = apiFailure(answer({}), formOf({ email: 'a@b.test' }));
    expect(failure.data.formError).toBe('The e-mail is already taken.');
  });
});
