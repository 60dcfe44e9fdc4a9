import type { z } from '@ataa/contract/validation';

// On the server only: the API's query schemas bring zod, which the dashboard pages need not download.

/**
 * The filters an address asks for, each kept only when the API's own query schema accepts it,
 * as the text the address holds (so the form shows it again). A value the API would refuse is
 * left out rather than failing the page.
 */
export function chosenFilters<Key extends string>(
  request: Request,
  schema: z.ZodObject<Record<Key, z.ZodType>>,
  keys: readonly Key[],
): Partial<Record<Key, string>> {
  const params = new URL(request.url).searchParams;
  const chosen: Partial<Record<Key, string>> = {};
  for (const key of keys) {
    const value = params.get(key)?.trim();
    if (value && schema.shape[key].safeParse(value).success) chosen[key] = value;
  }
  return chosen;
}
