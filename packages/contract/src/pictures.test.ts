import { describe, expect, it } from 'vitest';
import { pictureSources, pictureSrcSet } from './pictures.ts';

describe('a stored picture and its narrower copies', () => {
  it('lists every copy narrower than the largest, from its URL', () => {
    const url = 'https://ataa.example/uploads/campaigns/0a1b2c-1600w.webp';
    expect(pictureSrcSet(url)).toBe(
      'https://ataa.example/uploads/campaigns/0a1b2c-480w.webp 480w, https://ataa.example/uploads/campaigns/0a1b2c-960w.webp 960w, https://ataa.example/uploads/campaigns/0a1b2c-1600w.webp 1600w',
    );
    expect(pictureSources('campaigns/ab-700w.webp')).toEqual([
      { url: 'campaigns/ab-480w.webp', width: 480 },
      { url: 'campaigns/ab-700w.webp', width: 700 },
    ]);
  });

  it('offers nothing more for a small picture, or a file stored without copies', () => {
    expect(pictureSrcSet('campaigns/ab-400w.webp')).toBeUndefined();
    expect(pictureSources('campaigns/ab-400w.webp')).toEqual([{ url: 'campaigns/ab-400w.webp', width: 400 }]);
    expect(pictureSources('campaigns/0a1b2c.webp')).toEqual([]);
    expect(pictureSrcSet('/images/campaign-placeholder.svg')).toBeUndefined();
  });
});
