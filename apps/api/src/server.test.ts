// The server as a whole: configuration checked at start-up, and the health endpoints.
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { startTestServer, type TestServer } from './test/harness.ts';
import { runServerUntilExit } from './test/processes.ts';

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'ataa-config-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('has sensible defaults for an empty environment', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      HOST: '0.0.0.0',
      PORT: 3000,
      TRUST_PROXY: false,
      RATE_LIMITS_ENABLED: true,
      RATE_LIMIT_GLOBAL_PER_MINUTE: 300,
      BASE_CURRENCY: 'SAR',
      PLATFORM_EMAIL: 'hello@ataa.example',
      DEV_OUTBOX: true,
      publicOrigin: 'http://localhost:3000',
      corsOrigins: [],
    });
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.DATABASE_URL).toBeUndefined();
    expect(path.isAbsolute(config.dataDir)).toBe(true);
  });

  it('signs with secrets of its own, made on the first start and kept with the data, when none is set', async () => {
    const first = loadConfig({ DATA_DIR: dataDir, DEMO_MODE: 'true', NODE_ENV: 'production' });
    expect(first.UNSUBSCRIBE_SECRET).toMatch(/^[\w-]{43}$/);
    expect(first.SANDBOX_WEBHOOK_SECRET).toMatch(/^[\w-]{43}$/);
    expect(first.SANDBOX_WEBHOOK_SECRET).not.toBe(first.UNSUBSCRIBE_SECRET);
    // Every later start, and every process of the same data directory, signs alike.
    const again = loadConfig({ DATA_DIR: dataDir, DEMO_MODE: 'true', NODE_ENV: 'production' });
    expect(again.UNSUBSCRIBE_SECRET).toBe(first.UNSUBSCRIBE_SECRET);
    expect((await stat(path.join(dataDir, 'secrets.json'))).mode & 0o777).toBe(0o600);
    const elsewhere = await mkdtemp(path.join(tmpdir(), 'ataa-config-'));
    expect(loadConfig({ DATA_DIR: elsewhere }).UNSUBSCRIBE_SECRET).not.toBe(first.UNSUBSCRIBE_SECRET);
    await rm(elsewhere, { recursive: true, force: true });
    // A configured secret is used as it is.
    const configured = loadConfig({
      DATA_DIR: dataDir,
      UNSUBSCRIBE_SECRET: 'a-long-random-unsubscribe-secret',
    });
    expect(configured.UNSUBSCRIBE_SECRET).toBe('a-long-random-unsubscribe-secret');
  });

  it('refuses production without its public address or an e-mail server, or with the outbox on', () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://ataa.example',
      SMTP_URL: 'smtp://mail:25',
      SANDBOX_WEBHOOK_SECRET: 'a-long-random-sandbox-secret',
      UNSUBSCRIBE_SECRET: 'a-long-random-unsubscribe-secret',
    };
    expect(() => loadConfig(production)).not.toThrow();
    expect(() =>
      loadConfig({ ...production, PAYMENTS_SANDBOX_ENABLED: 'false', SANDBOX_WEBHOOK_SECRET: '' }),
    ).not.toThrow();
    for (const [name, value] of [
      ['PUBLIC_ORIGIN', ''],
      ['SMTP_URL', ''],
      ['DEV_OUTBOX', 'true'],
      // The sandbox signs its events with a secret of the deployment's own, never the default.
      ['SANDBOX_WEBHOOK_SECRET', ''],
      ['UNSUBSCRIBE_SECRET', ''],
      // Stripe needs its key and its webhook secret together.
      ['STRIPE_SECRET_KEY', 'sk_test_only_the_key'],
    ] as const) {
      expect(() => loadConfig({ ...production, [name]: value }), name).toThrow(new RegExp(`${name}:`));
    }
  });

  it('runs the local demo in production mode with demo data, the outbox and no e-mail server', () => {
    const demo = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', DEMO_MODE: 'true', PORT: '3000' });
    expect(demo).toMatchObject({
      SEED_DEMO_DATA: true,
      DEV_OUTBOX: true,
      publicOrigin: 'http://localhost:3000',
    });
    expect(demo.SMTP_URL).toBeUndefined();
  });

  it('reads the values it is given', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      PORT: '8080',
      PUBLIC_ORIGIN: 'https://ataa.example/',
      CORS_ORIGINS: ' https://app.example , https://admin.example,, ',
      TRUST_PROXY: 'true',
      DATABASE_URL: 'postgresql://ataa:secret@db:5432/ataa',
      SMTP_URL: 'smtps://user:pass@smtp.example:465',
      REDIS_URL: 'redis://cache:6379',
      RATE_LIMITS_ENABLED: 'false',
      DEV_OUTBOX: '',
      SANDBOX_WEBHOOK_SECRET: 'a-long-random-sandbox-secret',
      UNSUBSCRIBE_SECRET: 'a-long-random-unsubscribe-secret',
    });
    expect(config).toMatchObject({
      NODE_ENV: 'production',
      PORT: 8080,
      publicOrigin: 'https://ataa.example',
      corsOrigins: ['https://app.example', 'https://admin.example'],
      TRUST_PROXY: true,
      DATABASE_URL: 'postgresql://ataa:secret@db:5432/ataa',
      SMTP_URL: 'smtps://user:pass@smtp.example:465',
      REDIS_URL: 'redis://cache:6379',
      RATE_LIMITS_ENABLED: false,
      DEV_OUTBOX: false,
      SEED_DEMO_DATA: false,
    });
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '4000' }).publicOrigin).toBe('http://localhost:4000');
    // Empty values mean "not set", so .env.example can be copied as it is.
    const blank = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      REDIS_URL: '',
      PUBLIC_ORIGIN: '',
      PORT: ' ',
      HOST: '',
    });
    expect([blank.DATABASE_URL, blank.SMTP_URL, blank.REDIS_URL]).toEqual([undefined, undefined, undefined]);
    expect([blank.PORT, blank.HOST, blank.publicOrigin]).toEqual([3000, '0.0.0.0', 'http://localhost:3000']);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'mysql://x'],
    ['DATABASE_URL', 'localhost:5432/ataa'],
    ['SMTP_URL', 'http://x'],
    ['SMTP_URL', 'smtp.example.com'],
    ['REDIS_URL', 'http://cache:6379'],
    ['PUBLIC_ORIGIN', 'not a url'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'maybe'],
    ['RATE_LIMITS_ENABLED', 'sometimes'],
    ['RATE_LIMIT_GLOBAL_PER_MINUTE', '0'],
    ['JOBS_POLL_INTERVAL_MS', 'soon'],
    ['PLATFORM_EMAIL', 'not-an-address'],
    ['BASE_CURRENCY', 'sar'],
    ['BASE_CURRENCY', 'RIYAL'],
    ['DEV_OUTBOX', 'perhaps'],
    ['CORS_ORIGINS', 'app.example'],
    ['CORS_ORIGINS', 'https://app.example/'],
  ])('refuses %s=%s, naming the variable', (name, value) => {
    const message = configError({ [name]: value });
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toContain(`${name}:`);
    // In words for the operator, never a catalogue key.
    expect(message).not.toMatch(/validation\.|form\./);
  });

  it('names every bad variable at once, and says what is expected', () => {
    const message = configError({ PORT: 'abc', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://x' });
    expect(message).toContain('PORT:');
    expect(message).toContain('DATABASE_URL: must start with postgres:// or postgresql://');
    expect(message).toContain('SMTP_URL: must start with smtp:// or smtps://');
  });

  it('stops the real server process with exit code 1 and a message naming the variable', async () => {
    const { code, stderr } = await runServerUntilExit({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid configuration');
    expect(stderr).toContain('PORT:');
    expect(stderr).toContain('DATABASE_URL:');
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});

describe('health endpoints', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, undefined, { overHttp: true });
  });
  afterAll(() => server.close());

  it('answers /healthz and /readyz with 200 outside the API prefix', async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(health.headers.get('x-request-id')).toBeTruthy();
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ready',
      database: expect.stringMatching(/^(pglite|postgres)$/),
    });
  });

  it('answers HEAD requests for the health check', async () => {
    const head = await fetch(`${server.url}/healthz`, { method: 'HEAD' });
    expect(head.status).toBe(200);
  });
});
