// Malformed input over real HTTP, on every operation of the endpoint map, as a caller allowed to
// make it: bodies nested 20,000 deep, text holding half of a UTF-16 pair, a NUL in the query or the
// path, and for the multipart forms a body without its boundary, cut short, or with a NUL in every
// field; and impossible calendar days. Each is answered with a 4xx failure envelope in the caller's
// language and changes nothing, and the server that took them all still answers.
import { Readable } from 'node:stream';
import { type Access, type EndpointKey, endpoints, routeOf } from '@ataa/contract/endpoints';
import type { z } from '@ataa/contract/validation';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { expectFailure, fieldErrors, LANGS, signIn, t } from '../test/expectations.ts';
import { type JsonAnswer, type RequestOptions, startTestServer, type TestServer } from '../test/harness.ts';
import { answeringOperations, fieldNames } from '../test/operations.ts';
import { errorHandler } from './error-handler.ts';
import { AppError } from './errors.ts';
import { JSON_MAX_DEPTH } from './json-body.ts';

let server: TestServer;
/** The demo accounts' tokens, by the access they pass; `anyone` calls without one. */
const callers: Partial<Record<Access, string>> = {};
/** The demo charity's account id. */
let noorId: number;
beforeAll(async () => {
  // No background jobs: what the database holds changes only by the requests of the test.
  server = await startTestServer(
    { JOBS_ENABLED: 'false' },
    async (api) => {
      api.setErrorHandler(errorHandler);
      // A file that fails once its type and name are set, as the donations export does when its
      // query fails while the rows stream.
      api.get('/failing-export', async (_request, reply) => {
        const rows = Readable.from(
          (async function* () {
            yield* [];
            throw AppError.notFound();
          })(),
        );
        return reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', 'attachment; filename="donations.csv"')
          .send(rows);
      });
    },
    { overHttp: true },
  );
  const admin = await signIn(server, 'admin@ataa.example', 'Admin12345');
  const charity = await signIn(server, 'noor@ataa.example', 'Charity12345');
  const donor = await signIn(server, 'donor1@ataa.example', 'Donor12345');
  Object.assign(callers, { account: donor, donor, charity, 'approved charity': charity, admin });
  const [noor] = await server.db.select().from(users).where(eq(users.email, 'noor@ataa.example'));
  noorId = noor!.id;
});
afterAll(() => server.close());

const DEPTH = 20_000;
const DEEP_ARRAY = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
const DEEP_OBJECT = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;
/** Half of a UTF-16 pair (an emoji cut in two): JSON.stringify writes it as the escape `\ud800`. */
const LONE_SURROGATE = 'Water \ud800';

const json = (text: string): RequestOptions['raw'] => ({ data: text, contentType: 'application/json' });
/** A form whose type names no boundary, so its parts cannot be found. */
const NO_BOUNDARY: RequestOptions['raw'] = {
  data: '--x\r\nContent-Disposition: form-data; name="title:ar"\r\n\r\nقصة\r\n--x--\r\n',
  contentType: 'multipart/form-data',
};
/** A form cut short inside a file, before its closing boundary. */
const CUT_SHORT: RequestOptions['raw'] = {
  data: [
    '--x\r\nContent-Disposition: form-data; name="title:ar"\r\n\r\nقصة\r\n',
    '--x\r\nContent-Disposition: form-data; name="image"; filename="cover.png"\r\nContent-Type: image/png\r\n\r\n',
    '\x89PNG\r\n\x1a\n',
  ].join(''),
  contentType: 'multipart/form-data; boundary=x',
};

/** What is wrong with an answer to malformed input, if anything: a 4xx failure envelope of §1.2. */
function problemOf(answer: JsonAnswer): string | undefined {
  if (answer.status < 400 || answer.status >= 500) return `answered ${answer.status}`;
  const type = answer.headers.get('content-type');
  if (type !== 'application/json; charset=utf-8') return `answered ${type}`;
  const { status, message, errors, result } = answer.body;
  const envelope =
    status === false && /\S/.test(message) && JSON.stringify(errors) === JSON.stringify(result?.errors);
  return envelope ? undefined : `answered ${JSON.stringify(answer.body).slice(0, 200)}`;
}

