import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { EnquiryKind } from 'shared-kernel/federation';
import { ENQUIRY_KINDS } from 'shared-kernel/federation';
import { localizePath, THANK_YOU_PATHS } from 'shared-kernel';
import { demoAgency } from 'demo-agency';
import { seedCatalogue } from '../catalogue/seed.js';
import { seedContent } from '../content/seed.js';
import { testConfig } from '../test/config.js';
import { describeEachDatabase } from '../test/databases.js';
import { runAlerts } from '../alerts/matcher.js';
import { VISIT_REQUESTS_PER_PROPERTY_PER_DAY } from './enquiries.js';
import { answerQuestion, solvedCaptcha } from '../test/captcha.js';
import { formsTestApp, MemoryTransport } from './testApp.js';
import { uploadsDirectory } from './uploads.js';
import { waitFor } from '../test/waitFor.js';

const person = { title: 'Ms', firstName: 'Anne', lastName: 'Peeters', email: 'anne@example.be', phone: '02 512 34 56' };
const address = { street: 'Rue Haute 1', zip: '1000', city: 'Bruxelles' };

function valuesFor(kind: EnquiryKind, cv: string): Record<string, unknown> {
  switch (kind) {
    case 'contact':
      return { ...person, remark: 'Is it still free?' };
    case 'visit':
      return { ...person, contactTimeSlots: ['afternoon'] };
    case 'documents':
    case 'construction':
      return { ...person };
    case 'send-to-friend':
      return { firstName: 'Anne', lastName: 'Peeters', email: 'anne@example.be', friendEmail: 'bob@example.be', remark: 'Look!' };
    case 'demand-register':
      return { ...person, goal: 'buy', propertyTypes: ['1', '2', '3', '4', '5', '6', '7'], zones: ['brussels', 'flanders', 'wallonia'] };
    case 'free-valuation':
      return { ...person, valuationStreet: 'Rue Haute 1', valuationZip: '1000', valuationCity: 'Bruxelles', propertyType: '3' };
    case 'purchase-offer':
      return { ...person, ...address, amount: '300000', advanceAccepted: true };
    case 'rental-application':
      return { ...person, ...address, startDate: '2027-03-01', minimumIncome: true, maximumPersons: true, descriptionRead: true, amountsAtSigning: true };
    case 'testimonial':
      return { firstName: 'Anne', lastName: 'Peeters', email: 'anne@example.be', testimonial: 'Great team.' };
    case 'newsletter':
      return { email: 'anne@example.be' };
    case 'job':
      return { ...person, remark: 'Ten years of sales.', cv };
  }
}

