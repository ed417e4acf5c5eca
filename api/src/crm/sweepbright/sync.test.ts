import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { Catalogue } from '../../catalogue/catalogue.js';
import { submitEnquiry } from '../../forms/enquiries.js';
import { createPageSources } from '../../seo/sources.js';
import { pluginTestApp } from '../../images/testApp.js';
import { imageRoutes } from '../../images/routes.js';
import { crmRoutes } from '../routes.js';
import { crmOperatorRoutes, crmStatus, formatCrmStatus } from '../status.js';
import { testConfig } from '../../test/config.js';
import { describeEachDatabase } from '../../test/databases.js';
import { waitFor } from '../../test/waitFor.js';
import { recordedEstate, recordedProject } from './testing/recorded.js';
import { sweepBrightServer, type SweepBrightServer } from './testing/server.js';

const SECRET = 'webhook-secret-of-the-tests-0123456789';
const ORIGIN = 'https://www.agency.example';
const FLAT = '0c8a7e52-7c1e-4b4e-9a51-6c0f4d2b1a01';
const HOUSE = '0c8a7e52-7c1e-4b4e-9a51-6c0f4d2b1a02';
const PROJECT = '0c8a7e52-7c1e-4b4e-9a51-6c0f4d2b1a03';
const NEIGHBOUR = '0c8a7e52-7c1e-4b4e-9a51-6c0f4d2b1a06';
const UNITS = ['0c8a7e52-7c1e-4b4e-9a51-6c0f4d2b1a04', '0c8a7e52-7c1e-4b4e-9a51-6c0f4d2b1a05'] as const;

