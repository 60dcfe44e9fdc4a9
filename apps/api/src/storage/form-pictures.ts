import type { Infrastructure } from '../context.ts';
import { AppError } from '../http/errors.ts';
import type { UploadedFile } from '../http/multipart.ts';
import { deletePicture, savePicture } from './pictures.ts';
import { acceptPicture } from './uploads.ts';

/** A campaign's cover and gallery pictures fill a 16:9 frame this wide on the campaign page. */
export const CAMPAIGN_PICTURE_MIN = { width: 600, height: 338 } as const;

/** A picture checked by its content and re-encoded in the site's widths; a campaign's at least its frame. */
async function acceptCampaignPicture(file: UploadedFile, minimumSize: boolean) {
  const picture = await acceptPicture(file.data, file.field);
  if (
    minimumSize &&
    (picture.width < CAMPAIGN_PICTURE_MIN.width || picture.height < CAMPAIGN_PICTURE_MIN.height)
  ) {
    throw AppError.validation(file.field, 'validation.image_dimensions', CAMPAIGN_PICTURE_MIN);
  }
  return picture;
}

/**
 * Pictures saved before the database write that uses them: every file is checked first, so a bad
 * one saves nothing; `discard` removes them again when the write fails.
 */
export async function savePictures(
  ctx: Pick<Infrastructure, 'storage'>,
  folder: string,
  files: UploadedFile[],
  minimumSize = true,
) {
  const { groups, discard } = await savePictureGroups(ctx, folder, [files], minimumSize);
  return { paths: groups[0]!, discard };
}

/**
 * Several lists of pictures (a campaign's cover and its gallery) saved as one: all are checked
 * before any is written, and a save that fails part-way removes what it had written, so either
 * every picture is stored or none is. `discard` removes them all when the database write fails.
 */
export async function savePictureGroups(
  ctx: Pick<Infrastructure, 'storage'>,
  folder: string,
  lists: UploadedFile[][],
  minimumSize = true,
) {
  const accepted = await Promise.all(
    lists.map((files) => Promise.all(files.map((file) => acceptCampaignPicture(file, minimumSize)))),
  );
  const saved = await Promise.allSettled(
    accepted.flat().map((picture) => savePicture(ctx.storage, folder, picture)),
  );
  const written = saved.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = saved.find((result) => result.status === 'rejected');
  if (failed) {
    await removeFiles(ctx, written);
    throw failed.reason;
  }
  let next = 0;
  const groups = accepted.map((pictures) => pictures.map(() => written[next++]!));
  return { groups, discard: () => removeFiles(ctx, written) };
}

/** Removes stored pictures, with their copies, that nothing refers to any more. */
export async function removeFiles(
  ctx: Pick<Infrastructure, 'storage'>,
  paths: Array<string | null | undefined>,
) {
  await Promise.all(
    paths.filter((path): path is string => Boolean(path)).map((path) => deletePicture(ctx.storage, path)),
  );
}
