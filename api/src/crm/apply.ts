import pLimit from 'p-limit';
import { importFeed, type ImportSummary } from '../catalogue/import.js';
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
  /** What the CRM's connector does once the estate is on the site (a project's dropped units, telling the CRM its page). */
  finish?(ids: ReadonlyMap<string, number>, mapped: MappedEstate): Promise<void>;
}

export type ImportOutcome = 'imported' | 'unchanged' | 'withdrawn' | 'absent';

/** How a connector reads one estate: ready to import, or withdrawn from the site (found absent if it never was on it). */
export type EstateReader = (crmId: string) => Promise<EstateToImport | 'withdrawn' | 'absent'>;

/** Estates read from a CRM at once (its answers and their photos' downloads). */
const READS_AT_ONCE = 4;

/** An estate read, its files stored and mapped, waiting for its batch's import. */
interface Prepared {
  crmId: string;
  estate: EstateToImport;
  ids: Map<string, number>;
  mapped: MappedEstate;
}

/**
 * Applies the CRM's latest truth about each estate the way every connector does: each is read
 * again (a few at a time), the site's stable ids made, its photos and documents copied into the
 * site's storage and it is mapped; the estates mapped are handed together to the importer of
 * `npm run import`, so the batch changes the catalogue (and empties the caches of its answers and
 * pages) once, not once per estate; the statistics are the caller's to refresh. Then each estate's
 * records are marked synced, its vendors told and its connector's `finish` run. Answers each
 * estate's outcome, or its error: CrmRejected for a bad estate (which changes nothing of it),
 * CrmUnavailable for an outage (tried again); one estate's error never stops the others.
 */
export async function importEstates(sync: EstateImport, crm: CrmName, crmIds: readonly string[], read: EstateReader): Promise<Map<string, ImportOutcome | Error>> {
  const outcomes = new Map<string, ImportOutcome | Error>();
  const prepared: Prepared[] = [];
  const limit = pLimit(READS_AT_ONCE);
  await Promise.all(
    crmIds.map((crmId) =>
      limit(async () => {
        try {
          const estate = await read(crmId);
          if (typeof estate === 'string') outcomes.set(crmId, estate);
          else prepared.push({ crmId, estate, ...(await prepare(sync, crm, estate)) });
        } catch (error) {
          outcomes.set(crmId, asError(error));
        }
      }),
    ),
  );
  if (prepared.length === 0) return outcomes;
  let summary: ImportSummary;
  try {
    summary = await importFeed(
      sync.db,
      { properties: prepared.flatMap(({ mapped }) => mapped.properties), projects: prepared.flatMap(({ mapped }) => mapped.projects) },
      { refreshStatistics: false },
    );
  } catch (error) {
    for (const { crmId } of prepared) outcomes.set(crmId, asError(error));
    return outcomes;
  }
  const changed = summary.projects.inserted + summary.projects.updated + summary.properties.inserted + summary.properties.updated > 0;
  for (const { crmId, estate, ids, mapped } of prepared) {
    const siteIds = new Set(ids.values());
    const rejected = summary.rejected.filter((record) => record.id !== undefined && siteIds.has(record.id));
    if (rejected.length > 0) {
      outcomes.set(crmId, new CrmRejected(rejected.map((record) => `${record.kind} ${record.id}: ${record.reason}`).join('; ')));
      continue;
    }
    try {
      await markSynced(sync.db, crm, [...ids.keys()]);
      for (const { propertyId, vendors } of mapped.vendors) await sync.onVendors(propertyId, vendors);
      await estate.finish?.(ids, mapped);
      outcomes.set(crmId, changed ? 'imported' : 'unchanged');
    } catch (error) {
      outcomes.set(crmId, asError(error));
    }
  }
  return outcomes;
}

/** The estate's stable site ids made, its files in the site's storage, and the estate mapped with both. */
async function prepare(sync: EstateImport, crm: CrmName, estate: EstateToImport): Promise<{ ids: Map<string, number>; mapped: MappedEstate }> {
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
  return { ids, mapped };
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
