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
      index('routes/home.tsx', id('home')),
      route('about', 'routes/about.tsx', id('about')),
      route('contact', 'routes/contact.tsx', id('contact')),
      route('faqs', 'routes/faqs.tsx', id('faqs')),
      route('terms-conditions', 'routes/terms.tsx', id('terms')),
      route('page/:id', 'routes/content-page.tsx', id('content-page')),
      route('campaigns', 'routes/campaigns.tsx', id('campaigns')),
      route('campaigns/:id', 'routes/campaign.tsx', id('campaign')),
      route('charity/:id', 'routes/charity.tsx', id('charity')),
      route('blogs', 'routes/blogs.tsx', id('blogs')),
      route('blogs/:id', 'routes/blog.tsx', id('blog')),
      route('stories', 'routes/stories.tsx', id('stories')),
      route('stories/:id', 'routes/story.tsx', id('story')),
      route('videos', 'routes/videos.tsx', id('videos')),
      route('videos/:id', 'routes/video.tsx', id('video')),
      route('login', 'routes/login.tsx', id('login')),
      route('signup', 'routes/signup.tsx', id('signup')),
      route('signup-charity', 'routes/signup-charity.tsx', id('signup-charity')),
      route('forgetpassword', 'routes/forgot-password.tsx', id('forgot-password')),
      route('checkemail', 'routes/check-email.tsx', id('check-email')),
      route('verify-email', 'routes/verify-email.tsx', id('verify-email')),
      route('pending', 'routes/pending.tsx', id('pending')),
      route('campaigns/donate/:id', 'routes/donate.tsx', id('donate')),
      route('donate/all', 'routes/donate-all.tsx', id('donate-all')),
      route('payment/return', 'routes/payment-return.tsx', id('payment-return')),
      route('visitor/donations/callback', 'routes/payment-return.tsx', id('visitor-payment-return')),
      route('*', 'routes/not-found.tsx', id('not-found')),
    ]),
    layout('layouts/donor.tsx', id('layout-donor'), [
      route('dashboard/donor', 'routes/donor-home.tsx', id('donor-home')),
      route('dashboard/donor/cart', 'routes/donor-cart.tsx', id('donor-cart')),
      route('dashboard/donor/donations-cart', 'routes/donor-donations-cart.tsx', id('donor-donations-cart')),
      route('dashboard/donor/campaigns-history', 'routes/donor-campaigns-history.tsx', id('donor-campaigns')),
      route('dashboard/donor/donation-history', 'routes/donor-donation-history.tsx', id('donor-donations')),
      route('dashboard/donor/settings', 'routes/account-settings.tsx', id('donor-settings')),
    ]),
    // The receipt is a file in the page's language, outside any layout.
    route('dashboard/donor/donations/:id/receipt', 'routes/donor-receipt.ts', id('donor-receipt')),
    layout('layouts/charity.tsx', id('layout-charity'), [
      route('dashboard/charity', 'routes/charity-home.tsx', id('charity-home')),
      route('dashboard/charity/settings', 'routes/account-settings.tsx', id('charity-settings')),
    ]),
    layout('layouts/empty.tsx', id('layout-empty'), [route('gift/:token', 'routes/gift.tsx', id('gift'))]),
  ];
  return locale === 'en' ? prefix('en', tree) : tree;
}

export default [
  ...pages('ar'),
  ...pages('en'),
  // Actions and files that belong to no language.
  route('logout', 'routes/logout.ts'),
  route('documents/:id', 'routes/document.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
] satisfies RouteConfig;
