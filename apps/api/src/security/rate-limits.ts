import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterCluster,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { AppError } from '../http/errors.ts';

interface Limit {
  points: number;
  /** Window length in seconds. */
  duration: number;
}

const MINUTE = 60;
const HOUR = 3600;

/** Contract §1.12: each endpoint is limited per account identifier and per IP. */
export const ENDPOINT_LIMITS = {
  login: { account: { points: 10, duration: 15 * MINUTE }, ip: { points: 50, duration: 15 * MINUTE } },
  register: { account: { points: 3, duration: HOUR }, ip: { points: 10, duration: HOUR } },
  forgotPassword: { account: { points: 5, duration: HOUR }, ip: { points: 20, duration: HOUR } },
  resetPassword: {
    account: { points: 10, duration: 15 * MINUTE },
    ip: { points: 30, duration: 15 * MINUTE },
  },
  verifyEmail: { account: { points: 10, duration: 15 * MINUTE }, ip: { points: 30, duration: 15 * MINUTE } },
  resendCode: { account: { points: 5, duration: HOUR }, ip: { points: 20, duration: HOUR } },
  contact: { account: { points: 5, duration: HOUR }, ip: { points: 5, duration: HOUR } },
  reminder: { account: { points: 5, duration: HOUR }, ip: { points: 20, duration: HOUR } },
} satisfies Record<string, { account: Limit; ip: Limit }>;

export type LimitedEndpoint = keyof typeof ENDPOINT_LIMITS;

export interface RateLimits {
  /** Counts one attempt; throws a 429 when either the IP or the identifier is over its limit. */
  consume(endpoint: LimitedEndpoint, ip: string, identifier?: string): Promise<void>;
  /** The general per-IP limit for everything else. */
  consumeGlobal(ip: string): Promise<void>;
  /**
   * Counts a wrong password-reset code for an address over 15 minutes and returns the count; always
   * on, since it keeps reset answers alike for known and unknown addresses rather than limiting.
   */
  countWrongResetCode(email: string): Promise<number>;
}

/**
 * In memory by default; in Redis when a client is given, so that every process of every machine
 * shares the counts; without Redis, the workers of one machine count in their primary's memory
 * (scripts/supervise.mjs), so that a limit is not multiplied by the number of workers.
 */
export function createRateLimits(options: {
  enabled: boolean;
  globalPerMinute: number;
  redis?: Redis;
  countInPrimary?: boolean;
}): RateLimits {
  // With Redis, counting falls back to this process's memory while Redis is unreachable, rather
  // than failing every request.
  const make = (keyPrefix: string, limit: Limit): RateLimiterAbstract => {
    if (options.redis) {
      return new RateLimiterRedis({
        storeClient: options.redis,
        keyPrefix: `rl:${keyPrefix}`,
        ...limit,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix, ...limit }),
      });
    }
    if (options.countInPrimary) return new RateLimiterCluster({ keyPrefix, ...limit });
    return new RateLimiterMemory({ keyPrefix, ...limit });
  };

  const wrongResetCodes = make('wrong-reset-code', { points: 1_000_000, duration: 15 * MINUTE });
  const countWrongResetCode = async (email: string) => (await wrongResetCodes.consume(email)).consumedPoints;
  if (!options.enabled)
    return { consume: async () => {}, consumeGlobal: async () => {}, countWrongResetCode };

  const limiters = new Map<string, RateLimiterAbstract>();
  for (const [endpoint, limits] of Object.entries(ENDPOINT_LIMITS)) {
    limiters.set(`${endpoint}:account`, make(`${endpoint}:account`, limits.account));
    limiters.set(`${endpoint}:ip`, make(`${endpoint}:ip`, limits.ip));
  }
  const global = make('global', { points: options.globalPerMinute, duration: MINUTE });

  async function consumeAll(attempts: Array<[RateLimiterAbstract, string]>): Promise<void> {
    // Every attempt counts on every key, so one key being over the limit still charges the others.
    const results = await Promise.allSettled(attempts.map(([limiter, key]) => limiter.consume(key)));
    let wait = 0;
    for (const result of results) {
      if (result.status === 'fulfilled') continue;
      if (!(result.reason instanceof RateLimiterRes)) throw result.reason;
      wait = Math.max(wait, Math.ceil(result.reason.msBeforeNext / 1000));
    }
    if (wait > 0) throw AppError.rateLimited(wait);
  }

  return {
    async consume(endpoint, ip, identifier) {
      const attempts: Array<[RateLimiterAbstract, string]> = [[limiters.get(`${endpoint}:ip`)!, ip]];
      if (identifier) attempts.push([limiters.get(`${endpoint}:account`)!, identifier]);
      await consumeAll(attempts);
    },
    async consumeGlobal(ip) {
      await consumeAll([[global, ip]]);
    },
    countWrongResetCode,
  };
}
