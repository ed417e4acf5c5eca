import type { FastifyInstance } from 'fastify';
import { demoAgency, generateFeed } from 'demo-agency';
import { encodeZone, Goal, type FeedProperty, type Zone } from 'shared-kernel';
import { buildApp } from '../app.js';
import { testConfig } from '../test/config.js';
import { describeEachDatabase } from '../test/databases.js';
import { importFeed } from './import.js';
import type { PropertyMapPointsAnswer, PropertyPage } from './schemas.js';
import { seedCatalogue } from './seed.js';

const options = { seed: 1967, properties: 120 };
const stock = generateFeed(options).properties;
const base = stock.find((property) => property.ProjectID === undefined && property.PublishAddress && property.Goal === Goal.Sale);
if (base === undefined) throw new Error('The demo agency has no published address for sale');

// An address not to publish, whose marker is its point rounded to 0.01°: (4.37, 50.83).
const hidden: FeedProperty = { ...base, ID: 990_101, PublishAddress: false, Latitude: 50.827_512, Longitude: 4.372_499 };
const shown: FeedProperty = { ...base, ID: 990_102, PublishAddress: true, Latitude: 50.827_512, Longitude: 4.372_499 };
const everything = [...stock, hidden, shown];

/** Where the visitor sees a property, as the map's markers place it. */
const seenAt = (property: FeedProperty): [number, number] =>
  property.PublishAddress
    ? [property.Longitude, property.Latitude]
    : [Math.round(property.Longitude * 100) / 100, Math.round(property.Latitude * 100) / 100];

/** Ray casting: the test's own point-in-polygon, to check PostgreSQL's `@>` against. */
function inside([x, y]: [number, number], zone: Zone): boolean {
  let result = false;
  for (let i = 0, j = zone.length - 1; i < zone.length; j = i, i += 1) {
    const [xi, yi] = zone[i] ?? [0, 0];
    const [xj, yj] = zone[j] ?? [0, 0];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) result = !result;
  }
  return result;
}

// A concave zone over the south of Brussels (an L), so a bounding box would not do; its edges pass
// by the rounded markers (multiples of 0.01°), where `@>` counts the edge as inside.
const southOfBrussels: Zone = [
  [4.33005, 50.84005],
  [4.40005, 50.84005],
  [4.40005, 50.81005],
  [4.37005, 50.81005],
  [4.37005, 50.82505],
  [4.33005, 50.82505],
];

describeEachDatabase('the list filtered by a drawn zone', (database) => {
  let app: FastifyInstance;
  const get = (url: string) => app.inject({ method: 'GET', url });
  const zoneQuery = (zone: Zone | string) => `zone=${encodeURIComponent(typeof zone === 'string' ? zone : encodeZone(zone))}`;
  const listed = async (query: string) => {
    const response = await get(`/api/properties?${query}&pageSize=48`);
    expect(response.statusCode).toBe(200);
    const page = response.json<PropertyPage>();
    expect(page.pageCount).toBeLessThanOrEqual(1);
    return page.items.map((item) => item.ID).sort((a, b) => a - b);
  };

  beforeAll(async () => {
    app = await buildApp(testConfig(), { database: database.db });
    await seedCatalogue(database.db, demoAgency.seed, options);
    await importFeed(database.db, { projects: [], properties: [hidden, shown] });
  });

  afterAll(() => app.close());

  it('lists the properties whose marker lies inside the polygon, for the list and the map alike', async () => {
    const expected = everything
      .filter((property) => inside(seenAt(property), southOfBrussels))
      .map((property) => property.ID)
      .sort((a, b) => a - b);
    expect(expected.length).toBeGreaterThan(3);
    expect(expected.length).toBeLessThan(everything.length / 2);
    expect(await listed(zoneQuery(southOfBrussels))).toEqual(expected);
    const map = (await get(`/api/properties/map?${zoneQuery(southOfBrussels)}`)).json<PropertyMapPointsAnswer>();
    expect(map.points.map((point) => point.ID).sort((a, b) => a - b)).toEqual(expected);
  });

  it('adds to the other filters', async () => {
    const expected = everything
      .filter((property) => property.Goal === Goal.Sale && inside(seenAt(property), southOfBrussels))
      .map((property) => property.ID)
      .sort((a, b) => a - b);
    expect(await listed(`goal=0&${zoneQuery(southOfBrussels)}`)).toEqual(expected);
  });

  it('searches an address not to publish at its marker, never closer', async () => {
    const aroundTruePoint: Zone = [
      [4.3723, 50.8274],
      [4.3727, 50.8274],
      [4.3727, 50.8277],
      [4.3723, 50.8277],
    ];
    const aroundMarker: Zone = [
      [4.3699, 50.8299],
      [4.3701, 50.8299],
      [4.3701, 50.8301],
      [4.3699, 50.8301],
    ];
    expect(await listed(zoneQuery(aroundTruePoint))).toEqual([shown.ID]);
    expect(await listed(zoneQuery(aroundMarker))).toContain(hidden.ID);
    expect(await listed(zoneQuery(aroundMarker))).not.toContain(shown.ID);
  });

  it.each([
    ['malformed', 'not a polyline', 'must be a Google encoded polyline (precision 5) of at least three corners'],
    ['two corners', encodeZone(southOfBrussels.slice(0, 2)), 'must be a Google encoded polyline (precision 5) of at least three corners'],
    [
      'over 200 corners',
      encodeZone(Array.from({ length: 201 }, (_, index) => [4.35 + 0.05 * Math.cos(index / 32), 50.85 + 0.03 * Math.sin(index / 32)] as const)),
      'must have at most 200 corners',
    ],
    ['self-intersecting', encodeZone([[4.3, 50.8], [4.4, 50.9], [4.4, 50.8], [4.3, 50.9]]), 'must not have edges that cross or touch'],
    ['outside Belgium', encodeZone([[2.35, 48.85], [2.36, 48.85], [2.36, 48.86]]), 'must lie inside Belgium'],
  ])('answers a zone %s with a 400 that says why, on the list and on the map', async (_, zone, reason) => {
    for (const path of ['/api/properties', '/api/properties/map']) {
      const response = await get(`${path}?goal=0&${zoneQuery(zone)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_failed', key: 'apiErrors.validationFailed', message: `querystring/zone ${reason}` });
    }
  });
});
