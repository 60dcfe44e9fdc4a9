// Hostile text over real HTTP: a NUL (or another control character) in every string field,
// query value and path parameter of every operation of the endpoint map, as a visitor, a donor
// and a charity. PostgreSQL refuses NUL in text; the API must answer 4xx and change nothing.
import { type EndpointKey, endpoints, routeOf } from '@ataa/contract/endpoints';
import type { z } from '@ataa/contract/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../seed/factories.ts';
import { expectFailure, LANGS, signedInUser, t } from '../test/expectations.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { answeringOperations, fieldNames } from '../test/operations.ts';

const HOSTILE = ['a\u0000b', '\u0000', 'x\u0007y', 'line\u001bone'];

let server: TestServer;
const tokens: Array<string | null> = [null];
beforeAll(async () => {
  server = await startTestServer({}, undefined, { overHttp: true });
  for (const userType of ['dooner', 'charity'] as const)
    tokens.push((await signedInUser(server, { userType })).token);
});
afterAll(() => server.close());

/** Every request of the test for one operation: a hostile path, and each field and query value. */
function hostileRequests(key: EndpointKey): Array<{ path: string; body?: unknown }> {
  const { path } = routeOf(key);
  const entry = endpoints[key] as { body?: z.ZodType; query?: z.ZodType };
  const bodyFields = fieldNames(entry.body);
  const queryFields = fieldNames(entry.query);
  const plainPath = path.replace(/:\w+/g, '1');
  const requests: Array<{ path: string; body?: unknown }> = [
    { path: path.replace(/:\w+/g, encodeURIComponent(HOSTILE[0]!)) },
  ];
  for (const value of HOSTILE) {
    for (const field of bodyFields) requests.push({ path: plainPath, body: { [field]: value } });
    for (const field of queryFields)
      requests.push({ path: `${plainPath}?${field}=${encodeURIComponent(value)}` });
    if (bodyFields.length > 0)
      requests.push({ path: plainPath, body: Object.fromEntries(bodyFields.map((field) => [field, value])) });
  }
  return requests;
}

describe('control characters anywhere in a request', () => {
  // One test per operation: each has its own time, and a failure names its operation.
  for (const key of answeringOperations) {
    it(`never answer 5xx: ${key}`, async () => {
      const { method } = routeOf(key);
      const failures: string[] = [];
      for (const token of tokens) {
        for (const request of hostileRequests(key)) {
          const body = request.body ?? (method === 'POST' ? {} : undefined);
          const answer = await server.request(request.path, { method, body, token });
          if (answer.status >= 500)
            failures.push(`${request.path} ${JSON.stringify(body)}: ${answer.status}`);
        }
      }
      expect(failures).toEqual([]);
    });
  }

  it('refuses them in a text field with a translated 422 naming the field, and stores nothing', async () => {
    const before = await countRows(server.db, 'contact_messages');
    for (const lang of LANGS) {
      const answer = await server.request('/contact', {
        lang,
        body: {
          name: 'Huda\u0000',
          email: 'huda@example.test',
          mobile: '966512345678',
          subject: 'Hi',
          content: 'x',
        },
      });
      expectFailure(answer, 422, { name: [t(lang, 'validation.control_characters')] });
      const login = await server.request('/login', {
        lang,
        body: { account: 'a\u0000@example.test', password: 'x' },
      });
      expectFailure(login, 422, { account: [t(lang, 'validation.control_characters')] });
    }
    expect(await countRows(server.db, 'contact_messages')).toBe(before);
  });

  it('keeps tabs and line breaks where a field holds several lines, and only there', async () => {
    const message = { name: 'Huda', email: 'huda@example.test', mobile: '966512345678', subject: 'Hi' };
    const multiline = await server.request('/contact', {
      body: { ...message, content: 'one\n\ttwo\r\nthree' },
    });
    expect(multiline.status, JSON.stringify(multiline.body)).toBe(200);
    const oneLine = await server.request('/contact', {
      body: { ...message, subject: 'one\ntwo', content: 'x' },
    });
    expectFailure(oneLine, 422, { subject: [t('ar', 'validation.control_characters')] });
  });
});
