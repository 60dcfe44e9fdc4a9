// Contract §1: the conventions every endpoint shares, checked over real HTTP.
import { translate } from '@ataa/contract/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs, videos } from '../db/schema.ts';
import { countRows, createBlog } from '../seed/factories.ts';
import { ARABIC, expectFailureBody, LANGS, type Lang } from '../test/expectations.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';

const APP_ORIGIN = 'https://app.example';
const ADMIN_ORIGIN = 'https://admin.example';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, undefined, { overHttp: true });
});
afterAll(() => server.close());

const validContact = {
  name: 'Sara',
  email: 'sara@example.test',
  mobile: '966500000000',
  subject: 'Hello',
  content: 'A question about a campaign.',
};

/** The comma-separated tokens of a header, in lower case. */
const headerTokens = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);

describe('envelopes (§1.2)', () => {
  it('wraps every success in {status, message, result} with a localised, non-empty message', async () => {
    for (const path of ['/blogs', '/stories', '/videos', '/pages', '/faqs', '/countries', '/main/video']) {
      for (const lang of LANGS) {
        const { status, body, headers } = await server.request(path, { lang });
        expect(status, path).toBe(200);
        expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
        expect(Object.keys(body).sort()).toEqual(['message', 'result', 'status']);
        expect(body.status).toBe(true);
        expect(body.message).toBe(translate(lang, 'common.fetched'));
        expect(body.result).toBeTypeOf('object');
      }
    }
  });

  it('answers a validation failure with identical errors in result.errors and errors, the message repeating the first field message', async () => {
    for (const lang of LANGS) {
      const { status, body } = await server.request('/contact', { body: {}, lang });
      expect(status).toBe(422);
      expectFailureBody(body, {
        name: [translate(lang, 'validation.required')],
        email: [translate(lang, 'validation.required')],
        mobile: [translate(lang, 'validation.required')],
        subject: [translate(lang, 'validation.required')],
        content: [translate(lang, 'validation.required')],
      });
      expect(body.message).toBe(body.errors.name[0]);
      expect(Object.keys(body.errors)[0]).toBe('name');
    }
    const { body } = await server.request('/contact', {
      body: { ...validContact, email: 'not-an-address' },
      lang: 'en',
    });
    expectFailureBody(body, { email: [translate('en', 'validation.email')] });
    expect(body.message).toBe('Please enter a valid e-mail address.');
  });

  it('gives failures without field errors an empty errors object in both places and a generic message', async () => {
    const { status, body } = await server.request('/blogs/999999', { lang: 'en' });
    expect(status).toBe(404);
    expectFailureBody(body, {}, translate('en', 'errors.not_found'));
    expect(body).not.toHaveProperty('errorCode');
  });
});

