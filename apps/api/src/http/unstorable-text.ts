import { CONTROL_CHARACTERS } from '@ataa/contract/fields';
import type { MessageKey } from '@ataa/contract/messages';
import type { z } from '@ataa/contract/validation';

type Issue = z.core.$ZodIssue;

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding it is what this pattern is for
const NUL = /\u0000/;
/** Half of a UTF-16 pair without its other half: with the `u` flag, only unpaired ones match. */
const UNPAIRED_SURROGATE = /\p{Surrogate}/u;

/** The strings of a value (its keys included) that `refused` matches, as issues at their paths. */
function textIssues(value: unknown, refused: RegExp, message: MessageKey, path: PropertyKey[] = []): Issue[] {
  if (typeof value === 'string') {
    return refused.test(value) ? [{ code: 'custom', path, message, input: value } as Issue] : [];
  }
  if (Array.isArray(value))
    return value.flatMap((item, index) => textIssues(item, refused, message, [...path, index]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      ...textIssues(key, refused, message, [...path, key]),
      ...textIssues(item, refused, message, [...path, key]),
    ]);
  }
  return [];
}

/**
 * The fields of a request body holding a control character other than a tab or a line break, as
 * validation issues. No stored text keeps one (PostgreSQL refuses NUL), so every body is checked
 * here, beneath the text rules of each field, before any route reads it.
 */
export const controlCharacterIssues = (body: unknown) =>
  textIssues(body, CONTROL_CHARACTERS, 'validation.control_characters');

/**
 * The query values (and names) holding a NUL, which PostgreSQL refuses in any text. Other control
 * characters are each field's rule: a search reads them as spaces.
 */
export const nulIssues = (query: unknown) => textIssues(query, NUL, 'validation.control_characters');

/**
 * The strings of a JSON body holding half of a UTF-16 pair (`"\ud800"`, an emoji cut in two), which
 * no UTF-8 text can hold: PostgreSQL refuses it in JSON, and elsewhere it would be stored as U+FFFD.
 */
export const unpairedSurrogateIssues = (body: unknown) =>
  textIssues(body, UNPAIRED_SURROGATE, 'validation.broken_character');
