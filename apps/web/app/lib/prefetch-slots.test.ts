import { describe, expect, it } from 'vitest';
import { MAX_PREFETCHES, requestPrefetchSlot } from './prefetch-slots.ts';

/** Asks for a slot and records whether it started. */
function ask(started: string[], name: string) {
  return requestPrefetchSlot(() => started.push(name));
}

describe('requestPrefetchSlot', () => {
  it('runs at most four prefetches at once; the next starts when one gives its slot back', () => {
    expect(MAX_PREFETCHES).toBe(4);
    const started: string[] = [];
    const releases = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => ask(started, name));
    expect(started).toEqual(['a', 'b', 'c', 'd']);

    releases[1]!();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);

    for (const release of releases) release();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('drops a waiting request that is withdrawn before it starts', () => {
    const started: string[] = [];
    const releases = ['a', 'b', 'c', 'd'].map((name) => ask(started, name));
    const withdrawn = ask(started, 'withdrawn');
    const next = ask(started, 'next');
    withdrawn();
    releases[0]!();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'next']);
    for (const release of [...releases, next]) release();
  });
});
