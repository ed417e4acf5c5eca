import { randomUUID } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { lookup } from 'mime-types';
import pLimit from 'p-limit';
import type { Config } from '../config.js';
import { bucketName, lazyS3Connection } from '../http/s3Client.js';
import { errorCode, errorMessage } from '../systemError.js';
import { DeployError, filesUnder, isVersion, releaseDir, type DeploymentRecord, type DeployTarget, type RemoteDeployment } from './deployments.js';

/**
 * Where releases live for a fleet of replicas on several machines: an S3-compatible bucket (AWS S3, MinIO, Cloudflare
 * R2) that `deploy` publishes a build to once and every replica reads. A replica serves a release
 * from its own `DATA_DIR/releases`, which the store fills on demand: serving stays a local file
 * with immutable caching, and a store that is down stops only new releases, never the pages.
 */
export interface ReleaseStore {
  /** For messages: which bucket, where. */
  readonly name: string;
  /** Uploads a complete release folder under its id; its manifest last, so a release with a manifest is whole. */
  put(target: DeployTarget, id: string, dir: string): Promise<void>;
  has(target: DeployTarget, id: string): Promise<boolean>;
  /** Downloads a release into `dir`, whole or not at all. */
  get(target: DeployTarget, id: string, dir: string): Promise<void>;
  /**
   * Loads the SDK and makes the client ahead of the first use: a replica that waits for it when
   * another's deploy arrives shows the new release most of a second later.
   */
  connect(): Promise<void>;
}

const MANIFEST = 'mf-manifest.json';
/** Files sent or fetched at once: enough to fill a link, few enough for a small machine. */
const TRANSFERS_AT_ONCE = 8;

export function s3ReleaseStore(settings: NonNullable<Config['releasesS3']>): ReleaseStore {
  // A store that does not answer is a deploy that fails with a message, not one that hangs.
  const connect = lazyS3Connection(settings, { connectionTimeoutMs: 3000, requestTimeoutMs: 30_000, maxAttempts: 2 });
  const { bucket, prefix } = settings;
  const name = bucketName(settings);
  const keyOf = (target: DeployTarget, id: string, file: string) => `${prefix}${target}/${id}/${file}`;
  const unreachable = (error: unknown): DeployError => new DeployError(`the release store ${name} cannot be used: ${errorMessage(error)}`);

  return {
    name,

    async connect() {
      await connect();
    },

    async put(target, id, dir) {
      const files = (await filesUnder(dir)).filter((file) => !file.startsWith('.'));
      const limit = pLimit(TRANSFERS_AT_ONCE);
      const { s3, client } = await connect();
      const upload = async (file: string) =>
        client.send(
          new s3.PutObjectCommand({
            Bucket: bucket,
            Key: keyOf(target, id, file),
            Body: await readFile(path.join(dir, ...file.split('/'))),
            ContentType: lookup(file) || 'application/octet-stream',
            // What a CDN in front of the bucket (RELEASES_PUBLIC_URL) passes on: a release never changes.
            CacheControl: 'public, max-age=31536000, immutable',
          }),
        );
      try {
        await Promise.all(files.filter((file) => file !== MANIFEST).map((file) => limit(() => upload(file))));
        await upload(MANIFEST);
      } catch (error) {
        throw unreachable(error);
      }
    },

    async has(target, id) {
      try {
        const { s3, client } = await connect();
        await client.send(new s3.HeadObjectCommand({ Bucket: bucket, Key: keyOf(target, id, MANIFEST) }));
        return true;
      } catch (error) {
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
        throw unreachable(error);
      }
    },

    async get(target, id, dir) {
      const start = keyOf(target, id, '');
      const keys: string[] = [];
      const draft = path.join(path.dirname(dir), `.${path.basename(dir)}.${randomUUID()}`);
      try {
        const { s3, client } = await connect();
        let token: string | undefined;
        do {
          const page = await client.send(new s3.ListObjectsV2Command({ Bucket: bucket, Prefix: start, ContinuationToken: token }));
          keys.push(...(page.Contents ?? []).map(({ Key }) => Key ?? '').filter((key) => key.length > start.length));
          token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token);
        if (!keys.includes(start + MANIFEST)) throw new DeployError(`${target} ${id} is not in the release store ${name}`);
        const limit = pLimit(TRANSFERS_AT_ONCE);
        await Promise.all(
          keys.map((key) =>
            limit(async () => {
              const relative = key.slice(start.length);
              // A key is the store's to name: it never writes outside the release's folder.
              const file = path.resolve(draft, ...relative.split('/'));
              if (!file.startsWith(draft + path.sep)) throw new DeployError(`${key} in the release store names a file outside its release`);
              await mkdir(path.dirname(file), { recursive: true });
              const object = await client.send(new s3.GetObjectCommand({ Bucket: bucket, Key: key }));
              await pipeline(object.Body as Readable, createWriteStream(file));
            }),
          ),
        );
        await mkdir(path.dirname(dir), { recursive: true });
        await rename(draft, dir).catch(async (error: unknown) => {
          // Fetched meanwhile by another request of this replica: that copy serves.
          if (errorCode(error) !== 'ENOTEMPTY' && errorCode(error) !== 'EEXIST') throw error;
        });
      } catch (error) {
        if (error instanceof DeployError) throw error;
        throw unreachable(error);
      } finally {
        await rm(draft, { recursive: true, force: true });
      }
    },
  };
}

/**
 * Makes sure this replica holds a release before it serves it: from its own DATA_DIR, else fetched
 * from the store. Without a store a missing release stays missing (the deploy command said so).
 */
export async function holdRelease(dataDir: string, store: ReleaseStore | null, target: DeployTarget, id: string): Promise<void> {
  const dir = releaseDir(dataDir, target, id);
  if (store === null || existsSync(path.join(dir, MANIFEST))) return;
  await store.get(target, id, dir);
}

/** Every release a record serves, live or canary, held here (the shell's and each remote's; an address elsewhere needs nothing). */
export async function holdLiveReleases(dataDir: string, store: ReleaseStore | null, record: DeploymentRecord): Promise<void> {
  await Promise.all(
    (Object.entries(record) as [DeployTarget, RemoteDeployment][])
      .flatMap(([target, deployment]) => [deployment.live, ...(deployment.canary ? [deployment.canary.version] : [])].filter(isVersion).map((version) => [target, version] as const))
      .map(([target, version]) => holdRelease(dataDir, store, target, version)),
  );
}
