import type { Database } from '../db/database.js';
import type { SeedSource } from '../seeding/sources.js';
import { writeFeed } from './bulkLoad.js';
import { replaceHistory } from '../alerts/history.js';
import { bumpCatalogueVersion, refreshStatistics } from './rows.js';

/**
 * Fills an empty catalogue with the feed of the seed source (the demo agency of `seed`), all or
 * nothing; answers how many properties it wrote, or null when the catalogue already had some and
 * was left alone. Instances
 * starting together on one server take turns on the state row, so only the first one seeds.
 */
export async function seedCatalogue(
  db: Database,
  source: Pick<SeedSource, 'feed' | 'history'>,
  options: { seed: number; properties: number },
): Promise<number | null> {
  const written = await db.transaction(async (tx) => {
    await tx.query('select version from catalogue_state for update');
    const [existing] = await tx.query<{ any: boolean }>('select exists (select 1 from properties) as any');
    if (existing?.any) return null;
    // The demo's visit slots start tomorrow, whatever day the catalogue is seeded.
    const feed = source.feed({ visitSlotsFrom: new Date(), ...options });
    await writeFeed(tx, feed);
    await replaceHistory(tx, source.history(options.seed, feed.properties));
    await bumpCatalogueVersion(tx);
    return feed.properties.length;
  });
  if (written !== null) await refreshStatistics(db);
  return written;
}
