/**
 * The site's mark, a crescent and a drop on a green disc, as SVG paths in a 32 × 32 box, drawn in
 * order: the web logo and the PDF receipt draw the same one from here.
 */
export const BRAND_MARK = {
  size: 32,
  paths: [
    { d: 'M16 0a16 16 0 1 1 0 32a16 16 0 1 1 0-32z', fill: '#3e7e41' },
    { d: 'M20 7a10 10 0 1 0 0 18a8 8 0 1 1 0-18z', fill: '#f6e7b4' },
    { d: 'M22 12c2 3 3 5 3 7a3 3 0 0 1-6 0c0-2 1-4 3-7z', fill: '#ffffff' },
  ],
} as const;
