/**
 * Illustrations for the demo content, drawn as SVG and rasterised with sharp at seed time. Seeding
 * therefore needs no network and the repository carries no binary assets.
 *
 * Everything here is a pure function of its arguments (no Math.random, no clock): re-seeding gives
 * byte-identical files, and tests can compare them. No text is drawn, because the SVG renderer inside
 * sharp may lack Arabic fonts, and images should read the same in both languages anyway.
 *
 * Motifs are drawn in a 400x400 box with (200, 200) at its centre, then placed and scaled on the canvas.
 */
import sharp from 'sharp';
import type { ImageTheme, SocialSeed } from './data/types.ts';

// ---------------------------------------------------------------------------------------------------
// Small numeric helpers
// ---------------------------------------------------------------------------------------------------

/** Rounds for the SVG text: two decimals are finer than a pixel and keep the markup short. */
const f = (x: number): string => String(Math.round(x * 100) / 100);

/** Modulo that stays non-negative, so negative or huge variants still pick a valid entry. */
const mod = (a: number, n: number): number => ((Math.trunc(a) % n) + n) % n;

const pick = <T>(items: readonly T[], i: number): T => items[mod(i, items.length)]!;

/** FNV-1a over UTF-16 code units: a stable 32-bit hash for labels and theme names. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Mulberry32: a tiny seeded generator for the scattered details (star field, pattern angle). */
function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Blends two #RRGGBB colours. */
function mixHex(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const out = [0, 1, 2].map((i) => Math.round(channel(a, i) * (1 - t) + channel(b, i) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

function assertSize(width: number, height: number): void {
  for (const [name, v] of [
    ['width', width],
    ['height', height],
  ] as const) {
    if (!Number.isInteger(v) || v < 1 || v > 8000) {
      throw new RangeError(`${name} must be an integer between 1 and 8000, got ${v}`);
    }
  }
}

// ---------------------------------------------------------------------------------------------------
// Palette
// ---------------------------------------------------------------------------------------------------

interface Palette {
  /** Three background gradient stops. */
  sky: readonly [string, string, string];
  /** Whether the sky is dark: decides the star field and how the halo blends. */
  dark: boolean;
  /** Soft halo behind the motif. */
  glow: string;
  /** Largest motif shapes. */
  main: string;
  /** Secondary shapes. */
  second: string;
  /** Small highlights. */
  accent: string;
  /** Details drawn on top of `main` (must contrast with it). */
  onMain: string;
  /** Stroke of the geometric lattice and fill of the dunes. */
  pattern: string;
  /** A strong colour to frame white paper (book covers), since `main` can be light itself. */
  frame: string;
}

const BRAND_GREEN = '#3E7E41';
/** Colours that belong to the object rather than the palette: paper is white, dates are brown. */
const PAPER = '#FFFCF3';
const DATE_BROWN = '#7B4A25';
const DATE_AMBER = '#B0652A';

/**
 * Built around the brand green with warm golds, sand and deep night blues. On dark skies the motif is
 * light (gold, cream); on light skies it is green or night blue, so it always stands out.
 */
const PALETTES: readonly Palette[] = [
  {
    // Ramadan night
    sky: ['#0B1630', '#16294D', '#24446E'],
    dark: true,
    glow: '#F2C572',
    main: '#F2C572',
    second: '#E9D8B4',
    accent: '#FFF4D6',
    onMain: '#16294D',
    pattern: '#F2C572',
    frame: '#F2C572',
  },
  {
    // Brand green
    sky: ['#1F4A24', BRAND_GREEN, '#62A05E'],
    dark: true,
    glow: '#F6E3B0',
    main: '#F6E7C4',
    second: '#E0AE4E',
    accent: '#FFFFFF',
    onMain: '#2A5C2E',
    pattern: '#F6E7C4',
    frame: '#1B2A4A',
  },
  {
    // Desert sand
    sky: ['#FBF4E4', '#F1DEB5', '#E2C088'],
    dark: false,
    glow: '#FFFFFF',
    main: BRAND_GREEN,
    second: '#C98A2E',
    accent: '#1B2A4A',
    onMain: '#FBF4E4',
    pattern: '#9C6B22',
    frame: BRAND_GREEN,
  },
  {
    // Dusk: night blue melting into green
    sky: ['#122243', '#1E4A5A', BRAND_GREEN],
    dark: true,
    glow: '#F4D58D',
    main: '#F4D58D',
    second: '#EADCBD',
    accent: '#FFFFFF',
    onMain: '#1E3F50',
    pattern: '#F4D58D',
    frame: '#F4D58D',
  },
  {
    // Golden hour
    sky: ['#FAE3A6', '#EDBA5C', '#CF8F33'],
    dark: false,
    glow: '#FFF6DC',
    main: '#1B2A4A',
    second: BRAND_GREEN,
    accent: '#FFF4D6',
    onMain: '#F7D98B',
    pattern: '#7A4E14',
    frame: '#1B2A4A',
  },
  {
    // Morning mint
    sky: ['#F6F3E8', '#DDEBD6', '#A8CFA2'],
    dark: false,
    glow: '#FFFFFF',
    main: '#2E6331',
    second: '#D39A3A',
    accent: '#1B2A4A',
    onMain: '#F6F3E8',
    pattern: '#2E6331',
    frame: '#2E6331',
  },
];

// ---------------------------------------------------------------------------------------------------
// Shape helpers (all in motif coordinates)
// ---------------------------------------------------------------------------------------------------

/** A star polygon with `points` tips; `inner` is the radius of the notches. */
function starPath(cx: number, cy: number, points: number, outer: number, inner: number, rot = -90): string {
  const parts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = ((rot + (i * 180) / points) * Math.PI) / 180;
    parts.push(`${i === 0 ? 'M' : 'L'}${f(cx + r * Math.cos(a))} ${f(cy + r * Math.sin(a))}`);
  }
  return `${parts.join(' ')}Z`;
}

/** The eight-pointed star of Islamic geometry: two overlapping squares, outlined as one polygon. */
const octagram = (cx: number, cy: number, r: number): string => starPath(cx, cy, 8, r, r * 0.7654, 0);

/** A four-pointed sparkle, used for small twinkling stars. */
const sparkle = (cx: number, cy: number, r: number): string => starPath(cx, cy, 4, r, r * 0.32);

/**
 * A crescent: the disc (cx, cy, r) minus the disc (cx + dx, cy + dy, ri), as a single path so no mask
 * is needed. The outer arc runs round the far side from the bite, the inner arc back along the bite.
 */
function crescentPath(cx: number, cy: number, r: number, dx: number, dy: number, ri: number): string {
  const d = Math.hypot(dx, dy);
  const a = (r * r - ri * ri + d * d) / (2 * d);
  const h = Math.sqrt(Math.max(0, r * r - a * a));
  const ux = dx / d;
  const uy = dy / d;
  const bx = cx + a * ux;
  const by = cy + a * uy;
  const p1 = [bx - h * uy, by + h * ux] as const;
  const p2 = [bx + h * uy, by - h * ux] as const;
  const largeOuter = a > 0 ? 1 : 0;
  const largeInner = d - a < 0 ? 1 : 0;
  return (
    `M${f(p1[0])} ${f(p1[1])} A${f(r)} ${f(r)} 0 ${largeOuter} 1 ${f(p2[0])} ${f(p2[1])} ` +
    `A${f(ri)} ${f(ri)} 0 ${largeInner} 0 ${f(p1[0])} ${f(p1[1])}Z`
  );
}

/** A heart about 2s wide and 1.9s tall, centred on (cx, cy). */
function heartPath(cx: number, cy: number, s: number): string {
  const p = (x: number, y: number) => `${f(cx + x * s)} ${f(cy + (y - 0.08) * s)}`;
  return (
    `M${p(0, -0.45)} C${p(-0.25, -0.95)} ${p(-1.05, -0.85)} ${p(-1, -0.25)} ` +
    `C${p(-0.95, 0.25)} ${p(-0.4, 0.6)} ${p(0, 1)} ` +
    `C${p(0.4, 0.6)} ${p(0.95, 0.25)} ${p(1, -0.25)} ` +
    `C${p(1.05, -0.85)} ${p(0.25, -0.95)} ${p(0, -0.45)}Z`
  );
}

/** A window or door with a round top. */
function archPath(x: number, y: number, w: number, h: number): string {
  const r = w / 2;
  return `M${f(x)} ${f(y + h)} V${f(y + r)} A${f(r)} ${f(r)} 0 0 1 ${f(x + w)} ${f(y + r)} V${f(y + h)}Z`;
}

/** A head and rounded shoulders: the figure used for people throughout. */
function person(
  cx: number,
  headY: number,
  headR: number,
  bodyW: number,
  bottom: number,
  fill: string,
): string {
  const top = headY + headR * 1.25;
  const rr = bodyW * 0.42;
  const l = cx - bodyW / 2;
  const r = cx + bodyW / 2;
  return (
    `<circle cx="${f(cx)}" cy="${f(headY)}" r="${f(headR)}" fill="${fill}"/>` +
    `<path d="M${f(l)} ${f(bottom)} V${f(top + rr)} A${f(rr)} ${f(rr)} 0 0 1 ${f(l + rr)} ${f(top)} ` +
    `H${f(r - rr)} A${f(rr)} ${f(rr)} 0 0 1 ${f(r)} ${f(top + rr)} V${f(bottom)}Z" fill="${fill}"/>`
  );
}

/** A leaf-shaped blade from (x1, y1) to (x2, y2), bulging by `w` on each side; `bend` curves it. */
function leafPath(x1: number, y1: number, x2: number, y2: number, w: number, bend = 0): string {
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2 + bend;
  const len = Math.hypot(x2 - x1, y2 - y1);
  const nx = (-(y2 - y1) / len) * w;
  const ny = ((x2 - x1) / len) * w;
  return `M${f(x1)} ${f(y1)} Q${f(mx + nx)} ${f(my + ny)} ${f(x2)} ${f(y2)} Q${f(mx - nx)} ${f(my - ny)} ${f(x1)} ${f(y1)}Z`;
}

/** A stalk of wheat: a stem with pairs of grains along its upper half. */
function wheatStalk(x1: number, y1: number, x2: number, y2: number, grain: string, stem: string): string {
  const len = Math.hypot(x2 - x1, y2 - y1);
  const ux = (x2 - x1) / len;
  const uy = (y2 - y1) / len;
  const angle = (Math.atan2(uy, ux) * 180) / Math.PI;
  let out = `<path d="M${f(x1)} ${f(y1)} L${f(x2)} ${f(y2)}" stroke="${stem}" stroke-width="5" stroke-linecap="round"/>`;
  for (let i = 0; i < 5; i++) {
    const t = 0.45 + i * 0.12;
    const x = x1 + (x2 - x1) * t;
    const y = y1 + (y2 - y1) * t;
    for (const side of [-1, 1]) {
      const a = angle + side * 32;
      out += `<ellipse cx="${f(x + Math.cos((a * Math.PI) / 180) * 12)}" cy="${f(y + Math.sin((a * Math.PI) / 180) * 12)}" rx="13" ry="6" transform="rotate(${f(a)} ${f(x + Math.cos((a * Math.PI) / 180) * 12)} ${f(y + Math.sin((a * Math.PI) / 180) * 12)})" fill="${grain}"/>`;
    }
  }
  // The top grain points along the stalk.
  out += `<ellipse cx="${f(x2 + ux * 8)}" cy="${f(y2 + uy * 8)}" rx="13" ry="6" transform="rotate(${f(angle)} ${f(x2 + ux * 8)} ${f(y2 + uy * 8)})" fill="${grain}"/>`;
  return out;
}

/** Mirrors its content across the vertical centre line of the motif box. */
const mirrored = (svg: string): string => `<g transform="matrix(-1 0 0 1 400 0)">${svg}</g>`;

// ---------------------------------------------------------------------------------------------------
// Motifs: one per theme, each a simple flat-vector drawing in the 400x400 box
// ---------------------------------------------------------------------------------------------------

type Motif = (c: Palette) => string;

const crescent: Motif = (c) =>
  `<path d="${crescentPath(185, 205, 135, 62, -38, 118)}" fill="${c.main}"/>` +
  `<path d="${starPath(268, 178, 5, 30, 12)}" fill="${c.accent}"/>` +
  `<path d="${sparkle(318, 82, 18)}" fill="${c.second}"/>` +
  `<path d="${sparkle(92, 92, 12)}" fill="${c.second}"/>` +
  `<path d="${sparkle(330, 300, 11)}" fill="${c.accent}"/>` +
  `<circle cx="240" cy="60" r="5" fill="${c.accent}"/>` +
  `<circle cx="345" cy="215" r="4" fill="${c.second}"/>`;

/** A hanging fanous: ring and chain, pointed cap, flared frame, arched glowing windows, finial. */
const lantern: Motif = (c) =>
  `<defs><radialGradient id="lantern-glow"><stop offset="0" stop-color="${c.accent}" stop-opacity="0.55"/>` +
  `<stop offset="1" stop-color="${c.accent}" stop-opacity="0"/></radialGradient></defs>` +
  `<circle cx="200" cy="230" r="170" fill="url(#lantern-glow)"/>` +
  `<path d="M200 -40 V44" stroke="${c.second}" stroke-width="4"/>` +
  `<circle cx="200" cy="52" r="10" fill="none" stroke="${c.main}" stroke-width="5"/>` +
  `<path d="M200 62 C214 80 238 92 244 112 H156 C162 92 186 80 200 62Z" fill="${c.main}"/>` +
  `<rect x="146" y="110" width="108" height="14" rx="4" fill="${c.second}"/>` +
  `<path d="M150 124 H250 L282 168 H118Z" fill="${c.main}"/>` +
  `<rect x="122" y="168" width="156" height="120" rx="6" fill="${c.main}"/>` +
  `<path d="${archPath(135, 182, 38, 94)}" fill="${c.accent}" opacity="0.9"/>` +
  `<path d="${archPath(181, 182, 38, 94)}" fill="${c.accent}"/>` +
  `<path d="${archPath(227, 182, 38, 94)}" fill="${c.accent}" opacity="0.9"/>` +
  // A small flame in the middle window.
  `<path d="M200 226 C212 242 214 254 200 266 C186 254 188 242 200 226Z" fill="${c.second}"/>` +
  `<path d="M118 288 H282 L244 326 H156Z" fill="${c.main}"/>` +
  `<rect x="168" y="326" width="64" height="12" rx="4" fill="${c.second}"/>` +
  `<path d="M200 338 C210 350 210 362 200 372 C190 362 190 350 200 338Z" fill="${c.main}"/>` +
  `<path d="${octagram(200, 147, 10)}" fill="${c.onMain}" opacity="0.6"/>`;

/** Iftar: a plate of dates beside a glass of water, under a small crescent. */
const iftar: Motif = (c) => {
  const dates: [number, number, number][] = [
    [128, 262, -20],
    [165, 254, 12],
    [204, 258, -8],
    [146, 280, 25],
    [186, 282, -15],
    [222, 278, 18],
  ];
  return (
    `<path d="${crescentPath(112, 110, 44, 22, -14, 38)}" fill="${c.second}"/>` +
    `<path d="${sparkle(170, 80, 12)}" fill="${c.accent}"/>` +
    `<rect x="40" y="318" width="320" height="16" rx="8" fill="${c.second}" opacity="0.8"/>` +
    `<ellipse cx="175" cy="292" rx="128" ry="30" fill="${c.main}"/>` +
    `<ellipse cx="175" cy="282" rx="104" ry="22" fill="${c.onMain}" opacity="0.35"/>` +
    dates
      .map(
        ([x, y, a]) =>
          `<g transform="rotate(${a} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="26" ry="14" fill="${DATE_BROWN}"/>` +
          `<ellipse cx="${x - 6}" cy="${y - 5}" rx="11" ry="4" fill="#B27A45"/></g>`,
      )
      .join('') +
    // The glass, with water inside and a glint.
    `<path d="M284 168 H344 L336 312 H292Z" fill="${PAPER}" opacity="0.35"/>` +
    `<path d="M288 214 H340 L336 312 H292Z" fill="${c.main}" opacity="0.85"/>` +
    `<path d="M284 168 H344 L336 312 H292Z" fill="none" stroke="${c.main}" stroke-width="5" stroke-linejoin="round"/>` +
    `<path d="M298 226 L302 296" stroke="${c.onMain}" stroke-width="5" stroke-linecap="round" opacity="0.5"/>`
  );
};

/** Water: a drop above gentle waves, with a few bubbles. */
const water: Motif = (c) => {
  const wave = (y: number, amp: number) => `M60 ${y} q25 ${-amp} 50 0 t50 0 t50 0 t50 0 t50 0 t50 0 t40 0`;
  return (
    `<path d="M200 48 C200 48 110 156 110 218 A90 90 0 0 0 290 218 C290 156 200 48 200 48Z" fill="${c.main}"/>` +
    `<path d="M150 214 C150 186 166 160 182 140" stroke="${c.onMain}" stroke-width="10" stroke-linecap="round" fill="none" opacity="0.45"/>` +
    `<circle cx="148" cy="240" r="7" fill="${c.onMain}" opacity="0.45"/>` +
    `<path d="${wave(336, 16)}" stroke="${c.second}" stroke-width="10" stroke-linecap="round" fill="none"/>` +
    `<path d="${wave(366, 14)}" stroke="${c.second}" stroke-width="8" stroke-linecap="round" fill="none" opacity="0.6"/>` +
    `<circle cx="322" cy="150" r="14" fill="${c.second}" opacity="0.8"/>` +
    `<circle cx="80" cy="180" r="9" fill="${c.second}" opacity="0.7"/>` +
    `<circle cx="338" cy="232" r="7" fill="${c.accent}" opacity="0.8"/>`
  );
};

/** Orphans: two children holding hands, sheltered inside a large heart. */
const orphans: Motif = (c) =>
  `<path d="${heartPath(200, 190, 150)}" fill="${c.main}" opacity="0.18"/>` +
  `<path d="${heartPath(200, 190, 150)}" fill="none" stroke="${c.main}" stroke-width="14" stroke-linejoin="round"/>` +
  `<path d="M170 262 Q200 280 230 262" stroke="${c.second}" stroke-width="9" stroke-linecap="round" fill="none"/>` +
  person(160, 186, 24, 54, 312, c.second) +
  person(242, 204, 20, 46, 312, c.second) +
  `<path d="${sparkle(200, 100, 14)}" fill="${c.accent}"/>`;

/** Education: a stack of books under a graduation cap, with a pencil leaning on them. */
const education: Motif = (c) => {
  const book = (x: number, y: number, w: number, fill: string) =>
    `<rect x="${x}" y="${y}" width="${w}" height="38" rx="6" fill="${fill}"/>` +
    `<rect x="${x + w - 26}" y="${y + 7}" width="20" height="24" rx="3" fill="${c.onMain}" opacity="0.55"/>` +
    `<rect x="${x + 12}" y="${y + 15}" width="${w - 54}" height="8" rx="4" fill="${c.onMain}" opacity="0.35"/>`;
  return (
    book(70, 300, 200, c.main) +
    book(86, 262, 176, c.second) +
    book(62, 224, 190, c.main) +
    // Graduation cap on top of the stack.
    `<path d="M100 224 V196 Q157 176 214 196 V224Z" fill="${c.accent}"/>` +
    `<path d="M157 130 L262 170 L157 210 L52 170Z" fill="${c.accent}"/>` +
    `<path d="M157 170 L232 186 V220" stroke="${c.second}" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    `<circle cx="232" cy="226" r="8" fill="${c.second}"/>` +
    // Pencil leaning against the books.
    `<g transform="rotate(24 318 250)">` +
    `<rect x="304" y="96" width="28" height="200" fill="${c.second}"/>` +
    `<rect x="304" y="96" width="9" height="200" fill="${c.onMain}" opacity="0.25"/>` +
    `<rect x="304" y="76" width="28" height="22" rx="5" fill="${c.accent}"/>` +
    `<path d="M304 296 H332 L318 336Z" fill="${c.second}" opacity="0.65"/>` +
    `<path d="M313 320 H323 L318 336Z" fill="${c.main}"/>` +
    `</g>`
  );
};

/** Health: a heart carrying a medical cross, over a pulse line. */
const health: Motif = (c) =>
  `<path d="M30 250 H120 L140 212 L166 290 L186 250 H214" stroke="${c.second}" stroke-width="9" fill="none" stroke-linecap="round" stroke-linejoin="round" opacity="0.8"/>` +
  `<path d="M300 250 H370" stroke="${c.second}" stroke-width="9" stroke-linecap="round" opacity="0.8"/>` +
  `<path d="${heartPath(230, 200, 105)}" fill="${c.main}"/>` +
  `<path d="M212 150 h36 v36 h36 v36 h-36 v36 h-36 v-36 h-36 v-36 h36Z" fill="${c.onMain}"/>` +
  `<path d="M74 120 h10 v-14 h10 v14 h10 v10 h-10 v14 h-10 v-14 h-10Z" fill="${c.accent}" opacity="0.85"/>` +
  `<path d="M330 340 h8 v-11 h8 v11 h8 v8 h-8 v11 h-8 v-11 h-8Z" fill="${c.accent}" opacity="0.7"/>`;

/** Mosque: an onion dome topped by a crescent, two minarets, an arched door. */
const mosque: Motif = (c) => {
  const minaret = (x: number) =>
    `<rect x="${x}" y="150" width="30" height="210" fill="${c.main}"/>` +
    `<rect x="${x - 7}" y="196" width="44" height="12" rx="3" fill="${c.second}"/>` +
    `<rect x="${x - 5}" y="266" width="40" height="10" rx="3" fill="${c.second}"/>` +
    `<path d="M${x - 3} 152 L${x + 15} 96 L${x + 33} 152Z" fill="${c.main}"/>` +
    `<circle cx="${x + 15}" cy="90" r="6" fill="${c.second}"/>` +
    `<path d="${archPath(x + 9, 220, 12, 30)}" fill="${c.onMain}" opacity="0.6"/>`;
  return (
    minaret(56) +
    minaret(314) +
    `<path d="M116 248 C112 186 176 176 200 118 C224 176 288 186 284 248Z" fill="${c.main}"/>` +
    `<path d="M200 118 V84" stroke="${c.second}" stroke-width="5"/>` +
    `<path d="${crescentPath(200, 68, 18, 9, -6, 15)}" fill="${c.second}"/>` +
    `<rect x="104" y="244" width="192" height="16" rx="4" fill="${c.second}"/>` +
    `<rect x="110" y="260" width="180" height="100" fill="${c.main}"/>` +
    `<path d="${archPath(176, 290, 48, 70)}" fill="${c.onMain}"/>` +
    `<path d="${archPath(128, 282, 28, 44)}" fill="${c.onMain}" opacity="0.6"/>` +
    `<path d="${archPath(244, 282, 28, 44)}" fill="${c.onMain}" opacity="0.6"/>` +
    `<rect x="30" y="358" width="340" height="10" rx="5" fill="${c.second}"/>`
  );
};

/** Zakat: a tied sack with wheat ears springing from it, beside a stack of coins. */
const zakat: Motif = (c) =>
  wheatStalk(200, 180, 200, 56, c.second, c.second) +
  wheatStalk(186, 182, 130, 78, c.second, c.second) +
  wheatStalk(214, 182, 270, 78, c.second, c.second) +
  `<path d="M162 206 L150 172 Q200 158 250 172 L238 206Z" fill="${c.main}"/>` +
  `<path d="M150 206 C96 240 84 330 128 356 H272 C316 330 304 240 250 206Z" fill="${c.main}"/>` +
  `<rect x="148" y="196" width="104" height="16" rx="8" fill="${c.second}"/>` +
  `<path d="${octagram(200, 290, 38)}" fill="none" stroke="${c.onMain}" stroke-width="7" opacity="0.7"/>` +
  `<circle cx="200" cy="290" r="10" fill="${c.onMain}" opacity="0.7"/>` +
  [352, 334, 316]
    .map(
      (y) =>
        `<ellipse cx="330" cy="${y}" rx="34" ry="11" fill="${c.second}"/>` +
        `<ellipse cx="330" cy="${y - 3}" rx="26" ry="6" fill="${c.accent}" opacity="0.45"/>`,
    )
    .join('');

/** Dates: a date palm with arching fronds and bunches of ripe dates. */
const dates: Motif = (c) => {
  // Frond angles (0 = right, -90 = up) with lengths; the outer ones droop further.
  const fronds: [number, number][] = [
    [-172, 150],
    [-150, 160],
    [-124, 150],
    [-100, 130],
    [-78, 130],
    [-54, 150],
    [-30, 160],
    [-8, 150],
    [160, 120],
    [20, 120],
  ];
  const cx = 207;
  const cy = 146;
  const bunch = (x: number, y: number) => {
    const fruit: string[] = [];
    for (let row = 0; row < 4; row++) {
      for (let i = 0; i <= 3 - row; i++) {
        const fx = x + (i - (3 - row) / 2) * 14;
        const fy = y + row * 15;
        fruit.push(
          `<ellipse cx="${f(fx)}" cy="${fy}" rx="7" ry="10" fill="${DATE_AMBER}"/>` +
            `<ellipse cx="${f(fx - 2)}" cy="${fy - 4}" rx="2" ry="3.5" fill="#E0A060"/>`,
        );
      }
    }
    return `<path d="M${x} ${y - 34} V${y}" stroke="${DATE_AMBER}" stroke-width="4"/>${fruit.join('')}`;
  };
  return (
    `<ellipse cx="205" cy="368" rx="150" ry="20" fill="${c.main}" opacity="0.35"/>` +
    `<path d="M188 370 C194 300 196 230 196 150 H218 C220 230 222 300 224 370Z" fill="${c.main}"/>` +
    [200, 236, 272, 308, 344]
      .map(
        (y) =>
          `<path d="M192 ${y} Q207 ${y + 8} 222 ${y}" stroke="${c.onMain}" stroke-width="4" fill="none" opacity="0.4"/>`,
      )
      .join('') +
    fronds
      .map(([deg, len]) => {
        const a = (deg * Math.PI) / 180;
        const side = Math.abs(Math.cos(a));
        // Tips fall below the straight line and the middle rises above it, so fronds arch.
        const tx = cx + Math.cos(a) * len;
        const ty = cy + Math.sin(a) * len + side * 50;
        return `<path d="${leafPath(cx, cy, tx, ty, 18, -side * 34)}" fill="${c.main}"/>`;
      })
      .join('') +
    bunch(180, 190) +
    bunch(236, 186)
  );
};

/** Family: a house sheltering two adults and a child, a heart by the chimney. */
const family: Motif = (c) =>
  `<path d="M92 200 V352 H308 V200" stroke="${c.second}" stroke-width="12" fill="none" stroke-linejoin="round" stroke-linecap="round"/>` +
  `<rect x="266" y="88" width="26" height="60" fill="${c.second}"/>` +
  `<path d="M56 212 L200 92 L344 212" stroke="${c.second}" stroke-width="18" fill="none" stroke-linejoin="round" stroke-linecap="round"/>` +
  person(148, 214, 26, 64, 352, c.main) +
  person(252, 214, 26, 64, 352, c.main) +
  person(200, 268, 18, 44, 352, c.accent) +
  `<path d="${heartPath(200, 168, 18)}" fill="${c.accent}"/>`;

/** Relief: two cupped hands lifting a heart. */
const relief: Motif = (c) => {
  const hand =
    `<path d="M198 300 C168 300 124 290 100 258 Q88 238 68 246 C62 302 112 346 164 352 L170 396 H198Z" fill="${c.main}"/>` +
    // Creases between the fingers, so the shape reads as a hand rather than a bowl.
    [
      [78, 250, 96, 300],
      [90, 256, 116, 306],
      [102, 262, 138, 314],
    ]
      .map(
        ([x1, y1, x2, y2]) =>
          `<path d="M${x1} ${y1} Q${x1! + 4} ${y2! - 18} ${x2} ${y2}" stroke="${c.onMain}" stroke-width="4" fill="none" opacity="0.35" stroke-linecap="round"/>`,
      )
      .join('');
  return (
    `<path d="${heartPath(200, 218, 74)}" fill="${c.second}"/>` +
    `<path d="M164 192 Q170 174 186 170" stroke="${c.accent}" stroke-width="8" fill="none" stroke-linecap="round" opacity="0.7"/>` +
    hand +
    mirrored(hand) +
    `<path d="${sparkle(96, 120, 14)}" fill="${c.accent}"/>` +
    `<path d="${sparkle(310, 96, 18)}" fill="${c.second}"/>` +
    `<path d="${sparkle(322, 190, 10)}" fill="${c.accent}"/>`
  );
};

/** Community: three people side by side, linked by a ring, a heart above them. */
const community: Motif = (c) =>
  `<circle cx="200" cy="230" r="150" fill="none" stroke="${c.second}" stroke-width="10" stroke-dasharray="2 22" stroke-linecap="round"/>` +
  person(116, 206, 28, 72, 340, c.second) +
  person(284, 206, 28, 72, 340, c.second) +
  person(200, 184, 34, 88, 340, c.main) +
  `<path d="M70 340 H330" stroke="${c.main}" stroke-width="10" stroke-linecap="round"/>` +
  `<path d="${heartPath(200, 92, 30)}" fill="${c.accent}"/>`;

/** Quran: an open book resting on a folding wooden stand (rahl), with soft rays above. */
const quran: Motif = (c) => {
  const page =
    `<path d="M200 246 C168 222 122 218 70 228 L80 130 C126 118 172 124 200 150Z" fill="${c.frame}"/>` +
    `<path d="M194 236 C166 214 126 210 82 216 L90 140 C130 130 168 134 194 158Z" fill="${PAPER}"/>` +
    [164, 180, 196]
      .map(
        (y) =>
          `<path d="M102 ${y} C130 ${y - 8} 160 ${y - 4} 180 ${y + 8}" stroke="${c.frame}" stroke-width="5" fill="none" stroke-linecap="round" opacity="0.5"/>`,
      )
      .join('');
  const board = `<path d="M96 240 L122 222 L312 366 L286 384Z" fill="${c.second}"/>`;
  return (
    [-60, -30, 0, 30, 60]
      .map(
        (a) =>
          `<path d="M200 130 L200 36" stroke="${c.second}" stroke-width="8" stroke-linecap="round" opacity="0.7" transform="rotate(${a} 200 140)"/>`,
      )
      .join('') +
    board +
    mirrored(board) +
    page +
    mirrored(page) +
    `<path d="M200 150 V246" stroke="${c.frame}" stroke-width="6"/>` +
    `<path d="${octagram(200, 300, 14)}" fill="${c.frame}"/>`
  );
};

const MOTIFS: Record<ImageTheme, Motif> = {
  crescent,
  lantern,
  iftar,
  water,
  orphans,
  education,
  health,
  mosque,
  zakat,
  dates,
  family,
  relief,
  quran,
  community,
};

// ---------------------------------------------------------------------------------------------------
// Background
// ---------------------------------------------------------------------------------------------------

/** A tile of eight-pointed stars (one centred, quarters at the corners) for a faint lattice. */
function latticePattern(id: string, tile: number, angle: number, colour: string): string {
  const r = tile * 0.3;
  const stroke = Math.max(1, tile / 60);
  const stars = [
    [tile / 2, tile / 2],
    [0, 0],
    [tile, 0],
    [0, tile],
    [tile, tile],
  ]
    .map(([x, y]) => octagram(x!, y!, r))
    .join(' ');
  return (
    `<pattern id="${id}" width="${f(tile)}" height="${f(tile)}" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle})">` +
    `<path d="${stars}" fill="none" stroke="${colour}" stroke-width="${f(stroke)}"/>` +
    `<circle cx="${f(tile / 2)}" cy="${f(tile / 2)}" r="${f(tile * 0.06)}" fill="${colour}"/>` +
    `</pattern>`
  );
}

