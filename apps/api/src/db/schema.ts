import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const userType = pgEnum('user_type', ['dooner', 'charity', 'admin']);
export const approvalStatus = pgEnum('approval_status', ['pending', 'approved', 'rejected']);
export const codePurpose = pgEnum('code_purpose', ['verify_email', 'reset_password']);
export const reviewState = pgEnum('review_state', ['pending', 'approved', 'rejected']);
export const charityChoice = pgEnum('charity_choice', ['active', 'paused', 'cancelled']);
export const requestedStatus = pgEnum('requested_status', ['published', 'paused']);
export const locale = pgEnum('locale', ['ar', 'en']);

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  iso2: varchar('iso2', { length: 2 }).notNull().unique(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  mobCode: varchar('mob_code', { length: 6 }).notNull(),
});

export const currencies = pgTable(
  'currencies',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 3 }).notNull().unique(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    symbolAr: text('symbol_ar').notNull(),
    symbolEn: text('symbol_en').notNull(),
    minorUnits: smallint('minor_units').notNull(),
    /** Value of one major unit in major units of the base currency. */
    rateToBase: numeric('rate_to_base', { precision: 20, scale: 8 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  // One default at most, whatever two writes do at once (the back office's "make default").
  (t) => [uniqueIndex('currencies_default_unique').on(t.isDefault).where(sql`is_default`)],
);

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  imagePath: text('image_path'),
  sort: integer('sort').notNull().default(0),
  deletedAt: at('deleted_at'),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    userType: userType('user_type').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    charityNameAr: text('charity_name_ar'),
    charityNameEn: text('charity_name_en'),
    /** Stored trimmed and lower-cased, so uniqueness ignores case. */
    email: varchar('email', { length: 254 }).notNull(),
    /** Digits only. */
    mobile: varchar('mobile', { length: 15 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    photoPath: text('photo_path'),
    emailVerifiedAt: at('email_verified_at'),
    approvalStatus: approvalStatus('approval_status'),
    rejectionReason: text('rejection_reason'),
    /** The language the account last used, for e-mails. */
    locale: locale('locale').notNull().default('ar'),
    /** The notification e-mails the account turned off (their types); in-app notifications always show. */
    emailOptOuts: text('email_opt_outs').array().notNull().default(sql`'{}'::text[]`),
    /** The e-mails off by default that the account turned on (EMAIL_TYPES_OFF_BY_DEFAULT). */
    emailOptIns: text('email_opt_ins').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_mobile_unique').on(t.mobile),
    // The back office's charities by approval status, newest first.
    index('users_type_approval_created_idx').on(t.userType, t.approvalStatus, t.createdAt),
  ],
);

export const userDocuments = pgTable(
  'user_documents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    path: text('path').notNull(),
    mime: text('mime').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('user_documents_user_idx').on(t.userId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_hash_unique').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: codePurpose('purpose').notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    wrongTries: smallint('wrong_tries').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    /** Set when the code is used, replaced by a newer one, or exhausted by wrong tries. */
    closedAt: at('closed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_user_purpose_idx').on(t.userId, t.purpose)],
);

/**
 * Every e-mail is written here in the transaction that causes it, then delivered by a worker:
 * to SMTP when configured, otherwise it stays here as the development outbox.
 */
export const emailOutbox = pgTable('email_outbox', {
  id: serial('id').primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  html: text('html').notNull(),
  text: text('text').notNull(),
  /** Delivery, with its retries, is a `mail.send` job; this says when it succeeded. */
  sentAt: at('sent_at'),
  /** Files rendered when the message is sent, e.g. `[{kind: 'receipt', donationId, locale}]`. */
  attachments: jsonb('attachments'),
  /** Extra headers, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` on notification e-mails. */
  headers: jsonb('headers'),
  createdAt: createdAt(),
});

export const pages = pgTable('pages', {
  id: serial('id').primaryKey(),
  /** Pages the site links by name (e.g. "terms"); content pages have none. */
  slug: varchar('slug', { length: 50 }).unique(),
  titleAr: text('title_ar').notNull(),
  titleEn: text('title_en').notNull(),
  contentAr: text('content_ar').notNull(),
  contentEn: text('content_en').notNull(),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
});

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  titleAr: text('title_ar').notNull(),
  titleEn: text('title_en').notNull(),
  contentAr: text('content_ar').notNull(),
  contentEn: text('content_en').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const blogs = pgTable(
  'blogs',
  {
    id: serial('id').primaryKey(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionAr: text('description_ar').notNull(),
    descriptionEn: text('description_en').notNull(),
    contentAr: text('content_ar').notNull(),
    contentEn: text('content_en').notNull(),
    imagePath: text('image_path'),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('blogs_created_idx').on(t.createdAt, t.id)],
);

export const stories = pgTable(
  'stories',
  {
    id: serial('id').primaryKey(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    contentAr: text('content_ar').notNull(),
    contentEn: text('content_en').notNull(),
    imagePath: text('image_path'),
    createdAt: createdAt(),
  },
  (t) => [index('stories_created_idx').on(t.createdAt, t.id)],
);

export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    videoUrl: text('video_url').notNull(),
    thumbnailPath: text('thumbnail_path'),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('videos_created_idx').on(t.createdAt, t.id)],
);

export const partners = pgTable('partners', {
  id: serial('id').primaryKey(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  url: text('url').notNull(),
  imagePath: text('image_path'),
  sort: integer('sort').notNull().default(0),
});

export const socials = pgTable('socials', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  iconPath: text('icon_path'),
  sort: integer('sort').notNull().default(0),
});

/** Single records edited by admins, such as the main video and the home banner. */
export const siteSettings = pgTable('site_settings', {
  key: varchar('key', { length: 50 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  mobile: varchar('mobile', { length: 15 }).notNull(),
  subject: text('subject').notNull(),
  content: text('content').notNull(),
  locale: locale('locale').notNull(),
  /** Set when an admin marks it read: the back office counts the rest as waiting. */
  readAt: at('read_at'),
  createdAt: createdAt(),
});

export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    charityId: integer('charity_id')
      .notNull()
      .references(() => users.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    shortDescAr: text('short_desc_ar').notNull(),
    shortDescEn: text('short_desc_en').notNull(),
    contentAr: text('content_ar').notNull(),
    contentEn: text('content_en').notNull(),
    imagePath: text('image_path'),
    videoUrl: text('video_url'),
    /** Goal and raised total in minor units of the campaign's currency. */
    priceTargetMinor: bigint('price_target_minor', { mode: 'number' }).notNull(),
    raisedMinor: bigint('raised_minor', { mode: 'number' }).notNull().default(0),
    donorsCount: integer('donors_count').notNull().default(0),
    reviewState: reviewState('review_state').notNull().default('pending'),
    charityChoice: charityChoice('charity_choice').notNull().default('active'),
    requestedStatus: requestedStatus('requested_status').notNull().default('published'),
    rejectionReason: text('rejection_reason'),
    /**
     * Suspended by the staff (decision 029): a live campaign paused for review. Its page stays open
     * but it takes no donations or news and leaves the lists; lifting it clears both.
     */
    suspendedAt: at('suspended_at'),
    suspensionReason: text('suspension_reason'),
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    isFeatured: boolean('is_featured').notNull().default(false),
    featuredSort: integer('featured_sort').notNull().default(0),
    deletedAt: at('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Names and short descriptions in both languages, folded for search (contract §1.6): lower
     * case, tags removed, Arabic diacritics and tatweel dropped, alef/yaa/taa-marbuta forms unified.
     * `foldForSearch` in the contract package folds the query the same way.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`regexp_replace(translate(lower(regexp_replace(name_ar || ' ' || name_en || ' ' || short_desc_ar || ' ' || short_desc_en, '<[^>]*>', ' ', 'g')), 'أإآٱىةـ', 'اااايه'), '[\u064B-\u065F\u0670]', '', 'g')`,
    ),
  },
  (t) => [
    index('campaigns_public_start_idx').on(t.startAt, t.id),
    index('campaigns_charity_idx').on(t.charityId),
    index('campaigns_category_idx').on(t.categoryId),
  ],
);

export const paymentState = pgEnum('payment_state', ['pending', 'paid', 'failed', 'cancelled', 'refunded']);

/**
 * One checkout: a reference, a gateway and a state, covering one donation per campaign (contract §6).
 * Amounts are minor units of the payment's currency.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    /** 32 random bytes, base64url: the capability in return URLs and callbacks. */
    reference: varchar('reference', { length: 64 }).notNull(),
    /** The gateway as the caller sent it (e.g. `2c2p`), and the provider that ran it. */
    gateway: varchar('gateway', { length: 20 }).notNull(),
    provider: varchar('provider', { length: 20 }).notNull(),
    providerReference: text('provider_reference'),
    state: paymentState('state').notNull().default('pending'),
    userId: integer('user_id').references(() => users.id),
    name: text('name').notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    mobile: varchar('mobile', { length: 15 }).notNull(),
    anonymous: boolean('anonymous').notNull().default(false),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    isGift: boolean('is_gift').notNull().default(false),
    loveName: text('love_name'),
    loveEmail: varchar('love_email', { length: 254 }),
    loveMobile: varchar('love_mobile', { length: 15 }),
    loveComment: text('love_comment'),
    /** The gift page's key, created with the payment; the page opens once it is paid. */
    giftToken: varchar('gift_token', { length: 64 }),
    /** The giver's language, for the e-mails and receipts this payment sends. */
    locale: locale('locale').notNull().default('ar'),
    /** The front end on another origin (one of CORS_ORIGINS) that opened the payment, to return to. */
    returnOrigin: varchar('return_origin', { length: 255 }),
    payType: varchar('pay_type', { length: 10 }),
    ongoingCharity: boolean('ongoing_charity').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    paidAt: at('paid_at'),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('payments_reference_unique').on(t.reference),
    uniqueIndex('payments_gift_token_unique').on(t.giftToken),
    index('payments_user_idx').on(t.userId),
    // The back office's donations filtered by gateway.
    index('payments_gateway_idx').on(t.gateway),
    index('payments_pending_idx').on(t.createdAt).where(sql`state = 'pending'`),
  ],
);

/**
 * One campaign's part of a payment. It follows its payment's state, except for refunds, which
 * apply to one donation (contract §15.2). The paid amount is in the payment's currency; the
 * campaign and base amounts and the rate are fixed when it is paid, so history never shifts.
 */
export const donations = pgTable(
  'donations',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    /** The campaign's charity, kept here so a charity's donations are one index range (§10). */
    charityId: integer('charity_id')
      .notNull()
      .references(() => users.id),
    userId: integer('user_id').references(() => users.id),
    state: paymentState('state').notNull().default('pending'),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** The same amount in the campaign's currency, which the campaign's total counts. */
    campaignAmountMinor: bigint('campaign_amount_minor', { mode: 'number' }).notNull(),
    /** Snapshot at payment time: the rate of the paid currency to the base, and the base amount. */
    rateToBase: numeric('rate_to_base', { precision: 20, scale: 8 }).notNull(),
    baseAmountMinor: bigint('base_amount_minor', { mode: 'number' }).notNull(),
    /**
     * What its succeeded refunds gave back (decision 032): in the paid currency, and the same share
     * of the campaign and base amounts (so the base part follows the rate snapshot). Every money
     * figure counts a paid donation net of these; refunded in full, the donation is `refunded`.
     */
    refundedMinor: bigint('refunded_minor', { mode: 'number' }).notNull().default(0),
    campaignRefundedMinor: bigint('campaign_refunded_minor', { mode: 'number' }).notNull().default(0),
    baseRefundedMinor: bigint('base_refunded_minor', { mode: 'number' }).notNull().default(0),
    /** Shown instead of the name everywhere the public or the charity can see it. */
    anonymous: boolean('anonymous').notNull().default(false),
    name: text('name').notNull(),
    /** Guests are told apart by e-mail (contract §14: DonorEntry). */
    email: varchar('email', { length: 254 }).notNull(),
    /** The giver chose at checkout to let the campaign's charity see `email` (decision 033). */
    shareEmail: boolean('share_email').notNull().default(false),
    createdAt: createdAt(),
    paidAt: at('paid_at'),
    refundedAt: at('refunded_at'),
  },
  (t) => [
    index('donations_campaign_state_idx').on(t.campaignId, t.state),
    index('donations_user_idx').on(t.userId),
    index('donations_payment_idx').on(t.paymentId),
    // The back office's donations filtered by currency (and a currency's "in use" check).
    index('donations_currency_idx').on(t.currencyId),
    index('donations_paid_base_idx').on(t.baseAmountMinor).where(sql`state = 'paid'`),
    // Whether a giver (an account, or a guest's e-mail: `donorKey`) already gave to a campaign:
    // a campaign's donor count grows by one probe of it when a payment is paid (decision 041).
    index('donations_campaign_donor_paid_idx')
      .on(t.campaignId, sql`(coalesce('u' || ${t.userId}::text, 'e' || lower(${t.email})))`)
      .where(sql`state = 'paid'`),
    // How many donations a charity has in one state: the list's total, counted from a compact
    // index (its keys repeat, and PostgreSQL stores a repeated key once) rather than the wide one.
    index('donations_charity_state_idx').on(t.charityId, t.state),
    // Every donation, newest first: the staff's list (contract §13).
    index('donations_created_idx').on(sql`${t.createdAt} desc`, sql`${t.id} desc`),
    // A charity's donations in one state, newest first: its dashboard's list and export.
    index('donations_charity_state_at_idx').on(
      t.charityId,
      t.state,
      sql`(coalesce(${t.paidAt}, ${t.createdAt})) desc`,
      sql`${t.id} desc`,
    ),
  ],
);

