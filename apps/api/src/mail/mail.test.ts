import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { emailOutbox } from '../db/schema.ts';
import type { JobRow } from '../jobs/runner.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';

const servers: TestServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.close();
});

async function start(env: Record<string, string>) {
  const server = await startTestServer(env);
  servers.push(server);
  return server;
}

const contact = {
  name: 'Sara',
  email: 'sara@example.com',
  mobile: '0500000000',
  subject: 'Question about Zakat',
  content: 'When is Zakat al-Fitr delivered?',
};

/**
 * A mail server that hangs up on every connection, so SMTP delivery fails at once. Held for the
 * test: a port merely closed could be taken by another file's server meanwhile, which would leave
 * the delivery waiting for a greeting that never comes.
 */
async function hangingUpPort(): Promise<number> {
  const refusing = createServer((socket) => socket.destroy());
  onTestFinished(() => new Promise<void>((resolve) => refusing.close(() => resolve())));
  return new Promise((resolve) => {
    refusing.listen(0, '127.0.0.1', () => resolve((refusing.address() as { port: number }).port));
  });
}

describe('the development outbox', () => {
  it('shows the e-mails the site wrote, newest first, when enabled', async () => {
    const server = await start({ DEV_OUTBOX: 'true' });
    await server.request('/contact', { body: contact });
    const page = await fetch(`${server.url}/dev/outbox`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('Question about Zakat');
    expect(html).toContain('hello@ataa.example');
    expect(html).toContain('noindex');
  });

  it('does not exist when disabled', async () => {
    const server = await start({ DEV_OUTBOX: 'false' });
    const page = await fetch(`${server.url}/dev/outbox`);
    expect(page.status).toBe(404);
  });
});

describe('delivery', () => {
  it('keeps a message it could not deliver, with the error, for a later attempt', async () => {
    const server = await start({ SMTP_URL: `smtp://127.0.0.1:${await hangingUpPort()}` });
    const answer = await server.request('/contact', { body: contact });
    expect(answer.status).toBe(200);
    const deadline = Date.now() + 10_000;
    let job: JobRow | undefined;
    while (Date.now() < deadline) {
      [job] = await server.ctx.jobs.list('mail.send');
      if (job?.lastError) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(job).toMatchObject({ attempts: 1, lockedUntil: null });
    expect(job!.lastError).toBeTruthy();
    // The next attempt waits (back-off), so the message is neither lost nor retried in a tight loop.
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now() + 10_000);
    const [message] = await server.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, (job!.payload as { emailId: number }).emailId));
    expect(message).toMatchObject({ recipient: 'hello@ataa.example', sentAt: null });
  });
});
