// An S3-compatible server started by the tests (s3rver), on a free port with a directory of its own.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { readBucketSettings } from '../storage/bucket-settings.ts';

/** s3rver's one account. */
const CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

export type ObjectStorage = Awaited<ReturnType<typeof startObjectStorage>>;

/** Starts an S3-compatible server holding one empty bucket; `close` stops it and removes its files. */
export async function startObjectStorage(bucket = 'ataa-uploads') {
  const directory = await mkdtemp(path.join(tmpdir(), 'ataa-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // Read apart from the site's storage code, to see what truly landed in the bucket.
  const reader = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: {
      accessKeyId: CREDENTIALS.AWS_ACCESS_KEY_ID,
      secretAccessKey: CREDENTIALS.AWS_SECRET_ACCESS_KEY,
    },
  });

  /** The environment of a server keeping its uploads in this bucket, under `prefix` when given. */
  const env = (prefix = '') => ({
    STORAGE_URL: `s3://${bucket}/${prefix}?endpoint=${endpoint}&region=us-east-1`,
    ...CREDENTIALS,
  });

  return {
    endpoint,
    env,
    /** The settings `loadConfig` reads from `env(prefix)`. */
    settings(prefix = '') {
      const { STORAGE_URL, ...aws } = env(prefix);
      return readBucketSettings(STORAGE_URL, aws).settings!;
    },
    /** The bytes of a key of the bucket, or null when it holds none. */
    async object(key: string): Promise<Buffer | null> {
      try {
        const object = await reader.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from(await object.Body!.transformToByteArray());
      } catch (error) {
        if ((error as Error).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async close() {
      reader.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