/** A campaign's gallery: extra pictures shown on its page, in order. */
export const campaignImages = pgTable(
  'campaign_images',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('campaign_images_campaign_idx').on(t.campaignId, t.sort)],
);

/** News a charity posts on its campaign (contract §10, "Campaign updates"). */
export const campaignUpdates = pgTable(
  'campaign_updates',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    contentAr: text('content_ar').notNull(),
    contentEn: text('content_en').notNull(),
    imagePath: text('image_path'),
    createdAt: createdAt(),
  },
  (t) => [index('campaign_updates_campaign_idx').on(t.campaignId, t.createdAt)],
);

/**
 * The guest addresses a news update was e-mailed to (guests have no notifications to mark it): the
 * news job's batch that runs again after a crash e-mails no address twice.
 */
export const guestNewsMails = pgTable(
  'guest_news_mails',
  {
    updateId: integer('update_id')
      .notNull()
      .references(() => campaignUpdates.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.updateId, t.email] })],
);

/** The notification e-mails a guest donor turned off with an e-mail's link, by address (in lower case). */
export const guestEmailOptOuts = pgTable(
  'guest_email_opt_outs',
  {
    email: varchar('email', { length: 254 }).notNull(),
    type: text('type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.email, t.type] })],
);

export const cartStatus = pgEnum('cart_status', ['wait', 'donated']);

/**
 * A donor's cart (contract §8). An item waits until a payment that lists its campaign is paid;
 * `paymentId` is the checkout it is attached to, cleared again when that checkout fails.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    status: cartStatus('status').notNull().default('wait'),
    paymentId: integer('payment_id').references(() => payments.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A campaign waits in a donor's cart at most once.
    uniqueIndex('cart_items_waiting_unique').on(t.userId, t.campaignId).where(sql`status = 'wait'`),
    index('cart_items_user_idx').on(t.userId, t.createdAt),
    index('cart_items_payment_idx').on(t.paymentId),
  ],
);

/** What a provider's refund event reports (see `payment_events.refund`). */
export interface RefundReport {
  /** The whole payment was refunded. */
  full: boolean;
  /** How much of the payment has been refunded so far, in its minor units, when the event says. */
  amountRefundedMinor: number | null;
  /**
   * The refunds the event confirms: the provider's id and, for one asked for here, our donation,
   * who asked and why (kept in the provider's metadata).
   */
  refunds: Array<{
    id: string;
    donationId: number | null;
    adminId: number | null;
    reason: string | null;
    /** NEW (decision 032): how much it gives back, in the payment's minor units; absent in older events. */
    amountMinor?: number;
  }>;
  /** The refunds named failed or were cancelled at the provider: nothing was given back. */
  failed?: boolean;
}

/**
 * Every verified provider event, stored once per provider event id before it is processed, so a
 * repeated delivery is recognised and a crash between receipt and processing loses nothing.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: varchar('provider', { length: 20 }).notNull(),
    eventId: varchar('event_id', { length: 255 }).notNull(),
    type: varchar('type', { length: 100 }).notNull(),
    /** The payment the event speaks of, and the state it reports (null for ignored types). */
    paymentReference: varchar('payment_reference', { length: 255 }),
    reportedState: paymentState('reported_state'),
    payload: jsonb('payload').notNull(),
    /**
     * What a refund event says (reported state `refunded`): whether the whole charge went back, how
     * much of it, and the refunds it names with the donation each was asked for; null when it says
     * only that the payment was refunded in full (the sandbox's `payment.refunded`).
     */
    refund: jsonb('refund').$type<RefundReport>(),
    processedAt: at('processed_at'),
    lastError: text('last_error'),
    receivedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_events_provider_event_unique').on(t.provider, t.eventId),
    index('payment_events_unprocessed_idx').on(t.id).where(sql`processed_at is null`),
  ],
);

