import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createMiddleware } from '@mswjs/http-middleware';
import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  apiErrorBody,
  isLanguage,
  isOffMarket,
  needsCaptcha,
  searchListing,
  thankYouPathOf,
  validateEnquiry,
  type Language,
  type ListingData,
  type PropertyListPage,
} from 'shared-kernel';
import { ENQUIRY_KINDS } from 'shared-kernel/federation';

// A remote's dev server without an api (`npm run dev:mock -w mf-forms`): Mock Service Worker's
// handlers answer `/api` in the dev server itself, from a recording of the real api's answers on
// the demo agency (`npm run mocks -w api` makes it). Replayed answers cannot drift from the api's
// shapes the way hand-written fixtures do; what depends on what the tester types (the home search,
// a form's checks, the captcha) runs the kernel's own rules over the recorded data instead.

/** One answer of the real api, as `api/scripts/recordMockAnswers.ts` recorded it. */
export interface RecordedAnswer {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The JSON the request carried (a login), which a replayed request must carry too. */
  body?: unknown;
  /** The `owner_session` cookie the request carried: the answer is that owner's. */
  session?: string;
  /** Answers a post to this path whose body matches no other recording (a wrong password). */
  fallback?: boolean;
  status: number;
  setCookie?: string[];
  answer: unknown;
  /** A captcha's answers (its image's characters, its question's sum): the mock refuses others as the api does. */
  solutions?: string[];
}

export interface MockRecording {
  /** MOCK_RECORDING_FORMAT when it was made: an older recording lacks what the mock now serves. */
  format: number;
  recordedAt: string;
  answers: RecordedAnswer[];
  /** The EPC label images (`/epc/brussels/c_plus.svg` → its SVG), which cards and details show. */
  epcLabels: Record<string, string>;
}

/** Raised when the recording gains something: `dev:mock` then records the demo agency again. */
export const MOCK_RECORDING_FORMAT = 2;

export const MOCK_RECORDING_FILE = path.resolve(import.meta.dirname, '../mock-api/answers.json');

const SESSION_COOKIE = 'owner_session';

function sameQuery(recorded: Record<string, string>, asked: URLSearchParams): boolean {
  const askedKeys = [...new Set(asked.keys())];
  return askedKeys.length === Object.keys(recorded).length && askedKeys.every((key) => recorded[key] === asked.get(key));
}

/** Key order does not matter in a JSON body, so two bodies are compared by their sorted entries. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function canonicalBody(body: string): string {
  try {
    return canonical(JSON.parse(body));
  } catch {
    return body;
  }
}

function cookieOf(request: Request, name: string): string | undefined {
  for (const pair of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

function replay(recorded: RecordedAnswer): Response {
  const headers = new Headers();
  for (const cookie of recorded.setCookie ?? []) headers.append('set-cookie', cookie);
  if (recorded.status === 204) return new HttpResponse(null, { status: 204, headers });
  return HttpResponse.json(recorded.answer as object, { status: recorded.status, headers });
}

function notRecorded(request: Request): Response {
  const { pathname, search } = new URL(request.url);
  console.warn(`[mock api] no recorded answer for ${request.method} ${pathname}${search}: run \`npm run mocks -w api\` after adding it to the recorder`);
  return HttpResponse.json(
    apiErrorBody('not_recorded', `The mock api has no answer for ${request.method} ${pathname}${search}.`),
    { status: 404 },
  );
}

function languageOf(url: URL): Language {
  const lang = url.searchParams.get('lang');
  return lang && isLanguage(lang) ? lang : 'fr';
}

/** Grey frames the size the card asked for: the recording keeps no photos. */
function photoPlaceholder(): Response {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#d9dde3"/>' +
    '<path d="M1.2 2.2l.6-.7.45.5.35-.35.6.55z" fill="#9aa3ae"/></svg>';
  return new HttpResponse(svg, { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'no-store' } });
}

/**
 * The recording that answers `request`: same method, path and query; an owner's own answer
 * before the anonymous one; a post with the recorded body before the path's fallback.
 */
function recordedAnswerFor(answers: readonly RecordedAnswer[], request: Request, body: string): RecordedAnswer | undefined {
  const url = new URL(request.url);
  const session = cookieOf(request, SESSION_COOKIE);
  const sentBody = body === '' ? undefined : canonicalBody(body);
  const candidates = answers.filter(
    (recorded) =>
      recorded.method === request.method &&
      recorded.path === url.pathname &&
      sameQuery(recorded.query, url.searchParams) &&
      (recorded.session === undefined || recorded.session === session),
  );
  const bodyMatches = (recorded: RecordedAnswer) => recorded.body === undefined || canonical(recorded.body) === sentBody;
  return (
    candidates.find((recorded) => recorded.session !== undefined && !recorded.fallback && bodyMatches(recorded)) ??
    candidates.find((recorded) => recorded.session === undefined && !recorded.fallback && bodyMatches(recorded)) ??
    candidates.find((recorded) => recorded.fallback)
  );
}

