import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './safe-return-path.ts';

const FALLBACK = '/dashboard/donor';

describe('the page to return to, named by the request', () => {
  it.each([
    ['/en/campaigns/5?x=1#top', '/en/campaigns/5?x=1#top'],
    ['/dashboard/donor', '/dashboard/donor'],
    ['/en/campaigns?q=%D8%B2%D9%83%D8%A7%D8%A9&page=2', '/en/campaigns?q=%D8%B2%D9%83%D8%A7%D8%A9&page=2'],
    // Given back resolved, not as it came.
    ['/a/../campaigns', '/campaigns'],
    ['/en/./campaigns', '/en/campaigns'],
    // An encoded slash or backslash stays encoded: a browser reads it as part of one path segment,
    // so the address is a path of this site (one that does not exist) and no `Location` starts `//`.
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/%5Cevil.example', '/%5Cevil.example'],
  ])('keeps a path of this site: %j', (target, expected) => {
    expect(safeReturnPath(target, FALLBACK)).toBe(expected);
  });

  it.each([
    ['two slashes', '//evil.example'],
    ['a backslash for the second slash', '/\\evil.example'],
    ['a dot segment before two slashes', '/.//evil.example'],
    ['a dot segment before a backslash', '/./\\evil.example'],
    ['a parent segment before two slashes', '/a/..//evil.example'],
    ['a parent segment at the root before two slashes', '/..//evil.example'],
    ['an encoded dot segment before two slashes', '/%2e//evil.example'],
    ['encoded slashes without a leading one', '%2F%2Fevil.example'],
    ['a tab before the host', '/\tevil.example'],
    ['a tab before a second slash', '/\t/evil.example'],
    ['a newline before a second slash', '/\n/evil.example'],
    ['a carriage return and newline', '/\r\n/evil.example'],
    ['a backslash after a tab', '/\t\\evil.example'],
    ['a full address', 'https://evil.example'],
    ['a scheme without slashes', 'http:evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['two backslashes', '\\\\evil.example'],
    ['a relative path', 'campaigns'],
    ['nothing', ''],
    ['no value', null],
    ['a very long value', `/${'a'.repeat(5000)}`],
  ])('falls back for %s', (_, target) => {
    expect(safeReturnPath(target, FALLBACK)).toBe(FALLBACK);
  });

  it('never gives back a character a Location header cannot carry', () => {
    for (const target of ['/a\u0000b', '/a\rb', '/a\nb', '/a\tb', '/a\u007fb', '/caf\u00e9 x']) {
      expect(safeReturnPath(target, FALLBACK)).toMatch(/^\/[\x21-\x7e]*$/);
    }
    expect(safeReturnPath('/caf\u00e9 x', FALLBACK)).toBe('/caf%C3%A9%20x');
  });
});
