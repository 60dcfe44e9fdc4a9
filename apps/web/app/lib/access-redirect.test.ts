import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './access.server.ts';

const FALLBACK = '/dashboard/donor';

describe('the redirect target after login', () => {
  it.each([
    ['/campaigns/6', '/campaigns/6'],
    ['/en/campaigns?q=%D8%B2%D9%83%D8%A7%D8%A9&page=2', '/en/campaigns?q=%D8%B2%D9%83%D8%A7%D8%A9&page=2'],
    ['/campaigns/6#donors', '/campaigns/6#donors'],
    ['/a/../campaigns', '/campaigns'],
    // An encoded slash stays encoded: a browser reads it as part of one path segment.
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/%5Cevil.example', '/%5Cevil.example'],
  ])('keeps a path of this site: %j', (target, expected) => {
    expect(safeRedirectTarget(target, FALLBACK)).toBe(expected);
  });

  it.each([
    ['a tab before a second slash', '/\t/evil.example'],
    ['a newline before a second slash', '/\n/evil.example'],
    ['a carriage return and newline', '/\r\n/evil.example'],
    ['two slashes', '//evil.example'],
    ['a backslash', '/\\evil.example'],
    ['a backslash after a tab', '/\t\\evil.example'],
    ['a full address', 'https://evil.example/'],
    ['javascript:', 'javascript:alert(1)'],
    ['a relative path', 'campaigns'],
    ['nothing', ''],
    ['a very long value', `/${'a'.repeat(5000)}`],
  ])('falls back for %s', (_, target) => {
    expect(safeRedirectTarget(target, FALLBACK)).toBe(FALLBACK);
  });

  it('never gives back a control character for a Location header', () => {
    for (const target of ['/a\u0000b', '/a\rb', '/a\nb', '/a\tb', '/caf\u00e9 x']) {
      expect(safeRedirectTarget(target, FALLBACK)).toMatch(/^\/[\x21-\x7e]*$/);
    }
  });
});
