// The one map of the HTTP API (contract §2–§13): every operation's method and path, what it
// reads, what it answers and who may call it. The API registers its routes from these entries
// (and the OpenAPI document comes from the same schemas); the web's client infers its types
// from them, so a path and its answer cannot drift apart unseen.

import { adminContentEndpoints } from './endpoints-admin-content.ts';
import { adminDonationEndpoints } from './endpoints-admin-donations.ts';
import { adminScheduleEndpoints } from './endpoints-admin-schedules.ts';
import { notificationEndpoints } from './endpoints-notifications.ts';
import { ramadanEndpoints } from './endpoints-ramadan.ts';
import { reminderEndpoints } from './endpoints-reminders.ts';
import { scheduleEndpoints } from './endpoints-schedules.ts';
import {
  adminCampaign,
  adminCampaignListItem,
  adminCampaignsQuery,
  adminCharitiesQuery,
  adminCharity,
  adminStatistics,
  approveCharityBody,
  auditActor,
  auditEntry,
  auditQuery,
  contactMessage,
  contactsQuery,
  featureBody,
  reasonBody,
  suspendBody,
} from './schemas/admin.ts';
import {
  changePasswordBody,
  forgotPasswordBody,
  loginBody,
  profileBody,
  registerBody,
  resetPasswordBody,
  verifyEmailBody,
} from './schemas/auth.ts';
import {
  allCampaignsItem,
  campaignDetail,
  campaignListQuery,
  dedication,
  pageQuery,
  referralList,
} from './schemas/campaigns.ts';
import {
  campaignFields,
  campaignNewsEditFields,
  campaignNewsFields,
  campaignUpdateFields,
  charityCampaign,
  charityCampaignListItem,
  charityCampaignsQuery,
  charityDailyQuery,
  charityDailyStatistics,
  charityDonation,
  charityDonationFilters,
  charityDonationsQuery,
  charityStatistics,
  ownedCampaignUpdate,
} from './schemas/charity.ts';
import { contactBody } from './schemas/contact.ts';
import {
  cartAddResult,
  cartItem,
  donorCampaign,
  donorDonation,
  donorDonationsQuery,
  donorPageQuery,
  donorStatistics,
} from './schemas/donor.ts';
import {
  authResult,
  bannerStatistics,
  blog,
  blogCard,
  campaignCard,
  category,
  country,
  currency,
  dataList,
  empty,
  faq,
  mainVideo,
  me,
  page,
  pageSummary,
  paginated,
  partner,
  social,
  story,
  storyCard,
  topDonors,
  user,
  video,
  videoCard,
} from './schemas/entities.ts';
import {
  callbackReference,
  cartCheckout,
  cartCheckoutBody,
  donationBody,
  donationCheckout,
  gift,
  paymentGateway,
  paymentResult,
  sandboxOutcomeBody,
  visitorCartBody,
  webhookAcknowledgement,
} from './schemas/giving.ts';
import { z } from './validation.ts';

/**
 * Who may call an operation (contract §1.11): anyone; any signed-in account; a verified account
 * of one role. The API checks it before reading the input, so a caller without the right gets
 * 401 or 403, never a 422 about what it sent.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type Access = 'anyone' | 'account' | 'donor' | 'charity' | 'approved charity' | 'admin';

export interface Endpoint {
  access: Access;
  /**
   * The answer depends on who calls, though anyone may call (a donor's cart fields on campaign
   * cards, a charity's preview of its own campaign), so it is never the same for everyone.
   */
  personal?: true;
  /** The OpenAPI group. */
  tag: string;
  description?: string;
  query?: z.ZodType;
  /** A JSON body (or multipart fields, when `multipart`), checked before the handler runs. */
  body?: z.ZodType;
  /** The body may be multipart with files; the handler reads it and checks its fields. */
  multipart?: true;
  /** The handler checks the body itself, because who calls decides what must be sent. */
  bodyCheckedByHandler?: true;
  /** The result inside the success envelope (§1.2). */
  answer?: z.ZodType;
  /** The success status, 200 unless given. */
  status?: 201;
  /** The operation answers a file of one of these types instead of an envelope. */
  file?: readonly string[];
  /** The operation answers an HTML page (the sandbox checkout). */
  html?: true;
}

