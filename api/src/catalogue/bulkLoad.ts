import type { AgencyFeed } from 'shared-kernel';
import type { Queryable } from '../db/database.js';
import { feedProjectSchema, feedPropertySchema } from './feedSchema.js';
import { writeFeedSlots } from '../visits/slots.js';
import { ensurePropertyTypes, projectRow, propertyRow, recordHash, replaceMedia, upsertProjects, upsertProperties } from './rows.js';

// Statements of a few hundred rows: few round trips, parameters of a few megabytes at most.
const BATCH = 500;

/**
 * Writes a whole feed known to be good (the demo agency's) in a few large statements, on the
 * caller's transaction: thousands of listings in seconds where the importer's one transaction per
 * record takes minutes. Records are still validated and fingerprinted as the importer does, so
 * importing the same feed afterwards finds every record unchanged. Throws on the first bad record.
 */
export async function writeFeed(tx: Queryable, feed: AgencyFeed): Promise<void> {
  await ensurePropertyTypes(tx);
  const projects = feed.projects.map((record) => feedProjectSchema.parse(record));
  await upsertProjects(tx, projects.map((project) => projectRow(project, recordHash(project))));
  await replaceMedia(
    tx,
    'project',
    projects.map((project) => ({ ownerId: project.ID, photos: project.Photos, documents: project.Documents })),
  );
  for (let start = 0; start < feed.properties.length; start += BATCH) {
    const properties = feed.properties.slice(start, start + BATCH).map((record) => feedPropertySchema.parse(record));
    await upsertProperties(tx, properties.map((property) => propertyRow(property, recordHash(property))));
    await replaceMedia(
      tx,
      'property',
      properties.map((property) => ({ ownerId: property.ID, photos: property.Photos, documents: property.Documents })),
    );
    await writeFeedSlots(tx, properties);
  }
}
