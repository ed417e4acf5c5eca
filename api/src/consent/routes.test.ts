import Fastify, { type FastifyInstance } from 'fastify';
import { ALL_CONSENTS, consentCookieStrings, NECESSARY_ONLY } from 'shared-kernel';
import { registerOpenApi } from '../docs/openapi.js';
import { errorHandler } from '../http/errors.js';
import { PLUGIN_TIMEOUT_MS } from '../plugins/db.js';
import { testConfig } from '../test/config.js';
import { describeEachDatabase } from '../test/databases.js';
import { registerServices } from '../test/services.js';
import { consentRoutes, returnPathOf } from './routes.js';

const NOW = new Date('2026-03-02T10:00:00Z');
const SITE = 'https://agency.example';

describeEachDatabase('POST /api/consent, the consent dialog without scripts', (database) => {
  let app: FastifyInstance;
  const storeExpiry = (consentExpiryDays: number | undefined) =>
    database.db.query("insert into site_settings (key, value) values ('siteInfo', $1::jsonb) on conflict (key) do update set value = excluded.value", [
      JSON.stringify({ analyticsId: '', consentExpiryDays }),
    ]);

  // Each post from an address of its own unless a test says otherwise: the limit is per address.
  let visitors = 0;
  const post = (body: string, { ip = `198.51.100.${(visitors += 1)}`, headers = {} }: { ip?: string; headers?: Record<string, string> } = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/consent',
      remoteAddress: ip,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE, ...headers },
      payload: body,
    });

  beforeAll(async () => {
    // Behind a proxy, as in production: the proxy says whether the visitor came over https.
    app = Fastify({ trustProxy: true, pluginTimeout: PLUGIN_TIMEOUT_MS });
    app.setErrorHandler(errorHandler);
    await registerServices(app, { database: database.db, config: testConfig({ PUBLIC_ORIGIN: SITE }) });
    await registerOpenApi(app);
    await app.register(consentRoutes, { rateLimit: { max: 5, timeWindowMs: 60_000 } });
    await app.ready();
  });

  beforeEach(async () => {
    jest.useFakeTimers({ now: NOW, doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask', 'hrtime', 'performance'] });
    await storeExpiry(undefined);
  });

  afterEach(() => jest.useRealTimers());

  afterAll(() => app.close());

  it('saves "agree all" as the cookies the dialog writes, and goes back to the page with a 303', async () => {
    const answer = await post('choice=all&return=%2Ffr%2Fa-vendre%2F%3Ftype%3D3&lang=fr');
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/fr/a-vendre/?type=3');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['set-cookie']).toEqual(consentCookieStrings(ALL_CONSENTS, NOW));
    expect(answer.headers['set-cookie']).toContain('consent=necessary.analytics.marketing.social.unclassified; expires=Mon, 31 Aug 2026 10:00:00 GMT; path=/; SameSite=Lax');
  });

  it('saves a refusal for the configured number of days, Secure over https, back on the page without the reset flag', async () => {
    await storeExpiry(90);
    const answer = await post('choice=none&return=/nl/te-koop/?setcookies&lang=nl', { headers: { 'x-forwarded-proto': 'https' } });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/nl/te-koop/');
    expect(answer.headers['set-cookie']).toEqual(consentCookieStrings(NECESSARY_ONLY, NOW, { expiryDays: 90, secure: true }));
    expect(answer.headers['set-cookie']).toContain('consentAdStorage=denied; expires=Sun, 31 May 2026 10:00:00 GMT; path=/; SameSite=Lax; Secure');
  });

  it('saves the ticked options of "Save my choice"', async () => {
    const answer = await post('options=analytics&options=social&choice=custom&return=/en/');
    expect(answer.statusCode).toBe(303);
    expect(answer.headers['set-cookie']).toEqual(consentCookieStrings({ analytics: true, marketing: false, social: true, unclassified: false }, NOW));
  });

  it('sends a page of another site, or none, to the home page of the language instead', async () => {
    for (const [returnTo, language, home] of [
      ['https://evil.example/fr/', 'fr', '/fr/'],
      ['//evil.example/', 'nl', '/nl/'],
      ['/\\evil.example/', 'de', '/de/'],
      ['javascript:alert(1)', 'en', '/en/'],
      ['/api/consent', 'en', '/en/'],
    ]) {
      const answer = await post(`choice=all&return=${encodeURIComponent(returnTo ?? '')}&lang=${language}`);
      expect([returnTo, answer.statusCode, answer.headers.location]).toEqual([returnTo, 303, home]);
    }
    // Without a language either: the site's default language.
    expect((await post('choice=none')).headers.location).toBe('/fr/');
  });

  it('refuses a post from another site, which must not choose for the visitor', async () => {
    const answer = await post('choice=all&return=/fr/', { headers: { origin: 'https://evil.example' } });
    expect(answer.statusCode).toBe(403);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('answers 400 with the reason for a choice it does not know, and sets nothing', async () => {
    for (const body of ['choice=some', 'choice=custom&options=necessary', '', 'choice=all&lang=es']) {
      const answer = await post(body);
      expect([body, answer.statusCode]).toEqual([body, 400]);
      expect(answer.json()).toEqual({ error: 'validation_failed', message: expect.stringContaining('choice=all, none or custom'), key: 'apiErrors.validationFailed' });
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses a body longer than a form of the dialog, and too many posts from one address, never with a 500', async () => {
    const long = await post(`choice=all&return=/${'a'.repeat(5000)}`, { ip: '203.0.113.6' });
    expect(long.statusCode).toBe(413);
    const answers = [];
    for (let index = 0; index < 6; index += 1) answers.push((await post('choice=all', { ip: '203.0.113.7' })).statusCode);
    expect(answers).toEqual([303, 303, 303, 303, 303, 429]);
  });
});

describe('returnPathOf', () => {
  it('keeps a path of the site with its query, and nothing else', () => {
    expect(returnPathOf('/fr/a-vendre/?city=Uccle|1180&page=2')).toBe('/fr/a-vendre/?city=Uccle%7C1180&page=2');
    expect(returnPathOf('/?setcookies&utm_source=x')).toBe('/?utm_source=x');
    expect(returnPathOf('/fr/%0d%0aSet-Cookie:x')).toBe('/fr/%0d%0aSet-Cookie:x');
    expect(returnPathOf('/fr/\r\nSet-Cookie: x')).toBeNull();
    expect(returnPathOf('fr/')).toBeNull();
    expect(returnPathOf(undefined)).toBeNull();
  });
});