const codeResult = z.object({ verification_code: z.string().nullable() });
const currenciesQuery = z.object({ lang: z.string().optional().describe('wins over the `lang` header') });
const pdf = ['application/pdf'] as const;

export const endpoints = {
  // §2 Accounts
  'POST /register': {
    access: 'anyone',
    tag: 'Accounts',
    body: registerBody,
    answer: authResult,
    status: 201,
  },
  'POST /login': { access: 'anyone', tag: 'Accounts', body: loginBody, answer: authResult },
  'POST /verify-email': {
    access: 'account',
    tag: 'Accounts',
    body: verifyEmailBody,
    answer: z.object({ user }),
  },
  'POST /verify-email/resend': { access: 'account', tag: 'Accounts', answer: codeResult },
  'POST /logout': { access: 'anyone', tag: 'Accounts', answer: empty },
  'POST /forgot-password': {
    access: 'anyone',
    tag: 'Accounts',
    description:
      'Body `{email}`. With the token of an unverified account, re-issues its verification code instead (contract §2).',
    // With an unverified account's token no e-mail is needed.
    bodyCheckedByHandler: true,
    body: forgotPasswordBody,
    answer: z.union([codeResult, empty]),
  },
  'POST /reset-password': { access: 'anyone', tag: 'Accounts', body: resetPasswordBody, answer: empty },
  'GET /me': { access: 'account', tag: 'Accounts', answer: me },
  'POST /edit/profile': {
    access: 'account',
    tag: 'Accounts',
    multipart: true,
    body: profileBody,
    answer: user,
  },
  'GET /documents/:id': {
    access: 'account',
    tag: 'Accounts',
    description: "A charity's own document, for itself and for admins only; 404 for anyone else.",
    file: ['application/pdf', 'image/webp'],
  },
  'POST /change/password': { access: 'account', tag: 'Accounts', body: changePasswordBody, answer: empty },

  // §3 Lookups
  'GET /countries': { access: 'anyone', tag: 'Lookups', answer: dataList(country) },
  'GET /currencies': { access: 'anyone', tag: 'Lookups', query: currenciesQuery, answer: z.array(currency) },
  'GET /categories': { access: 'anyone', tag: 'Lookups', answer: dataList(category) },
  'GET /partners': { access: 'anyone', tag: 'Lookups', answer: dataList(partner) },
  'GET /socials': { access: 'anyone', tag: 'Lookups', answer: dataList(social) },
  'GET /payments/gateways': {
    access: 'anyone',
    tag: 'Lookups',
    description: "NEW: the configured providers, the default first, named in the reader's language.",
    answer: z.array(paymentGateway),
  },

  // §4 Home and content
  'GET /banner/statistics': { access: 'anyone', tag: 'Home', answer: bannerStatistics },
  'GET /top/donors': { access: 'anyone', tag: 'Home', answer: topDonors },
  'GET /public-campaigns': { access: 'anyone', personal: true, tag: 'Home', answer: z.array(campaignCard) },
  'GET /blogs': { access: 'anyone', tag: 'Content', query: pageQuery, answer: paginated(blogCard) },
  'GET /blogs/:id': { access: 'anyone', tag: 'Content', answer: blog },
  'GET /stories': { access: 'anyone', tag: 'Content', query: pageQuery, answer: paginated(storyCard) },
  'GET /stories/:id': { access: 'anyone', tag: 'Content', answer: story },
  'GET /videos': { access: 'anyone', tag: 'Content', query: pageQuery, answer: paginated(videoCard) },
  'GET /videos/:id': { access: 'anyone', tag: 'Content', answer: video },
  'GET /pages': { access: 'anyone', tag: 'Content', answer: dataList(pageSummary) },
  'GET /pages/:id': {
    access: 'anyone',
    tag: 'Content',
    description: 'By id, or by slug (NEW) for the pages the site links by name, such as `terms`.',
    answer: page,
  },
  'GET /faqs': { access: 'anyone', tag: 'Content', answer: dataList(faq) },
  'GET /main/video': { access: 'anyone', tag: 'Content', answer: mainVideo },
  'POST /contact': { access: 'anyone', tag: 'Content', body: contactBody, answer: empty },

  // §5 Campaigns
  'GET /campaigns': {
    access: 'anyone',
    personal: true,
    tag: 'Campaigns',
    query: campaignListQuery,
    answer: paginated(campaignCard),
  },
  'GET /campaigns/:id': {
    access: 'anyone',
    personal: true,
    tag: 'Campaigns',
    query: pageQuery,
    answer: campaignDetail,
  },
  'GET /get-comments/:id': {
    access: 'anyone',
    tag: 'Campaigns',
    query: pageQuery,
    answer: paginated(dedication),
  },
  'GET /charity/referral/link/:id': {
    access: 'anyone',
    personal: true,
    tag: 'Campaigns',
    query: pageQuery,
    answer: referralList,
  },
  'GET /all-campaigns': { access: 'anyone', tag: 'Campaigns', answer: z.array(allCampaignsItem) },

  // §6 Giving and payments
  'POST /donations': {
    access: 'anyone',
    tag: 'Giving',
    description:
      'A hosted checkout for one campaign. `ongoing_charity` "yes" makes it the first charge of a schedule (§17) of `plan`, monthly when unsent.',
    body: donationBody,
    answer: donationCheckout,
    status: 201,
  },
  'POST /visitor/cart': {
    access: 'anyone',
    tag: 'Giving',
    description:
      'A hosted checkout split across campaigns. `pay_type` "daily" or "weekly" (or `ongoing_charity` "yes") makes it the first charge of a schedule (§17) with the same split on every charge.',
    body: visitorCartBody,
    answer: cartCheckout,
    status: 201,
  },
  'POST /doner/campaigns/create': {
    access: 'donor',
    tag: 'Giving',
    description:
      'The donor’s cart checkout. `pay_type` "daily" makes it the first charge of a daily schedule (§17) with the same split on every charge.',
    body: cartCheckoutBody,
    answer: cartCheckout,
    status: 201,
  },
  'POST /donations/callback': {
    access: 'anyone',
    tag: 'Giving',
    query: callbackReference,
    answer: paymentResult,
  },
  'POST /visitor/donations/callback': {
    access: 'anyone',
    tag: 'Giving',
    query: callbackReference,
    answer: paymentResult,
  },
  'GET /gift/:token': { access: 'anyone', tag: 'Giving', answer: gift },
  'GET /donations/:id/receipt': {
    access: 'donor',
    tag: 'Giving',
    description:
      'The receipt of one of your own paid or refunded donations, as a PDF file in the `lang` language. 404 for an unknown id or another donor’s donation; 409 until the donation is paid.',
    file: pdf,
  },
  'POST /payments/webhook/:provider': {
    access: 'anyone',
    tag: 'Payments',
    description:
      'Provider events. Stripe: the `Stripe-Signature` header. Sandbox: `X-Sandbox-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. 400 for a bad signature (nothing stored).',
    answer: webhookAcknowledgement,
  },
  'GET /payments/sandbox/:reference': {
    access: 'anyone',
    tag: 'Payments',
    description: 'The sandbox checkout page (HTML).',
    html: true,
  },
  'POST /payments/sandbox/:reference': {
    access: 'anyone',
    tag: 'Payments',
    description:
      'Records the sandbox outcome as a signed event through the webhook path, then answers 303 to the return route (JSON callers get `{redirect_url}`). 409 when the payment is already final.',
    body: sandboxOutcomeBody,
    answer: z.object({ redirect_url: z.string() }),
  },

  // §8 Cart
  'GET /doner/cart/count': { access: 'donor', tag: 'Cart', answer: z.number().int() },
  'POST /doner/cart/add/:campaignId': { access: 'donor', tag: 'Cart', answer: cartAddResult, status: 201 },
  'POST /doner/cart/remove/:cartItemId': { access: 'donor', tag: 'Cart', answer: empty },
  'GET /doner/index': {
    access: 'donor',
    tag: 'Cart',
    description: 'The waiting cart items, newest first.',
    query: donorPageQuery,
    answer: paginated(cartItem),
  },

  // §9 Donor dashboard
  'GET /doner/statistics': { access: 'donor', tag: 'Donor dashboard', answer: donorStatistics },
  'GET /doner/campaigns': {
    access: 'donor',
    tag: 'Donor dashboard',
    description: 'The campaigns this donor has paid donations to, the latest donation first.',
    query: donorPageQuery,
    answer: paginated(donorCampaign),
  },
  'GET /doner/donations': {
    access: 'donor',
    tag: 'Donor dashboard',
    description: "The donor's donations in every state (or the one asked for), newest first.",
    query: donorDonationsQuery,
    answer: paginated(donorDonation),
  },
  // §10 Charity dashboard
  'GET /charity/statistics': { access: 'charity', tag: 'Charity dashboard', answer: charityStatistics },
  'GET /charity/statistics/daily': {
    access: 'charity',
    tag: 'Charity dashboard',
    description:
      "NEW: one of the charity's campaigns (`campaign_id`, else the one taking donations now, else the latest) with its paid money per site day, days without donations as 0; 404 for another charity's campaign.",
    query: charityDailyQuery,
    answer: charityDailyStatistics,
  },
  'GET /charity/campaigns': {
    access: 'charity',
    tag: 'Charity dashboard',
    description: "The charity's own campaigns, newest first; `meta.total` counts them.",
    query: charityCampaignsQuery,
    answer: paginated(charityCampaignListItem),
  },
  'POST /charity/campaigns': {
    access: 'approved charity',
    tag: 'Charity dashboard',
    description:
      'Multipart: the fields below and the files `image` and `gallery[]` (at most 10). The campaign is `pending` until approved. An `Idempotency-Key` header makes a form sent twice create one campaign.',
    multipart: true,
    body: campaignFields,
    answer: charityCampaign,
    status: 201,
  },
  'GET /charity/campaigns/:id': { access: 'charity', tag: 'Charity dashboard', answer: charityCampaign },
  'POST /charity/campaigns/:id': {
    access: 'approved charity',
    tag: 'Charity dashboard',
    description:
      'Partial update (multipart or JSON). Other status words and echoed keys are ignored; `cancelled` is final. `published` or `paused` while the staff suspend the campaign is a 409 naming their reason (decision 029). `gallery_remove[]` deletes pictures, `gallery_order[]` orders those kept.',
    multipart: true,
    body: campaignUpdateFields,
    answer: charityCampaign,
  },
  'DELETE /charity/campaigns/:id': {
    access: 'approved charity',
    tag: 'Charity dashboard',
    description: 'Soft delete; 409 when the campaign has paid donations (cancel it instead).',
    answer: empty,
  },
  'POST /charity/campaigns/:id/updates': {
    access: 'approved charity',
    tag: 'Charity dashboard',
    description:
      "A news update: multipart with an optional `image`. An `Idempotency-Key` header makes a form sent twice post one update (and tell its donors once). 409 unless the campaign's page is open to view (approved, not cancelled; before its start too, decision 028) and the staff have not suspended it (decision 029).",
    multipart: true,
    body: campaignNewsFields,
    answer: ownedCampaignUpdate,
    status: 201,
  },
  'PUT /charity/campaigns/:id/updates/:updateId': {
    access: 'approved charity',
    tag: 'Charity dashboard',
    description:
      "NEW: edits a news update (multipart, every field optional): a new `image` replaces the picture, `image_remove=yes` removes it. 404 for another charity's update; donors are not told again.",
    multipart: true,
    body: campaignNewsEditFields,
    answer: ownedCampaignUpdate,
  },
  'DELETE /charity/campaigns/:id/updates/:updateId': {
    access: 'approved charity',
    tag: 'Charity dashboard',
    answer: empty,
  },
  'GET /charity/donations': {
    access: 'charity',
    tag: 'Charity dashboard',
    description: "Donations to the charity's campaigns, newest first; `paid` unless `state` says otherwise.",
    query: charityDonationsQuery,
    answer: paginated(charityDonation),
  },
  'GET /charity/donations/export': {
    access: 'charity',
    tag: 'Charity dashboard',
    description:
      "NEW: every donation the same filters select, newest first, as a CSV file (UTF-8 with a byte-order mark) with its columns named in the `lang` language. Amounts are in major units beside their currency code; a cell that a spreadsheet would read as a formula starts with `'`.",
    query: charityDonationFilters,
    file: ['text/csv'],
  },
  // §13 Admin: the review of charities and campaigns, and the audit log
  'GET /admin/charities': {
    access: 'admin',
    tag: 'Admin',
    query: adminCharitiesQuery,
    answer: paginated(adminCharity),
  },
  'GET /admin/charities/:id': { access: 'admin', tag: 'Admin', answer: adminCharity },
  'POST /admin/charities/:id/approve': {
    multipart: true,
    access: 'admin',
    tag: 'Admin',
    description:
      'Approves the charity and e-mails it; its campaigns may be public. A charity with no documents is approved only with `without_documents` (NEW), else 422.',
    body: approveCharityBody,
    answer: adminCharity,
  },
  'POST /admin/charities/:id/reject': {
    multipart: true,
    access: 'admin',
    tag: 'Admin',
    description:
      '`reason` (at most 500 characters) is e-mailed to the charity; its campaigns leave public view.',
    body: reasonBody,
    answer: adminCharity,
  },
  'GET /admin/campaigns': {
    access: 'admin',
    tag: 'Admin',
    description: 'Campaigns in every status, deleted ones too, newest first.',
    query: adminCampaignsQuery,
    answer: paginated(adminCampaignListItem),
  },
  'GET /admin/campaigns/:id': { access: 'admin', tag: 'Admin', answer: adminCampaign },
  'POST /admin/campaigns/:id/approve': {
    multipart: true,
    access: 'admin',
    tag: 'Admin',
    description: 'The review passes: the campaign takes the status its charity asked for.',
    answer: adminCampaign,
  },
  'POST /admin/campaigns/:id/reject': {
    multipart: true,
    access: 'admin',
    tag: 'Admin',
    description:
      'Rejects a campaign under review (or takes down a live one); `reason` is e-mailed to the charity.',
    body: reasonBody,
    answer: adminCampaign,
  },
  'POST /admin/campaigns/:id/suspend': {
    multipart: true,
    access: 'admin',
    tag: 'Admin',
    description:
      'NEW (decision 029): pauses a live campaign for review. `reason` (at most 500 characters) goes to the charity; `confirm` must be yes. Its page stays, shown as `paused` with `suspended: true`; it takes no donations or news and leaves the lists. Its charity and everyone who gave are told. 409 unless it is approved, not cancelled or deleted.',
    body: suspendBody,
    answer: adminCampaign,
  },
  'POST /admin/campaigns/:id/lift-suspension': {
    multipart: true,
    access: 'admin',
    tag: 'Admin',
    description:
      'NEW (decision 029): ends a suspension; the campaign is back as its charity left it, and the charity is told.',
    answer: adminCampaign,
  },
  'POST /admin/campaigns/:id/feature': {
    multipart: true,
    access: 'admin',
    tag: 'Admin',
    description: '`{featured, sort?}`: featured campaigns are shown on the home page in `sort` order.',
    body: featureBody,
    answer: adminCampaign,
  },
  'GET /admin/contacts': {
    access: 'admin',
    tag: 'Admin',
    description: 'Contact messages, newest first.',
    query: contactsQuery,
    answer: paginated(contactMessage),
  },
  'POST /admin/contacts/:id/read': {
    multipart: true,
    access: 'admin',
    tag: 'Admin',
    description: 'NEW: marks a contact message read; the overview counts the others as waiting.',
    answer: contactMessage,
  },
  'GET /admin/statistics': {
    access: 'admin',
    tag: 'Admin',
    description:
      "NEW: the back office's overview: charities, campaigns and contact messages that wait, and the money raised (base currency), paid donations and new donor accounts today, over the last 7 days, and over the Ramadan in progress or the latest one (Umm al-Qura calendar, the site's time zone); and the coming Ramadan: its days, the days until it, and the approved and pending campaigns that start in it.",
    answer: adminStatistics,
  },
  'GET /admin/audit': {
    access: 'admin',
    tag: 'Admin',
    description: 'NEW: every admin write, newest first; filtered by member of staff, object, action and day.',
    query: auditQuery,
    answer: paginated(auditEntry),
  },
  'GET /admin/audit/actors': {
    access: 'admin',
    tag: 'Admin',
    description: 'NEW: the members of staff who appear in the audit log, by name, for its filter.',
    answer: z.array(auditActor),
  },
  ...adminDonationEndpoints,
  // §13 Admin: the site's content, currencies, main video and banner (endpoints-admin-content.ts)
  ...adminContentEndpoints,
  ...notificationEndpoints,
  // §17 Scheduled giving: the dates of Ramadan (endpoints-ramadan.ts)
  ...ramadanEndpoints,
  // §17 Scheduled giving: a donor's schedules (endpoints-schedules.ts)
  ...scheduleEndpoints,
  // §17 Scheduled giving: the staff's view of schedules (endpoints-admin-schedules.ts)
  ...adminScheduleEndpoints,
  ...reminderEndpoints,
} as const satisfies Record<`${HttpMethod} /${string}`, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointKey = keyof Endpoints;

