import { describe, expect, it } from 'vitest';
import { notificationTarget } from './targets.ts';

describe('where a notification leads', () => {
  it('leads the staff to the queue or record in the back office', () => {
    expect(notificationTarget('admin', { type: 'charity_registered', data: { user_id: 7 } })).toBe(
      '/admin/charities/7',
    );
    expect(
      notificationTarget('admin', { type: 'campaign_submitted', data: { user_id: 7, campaign_id: 3 } }),
    ).toBe('/admin/campaigns/3');
    expect(notificationTarget('admin', { type: 'contact_received', data: { contact_id: 2 } })).toBe(
      '/admin/contacts?unread=1',
    );
  });

  it("leads a charity to its own pages: the campaign's editor, its donations, its overview", () => {
    expect(
      notificationTarget('charity', { type: 'campaign_rejected', data: { campaign_id: 4, reason: 'x' } }),
    ).toBe('/dashboard/charity/campaigns/4/edit');
    expect(
      notificationTarget('charity', { type: 'donation_received', data: { donation_id: 9, campaign_id: 4 } }),
    ).toBe('/dashboard/charity/donations');
    const refunded = { donation_id: 9, campaign_id: 4, amount_minor: 37_500 };
    expect(notificationTarget('charity', { type: 'campaign_donation_refunded', data: refunded })).toBe(
      '/dashboard/charity/donations?state=all&campaign_id=4',
    );
    expect(notificationTarget('charity', { type: 'charity_approved', data: {} })).toBe('/dashboard/charity');
  });

  it('leads a donor to its donation history, or to the campaign its news is about', () => {
    expect(
      notificationTarget('donor', { type: 'donation_paid', data: { donation_id: 9, campaign_id: 4 } }),
    ).toBe('/dashboard/donor/donation-history');
    expect(
      notificationTarget('donor', { type: 'campaign_news', data: { campaign_id: 4, update_id: 1 } }),
    ).toBe('/campaigns/4');
  });

  it('leads a donor to the schedule a notice is about, where its charges and receipt are', () => {
    expect(notificationTarget('donor', { type: 'schedule_failed', data: { schedule_id: 12 } })).toBe(
      '/dashboard/donor/schedules/12',
    );
    expect(
      notificationTarget('donor', {
        type: 'schedule_paused',
        data: { schedule_id: 12, reason: 'payment_failed' },
      }),
    ).toBe('/dashboard/donor/schedules/12');
  });
});