describe('routing (§1.1, §1.9)', () => {
  it('answers an unknown route with the 404 failure envelope in the caller language', async () => {
    for (const path of ['/nope', '/blog', '/blogs/1/comments', '/donor/index', '/api/v1/blogs']) {
      const { status, body, headers } = await server.request(path, { lang: 'en' });
      expect(status, path).toBe(404);
      expectFailureBody(body, {}, translate('en', 'errors.not_found'));
      expect(headers.get('content-language')).toBe('en');
    }
    const arabic = await server.request('/nope');
    expect(arabic.body.message).toBe(translate('ar', 'errors.not_found'));
  });

  it('answers a known path with an unknown method with the 404 envelope, not 405', async () => {
    const attempts: Array<[string, string]> = [
      ['DELETE', '/blogs'],
      ['POST', '/blogs'],
      ['PUT', '/faqs'],
      ['PATCH', '/pages/1'],
      ['DELETE', '/blogs/1'],
      ['GET', '/contact'],
      ['PUT', '/contact'],
    ];
    for (const [method, path] of attempts) {
      const { status, body } = await server.request(path, { method });
      expect(status, `${method} ${path}`).toBe(404);
      expectFailureBody(body);
    }
  });

  it('matches a path with a trailing slash to the same route', async () => {
    for (const path of ['/blogs', '/blogs/1', '/pages', '/faqs', '/banner/statistics', '/main/video']) {
      const plain = await server.request(path, { lang: 'en' });
      const slashed = await server.request(`${path}/`, { lang: 'en' });
      expect(slashed.status, path).toBe(200);
      expect(slashed.body).toEqual(plain.body);
    }
    const before = await countRows(server.db, 'contact_messages');
    const posted = await server.request('/contact/', { body: validContact });
    expect(posted.status).toBe(200);
    expect(await countRows(server.db, 'contact_messages')).toBe(before + 1);
  });

  it('answers URLs the router cannot read with the 404 envelope and a request id', async () => {
    for (const path of ['/api/v1/blogs/%E0%A4%A', `/api/v1/blogs/${'9'.repeat(600)}`]) {
      const answer = await fetch(`${server.url}${path}`, { headers: { lang: 'en' } });
      expect(answer.status).toBe(404);
      expect(answer.headers.get('x-request-id')).toBeTruthy();
      expectFailureBody(await answer.json(), {}, translate('en', 'errors.not_found'));
    }
  });

  it('answers OPTIONS on an API path with the 404 envelope when no front-end origin is configured', async () => {
    const answer = await fetch(`${server.url}/api/v1/blogs`, { method: 'OPTIONS' });
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ status: false, errors: {} });
  });

  it('answers 404 for path ids that are not positive integers', async () => {
    const badIds = ['abc', '0', '-1', '1.5', '99999999999', '2147483648', '1e2', '0x1', '%20', '1abc', '٣'];
    for (const resource of ['blogs', 'stories', 'videos', 'pages']) {
      expect((await server.request(`/${resource}/1`)).status).toBe(200);
      for (const id of badIds) {
        const { status, body } = await server.request(`/${resource}/${id}`);
        expect(status, `${resource}/${id}`).toBe(404);
        expectFailureBody(body);
      }
    }
  });
});

