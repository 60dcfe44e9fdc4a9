import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { countries, userDocuments } from '../../db/schema.ts';

export async function findCountry(db: Queryable, countryId: number) {
  const [country] = await db.select().from(countries).where(eq(countries.id, countryId));
  return country ?? null;
}

/** A charity's documents, in the order they were sent. */
export function documentsOf(db: Queryable, userId: number) {
  return db
    .select()
    .from(userDocuments)
    .where(eq(userDocuments.userId, userId))
    .orderBy(asc(userDocuments.id));
}
