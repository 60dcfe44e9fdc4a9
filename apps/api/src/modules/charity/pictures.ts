import sharp from 'sharp';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { acceptImage } from '../../storage/uploads.ts';

/** A campaign's cover and gallery pictures fill a 16:9 frame this wide on the campaign page. */
export const CAMPAIGN_PICTURE_MIN = { width: 600, height: 338 } as const;

/** A picture checked by its content, re-encoded, and at least the campaign frame's size. */
async function acceptCampaignPicture(file: UploadedFile) {
  const picture = await acceptImage(file.data, file.field);
  const { width = 0, height = 0 } = await sharp(picture.data).metadata();
  if (width < CAMPAIGN_PICTURE_MIN.width || height < CAMPAIGN_PICTURE_MIN.height) {
    throw AppError.validation(file.field, 'validation.image_dimensions', CAMPAIGN_PICTURE_MIN);
  }
  return picture;
}

/**
 * Pictures saved before the database write that uses them: every file is checked first, so a bad
 * one saves nothing; `discard` removes them again when the write fails.
 */
export async function savePictures(
  ctx: AppContext,
  folder: string,
  files: UploadedFile[],
  minimumSize = true,
) {
  const accepted = await Promise.all(
    files.map((file) => (minimumSize ? acceptCampaignPicture(file) : acceptImage(file.data, file.field))),
  );
  const paths = await Promise.all(
    accepted.map((picture) => ctx.storage.save(folder, picture.extension, picture.data)),
  );
  return { paths, discard: () => removeFiles(ctx, paths) };
}

/** Removes stored pictures that nothing refers to any more. */
export async function removeFiles(ctx: AppContext, paths: Array<string | null | undefined>) {
  await Promise.all(
    paths.filter((path): path is string => Boolean(path)).map((path) => ctx.storage.delete(path)),
  );
}
