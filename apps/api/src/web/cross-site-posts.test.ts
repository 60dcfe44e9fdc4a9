import { translate } from '@ataa/contract/translate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCampaign } from '../test/giving.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, undefined, { web: true });
});
afterAll(() => server?.close());

/** A signed-in demo donor: the API token and the page's session cookie. */
async function signIn() {
  const login = await server.request('/login', {
    body: { account: 'donor1@ataa.example', password: 'Donor12345' },
  });
  const token: string = login.body.result.token;
  return { token, cookie: `ataa_session=${encodeURIComponent(token)}` };
}

const cartCount = async (token: string) => (await server.request('/doner/cart/count', { token })).body.result;

/** A page form posted with the headers given (and never an `Origin` unless given). */
const post = (path: string, headers: Record<string, string>, fields: Record<string, string>) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields),
  });

/** The campaign cards' cart button, posted without scripts, for a new campaign open for donations. */
const addToCart = async (headers: Record<string, string>) => {
  const campaign = await openCampaign(server);
  return post('/en/campaigns', headers, { intent: 'add', id: String(campaign.id), back: '/en/campaigns' });
};

describe('page posts without an Origin header', () => {
  it('refuses one whose Referer is another site (403, in the page language): the cart is unchanged', async () => {
    const { token, cookie } = await signIn();
    const before = await cartCount(token);
    const answer = await addToCart({ cookie, referer: 'https://evil.example/win-a-prize' });
    expect(answer.status).toBe(403);
    expect(await answer.text()).toBe(translate('en', 'errors.forbidden'));
    expect(await cartCount(token)).toBe(before);
  });

  it.each(['cross-site', 'same-site'])(
    'refuses one sent with Sec-Fetch-Site: %s: the session survives',
    async (site) => {
      const { token, cookie } = await signIn();
      const answer = await post('/logout', { cookie, 'sec-fetch-site': site }, { locale: 'ar' });
      expect(answer.status).toBe(403);
      expect(await answer.text()).toBe(translate('ar', 'errors.forbidden'));
      expect(answer.headers.getSetCookie()).toEqual([]);
      expect((await server.request('/me', { token })).status).toBe(200);
    },
  );

  it('refuses one whose Referer cannot be read', async () => {
    const { token, cookie } = await signIn();
    const answer = await post('/logout', { cookie, referer: 'not an address' }, { locale: 'ar' });
    expect(answer.status).toBe(403);
    expect((await server.request('/me', { token })).status).toBe(200);
  });

  it('accepts one whose Referer is a page of this site', async () => {
    const { token, cookie } = await signIn();
    const before = await cartCount(token);
    const answer = await addToCart({ cookie, referer: `${server.url}/en/campaigns?page=2` });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/en/campaigns');
    expect(await cartCount(token)).toBe(before + 1);
  });

  it.each(['same-origin', 'none'])('accepts one sent with Sec-Fetch-Site: %s', async (site) => {
    const { token, cookie } = await signIn();
    // With the Referer held back (Referrer-Policy: no-referrer), Sec-Fetch-Site is what tells.
    const answer = await post('/logout', { cookie, 'sec-fetch-site': site }, { locale: 'ar' });
    expect(answer.status).toBe(302);
    expect((await server.request('/me', { token })).status).toBe(401);
  });

  it('accepts one with none of Origin, Sec-Fetch-Site and Referer, as curl sends it', async () => {
    const answer = await post('/en/login', {}, { account: 'donor1@ataa.example', password: 'Donor12345' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/en/dashboard/donor');
    expect(answer.headers.getSetCookie().some((line) => line.startsWith('ataa_session='))).toBe(true);
  });

  it('still judges by Origin first when one is sent', async () => {
    const { token, cookie } = await signIn();
    const foreign = await post(
      '/logout',
      { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'same-origin', referer: `${server.url}/` },
      { locale: 'ar' },
    );
    expect(foreign.status).toBe(403);
    expect((await server.request('/me', { token })).status).toBe(200);
  });
});