/**
 * The first answer to a request sent with an Idempotency-Key (contract §1.4), kept 24 hours.
 * `caller` is the donor (`u<id>`) or, for a guest, `g` and a hash of the e-mail it gives;
 * `requestHash` tells a reused key with another body.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    caller: varchar('caller', { length: 40 }).notNull(),
    key: varchar('key', { length: 255 }).notNull(),
    route: varchar('route', { length: 100 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    statusCode: smallint('status_code'),
    answer: jsonb('answer'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('idempotency_keys_unique').on(t.caller, t.route, t.key)],
);

/**
 * The job queue (apps/api/src/jobs/runner.ts). A row is claimed with `for update skip locked` and
 * leased until `locked_until`, so a process that dies mid-run only delays the job. Finished one-off
 * jobs are deleted; a job out of attempts stays, with its error, for someone to look at.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 100 }).notNull(),
    payload: jsonb('payload').notNull(),
    /** At most one waiting job per key, e.g. `every:payments.reconcile` or `campaign-end:42`. */
    key: varchar('key', { length: 255 }).unique(),
    runAt: at('run_at').notNull().defaultNow(),
    attempts: smallint('attempts').notNull().default(0),
    maxAttempts: smallint('max_attempts').notNull(),
    /** Set on a repeating job: its one row is moved forward after each run instead of deleted. */
    repeatMs: integer('repeat_ms'),
    lockedUntil: at('locked_until'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('jobs_due_idx').on(t.runAt).where(sql`attempts < max_attempts`)],
);

