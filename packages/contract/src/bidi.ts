// Text people wrote, shown inside text of the other direction (decision 030).

/** First-strong isolate and pop directional isolate (Unicode bidi, UAX #9). */
export const FIRST_STRONG_ISOLATE = '\u2068';
export const POP_DIRECTIONAL_ISOLATE = '\u2069';

/** Isolates, embeddings and overrides, which a writer's text must not bring into ours. */
const DIRECTIONAL_FORMATTING = /[\u202A-\u202E\u2066-\u2069]/g;

/**
 * Free text (a name, a reason, a message) wrapped in an isolate, so that inside a sentence of the
 * other direction it keeps its own: "Thank you!" in an Arabic sentence does not read "!Thank you".
 * For strings (ICU arguments, plain-text e-mails); markup uses `<bdi>` and `dir="auto"`.
 */
export function isolate(text: string): string {
  const own = text.replace(DIRECTIONAL_FORMATTING, '');
  return own === '' ? '' : `${FIRST_STRONG_ISOLATE}${own}${POP_DIRECTIONAL_ISOLATE}`;
}
