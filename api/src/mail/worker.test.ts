import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DEMO_SETTINGS } from 'demo-agency';
import { migrate } from '../db/migrate.js';
import { seedSettings } from '../site/settings.js';
import { formsTestApp } from '../forms/testApp.js';
import { testConfig } from '../test/config.js';
import { recordingSmtpServer } from '../test/smtpServer.js';
import { describeEachDatabase } from '../test/databases.js';
import { enqueueMail } from './outbox.js';
import { fileTransport, mailWorker, messageIdOf, retryDelay, smtpTransport, type OutgoingMail } from './worker.js';
import { waitFor } from '../test/waitFor.js';

const quiet = { info: () => undefined, warn: () => undefined };

describe('retryDelay', () => {
  it('doubles from the first delay up to the maximum', () => {
    const schedule = { firstDelayMs: 100, maxDelayMs: 1000, leaseMs: 5000 };
    expect([1, 2, 3, 4, 5, 6].map((attempts) => retryDelay(attempts, schedule))).toEqual([100, 200, 400, 800, 1000, 1000]);
  });
});

describeEachDatabase('the mail worker', (database) => {
  beforeAll(async () => {
    await migrate(database.db, quiet);
    await seedSettings(database.db, DEMO_SETTINGS);
  });

  it('writes real .eml files when there is no SMTP server, with the outbox id as Message-ID', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'mail-'));
    try {
      const id = await database.db.transaction((tx) =>
        enqueueMail(tx, { to: 'anne@example.be', subject: 'Bonjour\r\nBcc: x@y.z', text: 'Texte', html: '<p>Texte</p>', language: 'fr', kind: 'test' }),
      );
      const worker = mailWorker({ db: database.db, transport: fileTransport(directory), from: { address: 'noreply@agence.be', name: 'Agence' }, agencyEmail: undefined, log: quiet, uploadsDir: directory });
      expect(await worker.drain()).toBeGreaterThanOrEqual(1);
      const eml = await readFile(path.join(directory, `${id}.eml`), 'utf8');
      expect(eml).toContain(`Message-ID: <${id}@agence.be>`);
      expect(eml).toContain('Subject: Bonjour Bcc: x@y.z');
      expect(eml).not.toMatch(/^Bcc:/m);
      expect((await readdir(directory)).filter((file) => file.endsWith('.tmp'))).toEqual([]);
      const [row] = await database.db.query<{ sent_at: Date | null; attempts: number }>('select sent_at, attempts from mail_outbox where id = $1', [id]);
      expect(row?.sent_at).toBeInstanceOf(Date);
      expect(row?.attempts).toBe(1);
      // Marked sent once: another pass finds nothing to send.
      expect(await worker.drain()).toBe(0);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('sends from the agency’s name and lets a reset or any visitor’s mail reply to the agency, the agency’s own mails to whom they name', async () => {
    await database.db.query('update mail_outbox set sent_at = now() where sent_at is null');
    const queue = (to: string, replyTo?: string) =>
      database.db.transaction((tx) =>
        enqueueMail(tx, { to, subject: 'Reset', text: 'Lien', html: '<p>Lien</p>', language: 'fr', kind: 'password-reset', ...(replyTo === undefined ? {} : { replyTo }) }),
      );
    const owner = await queue('owner@example.be');
    const notification = await queue('Info@Agence-Lambermont.be ', 'visitor@example.be');
    const toAgency = await queue('info@agence-lambermont.be');
    const sent: OutgoingMail[] = [];
    const worker = (from: { address: string; name: string | undefined }, agencyEmail: string | undefined) =>
      mailWorker({ db: database.db, transport: { send: (mail) => Promise.resolve(void sent.push(mail)), close: () => undefined }, from, agencyEmail, log: quiet, uploadsDir: tmpdir() });
    expect(await worker({ address: 'noreply@localhost', name: undefined }, undefined).drain()).toBe(3);
    const byId = (id: string) => sent.find((mail) => mail.id === id);
    // The demo agency's settings: Lambermont Immobilier, info@agence-lambermont.be.
    expect(byId(owner)).toMatchObject({ from: { name: 'Lambermont Immobilier', address: 'noreply@localhost' }, replyTo: 'info@agence-lambermont.be' });
    expect(byId(notification)?.replyTo).toBe('visitor@example.be');
    expect(byId(toAgency)?.replyTo).toBeUndefined();
    // MAIL_FROM's own name wins; AGENCY_EMAIL is where replies go.
    const again = await queue('owner@example.be');
    await worker({ address: 'noreply@agence.be', name: 'Agence' }, 'desk@agence.be').drain();
    expect(byId(again)).toMatchObject({ from: { name: 'Agence', address: 'noreply@agence.be' }, replyTo: 'desk@agence.be', messageId: `<${again}@agence.be>` });
  });

  it('sends again, with the same Message-ID, a mail whose worker died between claiming and marking it', async () => {
    await database.db.query('update mail_outbox set sent_at = now() where sent_at is null');
    const id = await database.db.transaction((tx) =>
      enqueueMail(tx, { to: 'jan@example.be', subject: 'Crash', text: 'crash test', html: '<p>crash test</p>', language: 'nl', kind: 'test' }),
    );
    const lease = { firstDelayMs: 10, maxDelayMs: 10, leaseMs: 200 };
    // This worker's process "dies" mid-send: its send never ends, so it never marks the row.
    const dying = mailWorker({ db: database.db, transport: { send: () => new Promise(() => undefined), close: () => undefined }, from: { address: 'noreply@agence.be', name: 'Agence' }, agencyEmail: undefined, log: quiet, retry: lease, uploadsDir: tmpdir() });
    void dying.drain();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const sent: string[] = [];
    const next = mailWorker({
      db: database.db,
      transport: { send: (mail) => Promise.resolve(void sent.push(mail.messageId)), close: () => undefined },
      from: { address: 'noreply@agence.be', name: 'Agence' }, agencyEmail: undefined,
      log: quiet,
      retry: lease,
      uploadsDir: tmpdir(),
    });
    expect(await next.drain()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await next.drain()).toBe(1);
    expect(sent).toEqual([`<${id}@agence.be>`]);
    expect(await next.drain()).toBe(0);
  });

  describe('through an SMTP outage', () => {
    let refusing = true;
    const { server, received } = recordingSmtpServer(() => refusing);
    let port: number;
    let app: FastifyInstance;

    beforeAll(async () => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.server.address() as AddressInfo).port;
      app = await formsTestApp(testConfig({ AGENCY_EMAIL: 'agency@example.be' }), database.db, {
        mailTransport: smtpTransport(`smtp://127.0.0.1:${port}`),
        retry: { firstDelayMs: 20, maxDelayMs: 100, leaseMs: 60_000 },
      });
    });

    afterAll(async () => {
      await app.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });

    it('delivers every enquiry made during the outage exactly once when the server accepts again', async () => {
      await database.db.query('update mail_outbox set sent_at = now() where sent_at is null');
      const person = { title: 'Mr', firstName: 'Jan', lastName: 'Smet', email: 'jan@example.be', phone: '0470 12 34 56' };
      const ids: string[] = [];
      for (const remark of ['outage one', 'outage two', 'outage three', 'outage four']) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/forms/construction',
          payload: { language: 'nl', values: { ...person, remark }, projectId: 1 },
        });
        expect(response.statusCode).toBe(201);
        ids.push(response.json<{ id: string }>().id);
      }
      // Refused at least twice each, so the retries really ran.
      await waitFor(async () => {
        const [row] = await database.db.query<{ n: number }>('select count(*)::integer as n from mail_outbox where sent_at is null and attempts >= 2');
        return (row?.n ?? 0) >= 8;
      });
      expect(received).toEqual([]);

      refusing = false;
      await waitFor(async () => {
        const [row] = await database.db.query<{ n: number }>('select count(*)::integer as n from mail_outbox where sent_at is null');
        return row?.n === 0;
      });
      const outboxIds = (await database.db.query<{ id: string }>(`select id from mail_outbox where html_body like '%outage %'`)).map((row) => row.id);
      expect(outboxIds).toHaveLength(8);
      const messageIds = received.map((message) => /^Message-ID: (.+)$/im.exec(message)?.[1]?.trim());
      expect(messageIds.sort()).toEqual(outboxIds.map((id) => messageIdOf(id, 'Agency <noreply@localhost>')).sort());
      for (const remark of ['outage one', 'outage two', 'outage three', 'outage four']) {
        expect(received.filter((message) => message.includes(remark))).toHaveLength(2);
      }
    });
  });
});

