import { describe, expect, it } from 'vitest';
import { type EndpointKey, endpoints, isSharedRead, pathFor } from './endpoints.ts';

describe('the endpoint map', () => {
  it('names reads that are the same for every caller, and only those', () => {
    const shared = (Object.keys(endpoints) as EndpointKey[]).filter(isSharedRead);
    expect(shared).toContain('GET /blogs/:id');
    expect(shared).toContain('GET /currencies');
    expect(shared).toContain('GET /get-comments/:id');
    // Cart fields and a charity's own preview make these personal; these need an account; these write.
    for (const key of [
      'GET /campaigns/:id',
      'GET /public-campaigns',
      'GET /me',
      'GET /doner/index',
      'POST /contact',
    ])
      expect(shared, key).not.toContain(key);
  });

  it('fills a path with its parameters, each encoded', () => {
    expect(pathFor('GET /blogs/:id', { id: 7 })).toBe('/blogs/7');
    expect(pathFor('GET /gift/:token', { token: 'a/b c' })).toBe('/gift/a%2Fb%20c');
  });
});
