import type { Locale } from '@ataa/contract/locale';
import type { user as userSchema } from '@ataa/contract/schemas/entities';
import type { z } from 'zod';
import type { Infrastructure } from '../../context.ts';
import type { countries, userDocuments } from '../../db/schema.ts';
import { pick } from '../../http/localize.ts';
import { answerOrigin } from '../../http/request-origin.ts';
import { presentCountry } from '../lookups/index.ts';
import { fullName } from './full-name.ts';
import type { UserRow } from './sessions.ts';

export type UserEntity = z.infer<typeof userSchema>;

export function displayName(user: UserRow, locale: Locale): string {
  if (user.userType === 'charity') return pick(locale, user.charityNameAr, user.charityNameEn);
  return fullName(user);
}

type CountryRow = typeof countries.$inferSelect;
type DocumentRow = typeof userDocuments.$inferSelect;

/**
 * The User entity from rows already read: its country and, for a charity's documents to be shown,
 * its documents in order (a list of charities reads them for the whole page at once).
 */
export function presentUserRow(
  ctx: Pick<Infrastructure, 'config' | 'storage'>,
  locale: Locale,
  user: UserRow,
  country: CountryRow | null,
  documents?: DocumentRow[],
): UserEntity {
  const isCharity = user.userType === 'charity';
  const photo = user.photoPath ? ctx.storage.url(user.photoPath) : null;
  const body: UserEntity = {
    id: user.id,
    user_type: user.userType,
    name: displayName(user, locale),
    first_name: isCharity ? null : user.firstName,
    last_name: isCharity ? null : user.lastName,
    charity_name: isCharity ? pick(locale, user.charityNameAr, user.charityNameEn) : null,
    email: user.email,
    mobile: user.mobile,
    country_id: user.countryId,
    country: country ? presentCountry(country, locale) : null,
    photo,
    image: photo,
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
    approval_status: isCharity ? (user.approvalStatus ?? 'pending') : null,
    rejection_reason: isCharity ? user.rejectionReason : null,
    created_at: user.createdAt.toISOString(),
  };
  if (isCharity) {
    body.charity_name_translations = [
      { locale: 'ar', charity_name: user.charityNameAr ?? '' },
      { locale: 'en', charity_name: user.charityNameEn ?? '' },
    ];
  }
  if (isCharity && documents) {
    // Documents are private: their URL is an access-checked API route, not a static file.
    body.documents = documents.map((doc) => ({
      id: doc.id,
      name: doc.name,
      url: `${answerOrigin(ctx.config)}/api/v1/documents/${doc.id}`,
    }));
  }
  return body;
}