/** Rolling dunes along the bottom edge, to ground the motif. */
function dunes(w: number, h: number, colour: string, flip: boolean): string {
  const y1 = h * 0.86;
  const y2 = h * 0.92;
  const a = flip ? 0.7 : 0.3;
  return (
    `<path d="M0 ${f(y1)} Q${f(w * a)} ${f(h * 0.74)} ${f(w)} ${f(y1 + h * 0.02)} V${h} H0Z" fill="${colour}" opacity="0.1"/>` +
    `<path d="M0 ${f(y2)} Q${f(w * (1 - a))} ${f(h * 0.82)} ${f(w)} ${f(y2)} V${h} H0Z" fill="${colour}" opacity="0.12"/>`
  );
}

/** A few twinkling dots and sparkles for the night palettes, mostly in the upper part of the sky. */
function starField(rand: () => number, w: number, h: number, colour: string): string {
  const out: string[] = [];
  const count = 14 + Math.floor(rand() * 8);
  const unit = Math.min(w, h);
  for (let i = 0; i < count; i++) {
    const x = rand() * w;
    const y = rand() * h * 0.7;
    const size = unit * (0.004 + rand() * 0.006);
    const opacity = f(0.35 + rand() * 0.5);
    out.push(
      i % 4 === 0
        ? `<path d="${sparkle(x, y, size * 2.6)}" fill="${colour}" opacity="${opacity}"/>`
        : `<circle cx="${f(x)}" cy="${f(y)}" r="${f(size)}" fill="${colour}" opacity="${opacity}"/>`,
    );
  }
  return out.join('');
}

