import { createHash, randomBytes } from 'node:crypto';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { extension as extensionOf, lookup } from 'mime-types';
import sharp from 'sharp';
import type { Database } from '../db/database.js';
import { BUCKET_PHOTO_PREFIX, type MediaBucket } from '../images/mediaBucket.js';
import { CrmRejected, CrmUnavailable, type CrmName } from './types.js';

/** A file of the CRM as the site keeps it: where its pages point, whatever the CRM's address was. */
export interface StoredMedia {
  hash: string;
  imageId: string | null;
  documentId: number | null;
  mimeType: string;
}

const PHOTO_FORMATS: Record<string, { extension: string; mimeType: string }> = {
  jpeg: { extension: 'jpg', mimeType: 'image/jpeg' },
  png: { extension: 'png', mimeType: 'image/png' },
  webp: { extension: 'webp', mimeType: 'image/webp' },
};

const DOWNLOAD_TIMEOUT_MS = 60_000;
/** A file kept this long unused is removed: longer than any sync, so none in progress loses its files. */
const UNUSED_FOR_MS = 60 * 60_000;

/**
 * The CRM's photos and documents in the site's own storage: the media bucket when one is configured
 * (every replica reads it), else DATA_DIR. Photos are where the image pipeline reads originals
 * (`images/originals/crm-{hash}.{ext}`), so every width is made from them as for any photo;
 * documents where a real agency's documents are served from (`documents/{id}.{ext}`, at
 * `/api/documents/{id}`). Kept by content hash, so an expired CRM address never reaches a visitor
 * and one file serves every record that has it.
 */
export class CrmMediaStore {
  constructor(
    private readonly db: Database,
    private readonly crm: CrmName,
    private readonly dataDir: string,
    private readonly bucket: MediaBucket | null = null,
  ) {}

  /**
   * The file the CRM knows as `fileId`, downloaded from `url` unless it was before. A photo that is
   * gone (404, 410) or is no image fails its estate (CrmRejected); an outage is retried (CrmUnavailable).
   */
  async fetch(kind: 'photo' | 'document', fileId: string, url: string): Promise<StoredMedia> {
    const known = await this.known(fileId);
    if (known !== undefined) return known;
    const body = await download(url, `${kind} ${fileId}`);
    const hash = createHash('sha256').update(body).digest('hex');
    let mimeType: string;
    if (kind === 'photo') {
      const format = PHOTO_FORMATS[(await sharp(body).metadata().catch(() => ({ format: undefined }))).format ?? ''];
      if (format === undefined) throw new CrmRejected(`photo ${fileId}: not a JPEG, PNG or WebP image`);
      mimeType = format.mimeType;
    } else {
      mimeType = lookup(new URL(url).pathname) || 'application/octet-stream';
    }
    const [row] = await this.db.query<{ document_id: number | null; mime_type: string }>(
      `insert into crm_media (hash, kind, image_id, document_id, mime_type, bytes)
       values ($1, $2, $3, case when $2 = 'document' then nextval('crm_site_ids') end, $4, $5)
       on conflict (hash) do update set stored_at = now()
       returning document_id, mime_type`,
      [hash, kind, kind === 'photo' ? `${BUCKET_PHOTO_PREFIX}${hash}` : null, mimeType, body.length],
    );
    if (row === undefined) throw new Error(`The file ${fileId} could not be recorded`);
    const file = this.fileOf({ hash, kind, document_id: row.document_id, mime_type: row.mime_type });
    if (this.bucket === null) await writeAtomically(path.join(this.dataDir, file), body);
    else await this.bucket.put(file, body, mimeType);
    await this.db.query('insert into crm_files (crm, file_id, hash) values ($1, $2, $3) on conflict (crm, file_id) do update set hash = excluded.hash', [
      this.crm,
      fileId,
      hash,
    ]);
    const stored = await this.known(fileId);
    if (stored === undefined) throw new Error(`The file ${fileId} was stored but cannot be read back`);
    return stored;
  }

  /** Removes the files no property or project uses any more; answers how many. */
  async collectGarbage(): Promise<number> {
    const unused = await this.db.query<MediaRow>(
      `delete from crm_media m
        where m.stored_at < now() - make_interval(secs => $1::double precision / 1000)
          and not exists (select 1 from property_photos where image_id = m.image_id)
          and not exists (select 1 from project_photos where image_id = m.image_id)
          and not exists (select 1 from property_documents where id = m.document_id)
          and not exists (select 1 from project_documents where id = m.document_id)
       returning hash, kind, document_id, mime_type`,
      [UNUSED_FOR_MS],
    );
    for (const row of unused) {
      const file = this.fileOf(row);
      if (this.bucket === null) await rm(path.join(this.dataDir, file), { force: true });
      else await this.bucket.remove(file);
    }
    return unused.length;
  }

  /**
   * Where a file lives under DATA_DIR or in the bucket: a photo under its hash, a document under
   * its number (the document seam's name).
   */
  private fileOf(media: Pick<MediaRow, 'hash' | 'kind' | 'document_id' | 'mime_type'>): string {
    if (media.kind === 'document') return `documents/${media.document_id}.${extensionOf(media.mime_type) || 'bin'}`;
    const extension = Object.values(PHOTO_FORMATS).find((format) => format.mimeType === media.mime_type)?.extension ?? 'jpg';
    return `images/originals/${BUCKET_PHOTO_PREFIX}${media.hash}.${extension}`;
  }

  private async known(fileId: string): Promise<StoredMedia | undefined> {
    const [row] = await this.db.query<MediaRow>(
      'select m.hash, m.kind, m.image_id, m.document_id, m.mime_type from crm_files f join crm_media m on m.hash = f.hash where f.crm = $1 and f.file_id = $2',
      [this.crm, fileId],
    );
    if (row === undefined) return undefined;
    // Its file may have been removed by hand or lost with a disk: then it is fetched again.
    const file = this.fileOf(row);
    const present =
      this.bucket === null
        ? await access(path.join(this.dataDir, file)).then(
            () => true,
            () => false,
          )
        : await this.bucket.has(file);
    return present ? { hash: row.hash, imageId: row.image_id, documentId: row.document_id, mimeType: row.mime_type } : undefined;
  }
}

/** Where a stored document is served from: the real agency's document route. */
export function crmDocumentUrl(documentId: number): string {
  return `/api/documents/${documentId}`;
}

interface MediaRow {
  hash: string;
  kind: 'photo' | 'document';
  image_id: string | null;
  document_id: number | null;
  mime_type: string;
}

async function download(url: string, what: string): Promise<Buffer> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
  } catch (error) {
    throw new CrmUnavailable(`${what} cannot be downloaded: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (response.status === 404 || response.status === 410 || response.status === 403) {
    await response.body?.cancel();
    // An expired address answers 403 on S3: the next fetch of the estate gives a fresh one.
    throw new CrmRejected(`${what}: the CRM's file answered ${response.status}`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new CrmUnavailable(`${what}: the CRM's file answered ${response.status}`);
  }
  return Buffer.from(await response.arrayBuffer());
}

/** Readers (every replica sharing the directory) never see half a file. */
async function writeAtomically(file: string, content: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}
