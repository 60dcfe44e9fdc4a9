import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ImageTheme, SocialSeed } from './data/types.ts';
import { renderAvatar, renderLogoImage, renderSocialIcon, renderThemeImage, themeSvg } from './images.ts';

const THEMES: ImageTheme[] = [
  'crescent',
  'lantern',
  'iftar',
  'water',
  'orphans',
  'education',
  'health',
  'mosque',
  'zakat',
  'dates',
  'family',
  'relief',
  'quran',
  'community',
];

const ICONS: SocialSeed['icon'][] = [
  'x',
  'instagram',
  'facebook',
  'youtube',
  'whatsapp',
  'tiktok',
  'snapchat',
  'linkedin',
];

describe('themeSvg', () => {
  it('gives a different drawing for every theme', () => {
    const svgs = THEMES.map((theme) => themeSvg(theme, 0, 1200, 675));
    expect(new Set(svgs).size).toBe(THEMES.length);
  });

  it('is deterministic and varies with the variant', () => {
    expect(themeSvg('mosque', 3, 800, 450)).toBe(themeSvg('mosque', 3, 800, 450));
    expect(themeSvg('mosque', 3, 800, 450)).not.toBe(themeSvg('mosque', 4, 800, 450));
  });

  it('draws no text and sizes the canvas as asked', () => {
    const svg = themeSvg('quran', 1, 640, 360);
    expect(svg).not.toMatch(/<text/);
    expect(svg).toContain('width="640" height="360"');
  });

  it('accepts any integer variant, including negative ones', () => {
    expect(() => themeSvg('water', -7, 100, 100)).not.toThrow();
    expect(() => themeSvg('water', 2 ** 40, 100, 100)).not.toThrow();
  });

  it('rejects sizes that are not positive integers', () => {
    expect(() => themeSvg('water', 0, 0, 100)).toThrow(RangeError);
    expect(() => themeSvg('water', 0, 100.5, 100)).toThrow(RangeError);
  });
});

describe('renderThemeImage', () => {
  it.each(THEMES)('renders %s to a WebP of the requested size', async (theme) => {
    const buf = await renderThemeImage(theme, 1, { width: 320, height: 180 });
    const meta = await sharp(buf).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(320);
    expect(meta.height).toBe(180);
  });

  it('defaults to 1200x675', async () => {
    const meta = await sharp(await renderThemeImage('crescent', 0)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 675]);
  });

  it('gives the same bytes for the same inputs', async () => {
    const a = await renderThemeImage('lantern', 5, { width: 400, height: 225 });
    const b = await renderThemeImage('lantern', 5, { width: 400, height: 225 });
    expect(a.equals(b)).toBe(true);
  });
});

describe('renderLogoImage', () => {
  it('renders a deterministic 256x256 WebP that depends on the label', async () => {
    const a = await renderLogoImage('Al Noor Foundation', 0);
    const meta = await sharp(a).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
    expect(a.equals(await renderLogoImage('Al Noor Foundation', 0))).toBe(true);
    expect(a.equals(await renderLogoImage('جمعية البر', 0))).toBe(false);
  });
});

describe('renderSocialIcon', () => {
  it.each(ICONS)('renders %s as a 64x64 PNG with transparency', async (icon) => {
    const buf = await renderSocialIcon(icon);
    const meta = await sharp(buf).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', 64, 64, true]);
    // Something is drawn, and the corners stay see-through.
    const { data } = await sharp(buf).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    let opaque = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 128) opaque++;
    expect(opaque).toBeGreaterThan(200);
    expect(data[3]).toBe(0);
  });

  it('draws a different glyph for each network', async () => {
    const bufs = await Promise.all(ICONS.map((icon) => renderSocialIcon(icon)));
    expect(new Set(bufs.map((b) => b.toString('base64'))).size).toBe(ICONS.length);
  });
});

describe('renderAvatar', () => {
  it('renders a deterministic 256x256 WebP', async () => {
    const a = await renderAvatar(2);
    const meta = await sharp(a).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
    expect(a.equals(await renderAvatar(2))).toBe(true);
    expect(a.equals(await renderAvatar(3))).toBe(false);
  });
});
