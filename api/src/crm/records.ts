import type { Database, Queryable } from '../db/database.js';
import { bumpCatalogueVersion } from '../catalogue/rows.js';
import { CrmRejected, type CrmName } from './types.js';

export type RecordKind = 'property' | 'project';

/**
 * The site's numeric id of each CRM record, made the first time the record is seen and the same
 * ever after (also once withdrawn, should it come back): the site's URLs never change.
 */
export async function siteIdsFor(db: Database, crm: CrmName, records: readonly { crmId: string; kind: RecordKind }[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const read = async (crmId: string) =>
    (await db.query<{ site_id: number; kind: RecordKind }>('select site_id, kind from crm_records where crm = $1 and crm_id = $2', [crm, crmId]))[0];
  for (const { crmId, kind } of records) {
    // Read first: an insert that meets a conflict would still take a number from the sequence.
    let row = await read(crmId);
    if (row === undefined) {
      await db.query(
        `insert into crm_records (crm, crm_id, kind, site_id) values ($1, $2, $3, nextval('crm_site_ids'))
         on conflict (crm, crm_id) do nothing`,
        [crm, crmId, kind],
      );
      row = await read(crmId);
    }
    if (row === undefined) throw new Error(`No site id for ${crm} ${crmId}`);
    if (row.kind !== kind) throw new CrmRejected(`${crmId}: was a ${row.kind} on the site and is now a ${kind}; the site keeps one id per kind`);
    ids.set(crmId, row.site_id);
  }
  return ids;
}

/** What the gone page of a withdrawn property needs to offer similar ones. */
export interface LastSeen {
  goal: number;
  webId: number;
  city: string;
  zip: string;
  price: number;
}

/**
 * Takes a CRM record off the site at once: its row leaves `properties` (a project: its units
 * first), so lists, search, the sitemap and the saved-search matcher no longer see it, and the
 * catalogue's version moves so no cached answer shows it. The record keeps its id and what the gone
 * page needs; the statistics are the caller's to refresh after its batch. Answers whether anything
 * was on the site.
 */
export async function withdrawRecord(db: Database, crm: CrmName, crmId: string): Promise<boolean> {
  const withdrawn = await db.transaction(async (tx) => {
    const [record] = await tx.query<{ site_id: number; kind: RecordKind }>(
      'select site_id, kind from crm_records where crm = $1 and crm_id = $2 and withdrawn_at is null for update',
      [crm, crmId],
    );
    if (record === undefined) return false;
    if (record.kind === 'project') {
      const units = await tx.query<{ id: number }>('select id from properties where project_id = $1', [record.site_id]);
      for (const unit of units) await withdrawProperty(tx, unit.id);
      await tx.query('delete from projects where id = $1', [record.site_id]);
      await tx.query('update crm_records set withdrawn_at = now() where crm = $1 and crm_id = $2', [crm, crmId]);
    } else {
      await withdrawProperty(tx, record.site_id);
    }
    await bumpCatalogueVersion(tx);
    return true;
  });
  return withdrawn;
}

/** Withdraws the units a project no longer lists. */
export async function withdrawMissingUnits(db: Database, crm: CrmName, projectSiteId: number, keptUnitIds: readonly number[]): Promise<void> {
  const gone = await db.query<{ crm_id: string }>(
    `select r.crm_id from crm_records r join properties p on p.id = r.site_id
      where r.crm = $1 and r.kind = 'property' and p.project_id = $2 and not (p.id = any($3::integer[]))`,
    [crm, projectSiteId, keptUnitIds],
  );
  for (const unit of gone) await withdrawRecord(db, crm, unit.crm_id);
}

async function withdrawProperty(tx: Queryable, id: number): Promise<void> {
  const [row] = await tx.query<LastSeen>(
    'delete from properties where id = $1 returning goal, web_id as "webId", city, zip, price',
    [id],
  );
  await tx.query("update crm_records set withdrawn_at = now(), last_seen = coalesce($2::jsonb, last_seen) where kind = 'property' and site_id = $1", [
    id,
    row === undefined ? null : JSON.stringify(row),
  ]);
}

/** A record applied: on the site again if it was withdrawn, its failure forgotten. */
export async function markSynced(db: Database, crm: CrmName, crmIds: readonly string[]): Promise<void> {
  await db.query('update crm_records set synced_at = now(), last_error = null, withdrawn_at = null where crm = $1 and crm_id = any($2::text[])', [crm, crmIds]);
}

/** The site's record of a withdrawn property, for the gone page; undefined for an id never withdrawn. */
export async function withdrawnProperty(db: Queryable, id: number): Promise<LastSeen | null | undefined> {
  const [row] = await db.query<{ last_seen: LastSeen | null }>("select last_seen from crm_records where kind = 'property' and site_id = $1 and withdrawn_at is not null", [id]);
  return row === undefined ? undefined : row.last_seen;
}
