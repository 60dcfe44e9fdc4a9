import type { Locale } from '@ataa/contract/locale';
import { localizePath } from './i18n.ts';

/** Where an account belongs after signing in (spec §4): charities to theirs, anyone else to the donor's. */
export function dashboardPath(role: 'dooner' | 'charity' | 'admin', locale: Locale): string {
  if (role === 'charity') return localizePath('/dashboard/charity', locale);
  // Platform staff have no site dashboard; their pages live in the admin app.
  if (role === 'admin') return localizePath('/', locale);
  return localizePath('/dashboard/donor', locale);
}
