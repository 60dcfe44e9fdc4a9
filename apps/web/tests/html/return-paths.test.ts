import { UNSAFE_decodeViaTurboStream as decodeTurboStream } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {} from '../../../api/src/test/global-setup.ts';
import { startTestServer, type TestServer } from '../../../api/src/test/harness.ts';
import { DONOR } from '../accounts.ts';

// Seeded campaign 3 is published and takes donations.
const CAMPAIGN = 3;

/** Return targets that a browser would resolve to another site, each written another way. */
const ELSEWHERE = [
  '//evil.example',
  '/\\evil.example',
  '/.//evil.example',
  '/./\\evil.example',
  '/a/..//evil.example',
  '/%2e//evil.example',
  '/\t/evil.example',
  'https://evil.example',
];

let server: TestServer;
let session: string;

beforeAll(async () => {
  server = await startTestServer({}, undefined, { web: true });
  const login = await server.request('/login', { body: { account: DONOR.email, password: DONOR.password } });
  session = `ataa_session=${encodeURIComponent(login.body.result.token)}`;
});
afterAll(() => server?.close());

/**
 * Posts a page form as a browser without scripts does (to the page, answered with a 302), or as
 * React Router's scripts do (to its `.data` address, answered with a 202 whose body names the
 * redirect, read here as the scripts read it), and gives back where the browser is sent.
 */
async function postForm(path: string, query: string, fields: Record<string, string>, scripted: boolean) {
  const answer = await fetch(`${server.url}${path}${scripted ? '.data' : ''}${query}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: session },
    body: new URLSearchParams(fields),
  });
  expect(answer.status, `${path}${query}`).toBe(scripted ? 202 : 302);
  if (!scripted) return answer.headers.get('location') ?? '';
  const { value } = await decodeTurboStream(answer.body!, globalThis);
  return (value as { redirect?: string }).redirect ?? '';
}

/** A `Location` that stays on this site: a path, with no second slash or backslash for a host. */
function expectOnThisSite(location: string) {
  expect(location).toMatch(/^\/(?![/\\])/);
  expect(new URL(location, server.url).origin).toBe(new URL(server.url).origin);
}

const login = (target: string, scripted: boolean) =>
  postForm(
    '/en/login',
    `?redirect=${encodeURIComponent(target)}`,
    { account: DONOR.email, password: DONOR.password },
    scripted,
  );

const addToCart = (back: string, scripted: boolean) =>
  postForm('/en/campaigns', '', { intent: 'add', id: String(CAMPAIGN), back }, scripted);

describe.each([
  ['a plain form post', false],
  ['a scripted post', true],
])('return targets from the request, as %s', (_, scripted) => {
  it.each(ELSEWHERE)('login never sends the donor off the site: %j', async (target) => {
    const location = await login(target, scripted);
    expectOnThisSite(location);
    expect(location).toBe('/en/dashboard/donor');
  });

  it.each(ELSEWHERE)('the cart form never sends the donor off the site: %j', async (target) => {
    const location = await addToCart(target, scripted);
    expectOnThisSite(location);
    expect(location).toBe('/en/campaigns');
  });

  it('both go back to a page of this site, query and fragment kept', async () => {
    const page = `/en/campaigns/${CAMPAIGN}?x=1#top`;
    expect(await login(page, scripted)).toBe(page);
    expect(await addToCart(page, scripted)).toBe(page);
  });
});

describe('the language switcher without scripts', () => {
  const switchTo = async (address: string) => {
    const answer = await fetch(`${server.url}${address}`, { redirect: 'manual' });
    expect(answer.status, address).toBe(302);
    return answer.headers.get('location') ?? '';
  };

  it.each([
    ['/en//evil.example?lang=ar', '/'],
    ['//evil.example/x?lang=ar', '/'],
    ['//evil.example?lang=en', '/en/evil.example'],
  ])('keeps an address written to leave the site on it: %j', async (address, expected) => {
    const location = await switchTo(address);
    expectOnThisSite(location);
    expect(location).toBe(expected);
  });

  it('shows the same page in the other language', async () => {
    expect(await switchTo('/en/campaigns?lang=ar&page=2')).toBe('/campaigns?page=2');
    expect(await switchTo('/campaigns/3?lang=en')).toBe('/en/campaigns/3');
  });
});