describeEachDatabase('the SweepBright connector', (database) => {
  let crm: SweepBrightServer;
  let app: FastifyInstance;
  const config = () =>
    testConfig({
      CRM: 'sweepbright',
      SWEEPBRIGHT_CLIENT_ID: 'client-of-the-agency',
      SWEEPBRIGHT_CLIENT_SECRET: 'secret-of-the-agency',
      CRM_WEBHOOK_SECRET: SECRET,
      PUBLIC_ORIGIN: ORIGIN,
      SEED_DEMO: 'false',
      SWEEPBRIGHT_API_URL: crm.apiUrl,
    });

  const webhook = (event: string, estateId: string, secret = SECRET) =>
    app.inject({ method: 'POST', url: `/api/crm/sweepbright/webhook/${secret}`, payload: { event, estate_id: estateId } });
  const inbox = async (estateId: string) => {
    const [row] = await database.db.query<{ pending: boolean; last_error: string | null; failed_at: Date | null; events: number; next_attempt_at: Date }>(
      "select pending, last_error, failed_at, events, next_attempt_at from crm_inbox where crm = 'sweepbright' and crm_id = $1",
      [estateId],
    );
    return row;
  };
  const applied = (estateId: string) => waitFor(async () => (await inbox(estateId))?.pending === false, 10_000);
  const siteId = async (estateId: string) => {
    const [row] = await database.db.query<{ site_id: number }>("select site_id from crm_records where crm = 'sweepbright' and crm_id = $1", [estateId]);
    return row?.site_id;
  };
  const property = async (id: number | undefined) => {
    const [row] = await database.db.query<{ price: number; texts: { Title: Record<string, string> }; marquee: number; project_id: number | null }>(
      'select price, texts, marquee, project_id from properties where id = $1',
      [id],
    );
    return row;
  };

  beforeAll(async () => {
    crm = await sweepBrightServer();
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c05020' } }).jpeg().toBuffer();
    for (const name of [FLAT, HOUSE, PROJECT, ...UNITS]) crm.files.set(name, { bytes: photo, type: 'image/jpeg' });
    crm.files.set('plan.pdf', { bytes: Buffer.from('%PDF-1.4 plan'), type: 'application/pdf' });
    const retry = { firstDelayMs: 100, maxDelayMs: 400, leaseMs: 10_000 };
    const routes = async (scope: FastifyInstance) => {
      await scope.register(imageRoutes, { dataDir: config().dataDir, drawings: null });
      await scope.register(crmRoutes);
    };
    ({ app } = await pluginTestApp(routes, {}, { database: database.db, config: config(), mail: { retry, pollMs: 100 } }));
  });

  afterAll(async () => {
    await app.close();
    await crm.close();
  });

  it('answers a wrong secret as an unknown address and records nothing', async () => {
    const refused = await webhook('estate-added', FLAT, 'not-the-secret');
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ error: 'not_found' });
    expect(await inbox(FLAT)).toBeUndefined();
    expect(app.guardedRoutes).toContainEqual({ method: 'POST', url: '/api/crm/sweepbright/webhook/:secret', guard: 'signed-link' });
  });

  it('refuses a body that is no SweepBright event with the one error body', async () => {
    const refused = await app.inject({ method: 'POST', url: `/api/crm/sweepbright/webhook/${SECRET}`, payload: { event: 'estate-sold', estate_id: FLAT } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'validation_failed' });
  });

  it("imports an estate on its webhook: a stable site id, four languages, the photo in the site's storage, SweepBright told the page", async () => {
    const plan = { id: 'd0c00000-7c1e-4b4e-9a51-6c0f4d2b1a01', filename: 'plan.pdf', description: { fr: 'Plan', nl: 'Plan' }, url: crm.fileUrl('plan.pdf'), url_expires_on: '2026-12-01T00:00:00+00:00' };
    crm.estates.set(FLAT, { json: recordedEstate(FLAT, crm.fileUrl(FLAT), { documents: [plan] }) });
    const accepted = await webhook('estate-added', FLAT);
    expect(accepted.statusCode).toBe(202);
    await applied(FLAT);

    const id = await siteId(FLAT);
    expect(id).toBeGreaterThan(10_000_000);
    const row = await property(id);
    expect(row?.price).toBe(395000);
    expect(row?.texts.Title).toEqual({
      en: 'Bright duplex near Flagey',
      nl: 'Lichtrijke duplex bij Flagey',
      fr: 'Duplex lumineux près de Flagey',
      de: 'Helle Maisonette bei Flagey',
    });
    const [photo] = await database.db.query<{ image_id: string }>('select image_id from property_photos where property_id = $1', [id]);
    expect(photo?.image_id).toMatch(/^crm-[0-9a-f]{64}$/);
    expect(existsSync(path.join(config().dataDir, 'images', 'originals', `${photo?.image_id}.jpg`))).toBe(true);
    const served = await app.inject({ method: 'GET', url: `/api/images/${photo?.image_id}?w=500` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');

    const [document] = await database.db.query<{ id: number; url: string; mime_type: string }>('select id, url, mime_type from property_documents where property_id = $1', [id]);
    expect(document).toMatchObject({ url: `/api/documents/${document?.id}`, mime_type: 'application/pdf' });
    expect(readFileSync(path.join(config().dataDir, 'documents', `${document?.id}.pdf`), 'utf8')).toBe('%PDF-1.4 plan');

    const told = crm.received.filter((request) => request.method === 'PUT');
    expect(told).toEqual([expect.objectContaining({ path: `/api/estates/${FLAT}/url`, body: JSON.stringify({ url: `${ORIGIN}/property/${id}/` }) })]);
    expect(told[0]?.authorization).toMatch(/^Bearer token-/);
    expect(told[0]?.accept).toBe('application/vnd.sweepbright.v20190920+json');
  });

  it("keeps the site id, and ends in SweepBright's latest truth whatever the order or repetition of the events", async () => {
    const id = await siteId(FLAT);
    const tokensBefore = crm.received.filter((request) => request.path === '/api/oauth/token').length;
    crm.estates.set(FLAT, { json: recordedEstate(FLAT, crm.fileUrl(FLAT), { price: { amount: 375000, currency: 'EUR', hidden: false }, status: 'option' }) });
    await webhook('estate-updated', FLAT);
    await webhook('estate-added', FLAT);
    await webhook('estate-updated', FLAT);
    await applied(FLAT);
    expect(await siteId(FLAT)).toBe(id);
    expect(await property(id)).toMatchObject({ price: 375000, marquee: 2 });
    expect((await inbox(FLAT))?.events).toBe(4);
    // The token is kept until it expires: no new one for these fetches.
    expect(crm.received.filter((request) => request.path === '/api/oauth/token').length).toBe(tokensBefore);
    // Told once: the page did not move.
    expect(crm.received.filter((request) => request.method === 'PUT')).toHaveLength(1);
  });

  it('records an estate whose photo is gone with its reason, and goes on with the others', async () => {
    crm.estates.set(HOUSE, { json: recordedEstate(HOUSE, crm.fileUrl('missing.jpg'), { type: 'house', sub_type: null }) });
    await webhook('estate-added', HOUSE);
    await waitFor(async () => (await inbox(HOUSE))?.failed_at != null, 10_000);
    expect((await inbox(HOUSE))?.last_error).toMatch(/photo .*answered 404/);
    const [record] = await database.db.query<{ site_id: number }>("select site_id from crm_records where crm_id = $1", [HOUSE]);
    expect(await property(record?.site_id)).toBeUndefined();

    // Put right in the CRM, its next event publishes it.
    crm.estates.set(HOUSE, { json: recordedEstate(HOUSE, crm.fileUrl(HOUSE), { type: 'house', sub_type: null }) });
    await webhook('estate-updated', HOUSE);
    await applied(HOUSE);
    expect((await inbox(HOUSE))?.failed_at).toBeNull();
    expect(await property(await siteId(HOUSE))).toBeDefined();
  });

  it('tries again through an outage, never sooner than the Retry-After, keeping what the site had', async () => {
    const id = await siteId(FLAT);
    crm.estates.set(FLAT, { status: 503, headers: { 'retry-after': '2' } });
    await webhook('estate-updated', FLAT);
    await waitFor(async () => (await inbox(FLAT))?.last_error != null, 10_000);
    const waiting = await inbox(FLAT);
    expect(waiting?.pending).toBe(true);
    expect(waiting?.last_error).toMatch(/503/);
    expect(waiting?.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 1_000);
    expect(await property(id)).toMatchObject({ price: 375000 });

    crm.estates.set(FLAT, { json: recordedEstate(FLAT, crm.fileUrl(FLAT), { price: { amount: 365000, currency: 'EUR', hidden: false } }) });
    await applied(FLAT);
    expect(await property(id)).toMatchObject({ price: 365000, marquee: 1 });
  });

  it('imports a project with its units, and withdraws a unit the project no longer lists', async () => {
    crm.estates.set(PROJECT, { json: recordedProject(PROJECT, UNITS, (name) => crm.fileUrl(name)) });
    await webhook('estate-added', PROJECT);
    await applied(PROJECT);
    const projectId = await siteId(PROJECT);
    const [project] = await database.db.query<{ id: number }>('select id from projects where id = $1', [projectId]);
    expect(project).toBeDefined();
    const units = await Promise.all(UNITS.map(async (unit) => property(await siteId(unit))));
    expect(units.map((unit) => unit?.project_id)).toEqual([projectId, projectId]);

    const withOne = recordedProject(PROJECT, UNITS, (name) => crm.fileUrl(name));
    crm.estates.set(PROJECT, { json: { ...withOne, properties: (withOne.properties as unknown[]).slice(0, 1) } });
    await webhook('estate-updated', PROJECT);
    await applied(PROJECT);
    expect(await property(await siteId(UNITS[0]))).toBeDefined();
    expect(await property(await siteId(UNITS[1]))).toBeUndefined();
  });

  it('withdraws an estate on estate-deleted once SweepBright answers 404 for it, keeping its id and what its gone page needs', async () => {
    const id = await siteId(HOUSE);
    crm.estates.set(NEIGHBOUR, { json: recordedEstate(NEIGHBOUR, crm.fileUrl(HOUSE), { type: 'house', sub_type: null }) });
    await webhook('estate-added', NEIGHBOUR);
    await applied(NEIGHBOUR);
    crm.estates.delete(HOUSE);
    await webhook('estate-deleted', HOUSE);
    await applied(HOUSE);
    expect(await property(id)).toBeUndefined();
    const [record] = await database.db.query<{ withdrawn_at: Date | null; last_seen: { goal: number; webId: number; zip: string } }>(
      "select withdrawn_at, last_seen from crm_records where crm = 'sweepbright' and crm_id = $1",
      [HOUSE],
    );
    expect(record?.withdrawn_at).not.toBeNull();
    expect(record?.last_seen).toMatchObject({ goal: 0, webId: 1, zip: '1050' });
    const [event] = await database.db.query<{ kind: string }>("select kind from property_events where property_id = $1 order by id desc limit 1", [id]);
    expect(event?.kind).toBe('withdrawn');

    // Its gone page links to the house of the same commune and price, in the page's language; an
    // id that never existed has no gone page.
    const pages = createPageSources(database.db, new Catalogue(database.db, { checkEveryMs: 0, maxEntries: 10 }), () => []);
    const neighbour = await siteId(NEIGHBOUR);
    await expect(pages.gone(id ?? 0, 'nl')).resolves.toEqual([{ href: expect.stringMatching(new RegExp(`^/nl/.*/${neighbour}/$`)), text: expect.stringContaining('Elsene') }]);
    await expect(pages.gone(99_999, 'nl')).resolves.toBeNull();
  });

  it('writes an enquiry about an estate to SweepBright as a contact of that estate, once', async () => {
    const id = await siteId(FLAT);
    const context = { origin: ORIGIN, agencyEmail: 'agency@agency.example', agencyName: 'Agency', agencyLanguage: 'fr' as const, forwardToWebhook: false, crm: app.crm };
    await submitEnquiry(
      database.db,
      { kind: 'documents', language: 'nl', propertyId: id, values: { firstName: 'Lotte', lastName: 'Janssens', email: 'lotte@example.be', phone: '0475123456' } },
      context,
    );
    app.crm?.wakeLeads();
    await waitFor(() => crm.received.some((request) => request.path === `/api/estates/${FLAT}/contacts`), 10_000);
    const [lead] = crm.received.filter((request) => request.path === `/api/estates/${FLAT}/contacts`);
    expect(JSON.parse(lead?.body ?? '{}')).toEqual({ email: 'lotte@example.be', locale: 'nl', first_name: 'Lotte', last_name: 'Janssens', phone: '0475123456' });
    await waitFor(async () => (await database.db.query("select 1 from crm_outbox where sent_at is null")).length === 0, 10_000);
    expect(crm.received.filter((request) => request.path === `/api/estates/${FLAT}/contacts`)).toHaveLength(1);
  });

  it('records a lead SweepBright refuses (422) with its errors, and finishes with it', async () => {
    const contacts = `/api/estates/${FLAT}/contacts`;
    crm.answers.set(`POST ${contacts}`, { status: 422, json: { message: 'The given data was invalid.', errors: { phone: ['The phone format is invalid.'] } } });
    await submitEnquiry(
      database.db,
      { kind: 'documents', language: 'fr', propertyId: await siteId(FLAT), values: { firstName: 'Paul', lastName: 'Martin', email: 'paul@example.be', phone: '++' } },
      { origin: ORIGIN, agencyEmail: 'agency@agency.example', agencyName: 'Agency', agencyLanguage: 'fr', forwardToWebhook: false, crm: app.crm },
    );
    app.crm?.wakeLeads();
    // Recorded while delivering, finished with once delivered.
    await waitFor(async () => (await database.db.query('select 1 from crm_outbox where rejection is not null and sent_at is not null')).length === 1, 10_000);
    const [row] = await database.db.query<{ rejection: { errors: Record<string, string[]> }; sent_at: Date | null }>('select rejection, sent_at from crm_outbox where rejection is not null');
    expect(row?.rejection.errors).toEqual({ phone: ['The phone format is invalid.'] });
    expect(row?.sent_at).not.toBeNull();
    crm.answers.delete(`POST ${contacts}`);
  });

  it('shows in crm status the last sync, the estate that failed and why, and the lead the CRM refused', async () => {
    const bad = '0c8a7e52-7c1e-4b4e-9a51-6c0f4d2b1a06';
    crm.estates.set(bad, { json: recordedEstate(bad, crm.fileUrl(FLAT), { location: { city: 'Lille', postal_code: '59000', country: 'FR', geo: { latitude: 50.63, longitude: 3.06 } } }) });
    await webhook('estate-added', bad);
    await waitFor(async () => (await inbox(bad))?.failed_at != null, 10_000);

    const status = await crmStatus(database.db);
    expect(status.lastSyncAt).not.toBeNull();
    expect(status.lagSeconds).toBe(0);
    // The flat, the house of the gone page's links, the project and its remaining unit; the house and the unit the project dropped.
    expect(status.estates).toEqual({ published: 4, withdrawn: 2 });
    expect(status.failures).toEqual([expect.objectContaining({ estate: bad, reason: 'location.country: "FR" is neither Belgium nor Luxembourg' })]);
    expect(status.leads).toMatchObject({ waiting: 0, sent: 1, rejected: [expect.objectContaining({ errors: { phone: ['The phone format is invalid.'] } })] });
    const text = formatCrmStatus(status);
    expect(text).toContain(`sweepbright ${bad}`);
    expect(text).toContain('Leads: 1 sent, 0 waiting (oldest 0 s), 1 refused by the CRM');

    const operators = Fastify();
    await operators.register(crmOperatorRoutes, { db: database.db });
    const answer = await operators.inject({ method: 'GET', url: '/crm/status' });
    expect(answer.json()).toEqual(JSON.parse(JSON.stringify(await crmStatus(database.db))));
    await operators.close();
  });
});
