import type { FastifyInstance } from 'fastify';
import type { SiteConfiguration } from 'shared-kernel';
import { demoAgency } from 'demo-agency';
import { buildApp } from '../app.js';
import { seedCatalogue } from '../catalogue/seed.js';
import { seedSettings } from '../site/settings.js';
import { describeEachDatabase } from '../test/databases.js';
import { testConfig } from '../test/config.js';

describeEachDatabase('site routes', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp(
      testConfig({ REMOTE_URLS: 'mf_portal=https://cdn.example/mf-portal/mf-manifest.json' }),
      { database: database.db },
    );
    await seedSettings(database.db, demoAgency.seed.settings);
  });

  afterAll(() => app.close());

  it('GET /api/site answers the basics the shell reads before its first render', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/site' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      defaultLanguage: 'fr',
      languages: [
        { code: 'en', use: true },
        { code: 'nl', use: true },
        { code: 'fr', use: true },
        { code: 'de', use: true },
      ],
      agency: {
        name: 'Lambermont Immobilier',
        phone: '025123456',
        email: 'info@agence-lambermont.be',
        street: 'Avenue Louise 231',
        zip: '1050',
        city: 'Bruxelles',
      },
    });
  });

  it('GET /api/site answers the layout with its texts in the language asked for', async () => {
    const site = (await app.inject({ method: 'GET', url: '/api/site?lang=nl' })).json<SiteConfiguration>();
    expect(site.language).toBe('nl');
    expect(site.topBar.right).toContainEqual({ status: 'Published', label: 'Aanmelden eigenaar', link: '/login/', icon: 'lock', color: '' });
    expect(site.appBar).toEqual({ logo: 'left', menu: 'right', languageSwitcher: 'right' });
    expect(site.banner).toMatchObject({ type: 'gallery', images: ['banner-1', 'banner-2', 'banner-3'], title: 'Uw vastgoedkantoor in Brussel sinds 1967' });
    expect(site.footer.map((column) => column.title)).toEqual(['Lambermont Immobilier', 'Openingsuren', 'Erkenning']);
    expect(site.footer[0]).toMatchObject({ textPublic: true, sizes: { sm: 12, md: 6, lg: 4 } });
    expect(site.config).toMatchObject({ showFreeEvaluation: true, changeOnScroll: true, showSearchCount: true, logoOnHome: 'afterScroll' });
    expect(site.siteInfo).toEqual({ analyticsId: '', adsId: '', tagManagerId: '', socialPixelId: '' });
  });

  it('GET /api/site counts the properties on the market for sale and for rent', async () => {
    const empty = (await app.inject({ method: 'GET', url: '/api/site' })).json<SiteConfiguration>();
    expect(empty.config.data.countProperty).toEqual([0, 0]);
    await seedCatalogue(database.db, demoAgency.seed, { seed: 3, properties: 12 });
    const [counts] = await database.db.query<{ sale: number; rent: number; gone: number }>(
      `select count(*) filter (where goal = 0 and marquee <> 3)::int as sale, count(*) filter (where goal <> 0 and marquee <> 4)::int as rent,
         count(*) filter (where marquee in (3, 4))::int as gone from properties`,
    );
    const site = (await app.inject({ method: 'GET', url: '/api/site' })).json<SiteConfiguration>();
    // Sold and rented properties are not counted as for sale or for rent.
    expect(site.config.data.countProperty).toEqual([counts?.sale, counts?.rent]);
    expect(counts?.gone).toBeGreaterThan(0);
    expect((counts?.sale ?? 0) + (counts?.rent ?? 0)).toBeGreaterThan(12);
  });

  it('GET /api/site answers the texts as stored with raw=1, a plain string or one per language', async () => {
    const site = (await app.inject({ method: 'GET', url: '/api/site?raw=1' })).json<SiteConfiguration>();
    expect(site.language).toBeNull();
    expect(site.topBar.left[0]?.label).toBe('02 512 34 56');
    expect(site.topBar.right[1]?.label).toEqual({ fr: 'Accès propriétaire', nl: 'Aanmelden eigenaar', en: 'Owner login', de: 'Eigentümer-Login' });
  });

  it('GET /api/site refuses a language it does not speak with a 400', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/site?lang=EN' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^querystring\/lang must be one of en, nl, fr, de/);
  });

  it('GET /api/site follows a change in site_settings', async () => {
    await database.db.query(`update site_settings set value = '"nl"' where key = 'defaultLanguage'`);
    const response = await app.inject({ method: 'GET', url: '/api/site' });
    expect(response.json()).toMatchObject({ defaultLanguage: 'nl', language: 'nl', banner: { title: 'Uw vastgoedkantoor in Brussel sinds 1967' } });
  });

  it('GET /api/site answers a 500 that reveals nothing when a setting is unusable', async () => {
    await database.db.query(`update site_settings set value = '{"code": "fr"}' where key = 'languages'`);
    const response = await app.inject({ method: 'GET', url: '/api/site' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: 'internal_error',
      message: 'Something went wrong on our side. Please try again in a moment.',
      key: 'apiErrors.internalError',
    });
  });

  it("GET /api/site/remotes answers the configured manifests, never cached, nor kept by a shared cache (a canary makes them the visitor's)", async () => {
    const response = await app.inject({ method: 'GET', url: '/api/site/remotes' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.json()).toEqual({
      remotes: [
        { name: 'mf_listings', entry: '/remotes/mf-listings/mf-manifest.json' },
        { name: 'mf_search', entry: '/remotes/mf-search/mf-manifest.json' },
        { name: 'mf_forms', entry: '/remotes/mf-forms/mf-manifest.json' },
        { name: 'mf_portal', entry: 'https://cdn.example/mf-portal/mf-manifest.json' },
        { name: 'mf_consent', entry: '/remotes/mf-consent/mf-manifest.json' },
      ],
    });
  });
});
