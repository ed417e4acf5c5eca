import type { FastifyBaseLogger } from 'fastify';
import { importEstates, type EstateImport, type EstateToImport, type ImportOutcome } from '../apply.js';
import { withdrawMissingUnits, withdrawRecord } from '../records.js';
import type { SweepBrightClient } from './client.js';
import { isWithdrawn, mapSweepBrightEstate } from './mapping.js';

export interface SweepBrightSync extends EstateImport {
  client: Pick<SweepBrightClient, 'estate' | 'setEstateUrl'>;
  /** The site's public origin: SweepBright is told each estate's page there; unset, it is told nothing. */
  publicOrigin: string | undefined;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Applies SweepBright's latest truth about each estate, whatever the event that hinted at it: the
 * estate is fetched again; gone (404) or no longer published, it is withdrawn; else it is imported
 * with the others of its batch (see importEstates), then a project's dropped units are withdrawn
 * and SweepBright is told the estate's page.
 */
export function syncSweepBrightEstates(sync: SweepBrightSync, crmIds: readonly string[]): Promise<Map<string, ImportOutcome | Error>> {
  return importEstates(sync, 'sweepbright', crmIds, (crmId) => readSweepBrightEstate(sync, crmId));
}

async function readSweepBrightEstate(sync: SweepBrightSync, crmId: string): Promise<EstateToImport | 'withdrawn' | 'absent'> {
  const estate = await sync.client.estate(crmId);
  if (estate === null || isWithdrawn(estate)) {
    return (await withdrawRecord(sync.db, 'sweepbright', crmId)) ? 'withdrawn' : 'absent';
  }
  const project = estate.is_project === true;
  const units = project ? (estate.properties ?? []).filter((unit) => !isWithdrawn(unit)) : [];
  return {
    records: [{ crmId: estate.id, kind: project ? 'project' : 'property' }, ...units.map((unit) => ({ crmId: unit.id, kind: 'property' as const }))],
    photos: [estate, ...units].flatMap((unit) => unit.images ?? []),
    documents: [estate, ...units].flatMap((unit) => unit.documents ?? []),
    map: (context) => mapSweepBrightEstate(estate, context),
    finish: async (ids, mapped) => {
      if (project) await withdrawMissingUnits(sync.db, 'sweepbright', ids.get(estate.id) ?? 0, mapped.properties.map((property) => property.ID));
      await announceUrl(sync, estate.id, project ? `/project/${ids.get(estate.id)}/` : `/property/${ids.get(estate.id)}/`);
    },
  };
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