/** Every row of every table, as text: what a request that changes nothing leaves as it was. */
async function everyRow() {
  const { rows } = (await server.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
  )) as unknown as { rows: Array<{ table_name: string }> };
  const tables: Record<string, string> = {};
  for (const { table_name: table } of rows) {
    const content = (await server.db.execute(
      sql`select coalesce(string_agg(t::text, '|' order by t::text), '') as rows from ${sql.identifier(table)} t`,
    )) as unknown as { rows: Array<{ rows: string }> };
    tables[table] = content.rows[0]!.rows;
  }
  return tables;
}

/** Runs `requests` and expects the database to hold afterwards exactly what it held before. */
async function expectNothingChanged(requests: () => Promise<void>) {
  const before = await everyRow();
  await requests();
  expect(await everyRow()).toEqual(before);
}

const contact = {
  name: 'Sara',
  email: 'sara@example.test',
  mobile: '966500000000',
  subject: 'A question',
  content: 'About the water wells campaign.',
};

const storyForm = (): RequestOptions['raw'] => {
  const form = new FormData();
  form.append('title:ar', 'قصة');
  form.append('title:en', 'A story');
  return { data: form };
};

describe('multipart forms without a boundary or cut short', () => {
  it('are refused with a translated 422, on the charity’s and the staff’s forms alike', async () => {
    const writes: Array<[string, Access]> = [
      ['/charity/campaigns', 'approved charity'],
      ['/charity/campaigns/1/updates', 'approved charity'],
      ['/edit/profile', 'account'],
      ['/admin/stories', 'admin'],
      [`/admin/charities/${noorId}/reject`, 'admin'],
      ['/admin/banner', 'admin'],
    ];
    await expectNothingChanged(async () => {
      for (const lang of LANGS) {
        for (const [path, access] of writes) {
          for (const raw of [NO_BOUNDARY, CUT_SHORT]) {
            const answer = await server.request(path, {
              method: path === '/admin/banner' ? 'PUT' : 'POST',
              raw,
              token: callers[access],
              lang,
            });
            expectFailure(answer, 422, {}, t(lang, 'errors.malformed_form'));
          }
        }
      }
    });
  });

  it('still reads a whole form', async () => {
    const answer = await server.request('/admin/stories', {
      raw: storyForm(),
      token: callers.admin,
      lang: 'en',
    });
    expectFailure(
      answer,
      422,
      fieldErrors('en', [
        ['content:ar', 'validation.required'],
        ['content:en', 'validation.required'],
      ]),
    );
  });
});

describe('JSON nested too deep', () => {
  const nested = (depth: number) => `${'['.repeat(depth - 1)}"Sara"${']'.repeat(depth - 1)}`;
  const contactWithName = (name: string) =>
    `{"name":${name},"email":"sara@example.test","mobile":"966500000000","subject":"Hi","content":"x"}`;

  it('is refused with a translated 422 before anything reads it', async () => {
    await expectNothingChanged(async () => {
      for (const lang of LANGS) {
        for (const body of [DEEP_ARRAY, DEEP_OBJECT, contactWithName(nested(JSON_MAX_DEPTH + 1))]) {
          const answer = await server.request('/contact', { raw: json(body), lang });
          expectFailure(answer, 422, {}, t(lang, 'errors.json_too_deep'));
        }
        const login = await server.request('/login', { raw: json(DEEP_OBJECT), lang });
        expectFailure(login, 422, {}, t(lang, 'errors.json_too_deep'));
      }
    });
  });

  it('reads a body as deep as the limit, brackets inside its strings not counted', async () => {
    const answer = await server.request('/contact', {
      raw: json(contactWithName(nested(JSON_MAX_DEPTH))),
      lang: 'en',
    });
    expectFailure(answer, 422, fieldErrors('en', [['name', 'validation.invalid']]));
    const brackets = await server.request('/contact', {
      body: { ...contact, content: '[['.repeat(JSON_MAX_DEPTH) },
      lang: 'en',
    });
    expect(brackets.status, JSON.stringify(brackets.body)).toBe(200);
  });
});