// ---------------------------------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------------------------------

/**
 * The SVG illustration for a theme. `variant` picks the palette (consecutive variants always differ)
 * and, through a seeded generator, the gradient direction, lattice angle, star field and whether the
 * motif is mirrored. Same inputs, same string.
 */
export function themeSvg(theme: ImageTheme, variant: number, width: number, height: number): string {
  assertSize(width, height);
  const motif = MOTIFS[theme];
  if (!motif) throw new RangeError(`Unknown image theme: ${String(theme)}`);

  const salt = hash(theme);
  // Offsetting by the theme spreads palettes when several themes share a variant number on one page.
  const c = pick(PALETTES, variant + (salt % PALETTES.length));
  const rand = seededRandom(salt ^ Math.imul(mod(variant, 0x7fffffff) + 1, 0x9e3779b1));

  const angle = pick([20, 60, 110, 150], Math.floor(rand() * 4));
  const rad = (angle * Math.PI) / 180;
  const gx = Math.cos(rad) / 2;
  const gy = Math.sin(rad) / 2;
  const latticeAngle = pick([0, 22.5, 45], Math.floor(rand() * 3));
  const flip = rand() < 0.5;
  const glowX = 0.5 + (rand() - 0.5) * 0.1;

  // The motif fills 80% of the short side, centred, so any centred crop (card, hero) keeps it whole.
  const unit = Math.min(width, height);
  const scale = (unit * 0.8) / 400;
  const tx = width / 2 - 200 * scale;
  const ty = height / 2 - 200 * scale;
  const mirror = flip ? 'matrix(-1 0 0 1 400 0)' : '';

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>` +
    `<linearGradient id="sky" x1="${f(0.5 - gx)}" y1="${f(0.5 - gy)}" x2="${f(0.5 + gx)}" y2="${f(0.5 + gy)}">` +
    `<stop offset="0" stop-color="${c.sky[0]}"/><stop offset="0.55" stop-color="${c.sky[1]}"/>` +
    `<stop offset="1" stop-color="${c.sky[2]}"/></linearGradient>` +
    `<radialGradient id="halo" cx="${f(glowX)}" cy="0.5" r="0.5">` +
    `<stop offset="0" stop-color="${c.glow}" stop-opacity="${c.dark ? 0.22 : 0.6}"/>` +
    `<stop offset="1" stop-color="${c.glow}" stop-opacity="0"/></radialGradient>` +
    latticePattern('lattice', unit / 5, latticeAngle, c.pattern) +
    `</defs>` +
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>` +
    `<rect width="${width}" height="${height}" fill="url(#lattice)" opacity="${c.dark ? 0.08 : 0.1}"/>` +
    (c.dark ? starField(rand, width, height, c.accent) : '') +
    `<ellipse cx="${f(width * glowX)}" cy="${f(height / 2)}" rx="${f(unit * 0.62)}" ry="${f(unit * 0.58)}" fill="url(#halo)"/>` +
    dunes(width, height, c.dark ? '#000000' : c.pattern, flip) +
    `<g transform="translate(${f(tx)} ${f(ty)}) scale(${Math.round(scale * 10000) / 10000})"><g transform="${mirror}">${motif(c)}</g></g>` +
    `</svg>`
  );
}

