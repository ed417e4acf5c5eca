import type { Config, S3Settings } from '../config.js';
import { bucketName, lazyS3Connection } from '../http/s3Client.js';

/**
 * The bucket that holds the CRM's photos and documents when several replicas serve the site
 * (MEDIA_S3_BUCKET): a file is named by its path under DATA_DIR (`images/originals/crm-{hash}.jpg`,
 * `documents/12.pdf`), so the bucket and a lone machine's disk hold the same names.
 */
export interface MediaBucket {
  /** For messages: which bucket, where. */
  readonly name: string;
  put(file: string, body: Buffer, mimeType: string): Promise<void>;
  /** The file's content, or null when the bucket has no such file. */
  read(file: string): Promise<Buffer | null>;
  has(file: string): Promise<boolean>;
  remove(file: string): Promise<void>;
}

/**
 * The image ids whose originals the bucket holds (the CRM's photos, named by content hash): an id
 * without it is never looked for there, so a request for an unknown photo costs no bucket call.
 */
export const BUCKET_PHOTO_PREFIX = 'crm-';

const buckets = new WeakMap<S3Settings, MediaBucket>();

/** The configured media bucket, one client for the whole api; null without MEDIA_S3_BUCKET. */
export function mediaBucketOf(config: Pick<Config, 'mediaS3'>): MediaBucket | null {
  const settings = config.mediaS3;
  if (settings === null) return null;
  let bucket = buckets.get(settings);
  if (bucket === undefined) {
    bucket = s3MediaBucket(settings);
    buckets.set(settings, bucket);
  }
  return bucket;
}

export function s3MediaBucket(settings: S3Settings): MediaBucket {
  // A bucket that does not answer fails the photo's request (or the estate's sync, tried again
  // later), never hangs it.
  const connect = lazyS3Connection(settings, { connectionTimeoutMs: 3000, requestTimeoutMs: 20_000 });
  const Bucket = settings.bucket;
  const keyOf = (file: string) => `${settings.prefix}${file}`;
  const absent = (error: unknown) => {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    return status === 404 || (error as { name?: string }).name === 'NoSuchKey';
  };

  return {
    name: bucketName(settings),

    async put(file, body, mimeType) {
      const { s3, client } = await connect();
      // A file's name is its content's (a hash, or a document number never reused): it never changes.
      await client.send(new s3.PutObjectCommand({ Bucket, Key: keyOf(file), Body: body, ContentType: mimeType, CacheControl: 'public, max-age=31536000, immutable' }));
    },

    async read(file) {
      const { s3, client } = await connect();
      try {
        const object = await client.send(new s3.GetObjectCommand({ Bucket, Key: keyOf(file) }));
        return object.Body === undefined ? null : Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (absent(error)) return null;
        throw error;
      }
    },

    async has(file) {
      const { s3, client } = await connect();
      try {
        await client.send(new s3.HeadObjectCommand({ Bucket, Key: keyOf(file) }));
        return true;
      } catch (error) {
        if (absent(error)) return false;
        throw error;
      }
    },

    async remove(file) {
      const { s3, client } = await connect();
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key: keyOf(file) }));
    },
  };
}