describe('half of a UTF-16 pair in JSON text', () => {
  it('is refused in any field with a translated 422 naming the field, and stores nothing', async () => {
    const writes: Array<[string, Access, Record<string, unknown>, string]> = [
      ['/contact', 'anyone', { ...contact, name: 'Sara \ud83d' }, 'name'],
      [`/admin/charities/${noorId}/reject`, 'admin', { reason: 'Missing licence \udca7' }, 'reason'],
      [
        '/admin/faqs',
        'admin',
        {
          'title:ar': 'سؤال',
          'title:en': 'Question \ud800',
          'content:ar': '<p>ج</p>',
          'content:en': '<p>A</p>',
        },
        'title:en',
      ],
      [
        '/charity/campaigns/1/updates',
        'approved charity',
        { 'title:ar': 'خبر', 'title:en': 'News \ud800', 'content:ar': 'نص', 'content:en': 'Text' },
        'title:en',
      ],
    ];
    await expectNothingChanged(async () => {
      for (const lang of LANGS) {
        for (const [path, access, body, field] of writes) {
          const answer = await server.request(path, { body, token: callers[access], lang });
          expectFailure(answer, 422, fieldErrors(lang, [[field, 'validation.broken_character']]));
        }
      }
    });
  });

  it('takes both halves of a pair, as an emoji is', async () => {
    const answer = await server.request('/contact', { body: { ...contact, name: 'Sara 💧' }, lang: 'en' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  });
});

describe('a NUL in the query', () => {
  it('is refused in the audit log’s filters, and in any query, with a translated 422 naming the key', async () => {
    for (const lang of LANGS) {
      for (const key of ['action', 'object_type', 'page']) {
        const answer = await server.request(`/admin/audit?${key}=charity.approve%00`, {
          token: callers.admin,
          lang,
        });
        expectFailure(answer, 422, fieldErrors(lang, [[key, 'validation.control_characters']]));
      }
      const search = await server.request('/public-campaigns?q=water%00', { lang });
      expectFailure(search, 422, fieldErrors(lang, [['q', 'validation.control_characters']]));
      const lookup = await server.request('/countries?lang=%00', { lang });
      expectFailure(lookup, 422, fieldErrors(lang, [['lang', 'validation.control_characters']]));
    }
  });
});

describe('days no calendar has', () => {
  const DAYS = ['2024-02-30', '2024-13-45', '0000-00-00'];

  it('are refused in the donation lists and the export with a translated 422 naming the filter', async () => {
    for (const lang of LANGS) {
      for (const day of DAYS) {
        for (const path of ['/charity/donations', '/charity/donations/export']) {
          const answer = await server.request(`${path}?from=${day}&to=2024-03-01`, {
            token: callers.charity,
            lang,
          });
          expectFailure(answer, 422, fieldErrors(lang, [['from', 'validation.day']]));
          const to = await server.request(`${path}?to=${day}`, { token: callers.charity, lang });
          expectFailure(to, 422, fieldErrors(lang, [['to', 'validation.day']]));
        }
        const staff = await server.request(`/admin/donations?date_from=${day}`, {
          token: callers.admin,
          lang,
        });
        expectFailure(staff, 422, fieldErrors(lang, [['date_from', 'validation.day']]));
      }
    }
  });

  it('still read the 29th of February of a leap year', async () => {
    const list = await server.request('/charity/donations?from=2024-02-29&to=2024-02-29', {
      token: callers.charity,
    });
    expect(list.status).toBe(200);
    const file = await server.request('/charity/donations/export?from=2024-02-29', {
      token: callers.charity,
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  });

  it('are refused as a campaign’s start or end', async () => {
    await expectNothingChanged(async () => {
      for (const lang of LANGS) {
        const answer = await server.request('/charity/campaigns', {
          body: { start_at: '2026-02-30 10:00:00', end_at: '2026-13-01' },
          token: callers.charity,
          lang,
        });
        expect(answer.status).toBe(422);
        expect(answer.body.errors.start_at).toEqual([t(lang, 'validation.date')]);
        expect(answer.body.errors.end_at).toEqual([t(lang, 'validation.date')]);
      }
    });
  });
});

describe('a file that fails before its first byte', () => {
  it('answers the JSON failure envelope, not an attachment', async () => {
    for (const lang of LANGS) {
      const answer = await server.request('/test/failing-export', { lang });
      expectFailure(answer, 404, {}, t(lang, 'errors.not_found'));
      expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(answer.headers.get('content-disposition')).toBeNull();
    }
  });
});

describe('malformed input on every operation', () => {
  /** The malformed requests for one operation: each must be refused with a 4xx. */
  function malformedRequests(key: EndpointKey) {
    const { method, path } = routeOf(key);
    const entry = endpoints[key] as { body?: z.ZodType; query?: z.ZodType; multipart?: true };
    const plainPath = path.replace(/:\w+/g, '1');
    const requests: Array<{ label: string; path: string; raw?: RequestOptions['raw'] }> = [];
    const queryNames = [...fieldNames(entry.query), 'unknown'];
    const nulQuery = queryNames.map((name) => `${name}=a%00b`).join('&');
    requests.push({ label: 'NUL in the query', path: `${plainPath}?${nulQuery}` });
    requests.push({ label: 'NUL in a query name', path: `${plainPath}?a%00b=1` });
    if (path.includes(':')) requests.push({ label: 'NUL in the path', path: path.replace(/:\w+/g, '%00') });
    if (method === 'GET') return requests;
    const names = fieldNames(entry.body);
    const text = Object.fromEntries((names.length ? names : ['name']).map((name) => [name, LONE_SURROGATE]));
    requests.push(
      { label: 'an array 20,000 deep', path: plainPath, raw: json(DEEP_ARRAY) },
      { label: 'an object 20,000 deep', path: plainPath, raw: json(DEEP_OBJECT) },
      { label: 'a lone surrogate', path: plainPath, raw: json(JSON.stringify(text)) },
    );
    if (entry.multipart) {
      requests.push(
        { label: 'a form without boundary', path: plainPath, raw: NO_BOUNDARY },
        { label: 'a form cut short', path: plainPath, raw: CUT_SHORT },
      );
    }
    if (entry.multipart && names.length > 0) {
      const nulForm = new FormData();
      for (const name of names) nulForm.append(name, 'a\u0000b');
      requests.push({ label: 'a form with a NUL in every field', path: plainPath, raw: { data: nulForm } });
    }
    return requests;
  }

  let before: Awaited<ReturnType<typeof everyRow>>;
  beforeAll(async () => {
    before = await everyRow();
  });

  // One test per operation: each has its own time, and a failure names its operation.
  for (const key of answeringOperations) {
    it(`answers each with a 4xx failure envelope: ${key}`, async () => {
      const { method } = routeOf(key);
      const token = callers[endpoints[key].access] ?? null;
      const failures: string[] = [];
      for (const request of malformedRequests(key)) {
        const answer = await server.request(request.path, { method, raw: request.raw, token, lang: 'en' });
        const problem = problemOf(answer);
        if (problem) failures.push(`${request.label} (${request.path.slice(0, 80)}): ${problem}`);
      }
      expect(failures).toEqual([]);
    });
  }

  it('changed nothing, and the server that took them all still answers', async () => {
    expect(await everyRow()).toEqual(before);
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
  });
});
