import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { formMessage } from '@ataa/contract/form-messages';
import { z } from 'zod';
import { localSecrets } from './local-secrets.ts';
import { type BucketSettings, readBucketSettings } from './storage/bucket-settings.ts';

/** A URL with one of the given schemes, e.g. `urlWithScheme('postgres', 'postgresql')`. */
const urlWithScheme = (...schemes: string[]) =>
  z
    .string()
    .regex(
      new RegExp(`^(${schemes.join('|')})://`),
      `must start with ${schemes.map((s) => `${s}://`).join(' or ')}`,
    );
const flag = (fallback: boolean) => z.stringbool().default(fallback);

/** Every setting, read from the environment and checked once at start-up (see .env.example). */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: urlWithScheme('postgres', 'postgresql').optional(),
  PUBLIC_ORIGIN: urlWithScheme('http', 'https').optional(),
  CORS_ORIGINS: z
    .string()
    .default('')
    .refine(
      (value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean)
          .every((origin) => /^https?:\/\/[^/\s]+$/.test(origin)),
      'must be origins such as https://app.example, comma-separated, without a path or trailing slash',
    ),
  TRUST_PROXY: flag(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: urlWithScheme('smtp', 'smtps').optional(),
  MAIL_FROM: z.string().min(3).default('Ataa <no-reply@ataa.example>'),
  PLATFORM_EMAIL: z.email().default('hello@ataa.example'),
  REDIS_URL: urlWithScheme('redis', 'rediss').optional(),
  /**
   * Server workers that `npm start` and `npm run serve` run (scripts/worker-count.mjs): one per
   * core with PostgreSQL unless set, always one with the embedded database. A worker reads it to
   * know that it has siblings.
   */
  WEB_CONCURRENCY: z.coerce.number().int().positive().default(1),
  /** Uploads in an S3-compatible bucket instead of DATA_DIR (decision 040), read by storage/bucket-settings.ts. */
  STORAGE_URL: urlWithScheme('s3').optional(),
  AWS_REGION: z.string().optional(),
  AWS_ACCESS_KEY_ID: z.string().optional(),
  AWS_SECRET_ACCESS_KEY: z.string().optional(),
  AWS_SESSION_TOKEN: z.string().optional(),
  BASE_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as SAR')
    .default('SAR'),
  DEMO_MODE: flag(false),
  SEED_DEMO_DATA: z.stringbool().optional(),
  PAYMENTS_SANDBOX_ENABLED: flag(true),
  /** Signs the sandbox's webhook events; any long random string (made in DATA_DIR when unset, outside production). */
  SANDBOX_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** Signs the one-click unsubscribe links of notification e-mails (made in DATA_DIR when unset, outside production). */
  UNSUBSCRIBE_SECRET: z.string().min(16).optional(),
  /** How often campaigns whose end date has passed are looked for, to tell their charity, in ms. */
  NOTIFICATIONS_END_CHECK_INTERVAL_MS: z.coerce.number().int().positive().default(60_000),
  /** How often reminders of campaigns that have just opened are looked for, to send them, in ms (decision 028). */
  REMINDERS_CHECK_INTERVAL_MS: z.coerce.number().int().positive().default(60_000),
  /** How often the sessions of open notification streams are read again (expired, or a missed logout), in ms. */
  LIVE_STREAM_SESSION_CHECK_MS: z.coerce.number().int().positive().default(60_000),
  /** The provider `curlec` and `2c2p` run on (contract §6). */
  PAYMENTS_ALIAS_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  /** Where the Stripe SDK sends its calls, e.g. a local stand-in in tests; Stripe's own API when unset. */
  STRIPE_API_URL: urlWithScheme('http', 'https').optional(),
  /** A pending checkout becomes cancelled after this many minutes (contract §6). */
  CHECKOUT_EXPIRY_MINUTES: z.coerce.number().int().positive().default(60),
  /** How often pending payments are checked with their provider and expired ones cancelled, in ms. */
  PAYMENTS_RECONCILE_INTERVAL_MS: z.coerce.number().int().positive().default(60_000),
  /** How often schedules' due charges are looked for, in ms: each is charged within this of its time. */
  SCHEDULE_CHARGE_INTERVAL_MS: z.coerce.number().int().positive().default(60_000),
  /**
   * How long a process's claim on a charge lasts, in ms: a process that dies mid-charge delays
   * that charge by this much, and a provider must answer well within it.
   */
  SCHEDULE_CHARGE_LEASE_MS: z.coerce.number().int().positive().default(120_000),
  /**
   * Charges a process waits on the provider for at once: with a provider answering in 300 ms, 8
   * allow 26 a second at most; 32 measured faster with the campaign page still under 200 ms at p99
   * (bench/schedules.ts measures it; docs/performance.md).
   */
  SCHEDULE_CHARGES_IN_FLIGHT: z.coerce.number().int().min(1).max(200).default(32),
  RATE_LIMITS_ENABLED: flag(true),
  RATE_LIMIT_GLOBAL_PER_MINUTE: z.coerce.number().int().positive().default(300),
  DEV_OUTBOX: z.stringbool().optional(),
  PUBLIC_CACHE_TTL_MS: z.coerce.number().int().min(0).default(5000),
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).default(5000),
  /**
   * A visitor's page whose data changed is rendered again at most once in this time, shown as it
   * was meanwhile (decision 043); 0 renders it at the next request after every change.
   */
  PAGE_CACHE_REFRESH_MS: z.coerce.number().int().min(0).default(1000),
  /** How often the job runner looks for due jobs (e-mails, payment events, schedules), in ms. */
  JOBS_POLL_INTERVAL_MS: z.coerce.number().int().positive().default(2000),
  /** How long a process's claim on a job lasts, in ms: a process that dies mid-job delays it by this much. */
  JOBS_LEASE_MS: z.coerce.number().int().positive().default(120_000),
  /** Off for a process that should only serve requests and leave the jobs to the others. */
  JOBS_ENABLED: flag(true),
});

