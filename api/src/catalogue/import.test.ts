import type { AgencyFeed, FeedProperty } from 'shared-kernel';
import { generateFeed } from 'demo-agency';
import { migrate } from '../db/migrate.js';
import { describeEachDatabase } from '../test/databases.js';
import { FeedFileError, importFeed, type ImportSummary } from './import.js';

const quiet = { info: () => {}, warn: () => {} };

/** One project with three of its units, and twelve listings of the agency's own. */
function smallFeed(seed: number): AgencyFeed {
  const { projects, properties } = generateFeed({ seed, properties: 12 });
  const [project] = projects;
  if (project === undefined) throw new Error('The generator always makes projects');
  return {
    projects: [project],
    properties: [
      ...properties.filter((property) => property.ProjectID === project.ID).slice(0, 3),
      ...properties.filter((property) => property.ProjectID === undefined),
    ],
  };
}

const counts = (inserted: number, updated: number, unchanged: number, rejected: number) => ({
  inserted,
  updated,
  unchanged,
  rejected,
});

function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`No item ${index}`);
  return item;
}

describeEachDatabase('importFeed', (database) => {
  const feed = smallFeed(11);
  const listing = at(feed.properties, 5);
  let first: ImportSummary;

  const rowOf = async (id: number) => {
    const [row] = await database.db.query<{ price: number; texts: unknown; detail: Record<string, unknown>; owner_id: number | null }>(
      'select price, texts, detail, (select min(owner_id) from property_owners po where po.property_id = p.id) as owner_id from properties p where id = $1',
      [id],
    );
    return row;
  };
  const photoCount = async (id: number) => {
    const [row] = await database.db.query<{ count: number }>(
      'select count(*)::int as count from property_photos where property_id = $1',
      [id],
    );
    return row?.count;
  };
  const version = async () => {
    const [row] = await database.db.query<{ version: string }>('select version::text as version from catalogue_state');
    return Number(row?.version);
  };

  beforeAll(async () => {
    await migrate(database.db, quiet);
    first = await importFeed(database.db, feed);
  });

  it('inserts every good record with its photos and documents, and bumps the version once', async () => {
    expect(first).toEqual({
      projects: counts(1, 0, 0, 0),
      properties: counts(feed.properties.length, 0, 0, 0),
      rejected: [],
      version: 1,
    });
    const [stored] = await database.db.query<{ properties: number; photos: number; documents: number; projectPhotos: number }>(
      `select (select count(*)::int from properties) as properties, (select count(*)::int from property_photos) as photos,
         (select count(*)::int from property_documents) as documents, (select count(*)::int from project_photos) as "projectPhotos"`,
    );
    const sum = (pick: (property: FeedProperty) => unknown[]) => feed.properties.reduce((total, property) => total + pick(property).length, 0);
    expect(stored).toEqual({
      properties: feed.properties.length,
      photos: sum((property) => property.Photos),
      documents: sum((property) => property.Documents),
      projectPhotos: feed.projects[0]?.Photos.length,
    });
  });

  it('writes the seven property types of spec §3', async () => {
    const types = await database.db.query<{ web_id: number }>('select web_id from property_types order by show_order');
    expect(types.map((type) => type.web_id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('finds every record unchanged when the same feed comes again, and leaves the version alone', async () => {
    expect(await importFeed(database.db, feed)).toEqual({
      projects: counts(0, 0, 1, 0),
      properties: counts(0, 0, feed.properties.length, 0),
      rejected: [],
      version: 1,
    });
  });

  it('updates a changed record and replaces its photos, leaving the others unchanged', async () => {
    const changed = { ...listing, Price: listing.Price + 5000, Photos: listing.Photos.slice(0, 1) };
    const summary = await importFeed(database.db, { projects: [], properties: [changed, at(feed.properties, 6)] });
    expect(summary).toEqual({ projects: counts(0, 0, 0, 0), properties: counts(0, 1, 1, 0), rejected: [], version: 2 });
    expect((await rowOf(listing.ID))?.price).toBe(listing.Price + 5000);
    expect(await photoCount(listing.ID)).toBe(1);
  });

  it('takes a record twice in one file as an insert, then an update or nothing', async () => {
    const fresh = { ...listing, ID: 900_001 };
    const summary = await importFeed(database.db, {
      projects: [],
      properties: [fresh, fresh, { ...fresh, RecordFile: 'V2026-LAST' }],
    });
    expect(summary.properties).toEqual(counts(1, 1, 1, 0));
    expect(await database.db.query('select record_file from properties where id = 900001')).toEqual([{ record_file: 'V2026-LAST' }]);
  });

  it('stores per-language texts as given, a plain string and an object alike', async () => {
    const texts = { Title: 'Appartement 2 chambres', Description: { fr: '<p>Lumineux</p>', nl: '<p>Lichtrijk</p>' } };
    await importFeed(database.db, { projects: [], properties: [{ ...listing, ID: 900_002, ...texts }] });
    expect((await rowOf(900_002))?.texts).toEqual(texts);
  });

  it('keeps every detail attribute of the record', async () => {
    const detailed: FeedProperty = { ...listing, ID: 900_003, ViagerAges: [79, 82], FloodZone: 'possible', VAT: 21 };
    await importFeed(database.db, { projects: [], properties: [detailed] });
    expect((await rowOf(900_003))?.detail).toMatchObject({ ViagerAges: [79, 82], FloodZone: 'possible', VAT: 21, Street: listing.Street });
  });

  it('rejects bad records with their reason and imports the others', async () => {
    const good = { ...listing, ID: 900_010 };
    const summary = await importFeed(database.db, {
      projects: [{ ID: 5 }],
      properties: [
        { ...listing, ID: 900_011, Price: 'on request' },
        good,
        { ...listing, ID: 900_012, ProjectID: 4242 },
        { ...listing, ID: 900_013, WebIDs: '3,9' },
        { ...listing, ID: 900_014, Photos: [listing.Photos[0], listing.Photos[0]] },
        { ...listing, ID: 900_015, CreatedAt: 'yesterday' },
        'not a record',
      ],
    });
    expect(summary.projects).toEqual(counts(0, 0, 0, 1));
    expect(summary.properties).toEqual(counts(1, 0, 0, 6));
    expect(summary.rejected).toEqual([
      { kind: 'project', index: 0, id: 5, reason: expect.stringMatching(/^Goal: .*; and \d+ more$/) },
      { kind: 'property', index: 0, id: 900_011, reason: 'Price: Invalid input: expected number, received string' },
      { kind: 'property', index: 2, id: 900_012, reason: 'ProjectID: no project 4242 in the catalogue' },
      { kind: 'property', index: 3, id: 900_013, reason: 'WebIDs: must list property types 1 to 7, such as "1,7"' },
      { kind: 'property', index: 4, id: 900_014, reason: 'Photos: two photos have the same Order' },
      { kind: 'property', index: 5, id: 900_015, reason: 'CreatedAt: must be an ISO date-time such as 2026-03-01T10:00:00Z' },
      { kind: 'property', index: 6, reason: 'Invalid input: expected object, received string' },
    ]);
    const stored = await database.db.query<{ id: number }>('select id from properties where id between 900010 and 900015');
    expect(stored).toEqual([{ id: 900_010 }]);
  });

  it('never half-writes a record the database refuses partway: the previous version stays whole', async () => {
    const before = await rowOf(listing.ID);
    const photosBefore = await photoCount(listing.ID);
    const versionBefore = await version();
    // PostgreSQL text cannot hold a NUL character: the photos fail after the property row was written.
    const refused = {
      ...listing,
      Price: 1,
      Photos: [{ ImageID: `property-${listing.ID}-1`, Order: 1, Caption: 'Fa\u0000çade' }],
    };
    const summary = await importFeed(database.db, { projects: [], properties: [refused] });
    expect(summary.properties).toEqual(counts(0, 0, 0, 1));
    expect(summary.rejected[0]?.reason).toMatch(/^the database refused it: /);
    expect(await rowOf(listing.ID)).toEqual(before);
    expect(await photoCount(listing.ID)).toBe(photosBefore);
    expect(await version()).toBe(versionBefore);
  });

  it('takes the visit slots a record lists, and refuses impossible ones with the record', async () => {
    const slot = { Start: '2031-05-03T08:00:00Z', End: '2031-05-03T08:30:00Z', Capacity: 1, Kind: 'visit' };
    const summary = await importFeed(database.db, {
      projects: [],
      properties: [
        { ...listing, ID: 900_020, VisitSlots: [slot, { ...slot, Start: '2031-05-10T08:00:00+02:00', End: '2031-05-10T10:00:00+02:00', Capacity: 15, Kind: 'open-house' }] },
        { ...listing, ID: 900_021, VisitSlots: [{ ...slot, End: '2031-05-03T07:00:00Z' }] },
        { ...listing, ID: 900_022, VisitSlots: [slot, { ...slot, Capacity: 2 }] },
        { ...listing, ID: 900_023, VisitSlots: [{ ...slot, Capacity: 0 }] },
      ],
    });
    expect(summary.properties).toEqual(counts(1, 0, 0, 3));
    expect(summary.rejected.map((rejected) => [rejected.id, rejected.reason])).toEqual([
      [900_021, 'VisitSlots.0.End: must end after it starts'],
      [900_022, 'VisitSlots.1.Start: is the start of another slot of this property'],
      [900_023, expect.stringMatching(/^VisitSlots\.0\.Capacity: /)],
    ]);
    const stored = await database.db.query<{ property_id: number; starts_at: Date; kind: string; capacity: number }>(
      'select property_id, starts_at, kind, capacity from visit_slots where property_id between 900020 and 900023 order by starts_at',
    );
    expect(stored.map((row) => [row.property_id, new Date(row.starts_at).toISOString(), row.kind, row.capacity])).toEqual([
      [900_020, '2031-05-03T08:00:00.000Z', 'visit', 1],
      [900_020, '2031-05-10T06:00:00.000Z', 'open-house', 15],
    ]);
    const [detail] = await database.db.query<{ detail: Record<string, unknown> }>('select detail from properties where id = 900020');
    expect(detail?.detail).not.toHaveProperty('VisitSlots');
  });

  it('leaves the owner portal’s link of a property alone', async () => {
    await database.db.query(
      `insert into owners (id, email, name, role, language) values (7, 'owner@example.be', 'An owner', 'owner', 'fr')`,
    );
    await database.db.query('insert into property_owners (property_id, owner_id) values ($1, 7)', [listing.ID]);
    await importFeed(database.db, { projects: [], properties: [{ ...listing, Price: 123_000 }] });
    expect(await rowOf(listing.ID)).toMatchObject({ price: 123_000, owner_id: 7 });
  });

  it('refuses a file that is not a feed', async () => {
    await expect(importFeed(database.db, [feed])).rejects.toThrow(FeedFileError);
    await expect(importFeed(database.db, { properties: 'none' })).rejects.toThrow(
      'A feed is an object with "properties" and "projects" lists: properties: Invalid input: expected array, received string',
    );
  });
});
