import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../seed/factories.ts';
import { expectFailure, signedInUser, t } from '../test/expectations.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('multipart bodies', () => {
  it('answers a multipart body over 20 MB with 413, reading nothing into the account', async () => {
    const { token } = await signedInUser(server, { userType: 'charity' });
    const before = await countRows(server.db, 'user_documents');
    const form = new FormData();
    // Three files of 7 MB: each under the 10 MB document limit, together over the body limit.
    for (let i = 0; i < 3; i++) {
      form.append(
        'file[]',
        new Blob([Buffer.alloc(7 * 1024 * 1024, i)], { type: 'application/pdf' }),
        `doc${i}.pdf`,
      );
    }
    const answer = await server.request('/edit/profile', { token, lang: 'en', raw: { data: form } });
    expectFailure(answer, 413, {}, t('en', 'errors.payload_too_large'));
    expect(await countRows(server.db, 'user_documents')).toBe(before);
  });
});