export type Config = Omit<
  z.infer<typeof configSchema>,
  | 'DEV_OUTBOX'
  | 'SEED_DEMO_DATA'
  | 'SANDBOX_WEBHOOK_SECRET'
  | 'UNSUBSCRIBE_SECRET'
  | 'AWS_ACCESS_KEY_ID'
  | 'AWS_SECRET_ACCESS_KEY'
  | 'AWS_SESSION_TOKEN'
> & {
  SANDBOX_WEBHOOK_SECRET: string;
  UNSUBSCRIBE_SECRET: string;
  /** The development outbox page at /dev/outbox: on in development and demo mode, never in production. */
  DEV_OUTBOX: boolean;
  /** Seed the demo data into an empty database: on outside production and in demo mode. */
  SEED_DEMO_DATA: boolean;
  /** Where PGlite keeps its files and uploads are stored, resolved to an absolute path. */
  dataDir: string;
  /** The bucket uploads are kept in, when STORAGE_URL names one; else they are under dataDir. */
  bucket: BucketSettings | undefined;
  publicOrigin: string;
  corsOrigins: string[];
};

const englishMessages = z.locales.en();

/**
 * The signing secrets: the configured ones; outside production, unset ones are made once and
 * kept with the data (never taken from the sources, where anyone can read them). Production
 * requires its own, but for the sandbox's while the sandbox is off, which signs nothing.
 */
function secretsFor(values: z.infer<typeof configSchema>, dataDir: string, production: boolean) {
  const { SANDBOX_WEBHOOK_SECRET, UNSUBSCRIBE_SECRET } = values;
  if (SANDBOX_WEBHOOK_SECRET && UNSUBSCRIBE_SECRET) return { SANDBOX_WEBHOOK_SECRET, UNSUBSCRIBE_SECRET };
  const made = production
    ? { sandboxWebhook: randomBytes(32).toString('base64url'), unsubscribe: '' }
    : localSecrets(dataDir);
  return {
    SANDBOX_WEBHOOK_SECRET: SANDBOX_WEBHOOK_SECRET ?? made.sandboxWebhook,
    UNSUBSCRIBE_SECRET: UNSUBSCRIBE_SECRET ?? made.unsubscribe,
  };
}

export class ConfigError extends Error {}

/** Reads the configuration; a bad value stops the server with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Plain English from zod's own locale: these messages are for the operator, not the catalogue.
  // An empty value means "not set", so `.env.example` can be copied as it is.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = configSchema.safeParse(present, { error: englishMessages.localeError });
  if (!parsed.success) {
    // The project's own rules report a message key (with its bounds); it is read out in English.
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${formMessage(issue.message, 'en')}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  // A real deployment must not run with demo accounts, a readable outbox or codes in API answers.
  const production = values.NODE_ENV === 'production' && !values.DEMO_MODE;
  const problems: string[] = [];
  if (production && !values.PUBLIC_ORIGIN)
    problems.push('PUBLIC_ORIGIN: is required in production (the address of the site)');
  if (production && !values.SMTP_URL) {
    problems.push('SMTP_URL: is required in production (set DEMO_MODE=true for a local demo without e-mail)');
  }
  if (production && values.DEV_OUTBOX) problems.push('DEV_OUTBOX: cannot be on in production');
  if (production && values.PAYMENTS_SANDBOX_ENABLED && !present.SANDBOX_WEBHOOK_SECRET)
    problems.push('SANDBOX_WEBHOOK_SECRET: is required in production while the sandbox is enabled');
  if (production && !present.UNSUBSCRIBE_SECRET)
    problems.push(
      'UNSUBSCRIBE_SECRET: is required in production (it signs the unsubscribe links of e-mails)',
    );
  if (Boolean(values.STRIPE_SECRET_KEY) !== Boolean(values.STRIPE_WEBHOOK_SECRET))
    problems.push('STRIPE_SECRET_KEY: set it with STRIPE_WEBHOOK_SECRET to enable Stripe, or neither');
  if (values.PAYMENTS_ALIAS_PROVIDER === 'stripe' && !values.STRIPE_SECRET_KEY)
    problems.push('PAYMENTS_ALIAS_PROVIDER: stripe needs STRIPE_SECRET_KEY');
  const bucket = values.STORAGE_URL ? readBucketSettings(values.STORAGE_URL, values) : undefined;
  problems.push(...(bucket?.problems ?? []));
  if (problems.length > 0)
    throw new ConfigError(`Invalid configuration:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  const demoOrDevelopment = values.NODE_ENV !== 'production' || values.DEMO_MODE;
  const dataDir = path.resolve(values.DATA_DIR);
  // The credentials are the bucket's alone: kept in its settings, not spread over the configuration.
  const {
    AWS_ACCESS_KEY_ID: _id,
    AWS_SECRET_ACCESS_KEY: _secret,
    AWS_SESSION_TOKEN: _token,
    ...rest
  } = values;
  return {
    ...rest,
    ...secretsFor(values, dataDir, production),
    bucket: bucket?.settings,
    DEV_OUTBOX: values.DEV_OUTBOX ?? (values.NODE_ENV === 'development' || values.DEMO_MODE),
    SEED_DEMO_DATA: values.SEED_DEMO_DATA ?? demoOrDevelopment,
    dataDir,
    publicOrigin: (values.PUBLIC_ORIGIN ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    corsOrigins: values.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  };
}
