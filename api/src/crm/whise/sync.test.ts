import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { submitEnquiry } from '../../forms/enquiries.js';
import { imageRoutes } from '../../images/routes.js';
import { pluginTestApp } from '../../images/testApp.js';
import { testConfig } from '../../test/config.js';
import { describeEachDatabase } from '../../test/databases.js';
import { waitFor } from '../../test/waitFor.js';
import { crmStatus, formatCrmStatus } from '../status.js';
import { WhiseClient } from './client.js';
import { WhisePoller } from './poll.js';
import { recordedWhiseEstate } from './testing/recorded.js';
import { whiseServer, type WhiseServer } from './testing/server.js';

const ORIGIN = 'https://www.agency.example';
const FLAT = 5_100_001;
const HOUSE = 5_100_002;
const FRENCH = 5_100_003;

describeEachDatabase('the Whise connector', (database) => {
  let crm: WhiseServer;
  let app: FastifyInstance;
  const env = () => ({
    CRM: 'whise',
    WHISE_USERNAME: 'agency-user',
    WHISE_PASSWORD: 'agency-password',
    WHISE_CLIENT_ID: '4321',
    WHISE_OFFICE_ID: '8765',
    WHISE_API_URL: crm.apiUrl,
    PUBLIC_ORIGIN: ORIGIN,
    SEED_DEMO: 'false',
  });
  const config = () => testConfig(env());

  const poll = async () => {
    const [row] = await database.db.query<{ cursor: Date | null; polled_at: Date | null; last_error: string | null; next_poll_at: Date }>(
      "select cursor, polled_at, last_error, next_poll_at from crm_polls where crm = 'whise'",
    );
    return row;
  };
  const inboxSettled = () => waitFor(async () => (await database.db.query("select 1 from crm_inbox where crm = 'whise' and pending")).length === 0, 10_000);
  /** The next poll made due now, as WHISE_POLL_SECONDS would, and its hints applied. */
  const pollNow = async () => {
    const before = (await poll())?.polled_at?.getTime() ?? 0;
    await database.db.query("update crm_polls set next_poll_at = now() where crm = 'whise'");
    await waitFor(async () => ((await poll())?.polled_at?.getTime() ?? 0) > before, 10_000);
    await inboxSettled();
  };
  const siteId = async (estateId: number) => {
    const [row] = await database.db.query<{ site_id: number }>("select site_id from crm_records where crm = 'whise' and crm_id = $1", [String(estateId)]);
    return row?.site_id;
  };
  const property = async (id: number | undefined) => {
    const [row] = await database.db.query<{ price: number; texts: { Title: Record<string, string> }; marquee: number; latitude: number }>(
      'select price, texts, marquee, latitude from properties where id = $1',
      [id],
    );
    return row;
  };
  /** A poller of its own, as another replica runs one, telling its hints to `hinted`. */
  const replica = (hinted: string[]) =>
    new WhisePoller({
      db: database.db,
      client: new WhiseClient({ apiUrl: crm.apiUrl, username: 'agency-user', password: 'agency-password', clientId: 4321, officeId: 8765 }),
      hint: async (estateId) => {
        hinted.push(estateId);
      },
      intervalMs: 300_000,
      log: { info: () => {}, warn: () => {} },
    });
  const reads = () => crm.received.filter((request) => request.path === '/api/v1/estates/list' && request.body.includes('EstateIds'));

  beforeAll(async () => {
    crm = await whiseServer();
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2050c0' } }).jpeg().toBuffer();
    for (const name of ['flat.jpg', 'house.jpg']) crm.files.set(name, { bytes: photo, type: 'image/jpeg' });
    crm.estates.set(FLAT, recordedWhiseEstate(FLAT, crm.fileUrl('flat.jpg')));
    crm.estates.set(FRENCH, recordedWhiseEstate(FRENCH, crm.fileUrl('flat.jpg'), { country: { id: 3 }, city: 'Lille', zip: '59000' }));
    const retry = { firstDelayMs: 100, maxDelayMs: 400, leaseMs: 10_000 };
    const routes = async (scope: FastifyInstance) => {
      await scope.register(imageRoutes, { dataDir: config().dataDir, drawings: null });
    };
    ({ app } = await pluginTestApp(routes, {}, { database: database.db, config: config(), mail: { retry, pollMs: 100 } }));
    // The first poll runs as the api starts.
    await waitFor(async () => (await poll())?.polled_at != null, 10_000);
    await inboxSettled();
  });

  afterAll(async () => {
    await app.close();
    await crm.close();
  });

  it("publishes the estates of the first poll: a stable site id, four languages, the photo in the site's storage, the tokens Whise gives", async () => {
    const id = await siteId(FLAT);
    expect(id).toBeGreaterThan(10_000_000);
    const row = await property(id);
    expect(row?.price).toBe(395000);
    expect(row?.latitude).toBeCloseTo(50.8275);
    expect(row?.texts.Title).toEqual({ en: 'Bright duplex near Flagey', nl: 'Lichtrijke duplex bij Flagey', fr: 'Duplex lumineux près de Flagey', de: 'Helle Maisonette bei Flagey' });
    const [photo] = await database.db.query<{ image_id: string }>('select image_id from property_photos where property_id = $1', [id]);
    expect(photo?.image_id).toMatch(/^crm-[0-9a-f]{64}$/);
    expect(existsSync(path.join(config().dataDir, 'images', 'originals', `${photo?.image_id}.jpg`))).toBe(true);
    // The largest picture Whise makes is the one copied.
    expect(crm.received.some((request) => request.path === '/files/flat.jpg')).toBe(true);

    const token = crm.received.find((request) => request.path === '/api/token');
    expect(JSON.parse(token?.body ?? '{}')).toEqual({ Username: 'agency-user', Password: 'agency-password' });
    const clientToken = crm.received.find((request) => request.path === '/api/v1/admin/clients/token');
    expect(JSON.parse(clientToken?.body ?? '{}')).toEqual({ ClientId: 4321, OfficeId: 8765 });
    expect(clientToken?.authorization).toBe('Bearer user-token');
    expect(reads()[0]?.authorization).toBe('Bearer client-token-4321-8765');
    expect((await poll())?.cursor?.getTime()).toBe(new Date(Date.parse('2026-11-20T10:00:00')).getTime());
  });

  it('records the one estate it cannot publish with its reason, shown by crm status, and publishes the others', async () => {
    expect(await property(await siteId(FRENCH))).toBeUndefined();
    const status = await crmStatus(database.db);
    expect(status.failures).toEqual([expect.objectContaining({ crm: 'whise', estate: String(FRENCH), reason: 'country: 3 is neither Belgium (1) nor Luxembourg (5)' })]);
    expect(formatCrmStatus(status)).toContain(`whise ${String(FRENCH)}`);
    expect(status.estates.published).toBe(1);
  });

  it('resumes from the cursor kept in the database: a new poller reads no unchanged estate again', async () => {
    const readsBefore = reads().length;
    const hinted: string[] = [];
    await database.db.query("update crm_polls set next_poll_at = now() where crm = 'whise'");
    // Another replica, or the api after a restart: nothing in its memory.
    expect(await replica(hinted).drain()).toBe(0);
    expect(hinted).toEqual([]);
    expect(reads().length).toBe(readsBefore);
  });

  it('picks up a changed estate and a new one at the next poll, the site id kept', async () => {
    const id = await siteId(FLAT);
    crm.estates.set(FLAT, recordedWhiseEstate(FLAT, crm.fileUrl('flat.jpg'), { price: 375000, purposeStatus: { id: 5 }, updateDateTime: '2026-11-25T08:30:00' }));
    crm.estates.set(HOUSE, recordedWhiseEstate(HOUSE, crm.fileUrl('house.jpg'), { category: { id: 1 }, updateDateTime: '2026-11-24T08:30:00' }));
    await pollNow();
    expect(await siteId(FLAT)).toBe(id);
    expect(await property(id)).toMatchObject({ price: 375000, marquee: 2 });
    expect(await property(await siteId(HOUSE))).toBeDefined();
    expect((await poll())?.cursor?.getTime()).toBe(new Date(Date.parse('2026-11-25T08:30:00')).getTime());
  });

  it('polls once across two replicas polling together', async () => {
    crm.estates.set(HOUSE, { ...crm.estates.get(HOUSE), price: 610000, updateDateTime: '2026-11-26T08:30:00' });
    await database.db.query("update crm_polls set next_poll_at = now() where crm = 'whise'");
    const hinted: string[] = [];
    const results = await Promise.all([replica(hinted).drain(), replica(hinted).drain()]);
    expect(results.sort()).toEqual([0, 1]);
    expect(hinted).toEqual([String(HOUSE)]);
  });

  it('tries again after a 429, never sooner than its Retry-After, the site keeping what it had', async () => {
    const id = await siteId(FLAT);
    crm.answers.set('POST /api/v1/estates/list', { status: 429, headers: { 'retry-after': '2' }, json: { Message: 'Too many requests' } });
    await database.db.query("update crm_polls set next_poll_at = now() where crm = 'whise'");
    await waitFor(async () => (await poll())?.last_error != null, 10_000);
    const waiting = await poll();
    expect(waiting?.last_error).toMatch(/429/);
    expect(waiting?.next_poll_at.getTime()).toBeGreaterThan(Date.now() + 1_000);
    expect(await property(id)).toMatchObject({ price: 375000 });
    expect(formatCrmStatus(await crmStatus(database.db))).toMatch(/Poll of whise: last complete .*; last try failed: Whise answered 429 to v1\/estates\/list/);

    crm.answers.delete('POST /api/v1/estates/list');
    crm.estates.set(FLAT, recordedWhiseEstate(FLAT, crm.fileUrl('flat.jpg'), { price: 365000, updateDateTime: '2026-11-27T08:30:00' }));
    await waitFor(async () => (await poll())?.last_error === null, 10_000);
    await inboxSettled();
    expect(await property(id)).toMatchObject({ price: 365000, marquee: 1 });
  });

  it('writes an enquiry about an estate to Whise as a contact of that estate, once', async () => {
    const id = await siteId(FLAT);
    const context = { origin: ORIGIN, agencyEmail: 'agency@agency.example', agencyName: 'Agency', agencyLanguage: 'fr' as const, forwardToWebhook: false, crm: app.crm };
    await submitEnquiry(
      database.db,
      { kind: 'documents', language: 'nl', propertyId: id, values: { firstName: 'Lotte', lastName: 'Janssens', email: 'lotte@example.be', phone: '0475123456', remark: 'Is de garage inbegrepen?' } },
      context,
    );
    app.crm?.wakeLeads();
    await waitFor(async () => (await database.db.query('select 1 from crm_outbox where sent_at is null')).length === 0 && crm.contacts().length > 0, 10_000);
    expect(crm.contacts()).toEqual([
      {
        PrivateEmail: 'lotte@example.be',
        LanguageId: 'nl-BE',
        FirstName: 'Lotte',
        Name: 'Janssens',
        PrivateTelephone: '0475123456',
        Comments: 'Is de garage inbegrepen?',
        EstateIds: [FLAT],
        OfficeIds: [8765],
      },
    ]);
  });

  it('records a lead Whise finds invalid with its validation errors, and finishes with it', async () => {
    crm.answers.set('POST /api/v1/contacts/create', { status: 400, json: { isValidRequest: false, validationErrors: [{ code: 'PrivateEmail', message: 'The e-mail is invalid.' }] } });
    await submitEnquiry(
      database.db,
      { kind: 'documents', language: 'fr', propertyId: await siteId(HOUSE), values: { firstName: 'Paul', lastName: 'Martin', email: 'paul@example.be' } },
      { origin: ORIGIN, agencyEmail: 'agency@agency.example', agencyName: 'Agency', agencyLanguage: 'fr', forwardToWebhook: false, crm: app.crm },
    );
    app.crm?.wakeLeads();
    await waitFor(async () => (await database.db.query('select 1 from crm_outbox where rejection is not null and sent_at is not null')).length === 1, 10_000);
    const status = await crmStatus(database.db);
    expect(status.leads.rejected).toEqual([expect.objectContaining({ errors: { validationErrors: [{ code: 'PrivateEmail', message: 'The e-mail is invalid.' }] } })]);
    crm.answers.delete('POST /api/v1/contacts/create');
  });

  it('withdraws an estate Whise no longer publishes, keeping its id and what its gone page needs; a sold one keeps its mark', async () => {
    const id = await siteId(FLAT);
    crm.estates.set(FLAT, { ...crm.estates.get(FLAT), displayStatusId: 1 });
    crm.estates.set(HOUSE, { ...crm.estates.get(HOUSE), purposeStatus: { id: 3 }, updateDateTime: '2026-11-27T09:00:00' });
    await pollNow();
    expect(await property(id)).toBeUndefined();
    const [record] = await database.db.query<{ withdrawn_at: Date | null; last_seen: { zip: string } }>("select withdrawn_at, last_seen from crm_records where crm = 'whise' and crm_id = $1", [
      String(FLAT),
    ]);
    expect(record?.withdrawn_at).not.toBeNull();
    expect(record?.last_seen).toMatchObject({ zip: '1050' });
    expect(await property(await siteId(HOUSE))).toMatchObject({ marquee: 3 });

    // Deleted in Whise altogether: withdrawn as well.
    crm.estates.delete(HOUSE);
    await pollNow();
    expect(await property(await siteId(HOUSE))).toBeUndefined();
    expect((await crmStatus(database.db)).estates).toEqual({ published: 0, withdrawn: 2 });
  });
});
