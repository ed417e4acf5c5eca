import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { migrate } from '../db/migrate.js';
import { ImageStore } from '../images/imageStore.js';
import { s3MediaBucket, type MediaBucket } from '../images/mediaBucket.js';
import { describeEachDatabase } from '../test/databases.js';
import { CrmMediaStore } from './media.js';
import { sweepBrightServer, type SweepBrightServer } from './sweepbright/testing/server.js';

// The CRM's files in an S3 bucket (MEDIA_S3_BUCKET), against a real S3 API server (s3rver), as
// the release store is tested: two replicas with a DATA_DIR each, one database, one bucket.

const BUCKET = 'media';
const QUIET = { info: () => {}, warn: () => {} };

describeEachDatabase('the CRM media in a bucket', (database) => {
  let root: string;
  let server: S3rver;
  let bucket: MediaBucket;
  let crm: SweepBrightServer;
  const [here, there] = ['replica-a', 'replica-b'];
  const store = () => new CrmMediaStore(database.db, 'sweepbright', path.join(root, here), bucket);

  beforeAll(async () => {
    // s3rver's own credentials: the bucket takes them the SDK's usual way, from the environment.
    process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
    process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
    await migrate(database.db, QUIET);
    root = await mkdtemp(path.join(tmpdir(), 'crm-media-'));
    server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(root, 's3'), configureBuckets: [{ name: BUCKET, configs: [] }] });
    const address = (await server.run()) as AddressInfo;
    bucket = s3MediaBucket({ bucket: BUCKET, prefix: 'site/media/', endpoint: `http://127.0.0.1:${address.port}`, region: 'us-east-1' });
    crm = await sweepBrightServer();
    crm.files.set('front.jpg', { bytes: await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2050c0' } }).jpeg().toBuffer(), type: 'image/jpeg' });
    crm.files.set('plan.pdf', { bytes: Buffer.from('%PDF-1.4 plan'), type: 'application/pdf' });
  });

  afterAll(async () => {
    await crm.close();
    await server.close();
    await rm(root, { recursive: true, force: true });
  });

  it("writes a photo to the bucket only, and another replica's image pipeline makes its widths from it", async () => {
    const photo = await store().fetch('photo', 'file-front', crm.fileUrl('front.jpg'));
    expect(photo.imageId).toMatch(/^crm-[0-9a-f]{64}$/);
    await expect(bucket.has(`images/originals/${photo.imageId}.jpg`)).resolves.toBe(true);
    expect(existsSync(path.join(root, here, 'images', 'originals'))).toBe(false);

    const images = new ImageStore(path.join(root, there), null, QUIET, bucket);
    const variant = await images.variant(photo.imageId ?? '', '100', 'webp');
    expect(variant).not.toBeNull();
    await expect(sharp(variant ?? Buffer.alloc(0)).metadata()).resolves.toMatchObject({ format: 'webp', width: 64 });
    // An id the CRM never gave is not found.
    await expect(images.variant('property-9-1', '100', 'webp')).resolves.toBeNull();
  });

  it('keeps a document by its number in the bucket, and downloads a file again that the bucket lost', async () => {
    const document = await store().fetch('document', 'file-plan', crm.fileUrl('plan.pdf'));
    const file = `documents/${document.documentId}.pdf`;
    await expect(bucket.read(file)).resolves.toEqual(Buffer.from('%PDF-1.4 plan'));

    const downloads = () => crm.received.filter((request) => request.path.endsWith('/plan.pdf')).length;
    const before = downloads();
    await store().fetch('document', 'file-plan', crm.fileUrl('plan.pdf'));
    expect(downloads()).toBe(before);
    await bucket.remove(file);
    await store().fetch('document', 'file-plan', crm.fileUrl('plan.pdf'));
    expect(downloads()).toBe(before + 1);
    await expect(bucket.has(file)).resolves.toBe(true);
  });

  it('removes from the bucket the files no published estate uses any more', async () => {
    const photo = await store().fetch('photo', 'file-front', crm.fileUrl('front.jpg'));
    const document = await store().fetch('document', 'file-plan', crm.fileUrl('plan.pdf'));
    // Long enough unused that no sync in progress can still be about to use them.
    await database.db.query("update crm_media set stored_at = now() - interval '2 hours'");
    await expect(store().collectGarbage()).resolves.toBe(2);
    await expect(bucket.has(`images/originals/${photo.imageId}.jpg`)).resolves.toBe(false);
    await expect(bucket.read(`documents/${document.documentId}.pdf`)).resolves.toBeNull();
  });
});
