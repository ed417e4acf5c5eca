import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { addDays, agencyDay, type HistoryPage, type PortalBookedVisit, type PortalCommunication, type PortalProperty, type PortalVisit } from 'shared-kernel';
import { DEMO_OWNERS, demoAgency } from 'demo-agency';
import { authRoutes } from '../auth/routes.js';
import { seedCatalogue } from '../catalogue/seed.js';
import { seedContent } from '../content/seed.js';
import { migrate } from '../db/migrate.js';
import { pluginTestApp } from '../images/testApp.js';
import { describeEachDatabase } from '../test/databases.js';
import { portalRoutes } from './routes.js';

const ORIGIN = 'http://localhost:80';

/** The login and the portal side by side, as the api registers them. */
const ownerArea: FastifyPluginAsync = async (app) => {
  await app.register(authRoutes);
  await app.register(portalRoutes);
};
const password = (id: number) => DEMO_OWNERS.find((owner) => owner.id === id)?.password ?? '';
const email = (id: number) => DEMO_OWNERS.find((owner) => owner.id === id)?.email ?? '';

describeEachDatabase('owner portal', (database) => {
  let app: FastifyInstance;
  const sessions = new Map<number, string>();

  const get = (ownerId: number | null, url: string) =>
    app.inject({ method: 'GET', url, cookies: ownerId === null ? {} : { owner_session: sessions.get(ownerId) ?? '' } });
  const propertiesOf = async (ownerId: number) => (await get(ownerId, '/api/portal/properties?lang=en')).json<PortalProperty[]>();

  beforeAll(async () => {
    await migrate(database.db, { info: () => {}, warn: () => {} });
    ({ app } = await pluginTestApp(ownerArea, {}, { database: database.db }));
    await seedCatalogue(database.db, demoAgency.seed, { seed: 5, properties: 40 });
    await seedContent(database.db, demoAgency.seed, { seed: 5 });
    for (const id of [1, 2, 3]) {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin: ORIGIN },
        payload: { email: email(id), password: password(id) },
      });
      sessions.set(id, login.cookies.find((cookie) => cookie.name === 'owner_session')?.value ?? '');
    }
    // Hashing the demo passwords (scrypt, half a second each on an idle machine) dominates.
  }, 180_000);

  afterAll(() => app.close());

  it('documents the login and portal routes in the OpenAPI reference', () => {
    const paths = Object.keys((app.swagger() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/password-reset/confirm', '/api/portal/properties/{id}/online-media']),
    );
  });

  it('answers 401 without a session, for every portal route', async () => {
    for (const url of ['/api/portal/properties', '/api/portal/properties/1/statistics', '/api/portal/properties/1/visits']) {
      const response = await get(null, url);
      expect(response.statusCode).toBe(401);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it("lists an owner's own properties only, titled in the language asked for", async () => {
    const sophie = await propertiesOf(1);
    expect(sophie).toHaveLength(4);
    expect(new Set(sophie.map((property) => property.ownerName))).toEqual(new Set(['Sophie Dubois']));
    expect(sophie[0]).toEqual({
      id: expect.any(Number),
      title: expect.stringMatching(/\S/),
      city: expect.any(String),
      zip: expect.any(String),
      reference: expect.stringMatching(/^[VL]\d{4}-\d{5}$/),
      ownerName: 'Sophie Dubois',
    });
    expect(await propertiesOf(2)).toHaveLength(2);
  });

  it("lets a manager see every owner's properties", async () => {
    const all = await propertiesOf(3);
    expect(all).toHaveLength(4 + 2 + 3 + 2);
    expect(new Set(all.map((property) => property.ownerName)).size).toBe(4);
  });

  it("answers 404, and no data, when an owner asks for another owner's property", async () => {
    const [pieters] = await propertiesOf(2);
    for (const path of ['statistics', 'visits', 'communications', 'online-media']) {
      const response = await get(1, `/api/portal/properties/${pieters?.id}/${path}`);
      expect(response.statusCode).toBe(404);
      expect(Object.keys(response.json())).toEqual(['error', 'message', 'key']);
      expect((await get(3, `/api/portal/properties/${pieters?.id}/${path}`)).statusCode).toBe(200);
    }
    expect((await get(1, '/api/portal/properties/999999/statistics')).statusCode).toBe(404);
    expect((await get(1, '/api/portal/properties/abc/statistics')).statusCode).toBe(400);
  });

  it('counts today, this week, this month and the total from the daily views', async () => {
    const [property] = await propertiesOf(1);
    const today = agencyDay(new Date());
    const day = (offset: number) => addDays(today, offset);
    await database.db.query('delete from property_daily_views where property_id = $1', [property?.id]);
    const rows: [string, number][] = [[day(0), 3], [day(-1), 5], [day(-10), 7], [day(-40), 11], [day(-400), 13]];
    for (const [date, views] of rows) {
      await database.db.query('insert into property_daily_views (property_id, day, views) values ($1, $2, $3)', [property?.id, date, views]);
    }
    const response = await get(1, `/api/portal/properties/${property?.id}/statistics`);
    expect(response.statusCode).toBe(200);
    const statistics = response.json<{ today: number; week: number; month: number; total: number; lastDays: { day: string; views: number }[] }>();
    const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
    const daysIntoWeek = (weekday + 6) % 7;
    const daysIntoMonth = Number(today.slice(8)) - 1;
    expect(statistics.today).toBe(3);
    expect(statistics.week).toBe(3 + (daysIntoWeek >= 1 ? 5 : 0));
    expect(statistics.month).toBe(3 + (daysIntoMonth >= 1 ? 5 : 0) + (daysIntoMonth >= 10 ? 7 : 0));
    expect(statistics.total).toBe(39);
    expect(statistics.lastDays).toHaveLength(30);
    expect(statistics.lastDays.at(-1)).toEqual({ day: today, views: 3 });
    expect(statistics.lastDays.find((entry) => entry.day === day(-10))?.views).toBe(7);
    expect(statistics.lastDays.reduce((sum, entry) => sum + entry.views, 0)).toBe(15);
  });

  it('pages through the visits, newest first, "page x of y"', async () => {
    const [property] = await propertiesOf(1);
    await database.db.query('delete from property_visits where property_id = $1', [property?.id]);
    for (let index = 0; index < 23; index += 1) {
      await database.db.query(
        `insert into property_visits (property_id, visited_at, feedback) values ($1, now() - make_interval(days => $2), $3)`,
        [property?.id, index, `visit ${index}`],
      );
    }
    const first = (await get(1, `/api/portal/properties/${property?.id}/visits`)).json<HistoryPage<PortalVisit>>();
    expect(first).toMatchObject({ page: 1, pageCount: 5, total: 23 });
    expect(first.items.map((visit) => visit.feedback).slice(0, 2)).toEqual(['visit 0', 'visit 1']);
    expect(first.items[0]?.visitedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const last = (await get(1, `/api/portal/properties/${property?.id}/visits?page=5`)).json<HistoryPage<PortalVisit>>();
    expect(last.items.map((visit) => visit.feedback)).toEqual(['visit 20', 'visit 21', 'visit 22']);
    expect((await get(1, `/api/portal/properties/${property?.id}/visits?page=9`)).json()).toMatchObject({ page: 5 });
    expect((await get(1, `/api/portal/properties/${property?.id}/visits?page=0`)).statusCode).toBe(400);
  });

  it('shows the visits booked on the site, places taken and never who took them', async () => {
    const [property] = await propertiesOf(1);
    await database.db.query('delete from visit_slots where property_id = $1', [property?.id]);
    await database.db.query(
      `insert into visit_slots (id, property_id, starts_at, ends_at, kind, capacity, booked) values
         (gen_random_uuid(), $1, now() + interval '2 days', now() + interval '2 days 2 hours', 'open-house', 20, 7),
         (gen_random_uuid(), $1, now() - interval '3 days', now() - interval '3 days' + interval '30 minutes', 'visit', 1, 1),
         (gen_random_uuid(), $1, now() + interval '4 days', now() + interval '4 days 30 minutes', 'visit', 1, 0)`,
      [property?.id],
    );
    const booked = (await get(1, `/api/portal/properties/${property?.id}/booked-visits`)).json<HistoryPage<PortalBookedVisit>>();
    expect(booked).toMatchObject({ page: 1, pageCount: 1, total: 2 });
    expect(booked.items.map((slot) => [slot.kind, slot.booked, slot.capacity, slot.upcoming])).toEqual([['open-house', 7, 20, true], ['visit', 1, 1, false]]);
    for (const item of booked.items) expect(Object.keys(item).sort()).toEqual(['booked', 'capacity', 'endsAt', 'kind', 'startsAt', 'upcoming']);
    const [other] = await propertiesOf(2);
    expect((await get(1, `/api/portal/properties/${other?.id}/booked-visits`)).statusCode).toBe(404);
    expect((await get(1, '/api/portal/properties/99999999999/booked-visits')).statusCode).toBe(400);
  });

  it('answers an empty history as page 1 of 1, and communications without anyone’s personal data', async () => {
    const [property] = await propertiesOf(1);
    await database.db.query('delete from property_online_media where property_id = $1', [property?.id]);
    expect((await get(1, `/api/portal/properties/${property?.id}/online-media`)).json()).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
    const communications = (await get(1, `/api/portal/properties/${property?.id}/communications`)).json<HistoryPage<PortalCommunication>>();
    expect(communications.items.length).toBeGreaterThan(0);
    for (const item of communications.items) expect(Object.keys(item).sort()).toEqual(['kind', 'recipients', 'sentAt']);
  });
});
