import { code, email, englishNumbersOnly, id, mobile, password, text, yesNo } from '../fields.ts';
import { z } from '../validation.ts';

/** Both passwords must match; the error belongs to the confirmation field. */
function confirmed(value: { password: string; password_confirmation: string }, ctx: z.RefinementCtx) {
  if (value.password !== value.password_confirmation) {
    ctx.addIssue({
      code: 'custom',
      path: ['password_confirmation'],
      message: 'validation.password_confirmation',
    });
  }
}

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
  .superRefine(confirmed);
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
export const resetPasswordBody = resetPasswordFields.superRefine(confirmed);

export const changePasswordBody = z
  .object({
    current_password: z.string().min(1).max(1024),
    password: password(),
    password_confirmation: z.string().min(1),
  })
  .superRefine(confirmed);

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

// The site's forms: the same rules as the API's bodies, with the spec's englishNumbersOnly on the
// fields typed as numbers, so a phone keyboard's Arabic digits are caught before sending.
const typedMobile = () => englishNumbersOnly().pipe(mobile());
const typedCode = () => englishNumbersOnly().pipe(code());

export const donorSignupForm = donorRegisterBody
  .omit({ user_type: true })
  .extend({ mobile: typedMobile() })
  .superRefine(confirmed);
export const charitySignupForm = charityRegisterBody
  .omit({ user_type: true })
  .extend({ mobile: typedMobile() })
  .superRefine(confirmed);
export const verifyEmailForm = z.object({ verification_code: typedCode() });
export const resetPasswordForm = resetPasswordFields.extend({ code: typedCode() }).superRefine(confirmed);
