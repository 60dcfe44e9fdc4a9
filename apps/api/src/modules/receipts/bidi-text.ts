/// <reference path="./bidi-js.d.ts" />
import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

/** A piece of one line, in one font, ready to be drawn left to right after the pieces before it. */
export interface VisualRun {
  /** The characters as the PDF writer must receive them (see `visualRuns`). */
  text: string;
  /** Drawn with the Arabic font (Arabic letters, Arabic punctuation and the spaces between them). */
  arabic: boolean;
}

// The Arabic font's blocks, and the joiners that steer its letter forms.
const ARABIC_FONT = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufefc\u200c\u200d]/;
const SPACE = /[ \u00a0]/;
// Direction marks have done their work once the order is known, and neither font has characters
// beyond the basic plane (emoji): none of these is drawn.
const UNDRAWN = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ud800-\udfff]/;
// What the PDF writer's shaper (fontkit) lays out right to left: it reverses such a run itself.
const SHAPED_RTL = /\p{Script=Arabic}/u;

/**
 * One line of text in visual order (Unicode bidi algorithm), cut at spaces and where the font or
 * the direction changes. Each run is handed to the PDF writer so that its shaper joins Arabic letters: a run the
 * shaper reverses (Arabic script) goes in reading order, every other run already in visual order.
 */
export function visualRuns(line: string, direction: 'ltr' | 'rtl' | 'auto'): VisualRun[] {
  // "auto" takes the direction of the first strong letter, like `dir="auto"` in HTML.
  const levels = bidi.getEmbeddingLevels(line, direction === 'auto' ? undefined : direction);
  const runs: Array<{ chars: string[]; arabic: boolean; rtl: boolean; space: boolean }> = [];
  for (const index of bidi.getReorderedIndices(line, levels)) {
    if (UNDRAWN.test(line[index]!)) continue;
    const rtl = (levels.levels[index]! & 1) === 1;
    // A bracket faces the other way in right-to-left text.
    const char = rtl ? (bidi.getMirroredCharacter(line[index]!) ?? line[index]!) : line[index]!;
    const last = runs.at(-1);
    const space = SPACE.test(char);
    // Spaces stand alone (in the font around them), so every run is one word, shaped whole.
    const arabic = space && last ? last.arabic : ARABIC_FONT.test(char);
    if (last && !space && !last.space && last.arabic === arabic && last.rtl === rtl) last.chars.push(char);
    else runs.push({ chars: [char], arabic, rtl, space });
  }
  return runs.map(({ chars, arabic }) => {
    const visual = chars.join('');
    return { text: SHAPED_RTL.test(visual) ? chars.reverse().join('') : visual, arabic };
  });
}
