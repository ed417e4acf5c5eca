import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { localizePath, THANK_YOU_PATHS } from 'shared-kernel';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { demoAgency } from 'demo-agency';
import { seedCatalogue } from '../catalogue/seed.js';
import { seedContent } from '../content/seed.js';
import { fileTransport } from '../mail/worker.js';
import { readSiteSettings } from '../site/settings.js';
import { testConfig } from '../test/config.js';
import { describeEachDatabase } from '../test/databases.js';
import { formsTestApp } from './testApp.js';
import { checkUploadLink, linkSigningKey, UPLOAD_LINK_LIFETIME_MS } from './uploadLinks.js';
import { solvedCaptcha } from '../test/captcha.js';

const person = { title: 'Ms', firstName: 'Anne', lastName: 'Peeters', phone: '02 512 34 56' };
/** The smallest file `file-type` recognises as a PDF. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** The mails as a mail client reads them: every `.eml` the site wrote, parsed by mailparser. */
async function readMails(directory: string): Promise<ParsedMail[]> {
  const files = (await readdir(directory).catch(() => [])).filter((file) => file.endsWith('.eml'));
  return Promise.all(files.map(async (file) => simpleParser(await readFile(path.join(directory, file)))));
}

const addressOf = (field: AddressObject | AddressObject[] | undefined) => [field ?? []].flat().flatMap((entry) => entry.value.map((value) => value.address));