describeEachDatabase('the back-office webhook', (database) => {
  let server: Server;
  let app: FastifyInstance;
  const calls: { key: string | undefined; body: { id: string; kind: string }; status: number }[] = [];

  beforeAll(async () => {
    await migrate(database.db, quiet);
    // Down for the first two calls, then up.
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const status = calls.length < 2 ? 503 : 204;
        calls.push({ key: request.headers['idempotency-key'] as string | undefined, body: JSON.parse(Buffer.concat(chunks).toString('utf8')), status });
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    app = await formsTestApp(testConfig({ WEBHOOK_URL: `http://127.0.0.1:${port}/enquiries`, AGENCY_EMAIL: 'agency@example.be' }), database.db, {
      mailTransport: { send: () => Promise.resolve(), close: () => undefined },
      retry: { firstDelayMs: 20, maxDelayMs: 100, leaseMs: 60_000 },
    });
  });

  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('forwards each enquiry to the back office, retrying until it is accepted, once', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/forms/construction',
      payload: { language: 'fr', values: { title: 'Mr', firstName: 'Jan', lastName: 'Smet', email: 'jan@example.be', phone: '0470 12 34 56' }, projectId: 2 },
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    await waitFor(async () => {
      const [row] = await database.db.query<{ n: number }>('select count(*)::integer as n from webhook_outbox where sent_at is null');
      return row?.n === 0 && calls.length >= 3;
    });
    expect(calls.map((call) => call.status)).toEqual([503, 503, 204]);
    expect(calls.every((call) => call.body.id === id && call.body.kind === 'construction')).toBe(true);
    expect(new Set(calls.map((call) => call.key)).size).toBe(1);
  });
});

