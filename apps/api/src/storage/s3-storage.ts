import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { BucketSettings } from './bucket-settings.ts';
import {
  contentTypeOf,
  isStoredPath,
  newGroupPaths,
  newPath,
  type Storage,
  storedPath,
  UPLOADS_PREFIX,
} from './storage.ts';

/** A client of the bucket of `settings`. */
function bucketClient(settings: BucketSettings) {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // The checksums the SDK adds by default since 2025 are not understood by every S3-compatible
    // server; TLS and each answer's length already guard the bytes.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A bucket that stops answering fails the request that waits on it instead of holding it for ever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
}

const isMissing = (error: unknown) => (error as { name?: string }).name === 'NoSuchKey';

/**
 * Files in an S3-compatible bucket, shared by every machine of the site (decision 040): public files
 * under `<prefix>public/`, sent by the server at the same /uploads addresses as from the disk, and
 * private ones under `<prefix>private/`, read only by the API. The bucket itself stays private.
 */
export function createS3Storage(settings: BucketSettings, publicOrigin: () => string): Storage {
  const client = bucketClient(settings);
  const Bucket = settings.bucket;
  const key = (part: 'public' | 'private', relativePath: string) =>
    `${settings.prefix}${part}/${storedPath(relativePath)}`;

  async function put(part: 'public' | 'private', relativePath: string, data: Buffer) {
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key: key(part, relativePath),
        Body: data,
        ContentType: contentTypeOf(relativePath),
      }),
    );
    return relativePath;
  }

  async function remove(part: 'public' | 'private', relativePath: string) {
    // S3 answers a delete of a missing key as done.
    await client.send(new DeleteObjectCommand({ Bucket, Key: key(part, relativePath) }));
  }

  return {
    save: (folder, extension, data) => put('public', newPath(folder, extension), data),
    saveGroup: (folder, files) => {
      const paths = newGroupPaths(
        folder,
        files.map((file) => file.suffix),
      );
      return Promise.all(paths.map((relative, index) => put('public', relative, files[index]!.data)));
    },
    url: (relativePath) => `${publicOrigin()}${UPLOADS_PREFIX}${relativePath}`,
    async openPublic(relativePath) {
      if (!isStoredPath(relativePath)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key('public', relativePath) }));
        return {
          // In Node the SDK's body is the HTTP answer's own stream.
          body: object.Body as Readable,
          size: object.ContentLength,
          contentType: contentTypeOf(relativePath),
          etag: object.ETag ?? '',
          lastModified: object.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    delete: (relativePath) => remove('public', relativePath),
    savePrivate: (folder, extension, data) => put('private', newPath(folder, extension), data),
    async readPrivate(relativePath) {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: key('private', relativePath) }));
      return Buffer.from(await object.Body!.transformToByteArray());
    },
    deletePrivate: (relativePath) => remove('private', relativePath),
  };
}

/**
 * Why the bucket cannot be used, asked once at start-up so that a wrong name, address or key stops
 * the server with a clear line instead of failing its first upload; undefined when it can.
 */
export async function bucketProblem(settings: BucketSettings): Promise<string | undefined> {
  const client = bucketClient(settings);
  const where = `the bucket "${settings.bucket}"${settings.endpoint ? ` at ${settings.endpoint}` : ''}`;
  try {
    // A key nobody writes: "no such key" proves the bucket exists and these credentials may read it.
    await client.send(
      new GetObjectCommand({ Bucket: settings.bucket, Key: `${settings.prefix}start-check` }),
    );
    return undefined;
  } catch (error) {
    const { name, message } = error as Error;
    if (isMissing(error)) return undefined;
    if (name === 'NoSuchBucket') return `STORAGE_URL: ${where} does not exist`;
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 401 || status === 403)
      return `STORAGE_URL: ${where} refused the credentials (${name}): check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, and that they may get, put, delete and list its keys`;
    return `STORAGE_URL: ${where} could not be reached: ${message}`;
  } finally {
    client.destroy();
  }
}