/**
 * Every write of the staff (contract §13): who did what to which object, when, and each changed
 * field before and after (`{field: {before, after}}`), kept for good.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    /** What was done, e.g. `charity.approve`, `campaign.feature`. */
    action: varchar('action', { length: 60 }).notNull(),
    objectType: varchar('object_type', { length: 30 }).notNull(),
    objectId: integer('object_id').notNull(),
    changes: jsonb('changes').notNull().$type<Record<string, { before: unknown; after: unknown }>>(),
    /** Why, when the action takes a reason (a rejection, a refund). */
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_object_idx').on(t.objectType, t.objectId),
    index('audit_log_actor_created_idx').on(t.actorId, t.createdAt),
  ],
);

export const refundStatus = pgEnum('refund_status', ['requested', 'succeeded', 'failed']);

/**
 * A refund of one donation (contract §13), in full: asked for by a member of the staff with a
 * reason, `succeeded` once the provider confirms it (the sandbox at once, Stripe by webhook), when
 * the donation becomes `refunded`; `failed` when the provider refused it or reported it failed, and
 * then asked for again as its next `attempt`. One per donation.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    donationId: integer('donation_id')
      .notNull()
      .references(() => donations.id),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    /** Who asked for it; null for a refund made at the provider and learnt from its webhook. */
    adminId: integer('admin_id').references(() => users.id),
    /** What it gives back, in minor units of the currency it was paid in: all or part of the donation (decision 032). */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    provider: varchar('provider', { length: 20 }).notNull(),
    providerRefundId: text('provider_refund_id'),
    status: refundStatus('status').notNull().default('requested'),
    /**
     * Which request of its donation to the provider this is, counted over all its refunds: each new
     * refund and each one asked again after a failure has its own idempotency key.
     */
    attempt: integer('attempt').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    succeededAt: at('succeeded_at'),
  },
  (t) => [
    // A donation may take several refunds (decision 032); each request has its own attempt number.
    uniqueIndex('refunds_donation_attempt_unique').on(t.donationId, t.attempt),
    // A refund the provider names is recorded once, however many events name it.
    uniqueIndex('refunds_provider_refund_unique').on(t.provider, t.providerRefundId),
    index('refunds_payment_idx').on(t.paymentId),
  ],
);

