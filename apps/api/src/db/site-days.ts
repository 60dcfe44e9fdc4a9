import { SITE_TIME_ZONE } from '@ataa/contract/locale';
import { type SQL, sql } from 'drizzle-orm';

/** The instant a civil day of the site's calendar begins: a day as YYYY-MM-DD, or a date expression. */
export const dayStart = (day: string | SQL) =>
  sql`((${day})::date)::timestamp at time zone ${SITE_TIME_ZONE}`;
