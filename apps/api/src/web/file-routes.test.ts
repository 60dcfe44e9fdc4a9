import { SESSION_COOKIE } from '@ataa/contract/cookies';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations, userDocuments, users } from '../db/schema.ts';
import { signIn } from '../test/expectations.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';

/**
 * The pages that pass an API file through (a charity's document, a donor's receipt, a charity's
 * export), driven to each of their refusals. A refused file once ended the whole process after
 * its answer was sent, so each answer is followed by a check that the server still answers.
 */
let server: TestServer;
const cookies: Record<string, string> = {};
let documentId: number;
let receiptOfDonor1: number;

async function userId(email: string) {
  const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

beforeAll(async () => {
  server = await startTestServer({}, undefined, { web: true });
  const accounts = {
    donor1: ['donor1@ataa.example', 'Donor12345'],
    donor2: ['donor2@ataa.example', 'Donor12345'],
    noor: ['noor@ataa.example', 'Charity12345'],
    rahma: ['rahma@ataa.example', 'Charity12345'],
  } as const;
  for (const [name, [account, password]] of Object.entries(accounts)) {
    cookies[name] = `${SESSION_COOKIE}=${await signIn(server, account, password)}`;
  }
  const [document] = await server.db
    .insert(userDocuments)
    .values({
      userId: await userId('noor@ataa.example'),
      name: 'licence.pdf',
      path: 'documents/x.pdf',
      mime: 'application/pdf',
    })
    .returning({ id: userDocuments.id });
  documentId = document!.id;
  const [donation] = await server.db
    .select({ id: donations.id })
    .from(donations)
    .where(and(eq(donations.userId, await userId('donor1@ataa.example')), eq(donations.state, 'paid')))
    .limit(1);
  receiptOfDonor1 = donation!.id;
});
afterAll(() => server?.close());

async function page(path: string, as?: keyof typeof cookies) {
  const response = await fetch(`${server.url}${path}`, {
    headers: as ? { cookie: cookies[as]! } : {},
    redirect: 'manual',
  });
  await response.arrayBuffer();
  return response.status;
}

async function stillServing() {
  // The failure came after the answer, once the dropped body's last chunk arrived.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
}

describe('file pages asked for what they cannot give', () => {
  const refusals: [string, () => string, keyof typeof cookies | undefined, number][] = [
    ['a document to a visitor', () => `/documents/${documentId}`, undefined, 404],
    ['a document to another charity', () => `/documents/${documentId}`, 'rahma', 404],
    ['a document to a donor', () => `/en/documents/${documentId}`, 'donor1', 404],
    ['a document that does not exist', () => '/documents/999999', 'noor', 404],
    ['a document by a malformed id', () => '/documents/1%00x', 'noor', 404],
    ['a receipt to a visitor', () => `/dashboard/donor/donations/${receiptOfDonor1}/receipt`, undefined, 404],
    [
      'a receipt to another donor',
      () => `/dashboard/donor/donations/${receiptOfDonor1}/receipt`,
      'donor2',
      404,
    ],
    ['a receipt that does not exist', () => '/en/dashboard/donor/donations/999999/receipt', 'donor1', 404],
    // A day that is not one is a filter the page leaves out, as its list does: the whole export.
    [
      'an export from an impossible day',
      () => '/dashboard/charity/donations/export?from=2024-13-45',
      'noor',
      200,
    ],
    [
      'an export from a day that is not',
      () => '/en/dashboard/charity/donations/export?from=2024-02-30',
      'noor',
      200,
    ],
    ['an export to a donor', () => '/dashboard/charity/donations/export', 'donor1', 302],
  ];
  for (const [name, path, as, status] of refusals) {
    it(`${name}: ${status}, and the server goes on`, async () => {
      expect(await page(path(), as)).toBe(status);
      await stillServing();
    });
  }

  it('still gives each file to its owner', async () => {
    const receipt = await fetch(`${server.url}/dashboard/donor/donations/${receiptOfDonor1}/receipt`, {
      headers: { cookie: cookies.donor1! },
    });
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await receipt.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const exported = await fetch(`${server.url}/dashboard/charity/donations/export`, {
      headers: { cookie: cookies.noor! },
    });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toContain('text/csv');
    await exported.arrayBuffer();
  });
});
