import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deliver, donate, openCampaign, sandboxEvent, settle } from '../../../api/src/test/giving.ts';
import type {} from '../../../api/src/test/global-setup.ts';
import { startTestServer, type TestServer } from '../../../api/src/test/harness.ts';
import { ADMIN, CHARITY, DONOR } from '../accounts.ts';

// Seeded campaign 3 is published and takes donations.
const CAMPAIGN = 3;

describe('the short cache of anonymous public pages', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer({ PAGE_CACHE_TTL_MS: '60000' }, undefined, { web: true });
    const login = await server.request('/login', {
      body: { account: DONOR.email, password: DONOR.password },
    });
    token = login.body.result.token;
  });
  afterAll(() => server?.close());

  const page = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } });

  it('serves a campaign page rendered once to every anonymous visitor, and never to a signed-in one', async () => {
    const first = await page(`/en/campaigns/${CAMPAIGN}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const before = await first.text();
    // The API's own cache is off here: a new render would show the new name at once.
    await server.db.execute(`update campaigns set name_en = 'Renamed while cached' where id = ${CAMPAIGN}`);

    // Within the cache's time, anonymous visitors get the page as it was rendered.
    const again = await page(`/en/campaigns/${CAMPAIGN}`);
    expect(await again.text()).toBe(before);
    // Compressed, it is the same page (fetch undoes the encoding).
    for (const encoding of ['br', 'gzip']) {
      const compressed = await page(`/en/campaigns/${CAMPAIGN}`, { 'accept-encoding': encoding });
      expect(compressed.headers.get('content-encoding')).toBe(encoding);
      expect(await compressed.text()).toBe(before);
    }

    // Another currency is another page; a session is never served from, or kept in, the cache.
    const otherCurrency = await page(`/en/campaigns/${CAMPAIGN}`, { cookie: 'currency_id=2' });
    expect(await otherCurrency.text()).toContain('Renamed while cached');
    const signedIn = await page(`/en/campaigns/${CAMPAIGN}`, {
      cookie: `ataa_session=${encodeURIComponent(token)}`,
    });
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    const personal = await signedIn.text();
    expect(personal).toContain('Renamed while cached');
    expect(await (await page(`/en/campaigns/${CAMPAIGN}`)).text()).toBe(before);
  });

  it("keeps a cached page's nonce with it: header and scripts still match when served again", async () => {
    const nonceIn = (answer: Response) =>
      answer.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1];
    const first = await page('/en/campaigns');
    const again = await page('/en/campaigns', { 'accept-encoding': 'br' });
    const nonce = nonceIn(first);
    expect(nonce).toBeTruthy();
    expect(nonceIn(again)).toBe(nonce);
    for (const answer of [first, again]) {
      const scripts = [...(await answer.text()).matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
      expect(scripts.length).toBeGreaterThan(1);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    }
  });

  it('shows a page whose total just changed as it was for a second, then renders it again behind the visitor who asks', async () => {
    const campaign = await openCampaign(server);
    const path = `/en/campaigns/${campaign.id}`;
    // The server runs in this process: its clock is this one, stopped where the test says.
    const start = Date.now();
    vi.setSystemTime(start);
    try {
      const before = await (await page(path)).text();
      expect(before).not.toContain('4,321');
      await deliver(
        server,
        sandboxEvent(await donate(server, { campaign_id: campaign.id, amount: 4321 }), 'paid'),
      );
      await settle(server);
      expect(await (await page(path)).text()).toBe(before);

      // A second after its render, the visitor still gets it at once, and a render starts behind
      // them (one that their closed answer does not stop): the clock stays there until it lands.
      vi.setSystemTime(start + 1500);
      expect(await (await page(path)).text()).toBe(before);
      await vi.waitFor(async () => expect(await (await page(path)).text()).toContain('4,321'), {
        timeout: 10_000,
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('renders the donate page for each visitor: each form has its own payment key', async () => {
    const keyOf = async () => {
      const html = await (await page(`/en/campaigns/donate/${CAMPAIGN}`)).text();
      return html.match(/name="idempotency_key" value="([^"]+)"/)?.[1];
    };
    const [first, second] = [await keyOf(), await keyOf()];
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(first).not.toBe(second);
  });

  it('sends the donor, charity and back-office pages, their redirects for visitors and the export as private, no-store', async () => {
    const sessionOf = async (account: { email: string; password: string }) => {
      const login = await server.request('/login', {
        body: { account: account.email, password: account.password },
      });
      return { cookie: `ataa_session=${encodeURIComponent(login.body.result.token)}` };
    };
    const [donor, charity, admin] = [
      await sessionOf(DONOR),
      await sessionOf(CHARITY),
      await sessionOf(ADMIN),
    ];
    const answers: Array<[string, Record<string, string>, number]> = [
      ['/dashboard/donor', donor, 200],
      ['/en/dashboard/donor/donation-history', donor, 200],
      ['/dashboard/charity', charity, 200],
      ['/en/dashboard/charity/donations', charity, 200],
      ['/dashboard/charity/donations/export', charity, 200],
      ['/admin', admin, 200],
      ['/en/admin/charities', admin, 200],
      // A wrong role goes to its own dashboard; a visitor to the login page and back.
      ['/admin', donor, 302],
      ['/dashboard/donor', {}, 302],
      ['/en/dashboard/charity/donations', {}, 302],
      ['/dashboard/charity/donations/export', {}, 302],
      ['/en/admin/charities', {}, 302],
    ];
    for (const [path, headers, status] of answers) {
      const answer = await fetch(`${server.url}${path}`, { headers, redirect: 'manual' });
      expect(answer.status, path).toBe(status);
      expect(answer.headers.get('cache-control'), `${path} ${status}`).toBe('private, no-store');
      await answer.body?.cancel();
    }
  });

  it("sends a page's security policies with the page, and only what applies with its build files", async () => {
    const html = await (await page('/en')).text();
    const script = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(script).toBeTruthy();
    const asset = await page(script!);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(asset.headers.get('content-security-policy')).toBeNull();
    const document = await page('/en');
    expect(document.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(document.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});
