import { CONTROL_CHARACTERS } from '@ataa/contract/fields';
import type { z } from '@ataa/contract/validation';

type Issue = z.core.$ZodIssue;

/**
 * The fields of a request body holding a control character other than a tab or a line break, as
 * validation issues. No stored text keeps one (PostgreSQL refuses NUL), so every body is checked
 * here, beneath the text rules of each field, before any route reads it.
 */
export function controlCharacterIssues(value: unknown, path: PropertyKey[] = []): Issue[] {
  if (typeof value === 'string') {
    if (!CONTROL_CHARACTERS.test(value)) return [];
    return [{ code: 'custom', path, message: 'validation.control_characters', input: value } as Issue];
  }
  if (Array.isArray(value))
    return value.flatMap((item, index) => controlCharacterIssues(item, [...path, index]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      ...controlCharacterIssues(key, [...path, key]),
      ...controlCharacterIssues(item, [...path, key]),
    ]);
  }
  return [];
}
