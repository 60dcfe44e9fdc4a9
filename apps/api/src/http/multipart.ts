import { richTextLength } from '@ataa/contract/fields';
import type { z } from '@ataa/contract/validation';
import type { FastifyRequest } from 'fastify';
import { DOCUMENT_MAX_BYTES } from '../storage/uploads.ts';
import { API_BODY_MAX_BYTES } from './body-limits.ts';
import { AppError, RequestValidationError } from './errors.ts';

export interface UploadedFile {
  /** The request key with its index, e.g. `file.0`, used to key errors (contract §1.2). */
  field: string;
  filename: string;
  data: Buffer;
}

export interface FormInput {
  fields: Record<string, unknown>;
  files: Record<string, UploadedFile[]>;
  /** Text fields longer than the parser keeps (`MULTIPART_LIMITS.fieldSize`): never taken as cut. */
  truncated?: string[];
}

/** Values that the original client sends for "nothing" in multipart bodies (contract §1.13). */
const NOT_SENT = new Set(['', 'undefined', 'null', '[object Object]']);

/** The longest text any form takes, in characters (a page's or a story's content). */
export const LONGEST_FIELD_CHARS = 50_000;

/**
 * What the multipart parser takes: any one file up to the largest kind (a document; pictures are
 * held to their own 5 MB after), enough files for a campaign's cover and full gallery, and any text
 * field whole at its longest (rich text with its markup) in any script (a UTF-16 unit is at most 3
 * bytes of UTF-8; 4 to spare). A longer field is cut by the parser, and refused as too long.
 */
export const MULTIPART_LIMITS = {
  fileSize: DOCUMENT_MAX_BYTES,
  files: 15,
  fields: 100,
  fieldSize: richTextLength(LONGEST_FIELD_CHARS) * 4,
};

const tooLarge = () => new AppError(413, 'errors.payload_too_large');

const baseName = (name: string) => name.replace(/\[\d*\]$/, '');

/** Reads a multipart body, or a JSON one when no files are sent, into plain fields and files. */
export async function readForm(request: FastifyRequest): Promise<FormInput> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: body && typeof body === 'object' && !Array.isArray(body) ? { ...body } : {}, files: {} };
  }
  // Fastify applies the route's body limit (20 MB unless the route says more, contract §1.1) only
  // to the bodies it parses itself, so multipart bodies are held to it here.
  const limit = request.routeOptions.bodyLimit ?? API_BODY_MAX_BYTES;
  if (Number(request.headers['content-length'] ?? 0) > limit) throw tooLarge();
  const fields: Record<string, unknown> = {};
  const files: Record<string, UploadedFile[]> = {};
  const truncated: string[] = [];
  try {
    await readParts(request, limit, { fields, files, truncated });
  } catch (error) {
    // A body the sender stopped sending part-way (a closed tab, a lost network) is theirs: nothing
    // of it is taken, and it is logged as their going, not as a failure of ours.
    if (request.raw.destroyed && !request.raw.complete)
      request.log.info({ url: request.url }, 'client aborted the request mid-body');
    throw formError(error, files);
  }
  return { fields, files, truncated };
}

/** What to answer for a failure while the form was read. */
function formError(error: unknown, files: FormInput['files']) {
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  // Past the parser's file cap there are certainly too many files for the last file field.
  if (code === 'FST_FILES_LIMIT') {
    const [name, list] = Object.entries(files).at(-1) ?? ['file', []];
    return AppError.validation(indexedField(name, list.length), 'validation.file_count');
  }
  // The parser's own failures are plain errors without a status: a type without a boundary, a body
  // cut short before its closing boundary, a malformed part. The form is the sender's to send again.
  const parserFailure = error instanceof Error && error.name === 'Error' && statusCode === undefined;
  return parserFailure ? new AppError(422, 'errors.malformed_form') : error;
}

/** Repeatable file fields are keyed with their index, e.g. `file.0` (contract §1.2). */
const indexedField = (name: string, index: number) =>
  name === 'file' || name === 'gallery' ? `${name}.${index}` : name;

async function readParts(
  request: FastifyRequest,
  limit: number,
  { fields, files, truncated }: Required<FormInput>,
) {
  let received = 0;
  for await (const part of request.parts()) {
    const name = baseName(part.fieldname);
    if (part.type === 'file') {
      files[name] ??= [];
      const list = files[name];
      const field = indexedField(name, list.length);
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw AppError.validation(field, 'validation.file_size');
        }
        throw error;
      }
      // A body sent without a length is counted as it arrives.
      received += data.length;
      if (received > limit) throw tooLarge();
      if (data.length > 0) list.push({ field, filename: part.filename, data });
    } else if (typeof part.value === 'string' && !NOT_SENT.has(part.value.trim())) {
      if (part.valueTruncated) truncated.push(name);
      // `name[]` (and `name[0]`) fields repeat: they are kept as a list, e.g. `gallery_remove[]`.
      if (name !== part.fieldname) {
        const list = Array.isArray(fields[name]) ? (fields[name] as unknown[]) : [];
        fields[name] = [...list, part.value];
      } else fields[name] = part.value;
    }
  }
}

/** A multipart (or JSON) form: its fields checked by `schema`, its files as sent. */
export async function readCheckedForm<T extends z.ZodType>(request: FastifyRequest, schema: T) {
  const form = await readForm(request);
  const parsed = schema.safeParse(form.fields);
  if (!parsed.success) throw new RequestValidationError(parsed.error.issues);
  // A cut field is longer than any field's maximum, which its schema names when it checks the
  // length; one it takes whole (or ignores) is still not taken cut.
  const [cut] = (form.truncated ?? []).filter((name) => name in (parsed.data as object));
  if (cut) throw AppError.validation(cut, 'validation.too_long', { max: LONGEST_FIELD_CHARS });
  return { fields: parsed.data as z.output<T>, files: form.files };
}