describeEachDatabase('the forms api', (database) => {
  let app: FastifyInstance;
  let dataDir: string;
  let propertyId: number;
  let ip = 0;
  const transport = new MemoryTransport();
  /** Each test its own address, so the rate limit only meets the test that is about it. */
  const nextIp = () => `10.0.${Math.floor(++ip / 250)}.${ip % 250}`;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'forms-test-'));
    app = await formsTestApp(testConfig({ DATA_DIR: dataDir, AGENCY_EMAIL: 'agency@example.be' }), database.db, {
      mailTransport: transport,
      rateLimit: { max: 5, timeWindowMs: 60_000 },
      retry: { firstDelayMs: 10, maxDelayMs: 40, leaseMs: 60_000 },
    });
    await seedCatalogue(database.db, demoAgency.seed, { seed: 7, properties: 10 });
    await seedContent(database.db, demoAgency.seed, { seed: 7 });
    const [row] = await database.db.query<{ id: number }>('select id from properties where project_id is null order by id limit 1');
    propertyId = row!.id;
  });

  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const captcha = (remoteAddress: string) => solvedCaptcha(app, remoteAddress);

  /** A CV as POST /api/forms/uploads leaves it (the upload itself is uploads.test.ts's). */
  async function storedUpload(): Promise<string> {
    const id = randomUUID();
    await mkdir(uploadsDirectory(dataDir), { recursive: true });
    await writeFile(path.join(uploadsDirectory(dataDir), id), '%PDF-1.4 test');
    await database.db.query(
      `insert into enquiry_uploads (id, stored_name, original_name, mime_type, size_bytes) values ($1, $2, 'cv.pdf', 'application/pdf', 100)`,
      [id, id],
    );
    return id;
  }

  async function post(kind: EnquiryKind, body: Record<string, unknown>, options: { key?: string; remoteAddress?: string } = {}) {
    return app.inject({
      method: 'POST',
      url: `/api/forms/${kind}`,
      remoteAddress: options.remoteAddress ?? nextIp(),
      headers: options.key ? { 'idempotency-key': options.key } : {},
      payload: body,
    });
  }

  const count = async (sql: string, params: unknown[] = []) =>
    (await database.db.query<{ n: number }>(`select count(*)::integer as n from (${sql}) counted`, params))[0]!.n;

  describe.each(ENQUIRY_KINDS)('POST /api/forms/%s', (kind) => {
    it('stores the enquiry with its mails in one go and answers 201 with the localized thank-you page', async () => {
      const remoteAddress = nextIp();
      const cv = kind === 'job' ? await storedUpload() : '';
      const needsCaptcha = ['contact', 'send-to-friend', 'free-valuation', 'testimonial', 'newsletter', 'job'].includes(kind);
      const values = { ...valuesFor(kind, cv), ...(needsCaptcha ? await captcha(remoteAddress) : {}) };
      const withProperty = ['visit', 'documents', 'send-to-friend', 'purchase-offer', 'rental-application'].includes(kind);
      const response = await post(
        kind,
        { language: 'fr', values, ...(withProperty ? { propertyId } : {}), utm: { utm_source: 'newsletter' }, consent: { analytics: true } },
        { remoteAddress },
      );
      expect(response.statusCode).toBe(201);
      const { id, thankYouPath } = response.json<{ id: string; thankYouPath: string }>();
      expect(thankYouPath).toMatch(/^\/fr\/merci\//);
      const [enquiry] = await database.db.query<{ kind: string; language: string; utm: unknown; consent: unknown; fields: Record<string, unknown> }>(
        'select kind, language, utm, consent, fields from enquiries where id = $1',
        [id],
      );
      expect(enquiry).toMatchObject({ kind, language: 'fr', utm: { utm_source: 'newsletter' }, consent: { analytics: true } });
      expect(enquiry?.fields).not.toHaveProperty('captchaAnswer');
      const mails = await database.db.query<{ to_address: string; language: string; kind: string }>(
        'select to_address, language, kind from mail_outbox where created_at >= (select created_at from enquiries where id = $1) order by kind',
        [id],
      );
      expect(mails).toEqual(expect.arrayContaining([expect.objectContaining({ to_address: 'agency@example.be', kind: `enquiry-notification:${kind}` })]));
      expect(mails.some((mail) => mail.to_address === 'anne@example.be' && mail.language === 'fr')).toBe(true);
    });

    it('answers 400 with a message key per field and stores nothing for an empty form', async () => {
      const before = await count('select 1 from enquiries');
      const response = await post(kind, { language: 'nl', values: {}, propertyId });
      expect(response.statusCode).toBe(400);
      const body = response.json<{ error: string; fields: Record<string, string> }>();
      expect(body.error).toBe('validation_failed');
      expect(Object.values(body.fields).every((key) => key.startsWith('errors.'))).toBe(true);
      expect(await count('select 1 from enquiries')).toBe(before);
    });
  });

  it('words the captcha question in the language asked for, with no number a script could add', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/forms/captcha?lang=nl', remoteAddress: '10.9.9.9' });
    const { question, svg } = response.json<{ question: string; svg: string }>();
    expect(svg).toMatch(/^<svg/);
    expect(question).toMatch(/^Hoeveel is \p{L}+ plus \p{L}+\? Antwoord in cijfers\.$/u);
    expect(question).not.toMatch(/\d/);
    expect(Number(await answerQuestion(question, 'nl'))).toBeGreaterThanOrEqual(2);
    expect((await app.inject({ method: 'GET', url: '/api/forms/captcha?lang=xx', remoteAddress: '10.9.9.9' })).statusCode).toBe(400);
  });

  it('refuses a wrong captcha answer, and a challenge already used', async () => {
    const remoteAddress = nextIp();
    const challenge = await captcha(remoteAddress);
    const wrong = await post('contact', { language: 'fr', values: { ...valuesFor('contact', ''), ...challenge, captchaAnswer: 'nope' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ fields: { captchaAnswer: 'errors.captcha' } });
    expect((await post('contact', { language: 'fr', values: { ...valuesFor('contact', ''), ...challenge } })).statusCode).toBe(201);
    const again = await post('contact', { language: 'fr', values: { ...valuesFor('contact', ''), ...challenge } });
    expect(again.json()).toMatchObject({ fields: { captchaAnswer: 'errors.captcha' } });
  });

  it('describes its routes in the OpenAPI reference', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json<{ paths: Record<string, unknown> }>().paths)).toEqual(
      expect.arrayContaining(['/api/forms/captcha', '/api/forms/uploads', '/api/forms/{kind}', '/api/forms/subscriptions/confirm']),
    );
  });

  it('thanks a bot that filled the honeypot and keeps nothing', async () => {
    const before = await count('select 1 from enquiries');
    const response = await post('construction', { language: 'en', values: { ...valuesFor('construction', ''), website: 'http://spam.example' } });
    expect(response.statusCode).toBe(201);
    expect(await count('select 1 from enquiries')).toBe(before);
  });

  describe('Idempotency-Key', () => {
    const body = () => ({ language: 'nl', values: { ...person, remark: 'idempotent' }, projectId: 3 });

    it('answers the first answer again for the same key and body, and keeps one enquiry', async () => {
      const first = await post('construction', body(), { key: 'key-same-body-1' });
      const second = await post('construction', body(), { key: 'key-same-body-1' });
      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(201);
      expect(second.json()).toEqual(first.json());
      expect(await count(`select 1 from enquiries where fields ->> 'remark' = 'idempotent'`)).toBe(1);
    });

    it('answers 422 for the same key with another body', async () => {
      await post('construction', body(), { key: 'key-other-body-1' });
      const other = await post('construction', { ...body(), values: { ...person, remark: 'changed' } }, { key: 'key-other-body-1' });
      expect(other.statusCode).toBe(422);
    });

    it('makes one enquiry of many parallel duplicates: the others get the first answer or 409', async () => {
      const values = { ...person, remark: 'double click' };
      const responses = await Promise.all(
        Array.from({ length: 25 }, () => post('construction', { language: 'fr', values }, { key: 'key-parallel-1', remoteAddress: nextIp() })),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
      expect(statuses).toContain(201);
      const ids = new Set(responses.filter((response) => response.statusCode === 201).map((response) => response.json<{ id: string }>().id));
      expect(ids.size).toBe(1);
      expect(await count(`select 1 from enquiries where fields ->> 'remark' = 'double click'`)).toBe(1);
      expect(await count(`select 1 from mail_outbox where html_body like '%double click%'`)).toBe(2);
    });

    it('frees the key of a refused post, so the corrected post goes through', async () => {
      const refused = await post('construction', { language: 'fr', values: { ...person, email: '' } }, { key: 'key-corrected-1' });
      expect(refused.statusCode).toBe(400);
      const documents = { language: 'fr', values: { ...person, email: 'refused@example.be' }, propertyId };
      expect((await post('documents', documents, { key: 'key-docs-1' })).statusCode).toBe(201);
      const duplicate = await post('documents', documents, { key: 'key-docs-2' });
      expect(duplicate.statusCode).toBe(409);
      expect(await count(`select 1 from idempotency_keys where key = 'key-docs-2'`)).toBe(0);
    });
  });

  it('tells a visitor who asks the documents of a property twice (spec §8)', async () => {
    const body = { language: 'fr', values: { ...person, email: 'Twice@Example.be' }, propertyId };
    expect((await post('documents', body)).statusCode).toBe(201);
    const again = await post('documents', { ...body, values: { ...person, email: 'twice@example.be' } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'documents_already_requested',
      message: 'You have already requested the documents for this property.',
      key: 'server.documentsAlreadyRequested',
    });
  });

  it('says the appointments are full once a property has all its visit requests of the day (spec §8)', async () => {
    const [other] = await database.db.query<{ id: number }>('select id from properties where id <> $1 order by id limit 1', [propertyId]);
    for (let request = 0; request < VISIT_REQUESTS_PER_PROPERTY_PER_DAY; request += 1) {
      await database.db.query(
        `insert into enquiries (id, kind, language, email, property_id, fields) values ($1, 'visit', 'fr', 'x@example.be', $2, '{}')`,
        [randomUUID(), other!.id],
      );
    }
    const response = await post('visit', { language: 'fr', values: valuesFor('visit', ''), propertyId: other!.id });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'appointments_full', message: 'The appointments are full', key: 'server.appointmentsFull' });
  });

  it('answers 404 for a property that does not exist', async () => {
    const response = await post('visit', { language: 'fr', values: valuesFor('visit', ''), propertyId: 99_999_999 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ key: 'server.propertyNotFound' });
  });

  it('limits posts per IP with the general, translatable "too many requests"', async () => {
    const remoteAddress = nextIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await post('construction', { language: 'de', values: { ...person, remark: `limit ${attempt}` } }, { remoteAddress })).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await post('construction', { language: 'de', values: person }, { remoteAddress });
    expect(limited.json()).toMatchObject({ error: 'too_many_requests', key: 'apiErrors.tooManyRequests' });
    expect((await post('construction', { language: 'de', values: person })).statusCode).toBe(201);
  });

  it('attaches a CV to one job application only', async () => {
    const remoteAddress = nextIp();
    const cv = await storedUpload();
    const apply = async () => post('job', { language: 'fr', values: { ...valuesFor('job', cv), ...(await captcha(remoteAddress)) } });
    expect((await apply()).statusCode).toBe(201);
    expect((await apply()).json()).toMatchObject({ fields: { cv: 'errors.cv' } });
  });

  it('escapes every value in mails and keeps line breaks out of headers', async () => {
    const values = { ...person, firstName: '<img src=x onerror=alert(1)>', lastName: 'Evil\r\nBcc: victim@example.com', remark: '<b>hi</b>' };
    const response = await post('construction', { language: 'en', values });
    expect(response.statusCode).toBe(201);
    const [mail] = await database.db.query<{ subject: string; html_body: string }>(
      `select subject, html_body from mail_outbox where kind = 'enquiry-notification:construction' and html_body like '%onerror%'`,
    );
    expect(mail?.html_body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail?.html_body).not.toContain('<img');
    expect(mail?.html_body).not.toContain('<b>hi');
    expect(mail?.subject).not.toMatch(/[\r\n]/);
  });

  it('stores a testimonial unpublished', async () => {
    const remoteAddress = nextIp();
    const response = await post('testimonial', { language: 'nl', values: { ...valuesFor('testimonial', ''), ...(await captcha(remoteAddress)) } }, { remoteAddress });
    const [row] = await database.db.query<{ approved_at: Date | null; author: string }>('select approved_at, author from testimonials where enquiry_id = $1', [
      response.json<{ id: string }>().id,
    ]);
    expect(row).toEqual({ approved_at: null, author: 'Anne Peeters' });
  });

  describe('demand register', () => {
    const match = () => runAlerts(database.db, { origin: 'https://agency.example', linkKey: 'test-link-key-of-at-least-32-characters' });

    it('makes a saved search: confirmed by the mailed link (the old address too), told of new matching properties once', async () => {
      const email = 'demand@example.be';
      const response = await post('demand-register', {
        language: 'nl',
        values: { ...valuesFor('demand-register', ''), email },
      });
      expect(response.statusCode).toBe(201);
      const [optIn] = await database.db.query<{ text_body: string; headers: Record<string, string> }>(
        `select text_body, headers from mail_outbox where to_address = $1 and kind = 'opt-in:demand-register'`,
        [email],
      );
      const token = /\/api\/alerts\/confirm\?token=(\S+)/.exec(optIn!.text_body)![1]!;
      expect(optIn!.text_body).toContain(`/api/alerts/unsubscribe?token=${token}`);
      expect(optIn!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

      // Not confirmed yet: nothing is sent.
      await copyProperty(propertyId, 900_001);
      expect(await match()).toBe(0);

      // A link mailed before the demand register became a saved search still confirms it.
      const confirmed = await app.inject({ method: 'GET', url: `/api/forms/subscriptions/confirm?token=${token}` });
      expect(confirmed.statusCode).toBe(303);
      expect(confirmed.headers.location).toBe(`${localizePath(THANK_YOU_PATHS['demand-register'], 'nl')}?subscription=confirmed`);

      // Both properties came after the demand was registered: each is announced, once.
      await copyProperty(propertyId, 900_002);
      expect(await match()).toBe(2);
      expect(await match()).toBe(0);
      const matches = await database.db.query<{ text_body: string }>(
        `select text_body from mail_outbox where to_address = $1 and kind = 'alert:new' order by text_body`,
        [email],
      );
      expect(matches.map((mail) => /\/property\/(\d+)\//.exec(mail.text_body)?.[1]).sort()).toEqual(['900001', '900002']);
      expect(matches[0]?.text_body).toContain(`/api/alerts/unsubscribe?token=${token}`);

      const unsubscribed = await app.inject({ method: 'POST', url: `/api/forms/subscriptions/unsubscribe?token=${token}` });
      expect(unsubscribed.json()).toEqual({ outcome: 'unsubscribed' });
      await copyProperty(propertyId, 900_003);
      expect(await match()).toBe(0);
    });

    it('lands an unknown link on a page of the site that says it is no longer valid, not an error', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/forms/subscriptions/confirm?token=not-a-real-token' });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toMatch(/^\/.+\?subscription=invalid$/);
      const oneClick = await app.inject({ method: 'POST', url: '/api/forms/subscriptions/unsubscribe?token=not-a-real-token' });
      expect(oneClick.statusCode).toBe(404);
    });
  });

  it('sends the outbox through an outage: every mail once, when the server is back', async () => {
    await drainedOutbox();
    transport.failing = true;
    const sentBefore = transport.sent.length;
    for (const remark of ['outage 1', 'outage 2', 'outage 3']) {
      expect((await post('construction', { language: 'fr', values: { ...person, remark } })).statusCode).toBe(201);
    }
    await waitFor(async () => (await count(`select 1 from mail_outbox where sent_at is null and attempts >= 2`)) >= 6);
    transport.failing = false;
    await drainedOutbox();
    const outageMails = transport.sent.slice(sentBefore).filter((mail) => /outage \d/.test(mail.text));
    expect(outageMails).toHaveLength(6);
    expect(new Set(outageMails.map((mail) => mail.messageId)).size).toBe(6);
  });

  async function drainedOutbox(): Promise<void> {
    await waitFor(async () => (await count('select 1 from mail_outbox where sent_at is null')) === 0);
  }

  async function copyProperty(from: number, to: number): Promise<void> {
    const columns = (
      await database.db.query<{ column_name: string }>(
        `select column_name from information_schema.columns
          where table_name = 'properties' and is_generated = 'NEVER' and column_name <> 'id' order by ordinal_position`,
      )
    ).map((row) => row.column_name);
    await database.db.query(`insert into properties (id, ${columns.join(', ')}) select $2, ${columns.join(', ')} from properties where id = $1`, [from, to]);
  }
});

