/**
 * Debian's Chromium, as the page tests and the page benchmark start it: no sandbox (it runs as
 * root here), no GPU, and nothing fetched in the background. Headless is asked for by each caller.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
