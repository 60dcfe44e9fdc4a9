// The parts of bidi-js (which ships no types) that the receipt uses.
declare module 'bidi-js' {
  export interface EmbeddingLevels {
    levels: Uint8Array;
    paragraphs: Array<{ start: number; end: number; level: number }>;
  }
  export interface Bidi {
    getEmbeddingLevels(text: string, direction?: 'ltr' | 'rtl'): EmbeddingLevels;
    getReorderedIndices(text: string, levels: EmbeddingLevels, start?: number, end?: number): number[];
    /** The mirror image of a bracket-like character (for right-to-left text), or null. */
    getMirroredCharacter(char: string): string | null;
  }
  export default function bidiFactory(): Bidi;
}
