// STORAGE_URL and the AWS variables, as the server reads them at start-up.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

const DATA_DIR = mkdtempSync(path.join(tmpdir(), 'ataa-bucket-settings-'));
const KEYS = { AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE', AWS_SECRET_ACCESS_KEY: 'secret-of-the-example' };

const bucketOf = (env: Record<string, string>) => loadConfig({ DATA_DIR, ...env }).bucket;

/** The lines of the start-up error a configuration stops with. */
function problems(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR, ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message
      .split('\n')
      .slice(1)
      .map((line) => line.trim());
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('STORAGE_URL', () => {
  it('is unset by default: uploads stay under DATA_DIR', () => {
    expect(bucketOf({})).toBeUndefined();
  });

  it('names an S3-compatible server, addressed by path, with the keys of the environment', () => {
    expect(
      bucketOf({
        STORAGE_URL: 's3://ataa-uploads?endpoint=http://127.0.0.1:9000/&region=us-east-1',
        ...KEYS,
      }),
    ).toEqual({
      bucket: 'ataa-uploads',
      prefix: '',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret-of-the-example' },
    });
  });

  it('names Amazon S3 itself, with a key prefix, the region of AWS_REGION and the machine’s own role', () => {
    expect(bucketOf({ STORAGE_URL: 's3://ataa-uploads/production/', AWS_REGION: 'me-south-1' })).toEqual({
      bucket: 'ataa-uploads',
      prefix: 'production/',
      endpoint: undefined,
      region: 'me-south-1',
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(
      bucketOf({ STORAGE_URL: 's3://b?region=auto&endpoint=https://r2.example&force_path_style=false' })
        ?.forcePathStyle,
    ).toBe(false);
  });

  it('keeps the keys out of the rest of the configuration', () => {
    const config = loadConfig({ DATA_DIR, STORAGE_URL: 's3://b?region=us-east-1', ...KEYS });
    expect(JSON.stringify({ ...config, bucket: undefined })).not.toContain(KEYS.AWS_SECRET_ACCESS_KEY);
  });

  it('stops the server with a line naming the variable when it is half-set or wrong', () => {
    expect(problems({ STORAGE_URL: 'https://bucket.example' })).toEqual([
      'STORAGE_URL: must start with s3://',
    ]);
    expect(problems({ STORAGE_URL: 's3://ataa-uploads', ...KEYS })).toEqual([
      "STORAGE_URL: name the bucket's region (?region=eu-central-1; most S3-compatible servers take us-east-1), or set AWS_REGION",
    ]);
    expect(
      problems({ STORAGE_URL: 's3://b?region=x', AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE', AWS_SESSION_TOKEN: 't' }),
    ).toEqual([
      'AWS_ACCESS_KEY_ID: set it with AWS_SECRET_ACCESS_KEY for the bucket of STORAGE_URL, or neither (to use the machine’s role)',
    ]);
    expect(problems({ STORAGE_URL: 's3://b?region=x', AWS_SECRET_ACCESS_KEY: 'secret' })).toHaveLength(1);
    expect(problems({ STORAGE_URL: 's3://b?region=x', AWS_SESSION_TOKEN: 'token' })).toEqual([
      'AWS_SESSION_TOKEN: needs AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY',
    ]);
    expect(
      problems({ STORAGE_URL: 's3://b?region=x&endpoint=minio:9000&regoin=y&force_path_style=yes' }),
    ).toEqual([
      'STORAGE_URL: unknown parameter regoin (known: endpoint, region, force_path_style)',
      'STORAGE_URL: endpoint must be an address such as http://127.0.0.1:9000, without a path',
      'STORAGE_URL: force_path_style must be true or false',
    ]);
    expect(problems({ STORAGE_URL: 's3://key:secret@b?region=x' })).toEqual([
      'STORAGE_URL: carries no credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY',
    ]);
    expect(problems({ STORAGE_URL: 's3://b/site//uploads?region=x' })[0]).toMatch(
      /^STORAGE_URL: the key prefix/,
    );
    expect(problems({ STORAGE_URL: 's3://?region=x' })[0]).toMatch(
      /^STORAGE_URL: must start with s3:\/\/ and/,
    );
  });
});
