import { code, email, englishNumbersOnly, id, mobile, password, text, yesNo } from '../fields.ts';
import { z } from '../validation.ts';

type Passwords = { password: string; password_confirmation: string };

/** Whether the two passwords are the same. */
const matching = (value: Passwords) => value.password === value.password_confirmation;

/**
 * Both passwords must match; the error belongs to the confirmation field. It is checked even while
 * other fields are wrong (zod skips an object's refinements then), unless the confirmation itself is.
 */
const confirmed = {
  path: ['password_confirmation'],
  error: 'validation.password_confirmation',
  when: (payload: z.core.ParsePayload) => {
    const value = payload.value as Partial<Record<keyof Passwords, unknown>> | undefined;
    return (
      typeof value?.password === 'string' &&
      typeof value.password_confirmation === 'string' &&
      !payload.issues.some((issue) => issue.path?.[0] === 'password_confirmation')
    );
  },
};

const newAccount = z.object({
  email: email(),
  mobile: mobile(),
  password: password(),
  password_confirmation: z.string().min(1),
  country_id: id(),
});

export const donorRegisterBody = newAccount.extend({
  user_type: z.literal('dooner'),
  first_name: text(1, 100),
  last_name: text(1, 100),
});

export const charityRegisterBody = newAccount.extend({
  user_type: z.literal('charity'),
  'charity_name:ar': text(2, 150),
  'charity_name:en': text(2, 150),
});

export const registerBody = z
  .discriminatedUnion('user_type', [donorRegisterBody, charityRegisterBody])
  .refine(matching, confirmed);
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.object({
  account: text(1, 254),
  password: z.string().min(1).max(1024),
  remember_me: yesNo().optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const verifyEmailBody = z.object({ verification_code: code() });

export const forgotPasswordBody = z.object({ email: email() });

const resetPasswordFields = z.object({
  email: email(),
  code: code(),
  password: password(),
  password_confirmation: z.string().min(1),
});
export const resetPasswordBody = resetPasswordFields.refine(matching, confirmed);

export const changePasswordBody = z
  .object({
    current_password: z.string().min(1).max(1024),
    password: password(),
    password_confirmation: z.string().min(1),
  })
  .refine(matching, confirmed);

/** `/edit/profile`: every field optional; which ones apply depends on the account's role. */
export const profileBody = z.object({
  first_name: text(1, 100).optional(),
  last_name: text(1, 100).optional(),
  'charity_name:ar': text(2, 150).optional(),
  'charity_name:en': text(2, 150).optional(),
  email: email().optional(),
  mobile: mobile().optional(),
  country_id: id().optional(),
});
export type ProfileBody = z.infer<typeof profileBody>;

// The site's forms: the same rules as the API's bodies. Mobile numbers are taken as typed (decision
// 030); the code keeps the spec's englishNumbersOnly, as the page turns Arabic digits into Latin ones.
const typedCode = () => englishNumbersOnly().pipe(code());

export const donorSignupForm = donorRegisterBody.omit({ user_type: true }).refine(matching, confirmed);
export const charitySignupForm = charityRegisterBody.omit({ user_type: true }).refine(matching, confirmed);
export const verifyEmailForm = z.object({ verification_code: typedCode() });
export const resetPasswordForm = resetPasswordFields
  .extend({ code: typedCode() })
  .refine(matching, confirmed);
