// What an uploaded picture or charity document must be to be kept: a whole file of its type.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { objectStreamPdf, pdfkitPdf, pdfOfObjects, withIncrementalUpdate } from '../test/pdfs.ts';
import { acceptDocument, acceptImage } from './uploads.ts';

const refusedAsFileType = (field: string) =>
  expect.objectContaining({ statusCode: 422, fields: { [field]: { key: 'validation.file_type' } } });

describe('acceptDocument: PDFs', () => {
  let pdfkit: Buffer;
  beforeAll(async () => {
    pdfkit = await pdfkitPdf(3);
  });

  it('keeps real PDFs as they are: from pdfkit, with an incremental update, with compressed object streams', async () => {
    for (const pdf of [pdfkit, withIncrementalUpdate(pdfkit), objectStreamPdf()]) {
      expect(await acceptDocument(pdf, 'file.0')).toEqual({
        data: pdf,
        extension: 'pdf',
        mime: 'application/pdf',
      });
    }
  });

  it('refuses, as file.N of the wrong type, a file that starts with %PDF but is not one whole', async () => {
    const page = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>';
    const notPdfs = {
      html: Buffer.from('%PDF-1.4\n<!doctype html><html><body><script>alert(1)</script></body></html>\n'),
      halfOfOne: pdfkit.subarray(0, pdfkit.length / 2),
      noPages: pdfOfObjects(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>']),
      noPageTree: pdfOfObjects(['<< /Type /Catalog >>']),
      aPageMissing: pdfOfObjects([
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>',
        page,
      ]),
    };
    for (const [name, data] of Object.entries(notPdfs)) {
      await expect(acceptDocument(data, 'file.2'), name).rejects.toEqual(refusedAsFileType('file.2'));
    }
  });
});

describe('acceptImage and acceptDocument: pictures', () => {
  let images: { jpeg: Buffer; png: Buffer; webp: Buffer };
  beforeAll(async () => {
    // A busy picture, the same every run: whether damage is noticed must not depend on chance.
    const pixels = Buffer.from(Array.from({ length: 120 * 80 * 3 }, (_, i) => (i * i) % 251));
    const picture = sharp(pixels, { raw: { width: 120, height: 80, channels: 3 } });
    images = {
      jpeg: await picture.clone().jpeg().toBuffer(),
      png: await picture.clone().png().toBuffer(),
      webp: await picture.clone().webp().toBuffer(),
    };
  });

  it('re-encodes a whole JPEG, PNG or WebP', async () => {
    for (const data of Object.values(images)) {
      expect(await acceptImage(data, 'photo')).toMatchObject({ extension: 'webp', mime: 'image/webp' });
    }
    for (const data of [images.jpeg, images.png]) {
      expect(await acceptDocument(data, 'file.0')).toMatchObject({ extension: 'webp' });
    }
  });

  it('refuses one cut short, or a JPEG or PNG with damaged pixel data, as a photo and as a document', async () => {
    const middle = (data: Buffer) => Math.floor(data.length / 2);
    const cut = (data: Buffer) => data.subarray(0, middle(data));
    const damaged = (data: Buffer) => Buffer.from(data).fill(0xff, middle(data), middle(data) + 64);
    const broken = {
      'cut JPEG': cut(images.jpeg),
      'cut PNG': cut(images.png),
      'damaged JPEG': damaged(images.jpeg),
      'damaged PNG': damaged(images.png),
    };
    for (const [name, data] of Object.entries(broken)) {
      await expect(acceptImage(data, 'photo'), name).rejects.toEqual(refusedAsFileType('photo'));
      await expect(acceptDocument(data, 'file.1'), name).rejects.toEqual(refusedAsFileType('file.1'));
    }
    // WebP, for photos only: cut short it is refused too. (Damage inside a lossy WebP goes unseen,
    // as the format has no checksum; the picture is re-encoded all the same.)
    await expect(acceptImage(cut(images.webp), 'photo')).rejects.toEqual(refusedAsFileType('photo'));
  });
});