/** Renders a theme illustration to WebP, 1200x675 (16:9) unless told otherwise. */
export async function renderThemeImage(
  theme: ImageTheme,
  variant: number,
  opts: { width?: number; height?: number } = {},
): Promise<Buffer> {
  const { width = 1200, height = 675 } = opts;
  return sharp(Buffer.from(themeSvg(theme, variant, width, height)))
    .webp({ quality: 80 })
    .toBuffer();
}

// --- Partner logos ---------------------------------------------------------------------------------

const LOGO_COLOURS: readonly (readonly [string, string])[] = [
  [BRAND_GREEN, '#2A5C2E'],
  ['#1B2A4A', '#2C4775'],
  ['#C98A2E', '#A36A1B'],
  ['#1F6F6B', '#175552'],
  ['#7A4E2D', '#5C3A20'],
  ['#2E5E8C', '#22476B'],
];

/**
 * Abstract marks for logos, drawn in a 256 box around (128, 128): `ink` is the light main colour, `gold`
 * a second touch, `hole` the tile colour for cut-outs.
 */
type LogoMark = (ink: string, gold: string, hole: string) => string;

const LOGO_MARKS: readonly LogoMark[] = [
  (ink, gold, hole) =>
    `<path d="${octagram(128, 128, 72)}" fill="${ink}"/><circle cx="128" cy="128" r="30" fill="${hole}"/>` +
    `<circle cx="128" cy="128" r="14" fill="${gold}"/>`,
  (ink, gold) =>
    `<path d="${crescentPath(120, 132, 68, 34, -22, 58)}" fill="${ink}"/>` +
    `<path d="${starPath(168, 108, 5, 20, 8)}" fill="${gold}"/>`,
  (ink) =>
    [0, 120, 240]
      .map(
        (a) =>
          `<circle cx="128" cy="104" r="34" fill="none" stroke="${ink}" stroke-width="12" transform="rotate(${a} 128 134)"/>`,
      )
      .join(''),
  (ink, gold, hole) =>
    `<path d="${leafPath(62, 194, 194, 62, 60)}" fill="${ink}"/>` +
    `<path d="M80 176 L166 90" stroke="${hole}" stroke-width="8" stroke-linecap="round"/>` +
    `<circle cx="188" cy="188" r="14" fill="${gold}"/>`,
  (ink, gold) =>
    `<path d="M60 180 L128 112 L196 180" stroke="${ink}" stroke-width="22" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M88 132 L128 92 L168 132" stroke="${gold}" stroke-width="16" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  (ink, gold) =>
    `<path d="M128 52 L194 90 V166 L128 204 L62 166 V90Z" fill="none" stroke="${ink}" stroke-width="16" stroke-linejoin="round"/>` +
    `<path d="M128 96 L156 112 V144 L128 160 L100 144 V112Z" fill="${gold}"/>`,
  (ink, gold) =>
    `<path d="M56 172 A72 72 0 0 1 200 172Z" fill="${gold}"/>` +
    [-60, -30, 0, 30, 60]
      .map(
        (a) =>
          `<path d="M128 84 V58" stroke="${ink}" stroke-width="10" stroke-linecap="round" transform="rotate(${a} 128 172)"/>`,
      )
      .join('') +
    `<rect x="56" y="186" width="144" height="12" rx="6" fill="${ink}"/>`,
  (ink, gold) =>
    [
      [128, 84],
      [84, 128],
      [172, 128],
      [128, 172],
    ]
      .map(
        ([x, y], i) =>
          `<rect x="${x! - 26}" y="${y! - 26}" width="52" height="52" rx="8" fill="${i % 2 ? gold : ink}" transform="rotate(45 ${x} ${y})"/>`,
      )
      .join(''),
];

/** A 256x256 WebP partner logo: a rounded tile with an abstract mark chosen by hashing the label. */
export async function renderLogoImage(label: string, variant: number): Promise<Buffer> {
  const h = hash(label);
  const [from, to] = pick(LOGO_COLOURS, (h >>> 3) + variant);
  const mark = pick(LOGO_MARKS, h);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">` +
    `<defs><linearGradient id="tile" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect x="8" y="8" width="240" height="240" rx="56" fill="url(#tile)"/>` +
    // Cut-outs sit near the centre, where the diagonal gradient is halfway between its stops.
    mark('#FFF8E7', '#F2C572', mixHex(from, to, 0.5)) +
    `</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

// --- Social icons ----------------------------------------------------------------------------------

type SocialIcon = SocialSeed['icon'];

/**
 * Simplified white glyphs in a 64 box that evoke each network without copying its artwork. Cut-outs use
 * a mask so the background stays transparent.
 */
const SOCIAL_GLYPHS: Record<SocialIcon, string> = {
  x:
    `<path d="M12 10 H24 L52 54 H40Z" fill="#fff"/>` +
    `<path d="M49 10 L16 54" stroke="#fff" stroke-width="5" stroke-linecap="round"/>`,
  instagram:
    `<rect x="10" y="10" width="44" height="44" rx="13" fill="none" stroke="#fff" stroke-width="5"/>` +
    `<circle cx="32" cy="32" r="10" fill="none" stroke="#fff" stroke-width="5"/>` +
    `<circle cx="44.5" cy="19.5" r="3.2" fill="#fff"/>`,
  facebook:
    `<path d="M31 56 V26 Q31 14 43 14 H46" stroke="#fff" stroke-width="8" fill="none"/>` +
    `<path d="M20 32 H42" stroke="#fff" stroke-width="7"/>`,
  youtube:
    `<mask id="cut"><rect width="64" height="64" fill="#fff"/><path d="M27 23 L42 32 L27 41Z" fill="#000"/></mask>` +
    `<rect x="5" y="14" width="54" height="36" rx="11" fill="#fff" mask="url(#cut)"/>`,
  whatsapp:
    `<path d="M14.5 43 A21 21 0 1 1 22 50.5" fill="none" stroke="#fff" stroke-width="4.5" stroke-linecap="round"/>` +
    `<path d="M14.5 43 L10 55 L22 50.5" fill="#fff" stroke="#fff" stroke-width="2" stroke-linejoin="round"/>` +
    `<path d="M25 22 Q24 36 40 41" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    `<circle cx="25" cy="21" r="4.5" fill="#fff"/><circle cx="41" cy="41.5" r="4.5" fill="#fff"/>`,
  tiktok:
    `<path d="M36 10 V42" stroke="#fff" stroke-width="7" stroke-linecap="round"/>` +
    `<circle cx="27" cy="43" r="9" fill="none" stroke="#fff" stroke-width="7"/>` +
    `<path d="M36 12 Q40 23 51 24" stroke="#fff" stroke-width="7" fill="none" stroke-linecap="round"/>`,
  snapchat:
    `<path d="M32 8 C19 8 18 20 18 30 L10 33 L17 37 C15 43 10 46 7 47 C12 50 16 50 19 53 C24 53 27 57 32 57 ` +
    `C37 57 40 53 45 53 C48 50 52 50 57 47 C54 46 49 43 47 37 L54 33 L46 30 C46 20 45 8 32 8Z" fill="#fff"/>`,
  linkedin:
    `<mask id="cut"><rect width="64" height="64" fill="#fff"/>` +
    `<circle cx="21" cy="20" r="4.5" fill="#000"/><rect x="17" y="28" width="8" height="21" fill="#000"/>` +
    `<path d="M29 49 V28 H36 V31.5 Q39 27 45 27 Q52 27 52 36 V49 H45 V37.5 Q45 33 41 33 Q36 33 36 38 V49Z" fill="#000"/></mask>` +
    `<rect x="8" y="8" width="48" height="48" rx="9" fill="#fff" mask="url(#cut)"/>`,
};

