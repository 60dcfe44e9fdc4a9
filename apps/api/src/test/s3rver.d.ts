// The few parts of s3rver (an S3-compatible server in Node, for the tests) that the tests use.
declare module '@20minutes/s3rver' {
  interface S3rverOptions {
    address?: string;
    /** 0 for a free port. */
    port?: number;
    silent?: boolean;
    /** Where it keeps its buckets' objects. */
    directory?: string;
    configureBuckets?: Array<{ name: string }>;
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
