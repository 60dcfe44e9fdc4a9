import { PICTURE_MAX_SIDE, PICTURE_WIDTHS } from '@ataa/contract/pictures';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../http/errors.ts';
import { decodeInTurn } from './decode-in-turn.ts';
import { isReadablePdf } from './pdf-check.ts';

const MB = 1024 * 1024;
export const IMAGE_MAX_BYTES = 5 * MB;
export const DOCUMENT_MAX_BYTES = 10 * MB;
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const DOCUMENT_IMAGE_TYPES = new Set(['image/jpeg', 'image/png']);
/** Photos and pictures are re-encoded no larger than this on their long side. */
const MAX_IMAGE_SIDE = PICTURE_MAX_SIDE;
const DECODE = { limitInputPixels: 40_000_000, failOn: 'warning' } as const;

export interface ProcessedFile {
  data: Buffer;
  extension: string;
  mime: string;
}

/**
 * Re-encoding drops anything hidden in the original (metadata, trailing payloads) and fixes orientation.
 * Decoding it whole refuses a truncated or corrupt image: `failOn: 'warning'` (sharp's default, named
 * here as the point of the call) stops at libvips' first complaint about the pixel data.
 */
async function reencodeImage(data: Buffer, field: string): Promise<ProcessedFile> {
  try {
    const webp = await decodeInTurn(() =>
      sharp(data, DECODE)
        .rotate()
        .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer(),
    );
    return { data: webp, extension: 'webp', mime: 'image/webp' };
  } catch {
    throw AppError.validation(field, 'validation.file_type');
  }
}

async function assertImage(data: Buffer, field: string) {
  if (data.length > IMAGE_MAX_BYTES) throw AppError.validation(field, 'validation.file_size');
  const type = await fileTypeFromBuffer(data);
  if (!type || !IMAGE_TYPES.has(type.mime)) throw AppError.validation(field, 'validation.file_type');
}

/** An image field: jpg, png or webp by content, at most 5 MB (contract §1.13). */
export async function acceptImage(data: Buffer, field: string): Promise<ProcessedFile> {
  await assertImage(data, field);
  return reencodeImage(data, field);
}

/** A picture as the pages show it: WebP copies in the widths of `pictureSources`, largest last. */
export interface AcceptedPicture {
  width: number;
  height: number;
  copies: Array<{ width: number; data: Buffer }>;
}

/**
 * An image field kept as a picture of the site: checked as `acceptImage` checks it, then re-encoded
 * (metadata dropped, orientation fixed) at its largest size and in each narrower width the pages
 * ask for, so a phone fetches a copy its screen needs rather than the largest.
 */
export async function acceptPicture(data: Buffer, field: string): Promise<AcceptedPicture> {
  await assertImage(data, field);
  try {
    return await decodeInTurn(async () => {
      const upright = await sharp(data, DECODE)
        .rotate()
        .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
        .toBuffer({ resolveWithObject: true });
      const { width, height } = upright.info;
      const widths = [...PICTURE_WIDTHS.filter((narrower) => narrower < width), width];
      const copies = [];
      for (const copyWidth of widths) {
        const copy = await sharp(upright.data).resize({ width: copyWidth }).webp({ quality: 82 }).toBuffer();
        copies.push({ width: copyWidth, data: copy });
      }
      return { width, height, copies };
    });
  } catch {
    throw AppError.validation(field, 'validation.file_type');
  }
}

/**
 * A charity document: pdf, jpg or png by content, at most 10 MB. A PDF must parse whole (a file
 * that only starts with `%PDF` is not one), and is then kept as it is.
 */
export async function acceptDocument(data: Buffer, field: string): Promise<ProcessedFile> {
  if (data.length > DOCUMENT_MAX_BYTES) throw AppError.validation(field, 'validation.file_size');
  const type = await fileTypeFromBuffer(data);
  if (type?.mime === 'application/pdf') {
    if (!(await isReadablePdf(data))) throw AppError.validation(field, 'validation.file_type');
    return { data, extension: 'pdf', mime: type.mime };
  }
  if (!type || !DOCUMENT_IMAGE_TYPES.has(type.mime)) throw AppError.validation(field, 'validation.file_type');
  return reencodeImage(data, field);
}
