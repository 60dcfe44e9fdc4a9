// The staff's accounts: nobody can register as an admin, so a deployment creates them with
// `npm run admin:create` (admin-create-cli.ts).
import { email, mobile, password, text } from '@ataa/contract/fields';
import { translateIssue, z } from '@ataa/contract/validation';
import type { Queryable } from '../../db/client.ts';
import { hashPassword } from './passwords.ts';
import { accountsUsing, firstCountryId, insertUser } from './queries.ts';

export const newAdmin = z.object({
  email: email(),
  mobile: mobile(),
  password: password(),
  first_name: text(1, 100),
  last_name: text(1, 100),
});
export type NewAdmin = z.input<typeof newAdmin>;

/** Creates a verified admin account; answers what is wrong instead when the input is refused. */
export async function createAdmin(db: Queryable, input: NewAdmin) {
  const parsed = newAdmin.safeParse(input);
  if (!parsed.success) {
    return {
      problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${translateIssue(issue, 'en')}`),
    };
  }
  const { data } = parsed;
  const taken = await accountsUsing(db, { email: data.email, mobile: data.mobile });
  if (taken.length > 0) return { problems: ['email or mobile: an account already uses it'] };
  const countryId = await firstCountryId(db);
  if (countryId === undefined) {
    return { problems: ['the database has no countries: run the migrations and the seed first'] };
  }
  const admin = await insertUser(db, {
    userType: 'admin',
    firstName: data.first_name,
    lastName: data.last_name,
    email: data.email,
    mobile: data.mobile,
    passwordHash: await hashPassword(data.password),
    countryId,
    emailVerifiedAt: new Date(),
  });
  return { id: admin.id };
}
