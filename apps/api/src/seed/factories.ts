// Factories shared by the seed and the tests: each makes one valid row, with overrides.
import { convertMinor } from '@ataa/contract/money';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import {
  blogs,
  campaignImages,
  campaigns,
  campaignUpdates,
  categories,
  countries,
  currencies,
  donations,
  faqs,
  pages,
  partners,
  payments,
  scheduleOccurrences,
  schedules,
  socials,
  stories,
  users,
  videos,
} from '../db/schema.ts';
import { fullName } from '../modules/accounts/full-name.ts';
import { hashPassword } from '../modules/accounts/passwords.ts';
import { refreshCampaignTotals } from '../modules/campaigns/index.ts';
import { sanitizeRichText } from '../security/sanitize.ts';
import { randomToken } from '../security/tokens.ts';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];
const DAY_MS = 86_400_000;
let sequence = 0;
/** A number unique within the process, for e-mails and mobiles that must not collide. */
const next = () => ++sequence + Math.floor(Math.random() * 1e6) * 1000;

/**
 * One argon2 hash per password for the whole process: hashing costs about 50 ms of processor time
 * by design, and the users a test makes (or the demo accounts the seed makes, whose passwords the
 * README publishes) differ in everything but their password. Signing in still verifies a real hash.
 */
const hashes = new Map<string, Promise<string>>();
function passwordHashFor(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

async function firstId(db: Queryable, table: typeof countries | typeof currencies | typeof categories) {
  const [row] = await db.select({ id: table.id }).from(table).orderBy(table.id).limit(1);
  if (!row) throw new Error('factories need the lookup tables to be seeded first');
  return row.id;
}

export async function createUser(
  db: Queryable,
  overrides: Partial<Insert<typeof users>> & { password?: string } = {},
) {
  const { password = 'Password123', ...rest } = overrides;
  const n = next();
  const userType = rest.userType ?? 'dooner';
  const [row] = await db
    .insert(users)
    .values({
      userType,
      firstName: userType === 'charity' ? null : 'Test',
      lastName: userType === 'charity' ? null : `User ${n}`,
      charityNameAr: userType === 'charity' ? `جمعية ${n}` : null,
      charityNameEn: userType === 'charity' ? `Charity ${n}` : null,
      approvalStatus: userType === 'charity' ? 'approved' : null,
      email: `user${n}@example.test`,
      mobile: `9665${String(n).padStart(8, '0').slice(-8)}`,
      passwordHash: await passwordHashFor(password),
      countryId: rest.countryId ?? (await firstId(db, countries)),
      emailVerifiedAt: new Date(),
      ...rest,
    })
    .returning();
  return row!;
}

export async function createCampaign(db: Queryable, overrides: Partial<Insert<typeof campaigns>> = {}) {
  const n = next();
  const startAt = overrides.startAt ?? new Date(Date.now() - DAY_MS);
  const charityId = overrides.charityId ?? (await createUser(db, { userType: 'charity' })).id;
  const [row] = await db
    .insert(campaigns)
    .values({
      charityId,
      categoryId: overrides.categoryId ?? (await firstId(db, categories)),
      currencyId: overrides.currencyId ?? (await firstId(db, currencies)),
      nameAr: `حملة ${n}`,
      nameEn: `Campaign ${n}`,
      priceTargetMinor: 1_000_000,
      reviewState: 'approved',
      startAt,
      endAt: new Date(startAt.getTime() + 30 * DAY_MS),
      ...overrides,
      shortDescAr: sanitizeRichText(overrides.shortDescAr ?? '<p>وصف قصير</p>'),
      shortDescEn: sanitizeRichText(overrides.shortDescEn ?? '<p>A short description</p>'),
      contentAr: sanitizeRichText(overrides.contentAr ?? '<p>تفاصيل الحملة</p>'),
      contentEn: sanitizeRichText(overrides.contentEn ?? '<p>About the campaign</p>'),
    })
    .returning();
  return row!;
}

/** A gallery picture of a campaign; `path` is a stored file (e.g. from the storage's save). */
export async function createCampaignImage(
  db: Queryable,
  values: Pick<Insert<typeof campaignImages>, 'campaignId' | 'path'> & Partial<Insert<typeof campaignImages>>,
) {
  const [row] = await db.insert(campaignImages).values(values).returning();
  return row!;
}

/** A news post on a campaign. */
export async function createCampaignUpdate(
  db: Queryable,
  overrides: Pick<Insert<typeof campaignUpdates>, 'campaignId'> & Partial<Insert<typeof campaignUpdates>>,
) {
  const n = next();
  const [row] = await db
    .insert(campaignUpdates)
    .values({
      titleAr: `خبر ${n}`,
      titleEn: `Update ${n}`,
      ...overrides,
      contentAr: sanitizeRichText(overrides.contentAr ?? '<p>تفاصيل الخبر</p>'),
      contentEn: sanitizeRichText(overrides.contentEn ?? '<p>What happened</p>'),
    })
    .returning();
  return row!;
}

export async function createBlog(db: Queryable, overrides: Partial<Insert<typeof blogs>> = {}) {
  const n = next();
  const [row] = await db
    .insert(blogs)
    .values({
      titleAr: `مقال ${n}`,
      titleEn: `Article ${n}`,
      descriptionAr: 'وصف المقال',
      descriptionEn: 'About the article',
      ...overrides,
      contentAr: sanitizeRichText(overrides.contentAr ?? '<p>نص المقال</p>'),
      contentEn: sanitizeRichText(overrides.contentEn ?? '<p>The article</p>'),
    })
    .returning();
  return row!;
}

export async function createStory(db: Queryable, overrides: Partial<Insert<typeof stories>> = {}) {
  const n = next();
  const [row] = await db
    .insert(stories)
    .values({
      titleAr: `قصة ${n}`,
      titleEn: `Story ${n}`,
      ...overrides,
      contentAr: sanitizeRichText(overrides.contentAr ?? '<p>نص القصة</p>'),
      contentEn: sanitizeRichText(overrides.contentEn ?? '<p>The story</p>'),
    })
    .returning();
  return row!;
}

export async function createVideo(db: Queryable, overrides: Partial<Insert<typeof videos>> = {}) {
  const n = next();
  const [row] = await db
    .insert(videos)
    .values({
      titleAr: `فيديو ${n}`,
      titleEn: `Video ${n}`,
      videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createPage(db: Queryable, overrides: Partial<Insert<typeof pages>> = {}) {
  const n = next();
  const [row] = await db
    .insert(pages)
    .values({
      titleAr: `صفحة ${n}`,
      titleEn: `Page ${n}`,
      contentAr: 'محتوى',
      contentEn: 'Content',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createFaq(db: Queryable, overrides: Partial<Insert<typeof faqs>> = {}) {
  const n = next();
  const [row] = await db
    .insert(faqs)
    .values({
      titleAr: `سؤال ${n}`,
      titleEn: `Question ${n}`,
      ...overrides,
      contentAr: sanitizeRichText(overrides.contentAr ?? '<p>جواب</p>'),
      contentEn: sanitizeRichText(overrides.contentEn ?? '<p>Answer</p>'),
    })
    .returning();
  return row!;
}

export async function createPartner(db: Queryable, overrides: Partial<Insert<typeof partners>> = {}) {
  const n = next();
  const [row] = await db
    .insert(partners)
    .values({ nameAr: `شريك ${n}`, nameEn: `Partner ${n}`, url: `https://partner${n}.example`, ...overrides })
    .returning();
  return row!;
}

export async function createSocial(db: Queryable, overrides: Partial<Insert<typeof socials>> = {}) {
  const [row] = await db
    .insert(socials)
    .values({ name: 'X', url: 'https://x.com/example', ...overrides })
    .returning();
  return row!;
}

/** How many rows a table holds; used by tests to show that bad input changed nothing. */
export async function countRows(db: Queryable, table: string): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);
}

/** The schedules as written, oldest first: what a giving form made of a plan. */
export function scheduleRows(db: Queryable) {
  return db
    .select({
      plan: schedules.plan,
      status: schedules.status,
      amountMinor: schedules.amountMinor,
      targetType: schedules.targetType,
      oddNightsMultiplier: schedules.oddNightsMultiplier,
      ramadanOnly: schedules.ramadanOnly,
    })
    .from(schedules)
    .orderBy(schedules.id);
}

/**
 * A paid donation of `amountMinor` (in the campaign's currency unless `currencyId` says otherwise),
 * with its payment, and the campaign's totals brought up to date in the same transaction.
 */
export async function createPaidDonation(
  db: Queryable,
  options: {
    campaignId: number;
    amountMinor: number;
    currencyId?: number;
    user?: typeof users.$inferSelect;
    guest?: { name: string; email: string };
    anonymous?: boolean;
    loveComment?: string;
    /** Who a gift (a donation with `loveComment`) is for; the giver's own name unless told. */
    loveName?: string;
    paidAt?: Date;
  },
) {
  const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, options.campaignId));
  if (!campaign) throw new Error(`no campaign ${options.campaignId}`);
  const all = await db.select().from(currencies);
  const paidIn = all.find((c) => c.id === (options.currencyId ?? campaign.currencyId))!;
  const campaignCurrency = all.find((c) => c.id === campaign.currencyId)!;
  const base = all.find((c) => c.rateToBase === '1.00000000' || Number(c.rateToBase) === 1)!;
  const toConvertible = (c: typeof paidIn) => ({ minorUnits: c.minorUnits, rateToBase: c.rateToBase });
  const name = options.user ? fullName(options.user) : (options.guest?.name ?? 'Guest');
  const email = options.user?.email ?? options.guest?.email ?? `guest${next()}@example.test`;
  const paidAt = options.paidAt ?? new Date();
  const [payment] = await db
    .insert(payments)
    .values({
      reference: randomToken(),
      gateway: 'sandbox',
      provider: 'sandbox',
      state: 'paid',
      userId: options.user?.id ?? null,
      name,
      email,
      mobile: options.user?.mobile ?? '966500000000',
      anonymous: options.anonymous ?? false,
      currencyId: paidIn.id,
      totalMinor: options.amountMinor,
      loveComment: options.loveComment ?? null,
      giftToken: options.loveComment ? randomToken() : null,
      isGift: Boolean(options.loveComment),
      loveName: options.loveComment ? (options.loveName ?? name) : null,
      createdAt: paidAt,
      paidAt,
      expiresAt: new Date(paidAt.getTime() + 3600_000),
    })
    .returning();
  const [donation] = await db
    .insert(donations)
    .values({
      paymentId: payment!.id,
      campaignId: campaign.id,
      charityId: campaign.charityId,
      userId: options.user?.id ?? null,
      state: 'paid',
      currencyId: paidIn.id,
      amountMinor: options.amountMinor,
      campaignAmountMinor: convertMinor(
        options.amountMinor,
        toConvertible(paidIn),
        toConvertible(campaignCurrency),
      ),
      rateToBase: paidIn.rateToBase,
      baseAmountMinor: convertMinor(options.amountMinor, toConvertible(paidIn), toConvertible(base)),
      anonymous: options.anonymous ?? false,
      name,
      email,
      createdAt: paidAt,
      paidAt,
    })
    .returning();
  await refreshCampaignTotals(db, campaign.id);
  return { payment: payment!, donation: donation! };
}

/**
 * A schedule's occurrence falls due at `dueAt`, as time passing would make it: a test's way to
 * have a charge due now without waiting for its day.
 */
export async function occurrenceDueAt(db: Queryable, scheduleId: number, seq: number, dueAt: Date) {
  await db
    .update(scheduleOccurrences)
    .set({ dueAt, chargeAt: dueAt })
    .where(and(eq(scheduleOccurrences.scheduleId, scheduleId), eq(scheduleOccurrences.seq, seq)));
}
