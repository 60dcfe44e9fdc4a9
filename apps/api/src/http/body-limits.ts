import { IMAGE_MAX_BYTES } from '../storage/uploads.ts';

const KB = 1024;
const MB = 1024 * KB;

/** A form's text fields with the multipart framing around its files: ample for any form's words. */
export const FORM_FIELDS_BYTES = 64 * KB;

/** Any API body (contract §1.1: over 20 MB is 413), unless its route declares more. */
export const API_BODY_MAX_BYTES = 20 * MB;

/** Pictures in a campaign's gallery (contract §1.13). */
export const CAMPAIGN_GALLERY_MAX = 10;

/**
 * The largest body anyone sends: a campaign's form with its cover and a full gallery of the largest
 * pictures. The campaign routes declare it as their `bodyLimit`; every file keeps its own limit.
 */
export const CAMPAIGN_FORM_MAX_BYTES = (1 + CAMPAIGN_GALLERY_MAX) * IMAGE_MAX_BYTES + FORM_FIELDS_BYTES;
