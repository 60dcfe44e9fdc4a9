import { describe, expect, it } from 'vitest';
import { pageSlots } from './pagination.tsx';

describe('pageSlots', () => {
  it('shows every page of a short list', () => {
    expect(pageSlots(1, 1)).toEqual([1]);
    expect(pageSlots(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('shows the first, the last and the current page with its neighbours, with gaps between', () => {
    expect(pageSlots(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
  });

  it('fills a gap of one page with that page instead of an ellipsis', () => {
    expect(pageSlots(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageSlots(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });

  it('keeps the first and last pages at either end of a long list', () => {
    expect(pageSlots(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pageSlots(20, 20)).toEqual([1, 'gap', 19, 20]);
  });
});
