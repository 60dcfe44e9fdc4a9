import type { country } from '@ataa/contract/schemas/entities';
import type { z } from '@ataa/contract/validation';
import { requireGuest } from './access.server.ts';
import { enterAccount } from './account.server.ts';
import { type ApiFetch, apiGet, callApi } from './api.server.ts';
import { apiFailure, parseForm } from './form-action.server.ts';
import { requestLocale } from './i18n.ts';

type Context = { apiFetch?: ApiFetch };
export type Country = z.infer<typeof country>;

/** Signup pages are for visitors; they offer the countries to choose from. */
export async function signupLoader(context: Context, request: Request) {
  const locale = requestLocale(request);
  await requireGuest(context, request, locale);
  const countries = await apiGet<{ data: Country[] }>(context, request, '/countries', locale);
  return { countries: countries.data };
}

interface Registered {
  token: string;
  user: { user_type: 'dooner' | 'charity' | 'admin'; verification_code?: string | null };
}

/** Registers the account (spec §4): keep its token and the demo code, then verify the e-mail. */
export async function signupAction(
  context: Context,
  request: Request,
  schema: z.ZodType,
  userType: 'dooner' | 'charity',
) {
  const locale = requestLocale(request);
  const form = await request.formData();
  const parsed = parseForm(schema, form, locale);
  if (!parsed.ok) return parsed.failure;
  const answer = await callApi<Registered>(context, request, '/register', {
    locale,
    json: { ...(parsed.value as object), user_type: userType },
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
