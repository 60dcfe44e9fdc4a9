import type { Locale } from '@ataa/contract/locale';
import {
  index,
  layout,
  prefix,
  type RouteConfig,
  type RouteConfigEntry,
  route,
} from '@react-router/dev/routes';

/**
 * Every page exists twice: Arabic at the spec's path and English under /en. Route ids carry the
 * language so the two trees can share one module per page.
 */
function pages(locale: Locale): RouteConfigEntry[] {
  const id = (name: string) => ({ id: `${name}.${locale}` });
  const tree = [
    layout('layouts/default.tsx', id('layout-default'), [
      index('routes/content/home.tsx', id('home')),
      route('about', 'routes/content/about.tsx', id('about')),
      route('contact', 'routes/content/contact.tsx', id('contact')),
      route('faqs', 'routes/content/faqs.tsx', id('faqs')),
      route('terms-conditions', 'routes/content/terms.tsx', id('terms')),
      route('page/:id', 'routes/content/content-page.tsx', id('content-page')),
      route('campaigns', 'routes/content/campaigns.tsx', id('campaigns')),
      route('campaigns/:id', 'routes/content/campaign.tsx', id('campaign')),
      route('charity/:id', 'routes/content/charity.tsx', id('charity')),
      route('blogs', 'routes/content/content-list.tsx', id('blogs')),
      route('blogs/:id', 'routes/content/content-item.tsx', id('blog')),
      route('stories', 'routes/content/content-list.tsx', id('stories')),
      route('stories/:id', 'routes/content/content-item.tsx', id('story')),
      route('videos', 'routes/content/content-list.tsx', id('videos')),
      route('videos/:id', 'routes/content/content-item.tsx', id('video')),
      route('login', 'routes/auth/login.tsx', id('login')),
      route('signup', 'routes/auth/signup.tsx', id('signup')),
      route('signup-charity', 'routes/auth/signup-charity.tsx', id('signup-charity')),
      route('forgetpassword', 'routes/auth/forgot-password.tsx', id('forgot-password')),
      route('checkemail', 'routes/auth/check-email.tsx', id('check-email')),
      route('verify-email', 'routes/auth/verify-email.tsx', id('verify-email')),
      route('pending', 'routes/auth/pending.tsx', id('pending')),
      route('start-campaign', 'routes/charity/start-campaign.tsx', id('start-campaign')),
      route('campaigns/donate/:id', 'routes/giving/donate.tsx', id('donate')),
      route('donate/all', 'routes/giving/donate-all.tsx', id('donate-all')),
      route('payment/return', 'routes/giving/payment-return.tsx', id('payment-return')),
      route('visitor/donations/callback', 'routes/giving/payment-return.tsx', id('visitor-payment-return')),
      route('*', 'routes/content/not-found.tsx', id('not-found')),
    ]),
    layout('layouts/donor.tsx', id('layout-donor'), [
      route('dashboard/donor', 'routes/donor/donor-home.tsx', id('donor-home')),
      route('dashboard/donor/cart', 'routes/donor/donor-cart.tsx', id('donor-cart')),
      route(
        'dashboard/donor/donations-cart',
        'routes/donor/donor-donations-cart.tsx',
        id('donor-donations-cart'),
      ),
      route(
        'dashboard/donor/campaigns-history',
        'routes/donor/donor-campaigns-history.tsx',
        id('donor-campaigns'),
      ),
      route(
        'dashboard/donor/donation-history',
        'routes/donor/donor-donation-history.tsx',
        id('donor-donations'),
      ),
      route(
        'dashboard/donor/notification',
        'routes/notifications/notifications.tsx',
        id('donor-notification'),
      ),
      route('dashboard/donor/schedules', 'routes/donor/donor-schedules.tsx', id('donor-schedules')),
      route('dashboard/donor/schedules/:id', 'routes/donor/donor-schedule.tsx', id('donor-schedule')),
      route('dashboard/donor/settings', 'routes/auth/account-settings.tsx', id('donor-settings')),
    ]),
    // The receipt is a file in the page's language, outside any layout.
    route('dashboard/donor/donations/:id/receipt', 'routes/donor/donor-receipt.ts', id('donor-receipt')),
    route(
      'dashboard/donor/schedules/:id/receipt',
      'routes/donor/schedule-receipt.ts',
      id('donor-schedule-receipt'),
    ),
    // The export is a file in the page's language, outside any layout, like the receipt.
    route(
      'dashboard/charity/donations/export',
      'routes/charity/charity-donations-export.ts',
      id('charity-donations-export'),
    ),
    layout('layouts/charity.tsx', id('layout-charity'), [
      route('dashboard/charity', 'routes/charity/charity-home.tsx', id('charity-home')),
      route('dashboard/charity/campaigns', 'routes/charity/charity-campaigns.tsx', id('charity-campaigns')),
      route('dashboard/charity/donations', 'routes/charity/charity-donations.tsx', id('charity-donations')),
      route(
        'dashboard/charity/notification',
        'routes/notifications/notifications.tsx',
        id('charity-notification'),
      ),
      route(
        'dashboard/charity/campaigns/:id/edit',
        'routes/charity/campaign-edit.tsx',
        id('charity-campaign-edit'),
      ),
      route(
        'dashboard/charity/campaigns/:id/news/:updateId/edit',
        'routes/charity/news-edit.tsx',
        id('charity-news-edit'),
      ),
      route('dashboard/charity/settings', 'routes/auth/account-settings.tsx', id('charity-settings')),
    ]),
    layout('layouts/admin.tsx', id('layout-admin'), [
      route('admin', 'routes/admin/overview.tsx', id('admin-home')),
      route('admin/charities', 'routes/admin/charities.tsx', id('admin-charities')),
      route('admin/charities/:id', 'routes/admin/charity-review.tsx', id('admin-charity')),
      route('admin/campaigns', 'routes/admin/campaigns.tsx', id('admin-campaigns')),
      route('admin/campaigns/:id', 'routes/admin/campaign-review.tsx', id('admin-campaign')),
      route('admin/donations', 'routes/admin/donations.tsx', id('admin-donations')),
      route('admin/donations/:id', 'routes/admin/donation.tsx', id('admin-donation')),
      route('admin/content', 'routes/admin/content.tsx', id('admin-content')),
      route('admin/content/:resource', 'routes/admin/content-list.tsx', id('admin-content-list')),
      route('admin/content/:resource/new', 'routes/admin/content-edit.tsx', id('admin-content-new')),
      route('admin/content/:resource/:id', 'routes/admin/content-edit.tsx', id('admin-content-edit')),
      route('admin/main-video', 'routes/admin/single-record.tsx', id('admin-main-video')),
      route('admin/banner', 'routes/admin/single-record.tsx', id('admin-banner')),
      route('admin/currencies', 'routes/admin/currencies.tsx', id('admin-currencies')),
      route('admin/ramadan', 'routes/admin/ramadan.tsx', id('admin-ramadan')),
      route('admin/schedules', 'routes/admin/schedules.tsx', id('admin-schedules')),
      route('admin/schedules/forecast', 'routes/admin/schedule-forecast.tsx', id('admin-schedule-forecast')),
      route('admin/contacts', 'routes/admin/contacts.tsx', id('admin-contacts')),
      route('admin/audit', 'routes/admin/audit.tsx', id('admin-audit')),
      route('admin/notifications', 'routes/notifications/notifications.tsx', id('admin-notifications')),
    ]),
    layout('layouts/empty.tsx', id('layout-empty'), [
      route('gift/:token', 'routes/giving/gift.tsx', id('gift')),
      route('schedules/manage/:token', 'routes/giving/schedule-manage.tsx', id('schedule-manage')),
    ]),
  ];
  return locale === 'en' ? prefix('en', tree) : tree;
}

export default [
  ...pages('ar'),
  ...pages('en'),
  // Actions and files that belong to no language.
  route('logout', 'routes/auth/logout.ts'),
  route('documents/:id', 'routes/auth/document.ts'),
  route('notifications/latest', 'routes/notifications/latest.ts'),
  route('robots.txt', 'routes/content/robots.ts'),
  route('sitemap.xml', 'routes/content/sitemap.ts'),
] satisfies RouteConfig;
