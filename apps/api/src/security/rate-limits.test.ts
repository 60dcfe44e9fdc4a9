import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.ts';
import { createRateLimits, ENDPOINT_LIMITS } from './rate-limits.ts';

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a 429');
}

describe('rate limits (in memory)', () => {
  it('limits per account identifier across IPs, with Retry-After', async () => {
    const limits = createRateLimits({ enabled: true, globalPerMinute: 300 });
    for (let i = 0; i < ENDPOINT_LIMITS.login.account.points; i++) {
      await limits.consume('login', `10.0.0.${i}`, 'sara@example.com');
    }
    const error = await rejection(limits.consume('login', '10.0.1.1', 'sara@example.com'));
    expect(error.statusCode).toBe(429);
    expect(Number(error.headers['Retry-After'])).toBeGreaterThan(0);
    // Another account from a fresh address is unaffected.
    await limits.consume('login', '10.0.2.1', 'omar@example.com');
  });

  it('limits per IP across identifiers', async () => {
    const limits = createRateLimits({ enabled: true, globalPerMinute: 300 });
    for (let i = 0; i < ENDPOINT_LIMITS.contact.ip.points; i++) {
      await limits.consume('contact', '10.0.0.9', `visitor${i}@example.com`);
    }
    const error = await rejection(limits.consume('contact', '10.0.0.9', 'someone-new@example.com'));
    expect(error.statusCode).toBe(429);
  });

  it('applies the global per-IP limit', async () => {
    const limits = createRateLimits({ enabled: true, globalPerMinute: 3 });
    for (let i = 0; i < 3; i++) await limits.consumeGlobal('10.0.0.5');
    expect((await rejection(limits.consumeGlobal('10.0.0.5'))).statusCode).toBe(429);
  });
});

// Shared counting needs a Redis server; CI provides one through TEST_REDIS_URL.
const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(redisUrl)('rate limits (Redis, shared by processes)', () => {
  const clients: Redis[] = [];
  afterAll(async () => {
    for (const client of clients) await client.quit();
  });

  it('counts attempts made through two separate servers together', async () => {
    const prefix = `test-${process.pid}-${Date.now()}`;
    const make = () => {
      const redis = new Redis(redisUrl!, { keyPrefix: `${prefix}:` });
      clients.push(redis);
      return createRateLimits({ enabled: true, globalPerMinute: 300, redis });
    };
    const first = make();
    const second = make();
    const identifier = `shared-${prefix}@example.com`;
    for (let i = 0; i < ENDPOINT_LIMITS.register.account.points; i++) {
      await (i % 2 === 0 ? first : second).consume('register', `10.1.0.${i}`, identifier);
    }
    expect((await rejection(first.consume('register', '10.1.9.9', identifier))).statusCode).toBe(429);
    expect((await rejection(second.consume('register', '10.1.9.8', identifier))).statusCode).toBe(429);
  });
});
