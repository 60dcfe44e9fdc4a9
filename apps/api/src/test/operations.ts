// The operations of the endpoint map, for the tests that send something to every one of them.
import { type EndpointKey, endpoints } from '@ataa/contract/endpoints';
import { z } from '@ataa/contract/validation';

/** Event streams never end by design; their own tests cover them (notifications.test.ts). */
const isStream = (key: EndpointKey) =>
  ((endpoints[key] as { file?: readonly string[] }).file ?? []).includes('text/event-stream');

/** Every operation of the map that answers and ends. */
export const answeringOperations = (Object.keys(endpoints) as EndpointKey[]).filter((key) => !isStream(key));

/** The top-level field names a schema reads, from its JSON Schema (every branch of a union). */
export function fieldNames(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  const branches = [
    json,
    ...((json.anyOf ?? json.oneOf ?? json.allOf ?? []) as Array<Record<string, unknown>>),
  ];
  return [...new Set(branches.flatMap((branch) => Object.keys((branch.properties as object) ?? {})))];
}
