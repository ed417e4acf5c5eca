import { MOCK_RECORDING_FORMAT, type MockRecording, type RecordedAnswer } from 'build-config/mock-api';
import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_LIST_FILTERS,
  EPC_BANDS,
  epcImagePath,
  LANGUAGES,
  LIST_PAGE_SIZE,
  LIST_SORTS,
  mapQueryOf,
  PORTAL_HISTORIES,
  propertyQueryOf,
  similarQueryOf,
  type Language,
  type PropertyDetailData,
  type PropertyListPage,
  type ProjectListEntry,
  type Region,
} from 'shared-kernel';
import svgCaptcha from 'svg-captcha';
import { DEMO_OWNERS } from 'demo-agency';
import { answerQuestion } from '../src/test/captcha.js';

// What the real api answers on the demo agency, for the remotes' dev servers without an api
// (`npm run dev:mock -w mf-x`, build-config/src/mockApi.ts). Each request below is one a harness
// page makes, asked with the same kernel functions the remotes build their queries with, so the
// recorded keys and the remotes' requests cannot drift apart.

const GOALS = [undefined, 0, 1] as const;
const BROWSED_PAGES = 3;
const ORIGIN = 'http://localhost';

// The api keeps only a hash of the characters it drew; the mock needs them to take the answer a
// tester reads off the image, so the recorder notes each drawing's text as it is made.
const drawnTexts: string[] = [];
const draw = svgCaptcha.create.bind(svgCaptcha);
svgCaptcha.create = (options) => {
  const image = draw(options);
  drawnTexts.push(image.text);
  return image;
};

interface RecordedRequest {
  method?: 'GET' | 'POST';
  body?: object;
  session?: string;
  /** The answer for any other body of this post (a wrong password). */
  fallback?: boolean;
}

const query = (values: Record<string, string>) => new URLSearchParams(values).toString();

/** Asks `app` (built on the demo agency) every request of the harness pages and keeps the answers. */
export async function recordMockAnswers(app: FastifyInstance): Promise<MockRecording> {
  const answers: RecordedAnswer[] = [];

  async function record(url: string, request: RecordedRequest = {}): Promise<RecordedAnswer> {
    const method = request.method ?? 'GET';
    const response = await app.inject({
      method,
      url,
      headers: { origin: ORIGIN, host: 'localhost', ...(request.session ? { cookie: `owner_session=${request.session}` } : {}) },
      ...(request.body ? { payload: request.body } : {}),
    });
    if (response.statusCode >= 500) throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
    const { pathname, searchParams } = new URL(url, ORIGIN);
    const setCookie = response.headers['set-cookie'];
    const recorded: RecordedAnswer = {
      method,
      path: pathname,
      query: Object.fromEntries(searchParams),
      ...(request.body && !request.fallback ? { body: request.body } : {}),
      ...(request.session ? { session: request.session } : {}),
      ...(request.fallback ? { fallback: true } : {}),
      status: response.statusCode,
      ...(setCookie ? { setCookie: Array.isArray(setCookie) ? setCookie : [setCookie] } : {}),
      answer: response.body === '' ? null : response.json(),
    };
    answers.push(recorded);
    return recorded;
  }

  const slotsRecorded = new Set<number>();
  async function recordCatalogue(lang: Language): Promise<void> {
    for (const endpoint of ['site', 'listing-options', 'listing-data']) await record(`/api/${endpoint}?${query({ lang })}`);
    const shown = new Map<number, PropertyDetailData>();
    for (const goal of GOALS) {
      const listed = goal === undefined ? {} : { goal };
      await record(`/api/properties/map?${query(mapQueryOf(DEFAULT_LIST_FILTERS, { ...listed, lang }))}`);
      for (const sort of LIST_SORTS) {
        const pages = sort === DEFAULT_LIST_FILTERS.sort ? BROWSED_PAGES : 1;
        for (let page = 1; page <= pages; page += 1) {
          const filters = { ...DEFAULT_LIST_FILTERS, sort, page };
          const { answer } = await record(`/api/properties?${query(propertyQueryOf(filters, { ...listed, pageSize: LIST_PAGE_SIZE, lang }))}`);
          if (page > 1 || sort !== DEFAULT_LIST_FILTERS.sort) continue;
          for (const item of (answer as PropertyListPage).items) {
            if (!shown.has(item.ID)) shown.set(item.ID, (await record(`/api/properties/${item.ID}?${query({ lang })}`)).answer as PropertyDetailData);
          }
        }
      }
    }
    for (const property of shown.values()) {
      await record(`/api/properties?${query(similarQueryOf(property, lang))}`);
      // The same slots in every language: asked once per property.
      if (!slotsRecorded.has(property.ID)) {
        slotsRecorded.add(property.ID);
        await record(`/api/properties/${property.ID}/visit-slots`);
      }
    }
    const projects = await record(`/api/projects?${query({ lang })}`);
    for (const project of projects.answer as ProjectListEntry[]) await record(`/api/projects/${project.ID}?${query({ lang })}`);
    const captcha = await record(`/api/forms/captcha?${query({ lang })}`);
    const { question } = captcha.answer as { question: string };
    captcha.solutions = [drawnTexts.at(-1)!, await answerQuestion(question, lang)];
  }

  /** Each demo owner's portal as it answers once logged in, and what a wrong password gets. */
  async function recordPortal(): Promise<void> {
    const someOwner = DEMO_OWNERS[0]!;
    await record('/api/auth/session');
    await record('/api/auth/login', { method: 'POST', body: { email: someOwner.email, password: 'not-the-password' }, fallback: true });
    await record('/api/auth/password-reset', { method: 'POST', body: { email: someOwner.email, language: 'fr' }, fallback: true });
    for (const owner of DEMO_OWNERS) {
      const login = await record('/api/auth/login', { method: 'POST', body: { email: owner.email, password: owner.password } });
      const session = /owner_session=([^;]+)/.exec(login.setCookie?.join(';') ?? '')?.[1];
      if (!session) throw new Error(`the login of ${owner.email} set no session (${login.status})`);
      await record('/api/auth/session', { session });
      for (const lang of LANGUAGES) {
        const properties = await record(`/api/portal/properties?${query({ lang })}`, { session });
        if (lang !== owner.language) continue;
        for (const property of properties.answer as { id: number }[]) {
          await record(`/api/portal/properties/${property.id}/statistics`, { session });
          for (const history of PORTAL_HISTORIES) await record(`/api/portal/properties/${property.id}/${history}?page=1`, { session });
        }
      }
      await record('/api/auth/logout', { method: 'POST', session });
    }
  }

  for (const lang of LANGUAGES) await recordCatalogue(lang);
  await recordPortal();
  return { format: MOCK_RECORDING_FORMAT, recordedAt: new Date().toISOString(), answers, epcLabels: await recordEpcLabels() };

  /** Every label of every region's scale, at the address the kernel gives the pages. */
  async function recordEpcLabels(): Promise<Record<string, string>> {
    const labels: Record<string, string> = {};
    for (const region of Object.keys(EPC_BANDS) as Region[]) {
      for (const { label } of EPC_BANDS[region]) {
        const url = epcImagePath(region, label);
        const response = await app.inject({ method: 'GET', url });
        if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}`);
        labels[url] = response.body;
      }
    }
    return labels;
  }
}