describeEachDatabase('the mails the forms send, read back from .eml files', (database) => {
  let app: FastifyInstance;
  let dataDir: string;
  let mailDir: string;
  let backOffice: Server;
  const webhookPayloads: Record<string, unknown>[] = [];
  let propertyId: number;
  let agencyName: string;
  let ip = 0;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'mails-test-'));
    mailDir = path.join(dataDir, 'mail');
    backOffice = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        webhookPayloads.push(JSON.parse(body) as Record<string, unknown>);
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => backOffice.listen(0, '127.0.0.1', resolve));
    const { port } = backOffice.address() as AddressInfo;
    app = await formsTestApp(
      testConfig({ DATA_DIR: dataDir, AGENCY_EMAIL: 'agency@example.be', WEBHOOK_URL: `http://127.0.0.1:${port}/hook`, PUBLIC_ORIGIN: 'https://www.agency.example' }),
      database.db,
      { mailTransport: fileTransport(mailDir), retry: { firstDelayMs: 10, maxDelayMs: 40, leaseMs: 60_000 } },
    );
    await seedCatalogue(database.db, demoAgency.seed, { seed: 7, properties: 10 });
    await seedContent(database.db, demoAgency.seed, { seed: 7 });
    const [row] = await database.db.query<{ id: number }>('select id from properties where project_id is null order by id limit 1');
    propertyId = row!.id;
    agencyName = (await readSiteSettings(database.db)).agency.name;
  });

  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => backOffice.close(resolve));
    await rm(dataDir, { recursive: true, force: true });
  });

  const captcha = (remoteAddress: string) => solvedCaptcha(app, remoteAddress);

  /** Posts a form and waits until every mail it queued is written, and the back office called. */
  async function send(kind: string, language: string, values: Record<string, unknown>, extra: Record<string, unknown> = {}): Promise<ParsedMail[]> {
    const remoteAddress = `10.9.0.${++ip}`;
    const before = new Set((await readMails(mailDir)).map((mail) => mail.messageId));
    const response = await app.inject({ method: 'POST', url: `/api/forms/${kind}`, remoteAddress, payload: { language, values, ...extra } });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    for (let tries = 0; tries < 100; tries += 1) {
      const [pending] = await database.db.query<{ n: number }>(
        `select (select count(*) from mail_outbox where sent_at is null) + (select count(*) from webhook_outbox where sent_at is null and enquiry_id = $1) as n`,
        [id],
      );
      if (Number(pending?.n) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return (await readMails(mailDir)).filter((mail) => !before.has(mail.messageId));
  }

  it('attaches the CV to the agency mail under its name, names it to the applicant, and gives the back office an expiring signed link', async () => {
    const remoteAddress = '10.9.1.1';
    const upload = await app.inject({
      method: 'POST',
      url: '/api/forms/uploads',
      remoteAddress,
      headers: { 'content-type': 'multipart/form-data; boundary=cvboundary' },
      payload: Buffer.concat([
        Buffer.from('--cvboundary\r\nContent-Disposition: form-data; name="cv"; filename="Anne Peeters CV.pdf"\r\nContent-Type: application/pdf\r\n\r\n'),
        PDF,
        Buffer.from('\r\n--cvboundary--\r\n'),
      ]),
    });
    expect(upload.statusCode).toBe(201);
    const cv = upload.json<{ id: string }>().id;
    const mails = await send('job', 'fr', { ...person, email: 'anne@example.be', remark: 'Dix ans de vente.', cv, ...(await captcha(remoteAddress)) });

    const agency = mails.find((mail) => addressOf(mail.to).includes('agency@example.be'));
    expect(agency?.attachments.map((attachment) => [attachment.filename, attachment.contentType])).toEqual([['Anne Peeters CV.pdf', 'application/pdf']]);
    expect(agency?.attachments[0]?.content.equals(PDF)).toBe(true);
    expect(addressOf(agency?.replyTo)).toEqual(['anne@example.be']);
    expect(agency?.text).not.toContain(cv);

    const applicant = mails.find((mail) => addressOf(mail.to).includes('anne@example.be'));
    expect(applicant?.text).toContain('Anne Peeters CV.pdf');
    expect(applicant?.text).not.toContain(cv);
    expect(applicant?.attachments).toEqual([]);

    const payload = webhookPayloads.find((entry) => entry.kind === 'job') as { cv: { name: string; link: string } } | undefined;
    expect(payload?.cv.name).toBe('Anne Peeters CV.pdf');
    const link = new URL(payload!.cv.link);
    expect(link.origin).toBe('https://www.agency.example');
    const download = await app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers['content-disposition']).toBe('attachment; filename="Anne Peeters CV.pdf"');

    const forged = new URL(link);
    forged.searchParams.set('signature', `${link.searchParams.get('signature')!.slice(0, -2)}xx`);
    expect((await app.inject({ method: 'GET', url: forged.pathname + forged.search })).statusCode).toBe(403);
    const stretched = new URL(link);
    stretched.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 3600));
    expect((await app.inject({ method: 'GET', url: stretched.pathname + stretched.search })).statusCode).toBe(403);
    const key = await linkSigningKey(database.db, undefined);
    const expires = Number(link.searchParams.get('expires'));
    expect(checkUploadLink(key, cv, expires, link.searchParams.get('signature')!, expires * 1000 + 1)).toBe('expired');
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(UPLOAD_LINK_LIFETIME_MS);
  });

  it.each([
    ['documents', 'de'],
    ['send-to-friend', 'en'],
    ['purchase-offer', 'nl'],
  ] as const)('links the %s mail (%s) to the property in its own language, each link written once', async (kind, language) => {
    const values =
      kind === 'send-to-friend'
        ? { firstName: 'Anne', lastName: 'Peeters', email: 'anne@example.be', friendEmail: 'bob@example.be', remark: 'Look!' }
        : kind === 'purchase-offer'
          ? { ...person, email: 'anne@example.be', street: 'Rue Haute 1', zip: '1000', city: 'Bruxelles', amount: '300000', advanceAccepted: true }
          : { ...person, email: `docs-${language}@example.be` };
    const captchaValues = kind === 'send-to-friend' ? await captcha(`10.9.2.${++ip}`) : {};
    const mails = await send(kind, language, { ...values, ...captchaValues }, { propertyId });
    const visitorMails = mails.filter((mail) => !addressOf(mail.to).includes('agency@example.be'));
    expect(visitorMails.length).toBeGreaterThan(0);
    for (const mail of visitorMails) {
      expect(mail.html && /<html lang="([a-z]+)"/.exec(mail.html)?.[1]).toBe(language);
      const links = mail.text?.match(/https:\/\/www\.agency\.example\/\S*property\/\d+\//g) ?? [];
      expect(links).toEqual([`https://www.agency.example/${language}/property/${propertyId}/`]);
      expect(mail.text).not.toMatch(/(https:\S+): \1/);
      expect(mail.text).toContain(agencyName);
      expect(mail.text).not.toMatch(/agentschap|The agency team/);
    }
  });

  it('signs every mail with the agency’s name, and every visitor’s copy replies to the agency, the agency’s to the visitor', async () => {
    const mails = await send('documents', 'fr', { ...person, email: 'lecteur@example.be' }, { propertyId });
    expect(mails.length).toBe(3);
    for (const mail of mails) expect(mail.from?.value).toEqual([{ name: agencyName, address: 'noreply@localhost' }]);
    const visitorMails = mails.filter((mail) => addressOf(mail.to).includes('lecteur@example.be'));
    expect(visitorMails.map((mail) => addressOf(mail.replyTo))).toEqual([['agency@example.be'], ['agency@example.be']]);
    const agency = mails.find((mail) => addressOf(mail.to).includes('agency@example.be'));
    expect(addressOf(agency?.replyTo)).toEqual(['lecteur@example.be']);
  });

  it('writes a name from the settings as one encoded display name: quotes, commas and line breaks add no address or header', async () => {
    const name = 'Agence "Lambermont", Ixelles\r\nBcc: spy@example.be';
    await database.db.query(`update site_settings set value = jsonb_set(value, '{name}', to_jsonb($1::text)) where key = 'agency'`, [name]);
    try {
      const mails = await send('documents', 'nl', { ...person, email: 'koper@example.be' }, { propertyId });
      for (const mail of mails) {
        expect(mail.from?.value).toEqual([{ name: name.replace('\r\n', ' '), address: 'noreply@localhost' }]);
        expect(mail.headers.has('bcc')).toBe(false);
      }
    } finally {
      await database.db.query(`update site_settings set value = jsonb_set(value, '{name}', to_jsonb($1::text)) where key = 'agency'`, [agencyName]);
    }
  });

  it('names the project of a construction enquiry and links its page, to the agency and in the visitor’s copy', async () => {
    // A project's name is one text or one per language.
    const [project] = await database.db.query<{ id: number; name: { fr: string; en: string } }>(
      `select id, json_build_object('fr', coalesce(texts -> 'Name' ->> 'fr', texts ->> 'Name'), 'en', coalesce(texts -> 'Name' ->> 'en', texts ->> 'Name')) as name
         from projects order by id limit 1`,
    );
    const mails = await send('construction', 'en', { ...person, email: 'builder@example.be' }, { projectId: project!.id });
    const agency = mails.find((mail) => addressOf(mail.to).includes('agency@example.be'));
    expect(agency?.text).toContain(`${project!.id} ${project!.name.fr}`);
    expect(agency?.text).toMatch(new RegExp(`https://www\\.agency\\.example/fr/projects/[^/]+/[^/]+/${project!.id}/`));
    const visitor = mails.find((mail) => addressOf(mail.to).includes('builder@example.be'));
    expect(visitor?.text).toContain(project!.name.en);
    expect(visitor?.text).toContain(`https://www.agency.example/en/project/${project!.id}/`);
  });

  it('names property types and communes in the mail’s language, never by code', async () => {
    const mails = await send('demand-register', 'nl', {
      ...person,
      email: 'zoeker@example.be',
      goal: 'buy',
      propertyTypes: ['1', '3'],
      zones: ['flanders', '1050'],
    });
    const optIn = mails.find((mail) => addressOf(mail.to).includes('zoeker@example.be'));
    expect(optIn?.text).toContain('Villa/Huis/Hoeve, Appartement');
    expect(optIn?.text).toContain('Vlaanderen, 1050 Elsene');
    expect(optIn?.text).not.toMatch(/: 1, 3\b/);
    const agency = mails.find((mail) => addressOf(mail.to).includes('agency@example.be'));
    expect(addressOf(agency?.replyTo)).toEqual(['zoeker@example.be']);
    expect(agency?.text).toContain('Villa/Maison/Ferme, Appartement');
    expect(agency?.text).toContain('1050 Ixelles');
  });

  it("names the property's commune in the mail's language, whichever name the catalogue holds", async () => {
    const [before] = await database.db.query<{ city: string; zip: string }>('select city, zip from properties where id = $1', [propertyId]);
    await database.db.query(`update properties set city = 'Ukkel', zip = '1180 Ukkel' where id = $1`, [propertyId]);
    try {
      for (const [language, name, other] of [['fr', 'Uccle', /ukkel/i], ['nl', 'Ukkel', /uccle/i]] as const) {
        const email = `commune-${language}@example.be`;
        const mails = await send('documents', language, { ...person, email }, { propertyId });
        const visitor = mails.find((mail) => addressOf(mail.to).includes(email));
        expect(visitor?.text).toContain(`(${name})`);
        expect(visitor?.text).not.toMatch(other);
      }
    } finally {
      await database.db.query('update properties set city = $2, zip = $3 where id = $1', [propertyId, before?.city, before?.zip]);
    }
  });

  it('lands the confirmation link on the thank-you page in the subscriber’s language', async () => {
    const mails = await send('newsletter', 'de', { email: 'leser@example.be', ...(await captcha(`10.9.3.${++ip}`)) });
    const link = new URL(/https:\/\/\S+\/subscriptions\/confirm\?token=\S+/.exec(mails.find((mail) => addressOf(mail.to).includes('leser@example.be'))!.text!)![0]);
    const confirmed = await app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe(`${localizePath(THANK_YOU_PATHS.newsletter, 'de')}?subscription=confirmed`);
    expect(confirmed.headers.location).toMatch(/^\/de\//);
    const forged = await app.inject({ method: 'GET', url: '/api/forms/subscriptions/confirm?token=not-a-real-token' });
    expect(forged.headers.location).toMatch(/\?subscription=invalid$/);
  });
});
