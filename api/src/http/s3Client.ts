import type * as S3 from '@aws-sdk/client-s3';
import type { S3Settings } from '../config.js';

export interface S3Connection {
  s3: typeof S3;
  client: S3.S3Client;
}

/** How long a bucket may take before its caller is told, and how often a call is tried. */
export interface S3Patience {
  connectionTimeoutMs: number;
  requestTimeoutMs: number;
  maxAttempts?: number;
}

/**
 * One client for a configured bucket, made at its first use: the SDK takes most of a second to
 * load, so a process that never touches the bucket (a deploy without a store, an api that serves
 * no CRM file) never waits for it. A custom endpoint (MinIO, R2, s3rver) is addressed by path.
 */
export function lazyS3Connection(settings: S3Settings, patience: S3Patience): () => Promise<S3Connection> {
  let connected: Promise<S3Connection> | undefined;
  return () =>
    (connected ??= import('@aws-sdk/client-s3').then((s3) => ({
      s3,
      client: new s3.S3Client({
        region: settings.region,
        ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
        requestHandler: { connectionTimeout: patience.connectionTimeoutMs, requestTimeout: patience.requestTimeoutMs },
        ...(patience.maxAttempts === undefined ? {} : { maxAttempts: patience.maxAttempts }),
      }),
    })));
}

/** A bucket as messages name it: `s3://bucket/prefix at endpoint`. */
export function bucketName(settings: S3Settings): string {
  return `s3://${settings.bucket}/${settings.prefix}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`;
}
