import { readFileSync } from 'node:fs';

/**
 * Debian's Chromium, as the page tests and the page benchmark start it: no sandbox (it runs as
 * root here), no GPU, and nothing fetched in the background. Headless is asked for by each caller.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Chromium keeps only the last `--disable-features`, so ours repeats the list playwright-core
 * 1.65 passes (its `chromiumSwitches`) before adding our own; `checkDisabledFeatures` says when
 * an upgrade of playwright-core changed its list.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Each new browser context is a window, and headless Chromium gives every window an address bar
 * whose suggestions are a web page of their own, in a renderer of their own. The tests never type
 * into it; without it a context opens in a third of the time (docs/testing.md).
 */
const OUR_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** For Chromium started by playwright-core (the page tests), which passes its own list first. */
export const PLAYWRIGHT_DISABLE_FEATURES = `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OUR_DISABLED_FEATURES].join(',')}`;

/**
 * Reads the command line of a running Chromium and fails if playwright-core's own
 * `--disable-features` names one that ours (the last, the one Chromium keeps) leaves out.
 */
export function checkDisabledFeatures(pid: number): void {
  const lists = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
    .split('\0')
    .filter((arg) => arg.startsWith('--disable-features='))
    .map((arg) => arg.slice('--disable-features='.length).split(','));
  const kept = new Set(lists.at(-1));
  const dropped = lists
    .slice(0, -1)
    .flat()
    .filter((name) => !kept.has(name));
  if (dropped.length)
    throw new Error(`scripts/chromium.ts: add playwright-core's disabled features ${dropped.join(', ')}`);
}
