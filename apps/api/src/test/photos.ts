// Pictures as people upload them, for the tests that must not pass on toy inputs.
import sharp from 'sharp';

let camera: Promise<Buffer> | undefined;
let poster: Promise<Buffer> | undefined;

/**
 * A photo as a phone camera takes it: a 4000×3000 JPEG of about 3 MB, stored on its side with
 * EXIF orientation 6, so that it shows upright as 3000×4000 (portrait). Made once per process.
 */
export function cameraPhoto(): Promise<Buffer> {
  camera ??= sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 10 },
    },
  })
    .jpeg({ quality: 88 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  return camera;
}

/** A PNG of about 400 KB (a designed poster or a screenshot), 620×380. Made once per process. */
export function posterPng(): Promise<Buffer> {
  poster ??= sharp({
    create: {
      width: 620,
      height: 380,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 6 },
    },
  })
    .png()
    .toBuffer();
  return poster;
}
