import type { Locale } from '@ataa/contract/locale';
import { localizePath } from './i18n.ts';
import type { Role } from './roles.ts';

/** Where an account belongs after signing in (spec §4): charities and staff to theirs, donors to the donor's. */
export function dashboardPath(role: Role, locale: Locale): string {
  if (role === 'charity') return localizePath('/dashboard/charity', locale);
  if (role === 'admin') return localizePath('/admin', locale);
  return localizePath('/dashboard/donor', locale);
}