describe('request bodies (§1.1, §1.13)', () => {
  it('answers malformed JSON with 422, an empty errors object and nothing written', async () => {
    const before = await countRows(server.db, 'contact_messages');
    for (const data of ['{"name": "Sara",', '{bad json}', "{'name': 'x'}", '{"__proto__": {"a": 1}}']) {
      for (const lang of LANGS) {
        const { status, body } = await server.request('/contact', {
          raw: { data, contentType: 'application/json' },
          lang,
        });
        expect(status, data).toBe(422);
        expectFailureBody(body, {}, translate(lang, 'errors.malformed_json'));
      }
    }
    expect(await countRows(server.db, 'contact_messages')).toBe(before);
  });

  it('refuses a JSON body that is not an object with a 422 and writes nothing', async () => {
    const before = await countRows(server.db, 'contact_messages');
    for (const data of ['[]', JSON.stringify([validContact]), '"hello"', '42', 'null', 'true']) {
      const { status, body } = await server.request('/contact', {
        raw: { data, contentType: 'application/json' },
      });
      expect(status, data).toBe(422);
      expect(body.status).toBe(false);
      expect(body.errors).toEqual(body.result.errors);
      expect(body.message.length).toBeGreaterThan(0);
    }
    expect(await countRows(server.db, 'contact_messages')).toBe(before);
  });

  it('refuses a body that is not JSON with a failure envelope and writes nothing', async () => {
    const before = await countRows(server.db, 'contact_messages');
    const { status, body } = await server.request('/contact', {
      raw: { data: 'name=Sara&email=sara@example.test', contentType: 'application/x-www-form-urlencoded' },
    });
    expect(status).toBe(422);
    expectFailureBody(body);
    expect(await countRows(server.db, 'contact_messages')).toBe(before);
  });

  it('answers a body over 20 MB with 413 and the failure envelope, writing nothing', async () => {
    const before = await countRows(server.db, 'contact_messages');
    const big = JSON.stringify({ ...validContact, content: 'x'.repeat(21 * 1024 * 1024) });
    const { status, body, headers } = await server.request('/contact', {
      raw: { data: big, contentType: 'application/json' },
      lang: 'en',
    });
    expect(status).toBe(413);
    expectFailureBody(body, {}, translate('en', 'errors.payload_too_large'));
    expect(headers.get('x-request-id')).toBeTruthy();
    expect(await countRows(server.db, 'contact_messages')).toBe(before);
  });

  it('answers wrong types with a 422 keyed by each offending field', async () => {
    const before = await countRows(server.db, 'contact_messages');
    const { status, body } = await server.request('/contact', {
      body: { name: 123, email: true, mobile: 966500000000, subject: ['a'], content: { text: 'hi' } },
      lang: 'en',
    });
    expect(status).toBe(422);
    expect(Object.keys(body.errors).sort()).toEqual(['content', 'email', 'mobile', 'name', 'subject']);
    expect(body.result.errors).toEqual(body.errors);
    for (const messages of Object.values(body.errors)) {
      expect(messages).toEqual([translate('en', 'validation.invalid')]);
    }
    expect(await countRows(server.db, 'contact_messages')).toBe(before);
  });

  it('answers oversized fields with a 422 keyed by the field, naming the limit', async () => {
    const { status, body } = await server.request('/contact', {
      body: { ...validContact, name: 'n'.repeat(101), content: 'c'.repeat(5001) },
      lang: 'en',
    });
    expect(status).toBe(422);
    expectFailureBody(body, {
      name: ['Please enter no more than 100 characters.'],
      content: ['Please enter no more than 5000 characters.'],
    });
  });

  it('ignores unknown keys', async () => {
    const before = await countRows(server.db, 'contact_messages');
    const { status, body } = await server.request('/contact', {
      body: { ...validContact, id: 424242, loading: true, status: 'x' },
    });
    expect(status).toBe(200);
    expect(body.result).toEqual({});
    expect(await countRows(server.db, 'contact_messages')).toBe(before + 1);
    const found = await server.db.execute(
      sql`select count(*)::int as n from contact_messages where id = 424242`,
    );
    expect((found as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
  });
});

describe('the lang header (§1.4)', () => {
  it('reads ar by default, ignores case and region, and treats unknown values as ar', async () => {
    const cases: Array<[string | undefined, Lang]> = [
      [undefined, 'ar'],
      ['ar', 'ar'],
      ['en', 'en'],
      ['EN', 'en'],
      ['EN-us', 'en'],
      ['en-GB', 'en'],
      ['en_US', 'en'],
      [' en ', 'en'],
      ['AR-sa', 'ar'],
      ['fr', 'ar'],
      ['english', 'ar'],
      ['', 'ar'],
      ['*', 'ar'],
    ];
    for (const [lang, expected] of cases) {
      const { status, body, headers } = await server.request('/blogs?per_page=3', { lang });
      expect(status).toBe(200);
      expect(headers.get('content-language'), String(lang)).toBe(expected);
      expect(body.message).toBe(translate(expected, 'common.fetched'));
      for (const blog of body.result.data) {
        if (expected === 'ar') expect(blog.title).toMatch(ARABIC);
        else expect(blog.title).not.toMatch(ARABIC);
      }
    }
  });

  it('sets Content-Language on failures too', async () => {
    for (const lang of LANGS) {
      const notFound = await server.request('/nope', { lang });
      expect(notFound.headers.get('content-language')).toBe(lang);
      const invalid = await server.request('/contact', { body: {}, lang });
      expect(invalid.headers.get('content-language')).toBe(lang);
      expect(invalid.body.errors.name).toEqual([translate(lang, 'validation.required')]);
    }
  });
});

describe('request ids (§1.1)', () => {
  it('puts X-Request-Id on every answer, a different one per request', async () => {
    const answers = await Promise.all([
      server.request('/blogs'),
      server.request('/blogs'),
      server.request('/nope'),
      server.request('/contact', { body: {} }),
      server.request('/contact', { raw: { data: '{', contentType: 'application/json' } }),
      server.request('/blogs/abc'),
    ]);
    const ids = answers.map((answer) => answer.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(/^[\w.-]{1,64}$/);
    expect(new Set(ids).size).toBe(ids.length);
    const health = await fetch(`${server.url}/healthz`);
    expect(health.headers.get('x-request-id')).toBeTruthy();
  });

  it('echoes a sane incoming x-request-id and replaces one that is not', async () => {
    const sane = 'proxy-7f3a.42_B';
    const echoed = await server.request('/blogs', { headers: { 'x-request-id': sane } });
    expect(echoed.headers.get('x-request-id')).toBe(sane);
    const failed = await server.request('/nope', { headers: { 'x-request-id': sane } });
    expect(failed.headers.get('x-request-id')).toBe(sane);
    for (const insane of ['has spaces in it', 'a'.repeat(65), '<script>', 'semi;colon']) {
      const { headers } = await server.request('/blogs', { headers: { 'x-request-id': insane } });
      const id = headers.get('x-request-id');
      expect(id).toBeTruthy();
      expect(id).not.toBe(insane);
      expect(id).toMatch(/^[\w.-]{1,64}$/);
    }
  });
});

describe('caching and security headers', () => {
  it('varies public answers on lang and Authorization', async () => {
    for (const path of ['/blogs', '/banner/statistics', '/public-campaigns', '/nope']) {
      const { headers } = await server.request(path);
      expect(headerTokens(headers.get('vary')), path).toEqual(
        expect.arrayContaining(['lang', 'authorization']),
      );
    }
  });

  it('sends the helmet security headers and, on JSON, a policy that lets nothing load or run, without X-Powered-By', async () => {
    for (const path of ['/blogs', '/nope']) {
      const { headers } = await server.request(path);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(headers.get('x-powered-by')).toBeNull();
    }
  });

  it('sends no Strict-Transport-Security over plain HTTP, nor for a forwarded https without TRUST_PROXY', async () => {
    const plain = await server.request('/blogs');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const spoofed = await server.request('/blogs', { headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers.get('strict-transport-security')).toBeNull();
  });

  it('allows no cross-origin caller when no front-end origin is configured', async () => {
    const { headers } = await server.request('/blogs', { headers: { origin: APP_ORIGIN } });
    expect(headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('authorization on public endpoints (§1.4)', () => {
  it('treats missing, empty, null, undefined, junk and unknown tokens as anonymous', async () => {
    const headerValues = [
      'Bearer null',
      'Bearer undefined',
      'Bearer ',
      'Bearer',
      'bearer null',
      'Bearer not-a-real-token',
      `Bearer ${'f'.repeat(64)}`,
      'null',
      'Basic dXNlcjpwYXNz',
      'Bearer "quoted"',
    ];
    const paths = [
      '/blogs',
      '/blogs/1',
      '/pages',
      '/faqs',
      '/banner/statistics',
      '/public-campaigns',
      '/main/video',
    ];
    for (const path of paths) {
      const anonymous = await server.request(path);
      for (const authorization of headerValues) {
        const { status, body } = await server.request(path, { headers: { authorization } });
        expect(status, `${path} with ${authorization}`).toBe(200);
        expect(body).toEqual(anonymous.body);
      }
    }
    const before = await countRows(server.db, 'contact_messages');
    for (const token of ['null', 'undefined', '', 'junk']) {
      const { status } = await server.request('/contact', { body: validContact, token });
      expect(status).toBe(200);
    }
    expect(await countRows(server.db, 'contact_messages')).toBe(before + 4);
  });
});

describe('API documentation', () => {
  it('serves a valid OpenAPI 3 document of the routes', async () => {
    const { status, body, headers } = await server.request('/openapi.json');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('application/json');
    expect(body.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(body.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(body.servers).toEqual([{ url: '/api/v1' }]);
    const paths = Object.keys(body.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/register',
        '/login',
        '/blogs',
        '/blogs/{id}',
        '/pages/{id}',
        '/contact',
        '/countries',
        '/banner/statistics',
        '/public-campaigns',
      ]),
    );
    const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
    for (const [path, item] of Object.entries(body.paths as Record<string, Record<string, unknown>>)) {
      expect(path.startsWith('/'), path).toBe(true);
      expect(path, 'paths are relative to the server url').not.toMatch(/^\/api\/v1/);
      expect(path, 'templated, not Fastify syntax').not.toContain(':');
      expect(path).not.toMatch(/openapi\.json|\/docs/);
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      for (const [method, operation] of Object.entries(item)) {
        expect(methods).toContain(method);
        const op = operation as {
          responses?: object;
          parameters?: Array<{ in: string; name: string; required?: boolean }>;
        };
        expect(op.responses, `${method} ${path}`).toBeTypeOf('object');
        for (const name of templated) {
          expect(op.parameters, `${method} ${path} declares {${name}}`).toEqual(
            expect.arrayContaining([expect.objectContaining({ in: 'path', name, required: true })]),
          );
        }
      }
    }
    expect(body.paths['/contact'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['name', 'email', 'mobile', 'subject', 'content']),
    );
    expect(body.components.securitySchemes.bearerAuth).toEqual({ type: 'http', scheme: 'bearer' });
  });

  it('serves the interactive docs as an HTML page whose assets all load, with or without a trailing slash', async () => {
    for (const pageUrl of [`${server.url}/api/v1/docs`, `${server.url}/api/v1/docs/`]) {
      const page = await fetch(pageUrl);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      const html = await page.text();
      expect(html).toContain('<div id="swagger-ui"></div>');
      const assets = [...html.matchAll(/(?:href|src)="([^"]+)"/g)].map((match) => match[1]!);
      expect(assets).toEqual(expect.arrayContaining([expect.stringContaining('swagger-ui-bundle.js')]));
      for (const asset of assets) {
        const answer = await fetch(new URL(asset, pageUrl));
        expect(answer.status, `${asset} from ${pageUrl}`).toBe(200);
        await answer.arrayBuffer();
      }
    }
    // The page reads the document from ./json beside it.
    const spec = await server.request('/docs/json');
    expect(spec.status).toBe(200);
    expect(spec.body.paths['/contact']).toBeDefined();
  });
});

describe('with front-end origins and a trusted proxy', () => {
  let proxied: TestServer;
  beforeAll(async () => {
    proxied = await startTestServer(
      { CORS_ORIGINS: `${APP_ORIGIN}, ${ADMIN_ORIGIN}`, TRUST_PROXY: 'true' },
      undefined,
      { overHttp: true },
    );
  });
  afterAll(() => proxied.close());

  const preflight = (
    origin: string,
    requestHeaders = 'lang,authorization,content-type,accept,idempotency-key',
  ) =>
    fetch(`${proxied.url}/api/v1/contact`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': requestHeaders,
      },
    });

  it('answers a CORS preflight from a configured origin allowing the contract headers', async () => {
    for (const origin of [APP_ORIGIN, ADMIN_ORIGIN]) {
      const answer = await preflight(origin);
      expect(answer.status).toBeLessThan(300);
      expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
      expect(headerTokens(answer.headers.get('access-control-allow-headers'))).toEqual(
        expect.arrayContaining(['lang', 'authorization', 'content-type', 'accept', 'idempotency-key']),
      );
      expect(headerTokens(answer.headers.get('access-control-allow-methods'))).toEqual(
        expect.arrayContaining(['get', 'post', 'put', 'delete']),
      );
      expect(answer.headers.get('x-request-id')).toBeTruthy();
    }
  });

  it('gives an unconfigured origin no allow-origin, on preflights and on requests', async () => {
    for (const origin of ['https://evil.example', 'http://app.example', 'https://app.example.evil.test']) {
      const answer = await preflight(origin);
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      const { status, headers } = await proxied.request('/blogs', { headers: { origin } });
      expect(status).toBe(200);
      expect(headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('allows a configured origin on actual requests and exposes Retry-After and X-Request-Id', async () => {
    for (const path of ['/blogs', '/nope']) {
      const { headers } = await proxied.request(path, { headers: { origin: APP_ORIGIN } });
      expect(headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
      expect(headerTokens(headers.get('access-control-expose-headers'))).toEqual(
        expect.arrayContaining(['retry-after', 'x-request-id']),
      );
      // CORS's Vary: Origin is kept, so a shared cache cannot serve one origin's answer to another.
      expect(headerTokens(headers.get('vary'))).toEqual(
        expect.arrayContaining(['origin', 'lang', 'authorization']),
      );
    }
    const posted = await proxied.request('/contact', { body: validContact, headers: { origin: APP_ORIGIN } });
    expect(posted.status).toBe(200);
    expect(posted.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
  });

  it('answers an OPTIONS request without an Origin header with an empty 204, allowing no origin', async () => {
    const answer = await fetch(`${proxied.url}/api/v1/blogs`, { method: 'OPTIONS' });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('adds Strict-Transport-Security only when the trusted proxy says the request came over HTTPS', async () => {
    const secure = await proxied.request('/blogs', { headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    const notFound = await proxied.request('/nope', { headers: { 'x-forwarded-proto': 'https' } });
    expect(notFound.headers.get('strict-transport-security')).toMatch(/max-age=/);
    const plain = await proxied.request('/blogs');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const forwardedHttp = await proxied.request('/blogs', { headers: { 'x-forwarded-proto': 'http' } });
    expect(forwardedHttp.headers.get('strict-transport-security')).toBeNull();
  });

  describe('pagination (§1.5)', () => {
    const TOTAL = 103;
    let newestFirst: number[];
    beforeAll(async () => {
      await proxied.db.delete(blogs);
      for (let i = 0; i < TOTAL; i++) await createBlog(proxied.db);
      const rows = await proxied.db.select({ id: blogs.id, createdAt: blogs.createdAt }).from(blogs);
      newestFirst = rows
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
        .map((row) => row.id);
    });
    const page = async (query: string) => {
      const { status, body } = await proxied.request(`/blogs${query}`);
      expect(status, query).toBe(200);
      return body.result as { data: Array<{ id: number }>; meta: Record<string, number> };
    };

    it('defaults to page 1 of 15 and reports the meta as integers', async () => {
      const result = await page('');
      expect(Object.keys(result).sort()).toEqual(['data', 'meta']);
      expect(result.meta).toEqual({ current_page: 1, per_page: 15, total: TOTAL, last_page: 7 });
      expect(result.data.map((blog) => blog.id)).toEqual(newestFirst.slice(0, 15));
    });

    it('walks every page newest first without gaps or repeats', async () => {
      const seen: number[] = [];
      for (let n = 1; n <= 7; n++) {
        const result = await page(`?page=${n}`);
        expect(result.meta).toEqual({ current_page: n, per_page: 15, total: TOTAL, last_page: 7 });
        seen.push(...result.data.map((blog) => blog.id));
      }
      expect(seen).toEqual(newestFirst);
      expect((await page('?page=7')).data).toHaveLength(TOTAL - 6 * 15);
    });

    it('caps per_page at 100', async () => {
      const hundred = await page('?per_page=100');
      expect(hundred.data).toHaveLength(100);
      expect(hundred.meta).toEqual({ current_page: 1, per_page: 100, total: TOTAL, last_page: 2 });
      for (const perPage of ['101', '1000', '99999999999999999999']) {
        const capped = await page(`?per_page=${perPage}`);
        expect(capped.meta.per_page).toBe(100);
        expect(capped.data).toHaveLength(100);
      }
      const second = await page('?per_page=100&page=2');
      expect(second.data.map((blog) => blog.id)).toEqual(newestFirst.slice(100));
      const small = await page('?per_page=7&page=3');
      expect(small.meta).toEqual({ current_page: 3, per_page: 7, total: TOTAL, last_page: 15 });
      expect(small.data.map((blog) => blog.id)).toEqual(newestFirst.slice(14, 21));
    });

    it('reads an invalid per_page as the default and an invalid page as 1', async () => {
      for (const perPage of ['abc', '0', '-5', '2.5', '', '1,5']) {
        const result = await page(`?per_page=${perPage}`);
        expect(result.meta.per_page, perPage).toBe(15);
        expect(result.data).toHaveLength(15);
      }
      for (const bad of ['abc', '0', '-2', '1.5', '', 'NaN']) {
        const result = await page(`?page=${bad}`);
        expect(result.meta.current_page, bad).toBe(1);
        expect(result.data.map((blog) => blog.id)).toEqual(newestFirst.slice(0, 15));
      }
    });

    it('answers a page past the end with empty data and correct meta', async () => {
      const past = await page('?page=8');
      expect(past).toEqual({ data: [], meta: { current_page: 8, per_page: 15, total: TOTAL, last_page: 7 } });
      const far = await page('?page=5000&per_page=100');
      expect(far).toEqual({
        data: [],
        meta: { current_page: 5000, per_page: 100, total: TOTAL, last_page: 2 },
      });
      // `1e20` is not written in plain digits, so it reads as page 1, like any other non-number.
      expect((await page('?page=1e20')).meta.current_page).toBe(1);
      for (const huge of ['99999999999', '99999999999999999999']) {
        const result = await page(`?page=${huge}`);
        expect(result.data, huge).toEqual([]);
        expect(result.meta.total).toBe(TOTAL);
        expect(result.meta.last_page).toBe(7);
      }
    });

    it('reports last_page 1 when there is nothing to list', async () => {
      await proxied.db.delete(videos);
      const { body } = await proxied.request('/videos');
      expect(body.result).toEqual({
        data: [],
        meta: { current_page: 1, per_page: 15, total: 0, last_page: 1 },
      });
      const second = await proxied.request('/videos?page=3&per_page=5');
      expect(second.body.result).toEqual({
        data: [],
        meta: { current_page: 3, per_page: 5, total: 0, last_page: 1 },
      });
    });

    it('applies the same rules to stories', async () => {
      const { body } = await proxied.request('/stories?per_page=4&page=2');
      expect(body.result.meta).toEqual({ current_page: 2, per_page: 4, total: 9, last_page: 3 });
      expect(body.result.data).toHaveLength(4);
    });
  });

  it('answers an unexpected failure with a generic 500 that leaks no internals', async () => {
    await proxied.db.execute(sql`alter table faqs rename to faqs_moved_away`);
    try {
      for (const lang of LANGS) {
        const { status, body, headers } = await proxied.request('/faqs', { lang });
        expect(status).toBe(500);
        expectFailureBody(body, {}, translate(lang, 'errors.server_error'));
        expect(headers.get('x-request-id')).toBeTruthy();
        const text = JSON.stringify(body).toLowerCase();
        for (const leak of [
          'faqs',
          'relation',
          'select',
          'stack',
          'error:',
          '.ts',
          'node_modules',
          'pglite',
        ]) {
          expect(text).not.toContain(leak);
        }
      }
    } finally {
      await proxied.db.execute(sql`alter table faqs_moved_away rename to faqs`);
    }
    expect((await proxied.request('/faqs')).status).toBe(200);
  });
});
