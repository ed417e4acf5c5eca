import type { FeedProject, FeedProperty } from 'shared-kernel';
import type { z } from 'zod';
import { writeFeedSlots } from '../visits/slots.js';
import type { Database, Queryable } from '../db/database.js';
import { describeIssues, feedFileSchema, feedProjectSchema, feedPropertySchema } from './feedSchema.js';
import {
  bumpCatalogueVersion,
  ensurePropertyTypes,
  projectRow,
  propertyRow,
  readCatalogueVersion,
  recordHash,
  refreshStatistics,
  replaceMedia,
  upsertProjects,
  upsertProperties,
  type Owner,
} from './rows.js';

export interface ImportCounts {
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: number;
}

export interface RejectedRecord {
  kind: Owner;
  /** The record's place in its list, from 0. */
  index: number;
  /** Its ID, when it has a usable one. */
  id?: number;
  reason: string;
}

export interface ImportSummary {
  properties: ImportCounts;
  projects: ImportCounts;
  rejected: RejectedRecord[];
  /** The catalogue's version after the import (unchanged when nothing changed). */
  version: number;
}

export interface ImportOptions {
  /**
   * Vacuum and analyse the catalogue after a change (the default). A caller importing record after
   * record (the CRM sync) says false and refreshes once after its batch: a VACUUM per record would
   * hold the embedded database's one connection for every page asked meanwhile.
   */
  refreshStatistics?: boolean;
}

/** The file is not a feed at all: no record could be read from it. */
export class FeedFileError extends Error {
  override name = 'FeedFileError';
}

type Outcome = 'inserted' | 'updated' | 'unchanged';

/** A record the database refuses for a reason the feed can fix, reported as such. */
class RecordRejected extends Error {}

/**
 * Loads a back-office feed (the listing load's shape plus details): projects first, so units can
 * point at them, then properties. Each record is validated, then written in its own transaction
 * with its photos and documents, so a bad record is reported with its reason and never half
 * written while the others go on. Records are upserted by ID; one whose content did not change
 * writes nothing. The catalogue version is bumped once at the end when anything changed, which
 * drops every cached answer.
 */
export async function importFeed(db: Database, feed: unknown, options: ImportOptions = {}): Promise<ImportSummary> {
  const file = feedRecords(feed);
  await ensurePropertyTypes(db);
  const rejected: RejectedRecord[] = [];
  const projects = await importList(db, 'project', file.projects, feedProjectSchema, writeProject, rejected);
  const properties = await importList(db, 'property', file.properties, feedPropertySchema, writeProperty, rejected);

  const changed = projects.inserted + projects.updated + properties.inserted + properties.updated > 0;
  if (!changed) return { properties, projects, rejected, version: await readCatalogueVersion(db) };
  if (options.refreshStatistics !== false) await refreshStatistics(db);
  return { properties, projects, rejected, version: await bumpCatalogueVersion(db) };
}

/** The two lists of records of a feed file, unchecked; throws FeedFileError when it is no feed. */
export function feedRecords(feed: unknown): { properties: unknown[]; projects: unknown[] } {
  const file = feedFileSchema.safeParse(feed);
  if (!file.success) {
    throw new FeedFileError(`A feed is an object with "properties" and "projects" lists: ${describeIssues(file.error)}`);
  }
  return file.data;
}

async function importList<T>(
  db: Database,
  kind: Owner,
  records: readonly unknown[],
  schema: z.ZodType<T>,
  write: (tx: Queryable, record: T, hash: string) => Promise<Outcome>,
  rejected: RejectedRecord[],
): Promise<ImportCounts> {
  const counts: ImportCounts = { inserted: 0, updated: 0, unchanged: 0, rejected: 0 };
  for (const [index, record] of records.entries()) {
    const id = recordId(record);
    const parsed = schema.safeParse(record);
    if (!parsed.success) {
      counts.rejected += 1;
      rejected.push({ kind, index, ...(id === undefined ? {} : { id }), reason: describeIssues(parsed.error) });
      continue;
    }
    try {
      const outcome = await db.transaction((tx) => write(tx, parsed.data, recordHash(parsed.data)));
      counts[outcome] += 1;
    } catch (error) {
      counts.rejected += 1;
      rejected.push({ kind, index, ...(id === undefined ? {} : { id }), reason: reasonOf(error) });
    }
  }
  return counts;
}

async function writeProperty(tx: Queryable, property: FeedProperty, hash: string): Promise<Outcome> {
  const previous = await previousHash(tx, 'properties', property.ID);
  if (previous === hash) return 'unchanged';
  if (property.ProjectID !== undefined) {
    const project = await tx.query('select 1 from projects where id = $1', [property.ProjectID]);
    if (project.length === 0) throw new RecordRejected(`ProjectID: no project ${property.ProjectID} in the catalogue`);
  }
  await upsertProperties(tx, [propertyRow(property, hash)]);
  await replaceMedia(tx, 'property', [{ ownerId: property.ID, photos: property.Photos, documents: property.Documents }]);
  await writeFeedSlots(tx, [property]);
  return previous === undefined ? 'inserted' : 'updated';
}

async function writeProject(tx: Queryable, project: FeedProject, hash: string): Promise<Outcome> {
  const previous = await previousHash(tx, 'projects', project.ID);
  if (previous === hash) return 'unchanged';
  await upsertProjects(tx, [projectRow(project, hash)]);
  await replaceMedia(tx, 'project', [{ ownerId: project.ID, photos: project.Photos, documents: project.Documents }]);
  return previous === undefined ? 'inserted' : 'updated';
}

async function previousHash(tx: Queryable, table: 'properties' | 'projects', id: number): Promise<string | undefined> {
  // Locked, so an import of the same record running alongside waits for this one to commit.
  const [row] = await tx.query<{ record_hash: string }>(`select record_hash from ${table} where id = $1 for update`, [id]);
  return row?.record_hash;
}

function recordId(record: unknown): number | undefined {
  if (typeof record !== 'object' || record === null || !('ID' in record)) return undefined;
  return typeof record.ID === 'number' && Number.isInteger(record.ID) ? record.ID : undefined;
}

function reasonOf(error: unknown): string {
  if (error instanceof RecordRejected) return error.message;
  return `the database refused it: ${error instanceof Error ? error.message : String(error)}`;
}
