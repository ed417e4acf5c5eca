import type { FastifyInstance } from 'fastify';
import { addDays, agencyDay } from 'shared-kernel';
import { demoAgency } from 'demo-agency';
import { seedCatalogue } from '../catalogue/seed.js';
import { migrate } from '../db/migrate.js';
import { pluginTestApp } from '../images/testApp.js';
import { describeEachDatabase } from '../test/databases.js';
import { trackingRoutes } from './routes.js';
import { countPropertyView } from './viewCounter.js';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describeEachDatabase('property view beacon', (database) => {
  let app: FastifyInstance;
  let propertyId = 0;

  const beacon = (body: unknown, { ip = '198.51.100.7', userAgent = BROWSER, contentType = 'application/json' } = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/track/property-view',
      remoteAddress: ip,
      headers: { 'content-type': contentType, 'user-agent': userAgent },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const viewsToday = async () => {
    const [row] = await database.db.query<{ views: number }>('select views from property_daily_views where property_id = $1 and day = $2', [
      propertyId,
      agencyDay(new Date()),
    ]);
    return row?.views ?? 0;
  };

  beforeAll(async () => {
    await migrate(database.db, { info: () => {}, warn: () => {} });
    ({ app } = await pluginTestApp(trackingRoutes, {}, { database: database.db }));
    await seedCatalogue(database.db, demoAgency.seed, { seed: 5, properties: 10 });
    const [property] = await database.db.query<{ id: number }>('select id from properties order by id limit 1');
    propertyId = property?.id ?? 0;
  });

  beforeEach(async () => {
    await database.db.query('delete from property_daily_views');
    await database.db.query('delete from property_view_visitors');
  });

  afterAll(() => app.close());

  it('counts a view, sent as JSON or as the text/plain of sendBeacon, with a 204 and no cookie', async () => {
    const json = await beacon({ propertyId });
    expect(json.statusCode).toBe(204);
    expect(json.headers['set-cookie']).toBeUndefined();
    const text = await beacon(JSON.stringify({ propertyId }), { ip: '198.51.100.8', contentType: 'text/plain;charset=UTF-8' });
    expect(text.statusCode).toBe(204);
    expect(await viewsToday()).toBe(2);
  });

  it('answers 400, not 500, for a property id beyond what the database holds', async () => {
    expect((await beacon({ propertyId: 99_999_999_999 })).statusCode).toBe(400);
  });

  it('counts one visitor once per property and day', async () => {
    for (let index = 0; index < 3; index += 1) await beacon({ propertyId });
    expect(await viewsToday()).toBe(1);
    await beacon({ propertyId }, { userAgent: `${BROWSER} Edg/131.0` });
    expect(await viewsToday()).toBe(2);
  });

  it('does not count known bots, nor a client without a User-Agent', async () => {
    expect((await beacon({ propertyId }, { userAgent: GOOGLEBOT })).statusCode).toBe(204);
    expect((await beacon({ propertyId }, { userAgent: '' })).statusCode).toBe(204);
    expect(await viewsToday()).toBe(0);
  });

  it('keeps no address: only salted hashes, and only for the current day', async () => {
    await beacon({ propertyId }, { ip: '192.0.2.44' });
    const stored = JSON.stringify(await database.db.query('select * from property_view_visitors'));
    expect(stored).not.toContain('192.0.2.44');
    expect(stored).not.toContain('Chrome');

    const tomorrow = new Date(Date.now() + 86_400_000);
    const result = await countPropertyView(database.db, { propertyId, clientAddress: '192.0.2.44', userAgent: BROWSER }, tomorrow);
    expect(result).toBe('counted');
    const days = await database.db.query<{ day: string }>(`select to_char(day, 'YYYY-MM-DD') as day from property_view_visitors`);
    expect(days.map((row) => row.day)).toEqual([addDays(agencyDay(new Date()), 1)]);
    expect(await database.db.query('select day from view_counter_salts')).toHaveLength(1);
  });

  it('is documented in the OpenAPI reference', () => {
    expect((app.swagger() as { paths: Record<string, unknown> }).paths).toHaveProperty(['/api/track/property-view', 'post']);
  });

  it('answers 400 to a body that is not a view and 404 to an unknown property, never 500', async () => {
    expect((await beacon('not json', { contentType: 'text/plain' })).statusCode).toBe(400);
    expect((await beacon({ propertyId: 'x' })).statusCode).toBe(400);
    expect((await beacon({})).statusCode).toBe(400);
    expect((await beacon({ propertyId: 999_999 })).statusCode).toBe(404);
  });
});
