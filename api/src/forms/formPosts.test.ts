import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { FormsFirstView } from 'shared-kernel';
import { demoAgency } from 'demo-agency';
import { seedCatalogue } from '../catalogue/seed.js';
import { seedContent } from '../content/seed.js';
import { answerQuestion } from '../test/captcha.js';
import { testConfig } from '../test/config.js';
import { describeEachDatabase } from '../test/databases.js';
import { waitFor } from '../test/waitFor.js';
import { formsTestApp, MemoryTransport } from './testApp.js';

const CONTACT = { form: 'contact', token: 'token-of-a-page', title: 'Ms', firstName: 'Anne', lastName: 'Peeters', email: 'anne@example.be', phone: '02 512 34 56', remark: 'Bonjour' };

describeEachDatabase('forms posted without scripts', (database) => {
  let app: FastifyInstance;
  let dataDir: string;
  let ip = 0;
  const transport = new MemoryTransport();
  /** What each page rendered again was given: the api's part; the forms' own render is mf-forms' to test. */
  const rendered: { url: string; forms: FormsFirstView }[] = [];
  const nextIp = () => `10.1.${Math.floor(++ip / 250)}.${ip % 250}`;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'form-posts-test-'));
    app = await formsTestApp(testConfig({ DATA_DIR: dataDir, AGENCY_EMAIL: 'agency@example.be' }), database.db, {
      mailTransport: transport,
      retry: { firstDelayMs: 10, maxDelayMs: 40, leaseMs: 60_000 },
      postedPage: async (request, forms) => {
        rendered.push({ url: request.url, forms });
        return '<!doctype html><title>page</title>';
      },
    });
    await seedCatalogue(database.db, demoAgency.seed, { seed: 7, properties: 4 });
    await seedContent(database.db, demoAgency.seed, { seed: 7 });
  });

  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const post = (url: string, fields: Record<string, string | string[]>, remoteAddress = nextIp()) => {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
    return app.inject({ method: 'POST', url, remoteAddress, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: body.toString() });
  };

  const enquiriesFrom = async (email: string) =>
    (await database.db.query<{ id: string }>(`select id from enquiries where fields->>'email' = $1`, [email])).length;

  /** The page the refused post rendered, and the captcha it came with, answered as a person would. */
  async function refusedThenAnswered(url: string, fields: Record<string, string>) {
    const refused = await post(url, fields);
    expect(refused.statusCode).toBe(400);
    const { captcha } = rendered.at(-1)!.forms.posted!;
    return { ...fields, captchaId: captcha!.id, captchaAnswer: await answerQuestion(captcha!.question, url.startsWith('/nl/') ? 'nl' : 'fr') };
  }

  it('renders the page again, never to be kept, with the values sent, the message keys and a captcha to answer', async () => {
    const response = await post('/fr/contact/?utm_source=mail', { ...CONTACT, lastName: '', email: 'anne@example', website: '' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toBe('<!doctype html><title>page</title>');
    const { url, forms } = rendered.at(-1)!;
    expect(url).toBe('/fr/contact/?utm_source=mail');
    expect(forms.posted).toEqual({
      kind: 'contact',
      values: { title: 'Ms', firstName: 'Anne', email: 'anne@example', phone: '02 512 34 56', remark: 'Bonjour' },
      // The challenge's id is the page's to give: its message shows as the answer's.
      errors: { lastName: 'errors.lastName', email: 'errors.emailInvalid', captchaId: 'errors.captcha', captchaAnswer: 'errors.captcha' },
      captcha: { id: expect.any(String), svg: expect.stringContaining('<svg'), question: expect.stringMatching(/^Combien font \p{L}+ plus \p{L}+\u202f\?/u) },
    });
    expect(forms.token).not.toBe(CONTACT.token);
    expect(await enquiriesFrom('anne@example')).toBe(0);
  });

  it('sends a form on its first post without scripts: the captcha frame’s challenge, named by its cookie, answered', async () => {
    const frame = await app.inject({ method: 'GET', url: '/api/forms/captcha/frame?form=contact&lang=fr', remoteAddress: nextIp() });
    expect(frame.statusCode).toBe(200);
    expect([frame.headers['cache-control'], frame.headers['x-frame-options']]).toEqual(['private, no-store', 'SAMEORIGIN']);
    expect(frame.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(frame.body).toMatch(/<img src="data:image\/svg\+xml;charset=utf-8,[^"]+" alt="[^"]+">/);
    const question = /<p>Ou répondez à cette question\u202f: (.+?)<\/p>/.exec(frame.body)?.[1] ?? '';
    const cookie = String(frame.headers['set-cookie']).split(';')[0]!;
    expect(cookie).toMatch(/^captcha_contact=[0-9a-f-]{36}$/);
    expect(String(frame.headers['set-cookie'])).toContain('HttpOnly; SameSite=Strict');

    const fields = { ...CONTACT, email: 'first-post@example.be', captchaId: '', captchaAnswer: await answerQuestion(question, 'fr') };
    const body = new URLSearchParams(fields).toString();
    const sent = await app.inject({ method: 'POST', url: '/fr/contact/', remoteAddress: nextIp(), headers: { 'content-type': 'application/x-www-form-urlencoded', cookie }, payload: body });
    expect([sent.statusCode, sent.headers.location]).toEqual([303, '/fr/merci/contact/']);
    expect(await enquiriesFrom('first-post@example.be')).toBe(1);
    // One post per challenge: the same cookie and answer again are refused.
    const again = await app.inject({ method: 'POST', url: '/fr/contact/', remoteAddress: nextIp(), headers: { 'content-type': 'application/x-www-form-urlencoded', cookie }, payload: body.replace('first-post', 'second-post') });
    expect(again.statusCode).toBe(400);
  });

  it('a flood from one address is refused with a page in the language of the form, not the api’s JSON', async () => {
    const address = nextIp();
    const answers = [];
    for (let count = 0; count < 21; count += 1) answers.push(await post('/nl/contact/', { ...CONTACT, email: 'flood@example' }, address));
    expect(answers.slice(0, 20).map((answer) => answer.statusCode)).toEqual(Array(20).fill(400));
    const refused = answers[20]!;
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.body).toContain('<html lang="nl">');
    expect(refused.body).toContain('<h1>Te veel pogingen</h1>');
    expect(refused.body).toContain('uw browser bewaart wat u hebt ingevuld');
  });

  it('takes the filled form: 303 to the thank-you page in the page’s language, the enquiry stored and the agency’s mail sent', async () => {
    const fields = await refusedThenAnswered('/fr/contact/', { ...CONTACT, email: 'filled@example.be' });
    const response = await post('/fr/contact/', fields);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/fr/merci/contact/');
    const [enquiry] = await database.db.query<{ kind: string; language: string; fields: Record<string, unknown> }>(
      `select kind, language, fields from enquiries where fields->>'email' = 'filled@example.be'`,
    );
    expect(enquiry).toMatchObject({ kind: 'contact', language: 'fr', fields: { firstName: 'Anne', remark: 'Bonjour', phone: '+3225123456' } });
    await waitFor(() => transport.sent.some((mail) => mail.to === 'agency@example.be' && mail.text.includes('filled@example.be')));
  });

  it('a wrong captcha answer: the page again, with the message and a new captcha', async () => {
    const fields = await refusedThenAnswered('/nl/', { form: 'newsletter', token: 'token-of-a-page', email: 'wrong@example.be' });
    const first = rendered.at(-1)!.forms.posted!.captcha!.id;
    const response = await post('/nl/', { ...fields, captchaAnswer: '999' });
    expect(response.statusCode).toBe(400);
    const { posted } = rendered.at(-1)!.forms;
    expect(posted).toMatchObject({ kind: 'newsletter', values: { email: 'wrong@example.be' }, errors: { captchaAnswer: 'errors.captcha' } });
    expect(posted!.captcha!.id).not.toBe(first);
    expect(await enquiriesFrom('wrong@example.be')).toBe(0);
  });

  it('the same page token and values twice (a second press) make one enquiry, and both answers are the thank-you page', async () => {
    const fields = await refusedThenAnswered('/fr/', { form: 'newsletter', token: 'token-of-a-page', email: 'twice@example.be' });
    const [first, second] = await Promise.all([post('/fr/', fields), post('/fr/', fields)]);
    expect([first.statusCode, second.statusCode]).toEqual([303, 303]);
    expect(second.headers.location).toBe('/fr/merci/newsletter/');
    expect(await enquiriesFrom('twice@example.be')).toBe(1);
  });

  it('the same token with other values (another visitor of the cached page) makes another enquiry', async () => {
    for (const email of ['one@example.be', 'two@example.be']) {
      const fields = await refusedThenAnswered('/fr/', { form: 'newsletter', token: 'token-shared-by-a-cached-page', email });
      expect((await post('/fr/', fields)).statusCode).toBe(303);
    }
    expect([await enquiriesFrom('one@example.be'), await enquiriesFrom('two@example.be')]).toEqual([1, 1]);
  });

  it('thanks a bot that filled the hidden field and keeps nothing', async () => {
    const response = await post('/fr/', { form: 'newsletter', token: 'token-of-a-page', email: 'bot@example.be', website: 'http://spam' });
    expect(response.statusCode).toBe(303);
    expect(await enquiriesFrom('bot@example.be')).toBe(0);
  });

  it('answers only forms posted to a page of the site: not to the api, nor an unknown form', async () => {
    const before = rendered.length;
    expect((await post('/api/nothing-here', CONTACT)).statusCode).toBe(404);
    expect((await post('/fr/contact/', { form: 'no-such-form', email: 'x@example.be' })).statusCode).toBe(404);
    expect((await post('/remotes/mf-forms/index.html', CONTACT)).statusCode).toBe(404);
    expect(rendered.length).toBe(before);
  });

  describe('the job form with its CV, posted as multipart/form-data', () => {
    const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
    const JOB = { form: 'job', token: 'token-of-a-page', firstName: 'Anne', lastName: 'Peeters', email: 'job@example.be', phone: '02 512 34 56', remark: 'Je voudrais vous rejoindre.' };

    /** As a browser sends the form: its fields in order, the file input among them (empty when none was chosen). */
    const postMultipart = (url: string, fields: Record<string, string>, file: { name: string; content: Buffer }) => {
      const boundary = '----jobFormBoundary';
      const field = (name: string, value: string) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
      const [first, ...rest] = Object.entries(fields);
      const payload = Buffer.concat([
        field(...first!),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="cvFile"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`),
        file.content,
        Buffer.from('\r\n'),
        ...rest.map(([name, value]) => field(name, value)),
        Buffer.from(`--${boundary}--\r\n`),
      ]);
      return app.inject({ method: 'POST', url, remoteAddress: nextIp(), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
    };

    it('stores the CV chosen and keeps it for the page answered again, then sends the application with it', async () => {
      const refused = await postMultipart('/fr/l%27agence/', JOB, { name: 'mon cv.pdf', content: PDF });
      expect(refused.statusCode).toBe(400);
      const { posted } = rendered.at(-1)!.forms;
      expect(posted).toMatchObject({ kind: 'job', values: { firstName: 'Anne', cv: expect.stringMatching(/^[0-9a-f-]{36}$/) }, errors: { captchaAnswer: 'errors.captcha' } });
      expect(posted!.errors).not.toHaveProperty('cv');
      const cv = String(posted!.values.cv);

      // The page again: the CV rides along as its id, the file input left empty.
      const answer = await answerQuestion(posted!.captcha!.question, 'fr');
      const sent = await postMultipart('/fr/l%27agence/', { ...JOB, cv, captchaId: posted!.captcha!.id, captchaAnswer: answer }, { name: '', content: Buffer.alloc(0) });
      expect(sent.statusCode).toBe(303);
      const [enquiry] = await database.db.query<{ kind: string; fields: Record<string, unknown> }>(`select kind, fields from enquiries where fields->>'email' = 'job@example.be'`);
      expect(enquiry).toMatchObject({ kind: 'job', fields: { cv } });
      await waitFor(() => transport.sent.some((mail) => mail.to === 'agency@example.be' && mail.text.includes('job@example.be')));
    });

    it('says at its field why a file is refused (not a CV, too large, none), keeping the rest of the form', async () => {
      const cases: [Buffer, number, string][] = [
        [Buffer.from('just some text, no document'), 415, 'errors.cvType'],
        [Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]), 413, 'errors.cvSize'],
      ];
      for (const [content, status, key] of cases) {
        const response = await postMultipart('/fr/l%27agence/', { ...JOB, email: 'refused-cv@example.be' }, { name: 'cv.pdf', content });
        expect(response.statusCode).toBe(status);
        expect(rendered.at(-1)!.forms.posted).toMatchObject({ kind: 'job', values: { email: 'refused-cv@example.be', remark: JOB.remark }, errors: { cv: key } });
      }
      const none = await postMultipart('/fr/l%27agence/', { ...JOB, email: 'refused-cv@example.be' }, { name: '', content: Buffer.alloc(0) });
      expect(none.statusCode).toBe(400);
      expect(rendered.at(-1)!.forms.posted!.errors).toMatchObject({ cv: 'errors.cv' });
      expect(await enquiriesFrom('refused-cv@example.be')).toBe(0);
    });
  });

  it('a property id that is no id is refused with the page again, not stored', async () => {
    const response = await post('/fr/', { ...CONTACT, form: 'documents', propertyId: 'abc', email: 'docs@example.be' });
    expect(response.statusCode).toBe(400);
    expect(rendered.at(-1)!.forms.posted).toMatchObject({ kind: 'documents', errors: { _form: 'errors.invalid' } });
    expect(await enquiriesFrom('docs@example.be')).toBe(0);
  });
});
