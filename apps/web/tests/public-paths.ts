// Every public page of the site, and the pages only visitors use: read as HTML (tests/html) and
// laid out and checked by axe in the browser (tests/e2e).
export const PUBLIC_PATHS = [
  '/',
  '/about',
  '/contact',
  '/faqs',
  '/terms-conditions',
  '/blogs',
  '/blogs/1',
  '/stories',
  '/stories/1',
  '/videos',
  '/videos/1',
  '/page/1',
];
export const GUEST_PATHS = ['/login', '/signup', '/signup-charity', '/forgetpassword', '/checkemail'];
