import { and, asc, desc, eq, gt, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.ts';
import { countries, sessions, userDocuments, users, verificationCodes } from '../../db/schema.ts';

type NewUser = typeof users.$inferInsert;
type Purpose = (typeof verificationCodes.$inferSelect)['purpose'];

export async function findCountry(db: Queryable, countryId: number) {
  const [country] = await db.select().from(countries).where(eq(countries.id, countryId));
  return country ?? null;
}

export async function countryExists(db: Queryable, countryId: number): Promise<boolean> {
  const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
  return country !== undefined;
}

/** The first country by id, the one a new staff account is given. */
export async function firstCountryId(db: Queryable): Promise<number | undefined> {
  const [country] = await db.select({ id: countries.id }).from(countries).orderBy(asc(countries.id)).limit(1);
  return country?.id;
}

/** A charity's documents, in the order they were sent. */
export function documentsOf(db: Queryable, userId: number) {
  return db
    .select()
    .from(userDocuments)
    .where(eq(userDocuments.userId, userId))
    .orderBy(asc(userDocuments.id));
}

export async function findDocument(db: Queryable, id: number) {
  const [document] = await db.select().from(userDocuments).where(eq(userDocuments.id, id));
  return document;
}

export async function insertDocuments(tx: Queryable, documents: (typeof userDocuments.$inferInsert)[]) {
  await tx.insert(userDocuments).values(documents);
}

/** The accounts, other than `exceptUserId`, that use the e-mail or the mobile given (one at least). */
export function accountsUsing(
  db: Queryable,
  values: { email?: string; mobile?: string },
  exceptUserId?: number,
) {
  const matches = [];
  if (values.email) matches.push(eq(users.email, values.email));
  if (values.mobile) matches.push(eq(users.mobile, values.mobile));
  const condition =
    exceptUserId === undefined ? or(...matches) : and(or(...matches), ne(users.id, exceptUserId));
  return db.select({ email: users.email, mobile: users.mobile }).from(users).where(condition);
}

/** The account of an e-mail address or a mobile number. */
export async function findUserBy(db: Queryable, key: { email: string } | { mobile: string }) {
  const [user] = await db
    .select()
    .from(users)
    .where('email' in key ? eq(users.email, key.email) : eq(users.mobile, key.mobile))
    .limit(1);
  return user;
}

export async function insertUser(tx: Queryable, user: NewUser) {
  const [inserted] = await tx.insert(users).values(user).returning();
  return inserted!;
}

export async function updateUser(tx: Queryable, userId: number, changes: Partial<NewUser>) {
  await tx.update(users).set(changes).where(eq(users.id, userId));
}

/** Updates the account and answers its row as written. */
export async function updateAndReadUser(tx: Queryable, userId: number, changes: Partial<NewUser>) {
  const [updated] = await tx.update(users).set(changes).where(eq(users.id, userId)).returning();
  return updated!;
}

/** Locks the account's row, and answers its photo. */
export async function lockPhotoPath(tx: Tx, userId: number): Promise<string | null> {
  const [row] = await tx
    .select({ photoPath: users.photoPath })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row?.photoPath ?? null;
}

/** Locks the account's row (the codes of one account are issued one at a time). */
export async function lockUser(tx: Queryable, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function closeOpenCodes(tx: Queryable, userId: number, purpose: Purpose) {
  await tx
    .update(verificationCodes)
    .set({ closedAt: new Date() })
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.closedAt),
      ),
    );
}

export async function insertCode(tx: Queryable, code: typeof verificationCodes.$inferInsert) {
  await tx.insert(verificationCodes).values(code);
}

/** The latest open, unexpired code of a purpose, locked. */
export async function lockOpenCode(tx: Queryable, userId: number, purpose: Purpose) {
  const [open] = await tx
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.closedAt),
        gt(verificationCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .for('update')
    .limit(1);
  return open;
}

export async function updateCode(
  tx: Queryable,
  codeId: number,
  changes: Partial<typeof verificationCodes.$inferInsert>,
) {
  await tx.update(verificationCodes).set(changes).where(eq(verificationCodes.id, codeId));
}

export async function insertSession(db: Queryable, session: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(session);
}

/** The live session of a token's hash, with its user: not revoked, not expired. */
export async function findLiveSession(db: Queryable, tokenHash: string) {
  const [row] = await db
    .select({ sessionId: sessions.id, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())),
    )
    .limit(1);
  return row ?? null;
}

export async function revokeSessionById(db: Queryable, sessionId: number) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Revokes the live sessions of a user but `keepSessionId`; answers those revoked. */
export function revokeSessionsOf(db: Queryable, userId: number, keepSessionId?: number) {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepSessionId !== undefined) conditions.push(ne(sessions.id, keepSessionId));
  return db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions))
    .returning({ id: sessions.id });
}

/** Which of `sessionIds` are live: not revoked, not expired. */
export function liveSessions(db: Queryable, sessionIds: number[]) {
  return db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(inArray(sessions.id, sessionIds), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())),
    );
}
