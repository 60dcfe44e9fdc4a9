import type { Locale } from '@ataa/contract/locale';
import type { ContactBody } from '@ataa/contract/schemas/contact';
import type { Queryable } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';

/** Keeps a visitor's message; answers its id. */
export async function insertContactMessage(db: Queryable, message: ContactBody, locale: Locale) {
  const [stored] = await db
    .insert(contactMessages)
    .values({ ...message, locale })
    .returning({ id: contactMessages.id });
  return stored!;
}
