/** A part of a multipart body: a field's text, or a file with its name and type. */
export type Part = string | { data: Buffer; filename: string; type?: string };

/** A multipart body for the harness's `raw`; repeated keys are sent as repeated parts. */
export function multipart(entries: Array<[string, Part]>) {
  const data = new FormData();
  for (const [key, value] of entries) {
    if (typeof value === 'string') data.append(key, value);
    else data.append(key, new Blob([new Uint8Array(value.data)], { type: value.type }), value.filename);
  }
  return { data };
}
