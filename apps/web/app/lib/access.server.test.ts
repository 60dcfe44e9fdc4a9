import { SESSION_COOKIE } from '@ataa/contract/cookies';
import { describe, expect, it } from 'vitest';
import { requireAccount, requireGuest, requireRole } from './access.server.ts';
import type { ApiFetch } from './api.server.ts';

interface Account {
  user_type: 'dooner' | 'charity' | 'admin';
  verified?: boolean;
  approval_status?: 'pending' | 'approved' | 'rejected';
}

/** The API as the page server sees it: `/me` answers for the given account, or 401 without one. */
function apiAs(account: Account | null): { apiFetch: ApiFetch } {
  return {
    apiFetch: async (path) => {
      expect(path).toBe('/me');
      const headers = { 'content-type': 'application/json' };
      if (!account)
        return new Response(JSON.stringify({ message: 'Unauthenticated' }), { status: 401, headers });
      const result = {
        id: 7,
        name: 'Sami Test',
        first_name: 'Sami',
        charity_name: null,
        photo: null,
        rejection_reason: null,
        unread_notifications: 0,
        email_verified_at: account.verified === false ? null : '2026-01-01T00:00:00Z',
        approval_status: account.approval_status ?? 'approved',
        user_type: account.user_type,
      };
      return new Response(JSON.stringify({ message: '', result }), { headers });
    },
  };
}

const signedIn = (url: string) => new Request(url, { headers: { cookie: `${SESSION_COOKIE}=token` } });
const visitor = (url: string) => new Request(url);

/** Where a check sends the request: the redirect's target, or null when the page may render. */
async function outcome(check: Promise<unknown>): Promise<string | null> {
  try {
    await check;
    return null;
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status === 302) return thrown.headers.get('location');
    throw thrown;
  }
}

const DONOR_PAGES = { role: 'donor' as const };

describe('requireRole', () => {
  it('sends a visitor to login with the page they asked for, to come back after', async () => {
    const request = visitor('http://site.test/en/dashboard/donor/history?page=2');
    expect(await outcome(requireRole({}, request, 'en', DONOR_PAGES))).toBe(
      `/en/login?redirect=${encodeURIComponent('/en/dashboard/donor/history?page=2')}`,
    );
  });

  it('treats a session the API no longer accepts as a visitor', async () => {
    const request = signedIn('http://site.test/dashboard/donor');
    expect(await outcome(requireRole(apiAs(null), request, 'ar', DONOR_PAGES))).toBe(
      `/login?redirect=${encodeURIComponent('/dashboard/donor')}`,
    );
  });

  it('lets a verified donor into the donor pages', async () => {
    const request = signedIn('http://site.test/dashboard/donor');
    expect(await outcome(requireRole(apiAs({ user_type: 'dooner' }), request, 'ar', DONOR_PAGES))).toBeNull();
  });

  it('sends a wrong role to its own dashboard', async () => {
    const request = signedIn('http://site.test/en/dashboard/donor');
    const charity = apiAs({ user_type: 'charity' });
    expect(await outcome(requireRole(charity, request, 'en', DONOR_PAGES))).toBe('/en/dashboard/charity');
  });

  it('sends an unverified account to verify its e-mail', async () => {
    const request = signedIn('http://site.test/dashboard/donor');
    const unverified = apiAs({ user_type: 'dooner', verified: false });
    expect(await outcome(requireRole(unverified, request, 'ar', DONOR_PAGES))).toBe('/verify-email');
  });

  it('sends a charity awaiting approval to /pending from the pages that need approval only', async () => {
    const request = signedIn('http://site.test/en/dashboard/charity');
    const pending = apiAs({ user_type: 'charity', approval_status: 'pending' });
    expect(await outcome(requireRole(pending, request, 'en', { role: 'charity', approved: true }))).toBe(
      '/en/pending',
    );
    expect(await outcome(requireRole(pending, request, 'en', { role: 'charity' }))).toBeNull();
  });
});

describe('requireGuest and requireAccount', () => {
  it('sends a signed-in account away from login to its dashboard, and lets a visitor in', async () => {
    const request = signedIn('http://site.test/en/login');
    expect(await outcome(requireGuest(apiAs({ user_type: 'dooner' }), request, 'en'))).toBe(
      '/en/dashboard/donor',
    );
    expect(await outcome(requireGuest({}, visitor('http://site.test/en/login'), 'en'))).toBeNull();
  });

  it('lets an unverified account into the pages for any account', async () => {
    const request = signedIn('http://site.test/verify-email');
    const viewer = await requireAccount(apiAs({ user_type: 'dooner', verified: false }), request, 'ar');
    expect(viewer).toMatchObject({ verified: false, role: 'donor' });
  });
});