/**
 * What an account is told happened (contract §12). The type and the ids are stored, never the
 * text: title and body are written in the reader's language when read. `event_key` names the
 * event that caused it (e.g. `donation_paid:42`), unique per recipient, so an event replayed,
 * raced or re-run after a crash notifies once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: varchar('type', { length: 50 }).notNull(),
    data: jsonb('data').notNull(),
    eventKey: varchar('event_key', { length: 200 }).notNull(),
    readAt: at('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notifications_user_event_unique').on(t.userId, t.eventKey),
    // An account's list, newest first.
    index('notifications_user_created_idx').on(t.userId, sql`${t.createdAt} desc`, sql`${t.id} desc`),
    // The unread count and the unread filter.
    index('notifications_user_unread_idx')
      .on(t.userId, sql`${t.createdAt} desc`, sql`${t.id} desc`)
      .where(sql`read_at is null`),
  ],
);

/**
 * The first day of Ramadan a country keeps in a Hijri year, where the staff set one (contract §17:
 * moon sighting differs by a day between countries). A country without a row follows Umm al-Qura.
 */
export const ramadanFirstDays = pgTable(
  'ramadan_first_days',
  {
    hijriYear: smallint('hijri_year').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    updatedBy: integer('updated_by')
      .notNull()
      .references(() => users.id),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('ramadan_first_days_year_country_unique').on(t.hijriYear, t.countryId)],
);

