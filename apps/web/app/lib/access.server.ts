import type { Locale } from '@ataa/contract/locale';
import { redirect } from 'react-router';
import type { ApiFetch } from './api.server.ts';
import { dashboardPath } from './dashboard.ts';
import { localizePath } from './i18n.ts';
import type { Role } from './roles.ts';
import { loadViewer, type Viewer } from './viewer.server.ts';

type Context = { apiFetch?: ApiFetch };

/** Guest-only pages (login, signup) send a signed-in account to its dashboard. */
export async function requireGuest(context: Context, request: Request, locale: Locale) {
  const { viewer } = await loadViewer(context, request, locale);
  if (viewer) throw redirect(dashboardPath(viewer.role, locale));
}

/** Pages for any signed-in account, verified or not; a visitor goes to login and comes back. */
export async function requireAccount(context: Context, request: Request, locale: Locale): Promise<Viewer> {
  const { viewer } = await loadViewer(context, request, locale);
  if (!viewer) {
    const url = new URL(request.url);
    const back = encodeURIComponent(`${url.pathname}${url.search}`);
    throw redirect(`${localizePath('/login', locale)}?redirect=${back}`);
  }
  return viewer;
}

interface RoleRule {
  role: Role;
  /** Charity pages that need the platform's approval. */
  approved?: boolean;
}

/**
 * Dashboards (DESIGN §4): a visitor goes to login, a wrong role to its own dashboard, an
 * unverified account to /verify-email, a charity awaiting approval to /pending.
 */
export async function requireRole(context: Context, request: Request, locale: Locale, rule: RoleRule) {
  const viewer = await requireAccount(context, request, locale);
  if (viewer.role !== rule.role) throw redirect(dashboardPath(viewer.role, locale));
  if (!viewer.verified) throw redirect(localizePath('/verify-email', locale));
  if (rule.approved && viewer.approval !== 'approved') throw redirect(localizePath('/pending', locale));
  return viewer;
}
