import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import pLimit from 'p-limit';
import { importFeed, type ImportSummary } from '../../catalogue/import.js';
import { crmDocumentUrl, type CrmMediaStore, type StoredMedia } from '../media.js';
import { markSynced, siteIdsFor, withdrawMissingUnits, withdrawRecord } from '../records.js';
import { CrmRejected, type VendorsHandler } from '../types.js';
import type { SweepBrightClient } from './client.js';
import type { SweepBrightFile, SweepBrightUnit } from './estate.js';
import { isWithdrawn, mapSweepBrightEstate, type MappedEstate } from './mapping.js';

export interface SweepBrightSync {
  db: Database;
  client: Pick<SweepBrightClient, 'estate' | 'setEstateUrl'>;
  media: Pick<CrmMediaStore, 'fetch'>;
  onVendors: VendorsHandler;
  /** The site's public origin: SweepBright is told each estate's page there; unset, it is told nothing. */
  publicOrigin: string | undefined;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

export type SyncOutcome = 'imported' | 'unchanged' | 'withdrawn' | 'absent';

/** Estates fetched from SweepBright at once (its answers and their photos' downloads). */
const FETCHES_AT_ONCE = 4;

/** An estate fetched and mapped, waiting for its batch's import. */
interface Prepared {
  crmId: string;
  project: boolean;
  ids: Map<string, number>;
  mapped: MappedEstate;
}

/**
 * Applies SweepBright's latest truth about each estate, whatever the event that hinted at it: the
 * estate is fetched again; gone (404) or no longer published, it is withdrawn; else its photos
 * and documents are copied into the site's storage and it is mapped to the feed's records. The
 * estates mapped are imported together by the importer of `npm run import`, so the batch changes
 * the catalogue (and empties the caches of its answers and pages) once, not once per estate; the
 * statistics are the caller's to refresh (see refreshStatistics). Answers each estate's outcome,
 * or its error: CrmRejected for a bad estate (which changes nothing), CrmUnavailable for an outage
 * (tried again); one estate's error never stops the others.
 */
export async function syncSweepBrightEstates(sync: SweepBrightSync, crmIds: readonly string[]): Promise<Map<string, SyncOutcome | Error>> {
  const outcomes = new Map<string, SyncOutcome | Error>();
  const prepared: Prepared[] = [];
  const limit = pLimit(FETCHES_AT_ONCE);
  await Promise.all(
    crmIds.map((crmId) =>
      limit(async () => {
        try {
          const estate = await prepareEstate(sync, crmId);
          if (typeof estate === 'string') outcomes.set(crmId, estate);
          else prepared.push(estate);
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
      { properties: prepared.flatMap((estate) => estate.mapped.properties), projects: prepared.flatMap((estate) => estate.mapped.projects) },
      { refreshStatistics: false },
    );
  } catch (error) {
    for (const estate of prepared) outcomes.set(estate.crmId, asError(error));
    return outcomes;
  }
  const changed = summary.projects.inserted + summary.projects.updated + summary.properties.inserted + summary.properties.updated > 0;
  for (const estate of prepared) {
    const siteIds = new Set(estate.ids.values());
    const rejected = summary.rejected.filter((record) => record.id !== undefined && siteIds.has(record.id));
    if (rejected.length > 0) {
      outcomes.set(estate.crmId, new CrmRejected(rejected.map((record) => `${record.kind} ${record.id}: ${record.reason}`).join('; ')));
      continue;
    }
    try {
      await finishEstate(sync, estate);
      outcomes.set(estate.crmId, changed ? 'imported' : 'unchanged');
    } catch (error) {
      outcomes.set(estate.crmId, asError(error));
    }
  }
  return outcomes;
}

/** The estate withdrawn (or found absent), or fetched, its files stored and mapped for the import. */
async function prepareEstate(sync: SweepBrightSync, crmId: string): Promise<Prepared | 'withdrawn' | 'absent'> {
  const estate = await sync.client.estate(crmId);
  if (estate === null || isWithdrawn(estate)) {
    return (await withdrawRecord(sync.db, 'sweepbright', crmId)) ? 'withdrawn' : 'absent';
  }
  const project = estate.is_project === true;
  const units = project ? (estate.properties ?? []).filter((unit) => !isWithdrawn(unit)) : [];
  const ids = await siteIdsFor(sync.db, 'sweepbright', [
    { crmId: estate.id, kind: project ? 'project' : 'property' },
    ...units.map((unit) => ({ crmId: unit.id, kind: 'property' as const })),
  ]);
  const files = await storeFiles(sync.media, [estate, ...units]);
  const mapped = mapSweepBrightEstate(estate, {
    siteId: (id) => {
      const siteId = ids.get(id);
      if (siteId === undefined) throw new Error(`No site id was made for ${id}`);
      return siteId;
    },
    photo: (file) => {
      const media = stored(files, file);
      if (media.imageId === null) throw new Error(`The photo ${file.id} has no image id`);
      return media.imageId;
    },
    document: (file) => {
      const media = stored(files, file);
      if (media.documentId === null) throw new Error(`The document ${file.id} has no number`);
      return { ID: media.documentId, Url: crmDocumentUrl(media.documentId), MimeType: media.mimeType };
    },
  });
  return { crmId: estate.id, project, ids, mapped };
}

/** After its import: a project's dropped units withdrawn, the estate marked synced, its owners told, SweepBright told its page. */
async function finishEstate(sync: SweepBrightSync, { crmId, project, ids, mapped }: Prepared): Promise<void> {
  if (project) await withdrawMissingUnits(sync.db, 'sweepbright', ids.get(crmId) ?? 0, mapped.properties.map((property) => property.ID));
  await markSynced(sync.db, 'sweepbright', [...ids.keys()]);
  for (const { propertyId, vendors } of mapped.vendors) await sync.onVendors(propertyId, vendors);
  await announceUrl(sync, crmId, project ? `/project/${ids.get(crmId)}/` : `/property/${ids.get(crmId)}/`);
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/** Every photo and document of the estate and its units, in the site's storage, by the CRM's file id. */
async function storeFiles(media: SweepBrightSync['media'], estates: readonly SweepBrightUnit[]): Promise<Map<string, StoredMedia>> {
  const files = new Map<string, StoredMedia>();
  for (const estate of estates) {
    for (const image of estate.images ?? []) files.set(image.id, await media.fetch('photo', image.id, image.url));
    for (const document of estate.documents ?? []) files.set(document.id, await media.fetch('document', document.id, document.url));
  }
  return files;
}

function stored(files: ReadonlyMap<string, StoredMedia>, file: SweepBrightFile): StoredMedia {
  const media = files.get(file.id);
  if (media === undefined) throw new Error(`The file ${file.id} was not stored`);
  return media;
}

/**
 * Tells SweepBright the estate's page once (and again should it change). A failure is logged and
 * tried at the estate's next sync: the page is live either way.
 */
async function announceUrl(sync: SweepBrightSync, crmId: string, path: string): Promise<void> {
  if (sync.publicOrigin === undefined) return;
  const url = `${sync.publicOrigin}${path}`;
  const [record] = await sync.db.query<{ announced_url: string | null }>("select announced_url from crm_records where crm = 'sweepbright' and crm_id = $1", [crmId]);
  if (record?.announced_url === url) return;
  try {
    await sync.client.setEstateUrl(crmId, url);
    await sync.db.query("update crm_records set announced_url = $2 where crm = 'sweepbright' and crm_id = $1", [crmId, url]);
  } catch (error) {
    sync.log.warn({ err: error, estate: crmId }, 'crm: SweepBright could not be told the page of an estate; told at its next sync');
  }
}
