import type { FastifyBaseLogger } from 'fastify';
import { importEstate, type EstateImport } from '../apply.js';
import { withdrawMissingUnits, withdrawRecord } from '../records.js';
import type { SweepBrightClient } from './client.js';
import { isWithdrawn, mapSweepBrightEstate } from './mapping.js';

export interface SweepBrightSync extends EstateImport {
  client: Pick<SweepBrightClient, 'estate' | 'setEstateUrl'>;
  /** The site's public origin: SweepBright is told each estate's page there; unset, it is told nothing. */
  publicOrigin: string | undefined;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

export type SyncOutcome = 'imported' | 'unchanged' | 'withdrawn' | 'absent';

/**
 * Applies SweepBright's latest truth about one estate, whatever the event that hinted at it: the
 * estate is fetched again; gone (404) or no longer published, it is withdrawn; else its photos
 * and documents are copied into the site's storage, it is mapped to the feed's records and
 * imported by the importer of `npm run import` (the statistics are the caller's to refresh, once
 * per batch: see refreshStatistics). A bad estate throws CrmRejected with its reason
 * and changes nothing; an outage throws CrmUnavailable and is tried again.
 */
export async function syncSweepBrightEstate(sync: SweepBrightSync, crmId: string): Promise<SyncOutcome> {
  const estate = await sync.client.estate(crmId);
  if (estate === null || isWithdrawn(estate)) {
    return (await withdrawRecord(sync.db, 'sweepbright', crmId)) ? 'withdrawn' : 'absent';
  }
  const project = estate.is_project === true;
  const units = project ? (estate.properties ?? []).filter((unit) => !isWithdrawn(unit)) : [];
  const { ids, mapped, changed } = await importEstate(sync, 'sweepbright', {
    records: [{ crmId: estate.id, kind: project ? 'project' : 'property' }, ...units.map((unit) => ({ crmId: unit.id, kind: 'property' as const }))],
    photos: [estate, ...units].flatMap((unit) => unit.images ?? []),
    documents: [estate, ...units].flatMap((unit) => unit.documents ?? []),
    map: (context) => mapSweepBrightEstate(estate, context),
  });
  if (project) await withdrawMissingUnits(sync.db, 'sweepbright', ids.get(estate.id) ?? 0, mapped.properties.map((property) => property.ID));
  await announceUrl(sync, estate.id, project ? `/project/${ids.get(estate.id)}/` : `/property/${ids.get(estate.id)}/`);
  return changed ? 'imported' : 'unchanged';
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