/**
 * A visitor's or account's wish to hear when a campaign that has not started opens (decision 028):
 * one per campaign and e-mail, in the language it was asked in. `sent_at` is written with the
 * e-mail, so the reminder goes out once; a cancelled one is deleted.
 */
export const campaignReminders = pgTable(
  'campaign_reminders',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 255 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    locale: locale('locale').notNull(),
    sentAt: at('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('campaign_reminders_campaign_email_unique').on(t.campaignId, t.email)],
);

export const scheduleStatus = pgEnum('schedule_status', [
  'awaiting_payment_method',
  'active',
  'paused',
  'cancelled',
  'completed',
]);
/** An occurrence's states (contract §17), and `charging`: claimed by a process that is asking the provider. */
export const occurrenceState = pgEnum('occurrence_state', [
  'scheduled',
  'charging',
  'paid',
  'failed',
  'action_required',
  'missed',
  'skipped',
  'refunded',
]);

/** One campaign a schedule gives to, with its part of each charge (null: split at charge time). */
export interface ScheduleTarget {
  campaignId: number;
  amountMinor: number | null;
}

/**
 * A donor's standing instruction to give (contract §17): a plan, an amount per charge, a target
 * and the method saved with the provider for charges made without the donor.
 */
export const schedules = pgTable(
  'schedules',
  {
    id: serial('id').primaryKey(),
    /** 32 random bytes, base64url: the capability of its hosted checkout. */
    reference: varchar('reference', { length: 64 }).notNull(),
    plan: varchar('plan', { length: 20 }).notNull(),
    status: scheduleStatus('status').notNull().default('awaiting_payment_method'),
    pausedReason: varchar('paused_reason', { length: 20 }),
    /** The owner: a donor's account, or a guest known by the e-mail below. */
    userId: integer('user_id').references(() => users.id),
    name: text('name').notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    mobile: varchar('mobile', { length: 15 }).notNull(),
    locale: locale('locale').notNull().default('ar'),
    anonymous: boolean('anonymous').notNull().default(false),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    targetType: varchar('target_type', { length: 10 }).notNull(),
    targets: jsonb('targets').$type<ScheduleTarget[]>().notNull(),
    hour: smallint('hour').notNull(),
    timeZone: varchar('time_zone', { length: 64 }).notNull(),
    countryId: integer('country_id').references(() => countries.id),
    startDay: date('start_day', { mode: 'string' }),
    endDay: date('end_day', { mode: 'string' }),
    oddNightsMultiplier: smallint('odd_nights_multiplier').notNull().default(1),
    ramadanOnly: boolean('ramadan_only').notNull().default(false),
    gateway: varchar('gateway', { length: 20 }).notNull(),
    provider: varchar('provider', { length: 20 }).notNull(),
    /** The saved method: the provider's customer and method ids, and what the donor is shown of it. */
    methodCustomer: text('method_customer'),
    methodReference: text('method_reference'),
    methodBrand: varchar('method_brand', { length: 30 }),
    methodLast4: varchar('method_last4', { length: 4 }),
    methodLabel: varchar('method_label', { length: 60 }),
    /**
     * The provider's id of the hosted checkout saving a method, until the method is read from it
     * (Stripe; the sandbox's page saves it at once).
     */
    setupReference: text('setup_reference'),
    /**
     * 32 random bytes, base64url, while the donor is replacing the saved method: the capability of
     * that hosted page, closed once it is used.
     */
    methodChangeReference: varchar('method_change_reference', { length: 64 }),
    /** Failed occurrences since the last paid one: three pause the schedule. */
    failedInRow: smallint('failed_in_row').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('schedules_reference_unique').on(t.reference),
    uniqueIndex('schedules_method_change_reference_unique').on(t.methodChangeReference),
    index('schedules_user_idx').on(t.userId, t.id),
    index('schedules_setup_idx').on(t.id).where(sql`${t.setupReference} IS NOT NULL`),
  ],
);

/**
 * One charge of a schedule (contract §17). `(schedule_id, seq)` is unique, so an occurrence is
 * charged at most once; `charge_at` is when it is next tried (its due time, or an hour after a
 * decline), and `locked_until` the lease of the process charging it.
 */
export const scheduleOccurrences = pgTable(
  'schedule_occurrences',
  {
    id: serial('id').primaryKey(),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => schedules.id),
    seq: integer('seq').notNull(),
    dueAt: at('due_at').notNull(),
    chargeAt: at('charge_at').notNull(),
    night: smallint('night'),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    state: occurrenceState('state').notNull().default('scheduled'),
    attempts: smallint('attempts').notNull().default(0),
    lockedUntil: at('locked_until'),
    paymentId: integer('payment_id').references(() => payments.id),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('schedule_occurrences_schedule_seq_unique').on(t.scheduleId, t.seq),
    // The due-claim: occurrences to try, by time, and charges whose process died, each read on
    // from where the last claim of the run stopped (the id orders equal times); and charges
    // waiting for the donor's authentication, looked at by every claim.
    index('schedule_occurrences_due_idx').on(t.chargeAt, t.id).where(sql`state = 'scheduled'`),
    index('schedule_occurrences_charging_idx').on(t.lockedUntil, t.id).where(sql`state = 'charging'`),
    index('schedule_occurrences_authentication_idx').on(t.scheduleId).where(sql`state = 'action_required'`),
    index('schedule_occurrences_payment_idx').on(t.paymentId),
  ],
);
