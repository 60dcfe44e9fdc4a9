import { describe, expect, it } from 'vitest';
import { pageMeta, readPageRequest } from './pagination.ts';

describe('pagination (contract §1.5)', () => {
  it('reads plain positive integers, caps per_page at 100 and falls back to the defaults', () => {
    expect(readPageRequest({})).toEqual({ page: 1, perPage: 15 });
    expect(readPageRequest({ page: '3', per_page: '20' })).toEqual({ page: 3, perPage: 20 });
    expect(readPageRequest({ per_page: '500' })).toEqual({ page: 1, perPage: 100 });
    for (const junk of ['0', '-1', 'abc', '1.5', '0x10', '1e1', '', ' ']) {
      expect(readPageRequest({ page: junk, per_page: junk }), junk).toEqual({ page: 1, perPage: 15 });
    }
    expect(readPageRequest({}, 100)).toEqual({ page: 1, perPage: 100 });
  });

  it('reports last_page 1 for an empty list', () => {
    expect(pageMeta({ page: 1, perPage: 15 }, 0)).toEqual({
      current_page: 1,
      per_page: 15,
      total: 0,
      last_page: 1,
    });
    expect(pageMeta({ page: 2, perPage: 15 }, 31)).toMatchObject({ last_page: 3 });
  });
});
