import { API_BODY_MAX_BYTES, CAMPAIGN_FORM_MAX_BYTES, FORM_FIELDS_BYTES } from '../http/body-limits.ts';
import { IMAGE_MAX_BYTES } from '../storage/uploads.ts';

/**
 * The pages whose forms upload files, with what each may post; every other page's form holds words
 * only. A page's limit is no larger than what the API it forwards to accepts.
 */
const UPLOADING_PAGES: ReadonlyArray<readonly [RegExp, number]> = [
  // A campaign's cover and its gallery.
  [/^\/start-campaign$/, CAMPAIGN_FORM_MAX_BYTES],
  [/^\/dashboard\/charity\/campaigns\/[^/]+\/edit$/, CAMPAIGN_FORM_MAX_BYTES],
  // A charity's documents (10 MB each) with its photo: as much as the API takes in one body.
  [/^\/signup-charity$/, API_BODY_MAX_BYTES],
  [/^\/dashboard\/charity\/settings$/, API_BODY_MAX_BYTES],
  // A donor's photo.
  [/^\/dashboard\/donor\/settings$/, IMAGE_MAX_BYTES + FORM_FIELDS_BYTES],
  // The staff's content: one picture per record at most.
  [/^\/admin\/content\/[^/]+\/[^/]+$/, IMAGE_MAX_BYTES + FORM_FIELDS_BYTES],
  [/^\/admin\/(main-video|banner)$/, IMAGE_MAX_BYTES + FORM_FIELDS_BYTES],
];

/**
 * The most a page post to this path may carry; English pages (under /en) share their twin's, and
 * so does the `<page>.data` address that React Router's scripts post the same form to.
 */
export function pageBodyLimit(pathname: string): number {
  const page = pathname.replace(/\.data$/, '');
  const bare = page.replace(/^\/en(?=\/|$)/, '').replace(/\/+$/, '') || '/';
  return UPLOADING_PAGES.find(([pattern]) => pattern.test(bare))?.[1] ?? FORM_FIELDS_BYTES;
}
