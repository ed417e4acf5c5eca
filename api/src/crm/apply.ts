import { importFeed } from '../catalogue/import.js';
import type { Database } from '../db/database.js';
import type { MappedEstate, MappingContext, CrmFile } from './feed.js';
import { crmDocumentUrl, type CrmMediaStore, type StoredMedia } from './media.js';
import { markSynced, siteIdsFor, type RecordKind } from './records.js';
import { CrmRejected, type CrmName, type VendorsHandler } from './types.js';

/** What applying an estate needs whatever its CRM. */
export interface EstateImport {
  db: Database;
  media: Pick<CrmMediaStore, 'fetch'>;
  onVendors: VendorsHandler;
}

/** One estate of a CRM ready to import: its records, its files, and how to map it once both are resolved. */
export interface EstateToImport {
  records: readonly { crmId: string; kind: RecordKind }[];
  photos: readonly CrmFile[];
  documents: readonly CrmFile[];
  map(context: MappingContext): MappedEstate;
}

/**
 * Imports one estate the way every connector does: the site's stable ids made, the photos and
 * documents copied into the site's storage, the estate mapped and handed to the importer of
 * `npm run import` (the statistics are the caller's to refresh, once per batch), the records marked
 * synced and the vendors told. A record the importer refuses throws CrmRejected with its reason;
 * then nothing of the estate changed on the site.
 */
export async function importEstate(sync: EstateImport, crm: CrmName, estate: EstateToImport): Promise<{ ids: Map<string, number>; mapped: MappedEstate; changed: boolean }> {
  const ids = await siteIdsFor(sync.db, crm, estate.records);
  const files = new Map<string, StoredMedia>();
  for (const photo of estate.photos) files.set(photo.id, await sync.media.fetch('photo', photo.id, photo.url));
  for (const document of estate.documents) files.set(document.id, await sync.media.fetch('document', document.id, document.url));
  const stored = (file: Pick<CrmFile, 'id'>): StoredMedia => {
    const media = files.get(file.id);
    if (media === undefined) throw new Error(`The file ${file.id} was not stored`);
    return media;
  };
  const mapped = estate.map({
    siteId: (id) => {
      const siteId = ids.get(id);
      if (siteId === undefined) throw new Error(`No site id was made for ${id}`);
      return siteId;
    },
    photo: (file) => {
      const media = stored(file);
      if (media.imageId === null) throw new Error(`The photo ${file.id} has no image id`);
      return media.imageId;
    },
    document: (file) => {
      const media = stored(file);
      if (media.documentId === null) throw new Error(`The document ${file.id} has no number`);
      return { ID: media.documentId, Url: crmDocumentUrl(media.documentId), MimeType: media.mimeType };
    },
  });
  const summary = await importFeed(sync.db, mapped, { refreshStatistics: false });
  if (summary.rejected.length > 0) {
    throw new CrmRejected(summary.rejected.map((record) => `${record.kind}${record.id === undefined ? '' : ` ${record.id}`}: ${record.reason}`).join('; '));
  }
  await markSynced(sync.db, crm, [...ids.keys()]);
  for (const { propertyId, vendors } of mapped.vendors) await sync.onVendors(propertyId, vendors);
  const changed = summary.projects.inserted + summary.projects.updated + summary.properties.inserted + summary.properties.updated;
  return { ids, mapped, changed: changed > 0 };
}
