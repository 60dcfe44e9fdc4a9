import { isStoredPath } from './storage.ts';

/** An S3-compatible bucket, as `STORAGE_URL` names it (decision 040). */
export interface BucketSettings {
  bucket: string;
  /** Put before every key (`''`, or `site/` for `s3://bucket/site`), so that several sites can share a bucket. */
  prefix: string;
  /** An S3-compatible server's address (MinIO, R2, Spaces...); undefined for Amazon S3 itself. */
  endpoint: string | undefined;
  region: string;
  /** Keys addressed as `endpoint/bucket/key` rather than `bucket.endpoint/key`, as most S3-compatible servers want. */
  forcePathStyle: boolean;
  /** From the environment; undefined leaves them to the SDK's own search (a machine's role, ~/.aws). */
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | undefined;
}

/** The standard AWS variables the bucket's settings read besides `STORAGE_URL`. */
export interface AwsEnvironment {
  AWS_REGION?: string;
  AWS_ACCESS_KEY_ID?: string;
  AWS_SECRET_ACCESS_KEY?: string;
  AWS_SESSION_TOKEN?: string;
}

const PARAMETERS = new Set(['endpoint', 'region', 'force_path_style']);
const BUCKET_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * Reads `STORAGE_URL`, `s3://<bucket>[/<prefix>]?endpoint=<url>&region=<name>&force_path_style=<bool>`,
 * with the credentials of the AWS variables; every problem is a line naming its variable.
 */
export function readBucketSettings(
  storageUrl: string,
  env: AwsEnvironment,
): { settings: BucketSettings; problems: [] } | { settings?: undefined; problems: string[] } {
  const problems: string[] = [];
  let url: URL;
  try {
    url = new URL(storageUrl);
  } catch {
    return { problems: ['STORAGE_URL: must look like s3://bucket?endpoint=https://…&region=…'] };
  }
  const bucket = url.hostname;
  if (url.protocol !== 's3:' || !BUCKET_NAME.test(bucket) || url.port)
    problems.push('STORAGE_URL: must start with s3:// and the name of a bucket, e.g. s3://ataa-uploads');
  if (url.username || url.password)
    problems.push('STORAGE_URL: carries no credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY');
  const unknown = [...url.searchParams.keys()].filter((name) => !PARAMETERS.has(name));
  if (unknown.length > 0)
    problems.push(
      `STORAGE_URL: unknown parameter ${unknown.join(', ')} (known: ${[...PARAMETERS].join(', ')})`,
    );

  const prefixPath = url.pathname.replace(/^\/+|\/+$/g, '');
  if (prefixPath && !isStoredPath(prefixPath))
    problems.push(`STORAGE_URL: the key prefix "${prefixPath}" must be folder names separated by /`);

  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/\s]+\/?$/.test(endpoint))
    problems.push('STORAGE_URL: endpoint must be an address such as http://127.0.0.1:9000, without a path');

  const region = url.searchParams.get('region') ?? env.AWS_REGION;
  if (!region)
    problems.push(
      "STORAGE_URL: name the bucket's region (?region=eu-central-1; most S3-compatible servers take us-east-1), or set AWS_REGION",
    );

  const pathStyle = url.searchParams.get('force_path_style');
  if (pathStyle !== null && pathStyle !== 'true' && pathStyle !== 'false')
    problems.push('STORAGE_URL: force_path_style must be true or false');

  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    problems.push(
      'AWS_ACCESS_KEY_ID: set it with AWS_SECRET_ACCESS_KEY for the bucket of STORAGE_URL, or neither (to use the machine’s role)',
    );
  if (env.AWS_SESSION_TOKEN && !accessKeyId)
    problems.push('AWS_SESSION_TOKEN: needs AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY');

  if (problems.length > 0) return { problems };
  return {
    settings: {
      bucket,
      prefix: prefixPath ? `${prefixPath}/` : '',
      endpoint: endpoint?.replace(/\/$/, ''),
      region: region!,
      // S3-compatible servers are addressed by path unless told otherwise; Amazon S3 by host name.
      forcePathStyle: pathStyle === null ? endpoint !== undefined : pathStyle === 'true',
      credentials:
        accessKeyId && secretAccessKey
          ? { accessKeyId, secretAccessKey, sessionToken: env.AWS_SESSION_TOKEN }
          : undefined,
    },
    problems: [],
  };
}
