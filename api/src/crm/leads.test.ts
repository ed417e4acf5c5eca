import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { pluginTestApp } from '../images/testApp.js';
import { testConfig } from '../test/config.js';
import { describeEachDatabase } from '../test/databases.js';
import { waitFor } from '../test/waitFor.js';
import { crmStatus, formatCrmStatus, resendHeldLead } from './status.js';
import { SweepBrightClient } from './sweepbright/client.js';
import { sweepBrightServer, type SweepBrightServer } from './sweepbright/testing/server.js';
import { CrmMaybeReached, CrmUnavailable } from './types.js';

// A lead reaches SweepBright once across a crash: the process dying between SweepBright's answer
// and the outbox's mark is played by that mark failing, on a real database.

const CONTACTS = '/api/contacts';

describeEachDatabase('a lead sent to the CRM once across a crash', (database) => {
  let crm: SweepBrightServer;
  let app: FastifyInstance;
  /** Armed: the outbox's mark of a sent lead fails, as if the process died just before it. */
  let dieBeforeMark = false;

  const enquire = async (email: string) => {
    const enquiryId = randomUUID();
    const fields = { firstName: 'Lotte', lastName: 'Janssens', email, message: 'Bellen na 18 uur' };
    await database.db.query("insert into enquiries (id, kind, language, email, fields) values ($1, 'contact', 'nl', $2, $3)", [enquiryId, email, JSON.stringify(fields)]);
    await app.crm?.enqueueLead(database.db, { enquiryId, kind: 'contact', language: 'nl', fields });
    app.crm?.wakeLeads();
    const [row] = await database.db.query<{ id: string }>('select id from crm_outbox where enquiry_id = $1', [enquiryId]);
    return row?.id ?? '';
  };
  const received = (email: string) => crm.received.filter((request) => request.path === CONTACTS && (JSON.parse(request.body) as { email: string }).email === email).length;
  const lead = async (id: string) =>
    (await database.db.query<{ sent_at: Date | null; held_at: Date | null; attempted_at: Date | null }>('select sent_at, held_at, attempted_at from crm_outbox where id = $1', [id]))[0];

  beforeAll(async () => {
    crm = await sweepBrightServer();
    const db = new Proxy(database.db, {
      get(target, property) {
        if (property !== 'query') {
          const value = Reflect.get(target, property, target) as unknown;
          return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
        }
        return (sql: string, params?: unknown[]) =>
          dieBeforeMark && /^update crm_outbox set sent_at = now\(\)/.test(sql) ? Promise.reject(new Error('the process died here')) : target.query(sql, params);
      },
    }) satisfies Database;
    const config = testConfig({
      CRM: 'sweepbright',
      SWEEPBRIGHT_CLIENT_ID: 'client-of-the-agency',
      SWEEPBRIGHT_CLIENT_SECRET: 'secret-of-the-agency',
      CRM_WEBHOOK_SECRET: 'webhook-secret-of-the-tests-0123456789',
      SEED_DEMO: 'false',
      SWEEPBRIGHT_API_URL: crm.apiUrl,
    });
    // A lease of half a second: the lead a dead process held is tried again soon.
    ({ app } = await pluginTestApp(async () => {}, {}, { database: db, config, mail: { retry: { firstDelayMs: 100, maxDelayMs: 400, leaseMs: 500 }, pollMs: 100 } }));
  });

  afterAll(async () => {
    await app.close();
    await crm.close();
  });

  afterEach(() => {
    dieBeforeMark = false;
    crm.answers.clear();
  });

  it('holds for the agency a lead SweepBright took but the outbox never marked, instead of sending it twice', async () => {
    dieBeforeMark = true;
    const id = await enquire('lotte@example.be');
    await waitFor(() => received('lotte@example.be') === 1, 10_000);
    // Back up after the crash: its next attempt finds the lead may be in SweepBright already.
    dieBeforeMark = false;
    await waitFor(async () => (await lead(id))?.held_at != null, 10_000);
    expect(received('lotte@example.be')).toBe(1);
    expect(await lead(id)).toMatchObject({ sent_at: expect.any(Date), attempted_at: expect.any(Date) });

    const status = await crmStatus(database.db);
    expect(status.leads.held).toEqual([expect.objectContaining({ id, email: 'lotte@example.be' })]);
    expect(status.leads.sent).toBe(0);
    expect(formatCrmStatus(status)).toContain(`held ${id} (enquiry `);

    // The agency finds no such contact in SweepBright and sends it again: once more, and once only.
    await expect(resendHeldLead(database.db, id)).resolves.toBe(true);
    await expect(resendHeldLead(database.db, id)).resolves.toBe(false);
    app.crm?.wakeLeads();
    await waitFor(async () => (await lead(id))?.sent_at != null, 10_000);
    expect(received('lotte@example.be')).toBe(2);
    expect((await crmStatus(database.db)).leads).toMatchObject({ held: [], sent: 1 });
  });

  it('sends a lead again after SweepBright answered an error or could not be reached: it surely does not have it', async () => {
    crm.answers.set(`POST ${CONTACTS}`, { status: 503, headers: { 'retry-after': '0' } });
    const id = await enquire('jan@example.be');
    await waitFor(async () => (await lead(id))?.attempted_at === null && crm.received.some((request) => request.path === CONTACTS), 10_000);
    crm.answers.clear();
    await waitFor(async () => (await lead(id))?.sent_at != null, 10_000);
    expect(await lead(id)).toMatchObject({ held_at: null });
  });
});

describe("the SweepBright client's failures for a lead", () => {
  it('tells a lead cut off on its way (it may have arrived) from one that never left', async () => {
    // Answers the token, then cuts every other request once it has arrived.
    const cutting = createServer((request, response) => {
      if (request.url?.endsWith('/oauth/token')) return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ access_token: 't', expires_in: 3600 }));
      request.socket.destroy();
    });
    await new Promise<void>((resolve) => cutting.listen(0, '127.0.0.1', resolve));
    const port = (cutting.address() as AddressInfo).port;
    const settings = { clientId: 'c', clientSecret: 's' };
    const cut = new SweepBrightClient({ ...settings, apiUrl: `http://127.0.0.1:${port}/api/` }).saveContact({ email: 'a@example.be' });
    await expect(cut).rejects.toBeInstanceOf(CrmMaybeReached);
    await new Promise((resolve) => cutting.close(resolve));
    // Nothing listens there any more: the connection is refused, and the lead surely not sent.
    const refused = new SweepBrightClient({ ...settings, apiUrl: `http://127.0.0.1:${port}/api/` }).saveContact({ email: 'a@example.be' });
    await expect(refused).rejects.toBeInstanceOf(CrmUnavailable);
    await expect(refused).rejects.not.toBeInstanceOf(CrmMaybeReached);
  });
});
