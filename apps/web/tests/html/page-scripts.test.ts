// Decision 012 as the HTML says it: a page's HTML starts no script fetch (its scripts come after the
// `load` event), every inline script carries the nonce its policy names, and a list asks first for
// its first picture only. When the scripts start and that nothing is refused is seen in the
// browser (tests/e2e/page-scripts.test.ts).
import { describe, expect, it } from 'vitest';
import { LOCALES, localized } from '../accounts.ts';
import { usePages } from './pages.ts';

describe('scripts start after the page has loaded', () => {
  const site = usePages();

  for (const locale of LOCALES) {
    it(`${locale}: the HTML starts no script fetch, and links its stylesheet`, async () => {
      const { text: html } = await site.page(localized('/', locale));
      expect(html).not.toMatch(/<link[^>]+rel="modulepreload"/);
      expect(html).not.toMatch(/<script[^>]+type="module"/);
      expect(html).toMatch(/<link [^>]*rel="stylesheet" href="\/assets\/[^"]+\.css"/);
    });
  }

  it('every inline script carries the nonce its page names, and the policy allows no other inline script', async () => {
    const answer = await site.page('/en/campaigns/3');
    const policy = answer.headers.get('content-security-policy') ?? '';
    const scriptSource = policy.match(/(?:^|; )script-src ([^;]+)/)?.[1] ?? '';
    expect(scriptSource).not.toContain('unsafe-inline');
    const nonce = scriptSource.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toMatch(/^[\w+/]{22}==$/);
    const scripts = [...answer.text.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
    expect(scripts.length).toBeGreaterThan(1);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    // Another render, another nonce.
    const next = (await site.page('/en/campaigns/3')).headers.get('content-security-policy');
    expect(next).not.toContain(nonce);
  });

  it('a list asks first for its first picture only: the rest of its first row follows at normal priority', async () => {
    const { text: html } = await site.page('/campaigns');
    const first = [...html.matchAll(/<link rel="preload" as="image"[^>]*fetchPriority="high"/g)];
    expect(first).toHaveLength(1);
    const images = [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);
    expect(images.filter((tag) => tag.includes('fetchPriority="high"'))).toHaveLength(1);
    expect(images.filter((tag) => tag.includes('loading="eager"')).length).toBeGreaterThan(1);
  });
});