export function mockApiHandlers(recording: MockRecording): HttpHandler[] {
  const { answers } = recording;
  const listingOf = (language: Language) =>
    answers.find((recorded) => recorded.path === '/api/listing-data' && recorded.query.lang === language)?.answer as ListingData | undefined;
  const captchas = answers.filter((recorded) => recorded.path === '/api/forms/captcha');

  /** Every card any recorded list holds, for the map popup's `ids=` question. */
  const cardsOf = (language: Language) => {
    const cards = new Map<number, PropertyListPage['items'][number]>();
    for (const recorded of answers) {
      if (recorded.path !== '/api/properties' || recorded.query.lang !== language || recorded.status !== 200) continue;
      for (const item of (recorded.answer as PropertyListPage).items) cards.set(item.ID, item);
    }
    return cards;
  };

  return [
    http.get('*/api/images/*', photoPlaceholder),
    http.get('*/epc/*', ({ request }) => {
      const svg = recording.epcLabels[new URL(request.url).pathname];
      if (svg === undefined) return HttpResponse.json(apiErrorBody('not_found', 'No such EPC label.'), { status: 404 });
      return new HttpResponse(svg, { headers: { 'content-type': 'image/svg+xml; charset=utf-8' } });
    }),
    // Page views count nothing without a database.
    http.post('*/api/track/*', () => new HttpResponse(null, { status: 204 })),

    http.get('*/api/search', ({ request }) => {
      const url = new URL(request.url);
      const language = languageOf(url);
      const listing = listingOf(language);
      if (!listing) return notRecorded(request);
      return HttpResponse.json(searchListing(url.searchParams.get('q') ?? '', listing, language));
    }),

    http.get('*/api/properties', ({ request }) => {
      const url = new URL(request.url);
      const ids = url.searchParams.get('ids');
      if (ids === null) return undefined;
      const cards = cardsOf(languageOf(url));
      const items = ids.split(',').flatMap((id) => cards.get(Number(id)) ?? []);
      const answer: PropertyListPage = {
        items,
        total: items.length,
        offMarket: items.filter((item) => isOffMarket(item.Marquee)).length,
        page: 1,
        pageSize: items.length,
        pageCount: items.length === 0 ? 0 : 1,
      };
      return HttpResponse.json(answer);
    }),

    http.get('*/api/forms/captcha', ({ request }) => {
      const language = languageOf(new URL(request.url));
      const captcha = captchas.find((recorded) => recorded.query.lang === language) ?? captchas[0];
      return captcha ? replay(captcha) : notRecorded(request);
    }),

    http.post('*/api/forms/uploads', () => HttpResponse.json({ id: randomUUID(), name: 'cv.pdf' }, { status: 201 })),

    http.post('*/api/forms/:kind', async ({ request, params }) => {
      const kind = ENQUIRY_KINDS.find((candidate) => candidate === params.kind);
      if (!kind) return HttpResponse.json(apiErrorBody('not_found'), { status: 404 });
      const body = (await request.json()) as { language: Language; values: Record<string, unknown> };
      const validated = validateEnquiry(kind, body.values);
      if (!validated.ok) return HttpResponse.json(apiErrorBody('validation_failed', undefined, { key: 'errors.invalid', fields: validated.errors }), { status: 400 });
      if (needsCaptcha(kind)) {
        const captcha = captchas.find((recorded) => (recorded.answer as { id: string }).id === body.values.captchaId);
        const answer = String(body.values.captchaAnswer).trim().toLowerCase();
        if (!captcha?.solutions?.some((solution) => solution.toLowerCase() === answer)) {
          return HttpResponse.json(
            apiErrorBody('captcha', undefined, { key: 'errors.captcha', fields: { captchaAnswer: 'errors.captcha' } }),
            { status: 400 },
          );
        }
      }
      return HttpResponse.json({ id: randomUUID(), thankYouPath: thankYouPathOf(kind, body.language) }, { status: 201 });
    }),

    http.all('*/api/*', async ({ request }) => {
      const chosen = recordedAnswerFor(answers, request, await request.text());
      return chosen ? replay(chosen) : notRecorded(request);
    }),
  ];
}

/** The recording at `file` if it is there and of the current format, else null. */
export function currentMockRecording(file = MOCK_RECORDING_FILE): MockRecording | null {
  if (!existsSync(file)) return null;
  const recording = JSON.parse(readFileSync(file, 'utf8')) as MockRecording;
  return recording.format === MOCK_RECORDING_FORMAT ? recording : null;
}

export function readMockRecording(file = MOCK_RECORDING_FILE): MockRecording {
  const recording = currentMockRecording(file);
  if (!recording) {
    throw new Error(`The mock api has no recording of this format at ${file}: run \`npm run mocks -w api\` once (about 20 s) to record the demo agency.`);
  }
  return recording;
}

/** The dev server's middleware: answers `/api` and `/epc` from the recording, passes everything else on. */
export function mockApiMiddleware(recording = readMockRecording()) {
  process.stdout.write(`[mock api] answering /api from ${path.relative(process.cwd(), MOCK_RECORDING_FILE)} (recorded ${recording.recordedAt}), no api needed\n`);
  // The middleware is CommonJS and types its handlers with msw's CommonJS declarations; the
  // handlers are msw's own either way, and it only runs them.
  return createMiddleware(...(mockApiHandlers(recording) as unknown as Parameters<typeof createMiddleware>));
}
