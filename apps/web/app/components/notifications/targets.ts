import type { Notification } from '@ataa/contract/schemas/notifications';
import type { Role } from '../../lib/roles.ts';

/**
 * Where a notification leads its reader: the object it is about, on the reader's own pages (a
 * donor's donation is in its history, a charity's campaign in its dashboard, the staff's in the
 * back office). A path without the language prefix.
 */
export function notificationTarget(role: Role, notification: Pick<Notification, 'type' | 'data'>): string {
  const { type, data } = notification;
  if (role === 'admin') {
    if (type === 'charity_registered' && data.user_id) return `/admin/charities/${data.user_id}`;
    if (type === 'contact_received') return '/admin/contacts?unread=1';
    if (data.donation_id) return `/admin/donations/${data.donation_id}`;
    if (data.campaign_id) return `/admin/campaigns/${data.campaign_id}`;
    return '/admin';
  }
  if (role === 'charity') {
    if (type === 'charity_approved' || type === 'charity_rejected') return '/dashboard/charity';
    if (type === 'donation_received') return '/dashboard/charity/donations';
    // The list shows paid donations unless asked: a donation refunded in full is no longer paid,
    // one refunded in part still is, so the campaign's donations in every state.
    if (type === 'campaign_donation_refunded')
      return `/dashboard/charity/donations?state=all${data.campaign_id ? `&campaign_id=${data.campaign_id}` : ''}`;
    if (data.campaign_id) return `/dashboard/charity/campaigns/${data.campaign_id}/edit`;
    return '/dashboard/charity';
  }
  if (type === 'campaign_news' && data.campaign_id) return `/campaigns/${data.campaign_id}`;
  if (data.schedule_id) return `/dashboard/donor/schedules/${data.schedule_id}`;
  if (data.donation_id) return '/dashboard/donor/donation-history';
  if (data.campaign_id) return `/campaigns/${data.campaign_id}`;
  return '/dashboard/donor';
}

/** Each account's page of notifications (spec §2; the staff's is in the back office). */
export const NOTIFICATIONS_PAGE: Record<Role, string> = {
  donor: '/dashboard/donor/notification',
  charity: '/dashboard/charity/notification',
  admin: '/admin/notifications',
};