/** The names of a path's parameters: `'GET /a/:id/b/:name'` gives `'id' | 'name'`. */
type ParamNames<Path> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;
export type PathParamName<K extends EndpointKey> = ParamNames<K>;

type SchemaOf<K extends EndpointKey, Field extends string> =
  Endpoints[K] extends Record<Field, infer Schema extends z.ZodType> ? Schema : never;

/** The path parameters, the query and the body an operation reads, as the API sees them. */
export type PathParams<K extends EndpointKey> = { [Name in ParamNames<K>]: string };
export type QueryOf<K extends EndpointKey> = [SchemaOf<K, 'query'>] extends [never]
  ? Record<string, never>
  : z.output<SchemaOf<K, 'query'>>;
export type BodyOf<K extends EndpointKey> = [SchemaOf<K, 'body'>] extends [never]
  ? undefined
  : z.output<SchemaOf<K, 'body'>>;
/** What a client sends as the query and the body (before the API's coercions). */
export type QueryInput<K extends EndpointKey> = [SchemaOf<K, 'query'>] extends [never]
  ? never
  : { [Key in keyof z.input<SchemaOf<K, 'query'>>]?: string | number | boolean | null | undefined };
export type BodyInput<K extends EndpointKey> = [SchemaOf<K, 'body'>] extends [never]
  ? never
  : z.input<SchemaOf<K, 'body'>>;
