import { mockApiHandlers, type MockRecording } from 'build-config/mock-api';
import type { FastifyInstance } from 'fastify';
import { getResponse } from 'msw';
import { DEFAULT_LIST_FILTERS, epcImagePath, LIST_PAGE_SIZE, propertyQueryOf, thankYouPathOf } from 'shared-kernel';
import { DEMO_OWNERS } from 'demo-agency';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/test/config.js';
import { recordMockAnswers } from './mockAnswers.js';

const SITE = 'http://localhost:3003';

describe('the mock api of the remotes’ dev servers', () => {
  let app: FastifyInstance;
  let recording: MockRecording;
  const mock = (path: string, init?: RequestInit) => getResponse(mockApiHandlers(recording), new Request(`${SITE}${path}`, init));
  const live = async (path: string) => (await app.inject({ method: 'GET', url: path })).json();
  const post = (body: object, headers: Record<string, string> = {}): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

  beforeAll(async () => {
    app = await buildApp(testConfig({ SEED_PROPERTIES: '60', SSR: 'off' }), { seedDemoAgency: true });
    recording = await recordMockAnswers(app);
  }, 120_000);

  afterAll(() => app.close());

  it('answers a harness’s list as the api does, for the query the remote builds', async () => {
    const path = `/api/properties?${new URLSearchParams(propertyQueryOf({ ...DEFAULT_LIST_FILTERS, page: 2 }, { goal: 1, pageSize: LIST_PAGE_SIZE, lang: 'nl' }))}`;
    const answer = await mock(path);
    expect(answer?.status).toBe(200);
    expect(await answer?.json()).toEqual(await live(path));
  });

  it('runs the home search over the recorded catalogue, as the api does', async () => {
    for (const q of ['ixelles', 'appartement 1050', 'zzz']) {
      const path = `/api/search?lang=fr&q=${encodeURIComponent(q)}`;
      expect(await (await mock(path))?.json()).toEqual(await live(path));
    }
  });

  it('checks a form as the api does: what is missing, a wrong captcha, then the thank-you page', async () => {
    const empty = await mock('/api/forms/contact', post({ language: 'fr', values: {} }));
    const liveEmpty = await app.inject({ method: 'POST', url: '/api/forms/contact', headers: { origin: 'http://localhost' }, payload: { language: 'fr', values: {} } });
    expect(empty?.status).toBe(400);
    expect(await empty?.json()).toEqual(liveEmpty.json());

    const captcha = (await (await mock('/api/forms/captcha?lang=nl'))!.json()) as { id: string };
    const values = { title: 'Ms', firstName: 'Anne', lastName: 'Peeters', email: 'anne@example.be', phone: '02 512 34 56', remark: 'Een vraag', captchaId: captcha.id };
    const wrong = await mock('/api/forms/contact', post({ language: 'nl', values: { ...values, captchaAnswer: '0' } }));
    expect(await wrong?.json()).toMatchObject({ error: 'captcha', fields: { captchaAnswer: 'errors.captcha' } });
    const { solutions } = recording.answers.find((recorded) => recorded.path === '/api/forms/captcha' && recorded.query.lang === 'nl')!;
    for (const solution of solutions!) {
      const sent = await mock('/api/forms/contact', post({ language: 'nl', values: { ...values, captchaAnswer: solution } }));
      expect(sent?.status).toBe(201);
      expect(await sent?.json()).toMatchObject({ thankYouPath: thankYouPathOf('contact', 'nl') });
    }
  });

  it('serves the EPC label images the cards and details show, as the api draws them', async () => {
    const path = epcImagePath('brussels', 'c_plus');
    const answer = await mock(path);
    expect(answer?.status).toBe(200);
    expect(answer?.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await answer?.text()).toBe((await app.inject({ method: 'GET', url: path })).body);
    expect((await mock('/epc/brussels/z.svg'))?.status).toBe(404);
  });

  it('logs a demo owner in with their password only, and answers their portal under their session', async () => {
    const owner = DEMO_OWNERS[1]!;
    const refused = await mock('/api/auth/login', post({ email: owner.email, password: 'guess' }));
    expect(refused?.status).toBe(401);
    expect(await (await mock('/api/auth/session'))?.json()).toMatchObject({ error: 'unauthorized' });

    const login = await mock('/api/auth/login', post({ password: owner.password, email: owner.email }));
    expect(login?.status).toBe(200);
    const session = /owner_session=[^;]+/.exec(login?.headers.get('set-cookie') ?? '')?.[0];
    expect(session).toBeDefined();
    const profile = await (await mock('/api/auth/session', { headers: { cookie: session! } }))?.json();
    expect(profile).toMatchObject({ email: owner.email });
    const properties = await (await mock(`/api/portal/properties?lang=${owner.language}`, { headers: { cookie: session! } }))?.json();
    expect(properties).toHaveLength(owner.properties);
  });

  it('says so, with a 404 and a line in the dev server’s log, for a request it has no recording of', async () => {
    const log = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const answer = await mock('/api/properties?lang=fr&city=Nowhere|0000');
    expect(answer?.status).toBe(404);
    expect(await answer?.json()).toMatchObject({ error: 'not_recorded' });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('no recorded answer for GET /api/properties?lang=fr&city=Nowhere|0000'));
    log.mockRestore();
  });
});
