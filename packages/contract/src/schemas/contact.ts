import { email, mobile, multilineText, text } from '../fields.ts';
import { z } from '../validation.ts';

export const contactBody = z.object({
  name: text(1, 100),
  email: email(),
  mobile: mobile(),
  subject: text(1, 150),
  content: multilineText(1, 5000),
});
export type ContactBody = z.infer<typeof contactBody>;