/** The result inside the success envelope. */
export type ResultOf<K extends EndpointKey> = z.output<SchemaOf<K, 'answer'>>;
/** The result as the handler writes it (what the answer schema accepts). */
export type ResultInput<K extends EndpointKey> = z.input<SchemaOf<K, 'answer'>>;

export type FileEndpoint = {
  [K in EndpointKey]: Endpoints[K] extends { file: readonly string[] } ? K : never;
}[EndpointKey];
export type JsonEndpoint = {
  [K in EndpointKey]: Endpoints[K] extends { answer: z.ZodType } ? K : never;
}[EndpointKey];

/** Splits a key into its method and its path. */
export function routeOf(key: EndpointKey): { method: HttpMethod; path: string } {
  const [method, path] = key.split(' ') as [HttpMethod, string];
  return { method, path };
}

/** The path with its parameters filled in, each encoded: `pathFor('GET /blogs/:id', { id: 3 })`. */
export function pathFor<K extends EndpointKey>(
  key: K,
  params: { [Name in ParamNames<K>]: string | number },
): string {
  return routeOf(key).path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String((params as Record<string, string | number>)[name])),
  );
}

/**
 * Whether an operation's answer is the same for every caller: a read open to anyone that depends on
 * no one. Such reads are sent without the caller's session, so the shared caches can answer them.
 */
export function isSharedRead(key: EndpointKey): boolean {
  const endpoint: Endpoint = endpoints[key];
  return routeOf(key).method === 'GET' && endpoint.access === 'anyone' && !endpoint.personal;
}
