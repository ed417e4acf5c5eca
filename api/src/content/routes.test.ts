import type { FastifyInstance } from 'fastify';
import type { ArticlesResponse, PagesResponse, SitePage } from 'shared-kernel';
import { demoAgency } from 'demo-agency';
import { buildApp } from '../app.js';
import { seedCatalogue } from '../catalogue/seed.js';
import { testConfig } from '../test/config.js';
import { describeEachDatabase } from '../test/databases.js';
import { seedContent } from './seed.js';

describeEachDatabase('content routes', (database) => {
  let app: FastifyInstance;
  const get = (url: string) => app.inject({ method: 'GET', url });

  beforeAll(async () => {
    app = await buildApp(testConfig(), { database: database.db });
    await seedCatalogue(database.db, demoAgency.seed, { seed: 5, properties: 20 });
    await seedContent(database.db, demoAgency.seed, { seed: 5 });
  });

  afterAll(() => app.close());

  describe('GET /api/pages', () => {
    it('answers the pages in menu order with their modules, texts in the language asked for', async () => {
      const response = await get('/api/pages?lang=nl');
      expect(response.statusCode).toBe(200);
      const { language, pages } = response.json<PagesResponse>();
      expect(language).toBe('nl');
      expect(pages.filter((page) => page.inMenu).map((page) => page.path)).toEqual([
        'home',
        'for-sale',
        'for-rent',
        'projects',
        'services',
        'gestion-locative',
        'about-us',
        'demand-register',
        'contact',
      ]);
      const forSale = pages.find((page) => page.path === 'for-sale');
      expect(forSale?.params).toMatchObject({ title: 'Te koop', path: { nl: 'te-koop', fr: 'a-vendre' } });
      expect(forSale?.params.modules).toMatchObject([
        { title: 'Panden te koop', relations: [{ type: 'property-list', id: 28 }], numberItemOfRow: 4, maxItems: 4 },
      ]);
    });

    it('marks for menus only the published pages, child pages included', async () => {
      const { pages } = (await get('/api/pages?lang=en')).json<PagesResponse>();
      const all = (list: SitePage[]): SitePage[] => list.flatMap((page) => [page, ...all(page.childMenus)]);
      for (const page of all(pages)) expect(page.inMenu).toBe(page.status === 'Published');
      expect(all(pages).filter((page) => !page.inMenu).map((page) => page.status)).toEqual(expect.arrayContaining(['Hidden', 'Draft']));
      expect(pages.find((page) => page.path === 'about-us')?.childMenus).toMatchObject([{ path: 'jobs', status: 'Draft', inMenu: false }]);
    });

    it('answers in the default language when none is asked for, and falls back to it for a missing text', async () => {
      expect((await get('/api/pages')).json<PagesResponse>()).toMatchObject({ language: 'fr' });
      await database.db.query(`update site_settings set value = '"nl"' where key = 'defaultLanguage'`);
      try {
        const { language, pages } = (await get('/api/pages')).json<PagesResponse>();
        expect(language).toBe('nl');
        expect(pages[0]?.params.title).toBe('Home');
        await database.db.query(`update pages set params = jsonb_set(params, '{title}', '{"nl": "Onthaal"}') where path = 'home'`);
        expect((await get('/api/pages?lang=de')).json<PagesResponse>().pages[0]?.params.title).toBe('Onthaal');
      } finally {
        await database.db.query(`update site_settings set value = '"fr"' where key = 'defaultLanguage'`);
      }
    });

    it('answers the texts as stored with raw=1', async () => {
      const { language, pages } = (await get('/api/pages?raw=1')).json<PagesResponse>();
      expect(language).toBeNull();
      const services = pages.find((page) => page.path === 'services');
      expect(services?.params.title).toEqual({ en: 'Services', nl: 'Diensten', fr: 'Services', de: 'Dienstleistungen' });
      expect(services?.params.content).toBe('');
    });

    it('refuses a language or a raw flag it does not know with a 400 that says why', async () => {
      const language = await get('/api/pages?lang=es');
      expect(language.statusCode).toBe(400);
      expect(language.json()).toMatchObject({ error: 'validation_failed', key: 'apiErrors.validationFailed', message: expect.stringMatching(/^querystring\/lang must be one of en, nl, fr, de/) });
      const raw = await get('/api/pages?raw=maybe');
      expect(raw.statusCode).toBe(400);
      expect(raw.json<{ message: string }>().message).toMatch(/^querystring\/raw must be 1 or 0/);
    });
  });

  describe('GET /api/articles', () => {
    it('answers the published articles of a category in order, in the language asked for', async () => {
      const response = await get('/api/articles?category=2&lang=en');
      expect(response.statusCode).toBe(200);
      const { language, category, articles } = response.json<ArticlesResponse>();
      expect(language).toBe('en');
      expect(category).toEqual({ id: 2, kind: 'service', name: 'Our services' });
      expect(articles.map((article) => article.slug)).toEqual([
        'accueil-en-agence',
        'vente',
        'location',
        'estimation-gratuite',
        'photo-reportage-professionnel--360°',
        'visibilite-accrue-de-votre-bien',
        'gestion-locative',
      ]);
      expect(articles[1]).toMatchObject({ title: 'Selling', imageId: 'article-vente', body: expect.stringContaining('\n\n') });
    });

    it('leaves out a testimonial that waits for approval', async () => {
      const { articles } = (await get('/api/articles?category=3')).json<ArticlesResponse>();
      expect(articles).toHaveLength(5);
      expect((await get('/api/articles?slug=sarah-et-louis')).statusCode).toBe(404);
    });

    it('answers one article by its slug in any language, with its category', async () => {
      const vente = (await get('/api/articles?slug=vente&lang=de')).json<ArticlesResponse>();
      expect(vente).toMatchObject({ language: 'de', category: { id: 2, name: 'Unsere Leistungen' }, articles: [{ id: 2, title: 'Verkauf' }] });
      const story = (await get('/api/articles?slug=our-story&lang=fr')).json<ArticlesResponse>();
      expect(story.articles).toMatchObject([{ id: 32, slug: 'notre-histoire', title: 'Lambermont Immobilier, depuis 1967' }]);
      const raw = (await get('/api/articles?slug=unsere-geschichte&raw=true')).json<ArticlesResponse>();
      expect(raw.articles[0]?.slug).toEqual({ fr: 'notre-histoire', nl: 'onze-geschiedenis', en: 'our-story', de: 'unsere-geschichte' });
    });

    it('answers a clear 404 for a slug or a category that names nothing', async () => {
      const slug = await get('/api/articles?slug=nowhere');
      expect(slug.statusCode).toBe(404);
      expect(slug.json()).toMatchObject({ error: 'not_found', key: 'apiErrors.notFound', message: 'No published article has the slug "nowhere".' });
      const inCategory = await get('/api/articles?slug=vente&category=5');
      expect(inCategory.json()).toMatchObject({ error: 'not_found', key: 'apiErrors.notFound', message: 'No published article has the slug "vente" in category 5.' });
      const category = await get('/api/articles?category=99');
      expect(category.statusCode).toBe(404);
      expect(category.json()).toMatchObject({ error: 'not_found', key: 'apiErrors.notFound', message: 'There is no article category 99.' });
    });

    it('refuses a category that is not an id with a 400', async () => {
      const response = await get('/api/articles?category=services');
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe('querystring/category must be a category id, a whole number');
    });
  });

  it('describes the routes in the api documentation', async () => {
    const document = (await get('/api/docs/json')).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/pages', '/api/articles']));
    expect(Object.keys(document.paths)).not.toContain('/api/routes');
    // Self-contained: the description registers no shared components a reference could point to.
    expect(JSON.stringify(document.paths['/api/pages'])).not.toContain('$ref');
  });
});
