import type { BodyInput } from '@ataa/contract/endpoints';
import type { z } from '@ataa/contract/validation';
import { requireGuest } from './access.server.ts';
import { enterAccount } from './account.server.ts';
import { type ApiFetch, apiFor } from './api.server.ts';
import { apiFailure, parseForm } from './form-action.server.ts';
import { requestLocale } from './i18n.ts';

type Context = { apiFetch?: ApiFetch };

/** Signup pages are for visitors; they offer the countries to choose from. */
export async function signupLoader(context: Context, request: Request) {
  const locale = requestLocale(request);
  await requireGuest(context, request, locale);
  const countries = await apiFor(context, request, locale).read('GET /countries');
  return { countries: countries.data };
}

/** Registers the account (spec §4): keep its token and the demo code, then verify the e-mail. */
export async function signupAction<S extends z.ZodType>(
  context: Context,
  request: Request,
  schema: S,
  /** The API's body from the form's fields: they are the same, less the account's role. */
  registerBody: (fields: z.output<S>) => BodyInput<'POST /register'>,
) {
  const locale = requestLocale(request);
  const form = await request.formData();
  const parsed = parseForm(schema, form, locale);
  if (!parsed.ok) return parsed.failure;
  const answer = await apiFor(context, request, locale).call('POST /register', {
    json: registerBody(parsed.value),
    token: null,
  });
  if (!answer.ok) return apiFailure(answer, form);
  return enterAccount(
    request,
    locale,
    { ...answer.result, errorCode: answer.errorCode },
    {
      remember: false,
      demoCode: answer.result.user.verification_code ?? null,
    },
  );
}
