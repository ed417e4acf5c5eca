import { demoAgency, generateFeed } from 'demo-agency';
import { migrate } from '../db/migrate.js';
import { describeEachDatabase } from '../test/databases.js';
import { importFeed } from './import.js';
import { seedCatalogue } from './seed.js';

// The demo's visit slots start the day after this moment: the same moment makes the same slots.
const options = { seed: 42, properties: 40, visitSlotsFrom: new Date() };

describeEachDatabase('seedCatalogue', (database) => {
  const count = async (table: string) => {
    const [row] = await database.db.query<{ count: number }>(`select count(*)::int as count from ${table}`);
    return row?.count;
  };

  beforeAll(() => migrate(database.db, { info: () => {}, warn: () => {} }));

  it('fills an empty catalogue with the demo agency of the seed', async () => {
    const feed = generateFeed(options);
    expect(await seedCatalogue(database.db, demoAgency.seed, options)).toBe(feed.properties.length);
    expect(await count('properties')).toBe(feed.properties.length);
    expect(await count('projects')).toBe(feed.projects.length);
    expect(await count('property_photos')).toBe(feed.properties.reduce((total, property) => total + property.Photos.length, 0));
    expect(await count('visit_slots')).toBe(feed.properties.reduce((total, property) => total + (property.VisitSlots?.length ?? 0), 0));
    expect(await count('visit_slots')).toBeGreaterThan(0);
    expect(await database.db.query('select version::int as version from catalogue_state')).toEqual([{ version: 1 }]);
  });

  it('leaves a catalogue that has properties alone', async () => {
    expect(await seedCatalogue(database.db, demoAgency.seed, { seed: 7, properties: 5 })).toBeNull();
    expect(await count('properties')).toBe(generateFeed(options).properties.length);
  });

  it('writes what the importer would: importing the same agency finds nothing to change', async () => {
    const summary = await importFeed(database.db, generateFeed(options));
    expect(summary.properties).toMatchObject({ inserted: 0, updated: 0, rejected: 0 });
    expect(summary.projects).toMatchObject({ inserted: 0, updated: 0, rejected: 0 });
  });
});