/** A 64x64 PNG: a white glyph for the network on a transparent background. */
export async function renderSocialIcon(icon: SocialIcon): Promise<Buffer> {
  const glyph = SOCIAL_GLYPHS[icon];
  if (!glyph) throw new RangeError(`Unknown social icon: ${String(icon)}`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${glyph}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

// --- Avatars ---------------------------------------------------------------------------------------

/** Soft backgrounds, each with a deeper tone of itself for the silhouette. */
const AVATAR_COLOURS: readonly (readonly [string, string])[] = [
  ['#DDEBD9', '#8DB58A'],
  ['#F3E6C8', '#C9A86A'],
  ['#DCE3F0', '#8C9DBF'],
  ['#F2DDD3', '#C99A86'],
  ['#D9ECE9', '#7FB2AA'],
  ['#ECE6D9', '#A89C82'],
];

/** A 256x256 WebP avatar: a neutral head-and-shoulders silhouette on a soft colour. */
export async function renderAvatar(variant: number): Promise<Buffer> {
  const [bg, ink] = pick(AVATAR_COLOURS, variant);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">` +
    `<rect width="256" height="256" fill="${bg}"/>` +
    `<circle cx="128" cy="104" r="46" fill="${ink}"/>` +
    `<path d="M40 256 C40 194 82 164 128 164 C174 164 216 194 216 256Z" fill="${ink}"/>` +
    `</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}
