import { readCookie, SESSION_COOKIE } from '@ataa/contract/cookies';
import type { Locale } from '@ataa/contract/locale';
import type { me } from '@ataa/contract/schemas/entities';
import type { z } from '@ataa/contract/validation';
import { type ApiFetch, apiFor } from './api.server.ts';
import { type Role, roleOf } from './roles.ts';

type Me = z.infer<typeof me>;

/** What the pages know of the signed-in account; never the token. */
export interface Viewer {
  id: number;
  role: Role;
  name: string;
  firstName: string | null;
  charityName: string | null;
  photo: string | null;
  verified: boolean;
  approval: Me['approval_status'];
  rejectionReason: string | null;
  unreadNotifications: number;
}

export interface ViewerLookup {
  viewer: Viewer | null;
  /** A cookie whose token the API no longer accepts (expired, revoked): it should be cleared. */
  staleCookie: boolean;
}

export async function loadViewer(
  context: { apiFetch?: ApiFetch },
  request: Request,
  locale: Locale,
): Promise<ViewerLookup> {
  if (!readCookie(request.headers.get('cookie'), SESSION_COOKIE)) return { viewer: null, staleCookie: false };
  const answer = await apiFor(context, request, locale).call('GET /me');
  if (!answer.ok) return { viewer: null, staleCookie: answer.status === 401 };
  const user = answer.result;
  return {
    staleCookie: false,
    viewer: {
      id: user.id,
      role: roleOf(user.user_type),
      name: user.name,
      firstName: user.first_name,
      charityName: user.charity_name,
      photo: user.photo,
      verified: user.email_verified_at !== null,
      approval: user.approval_status,
      rejectionReason: user.rejection_reason,
      unreadNotifications: user.unread_notifications,
    },
  };
}
