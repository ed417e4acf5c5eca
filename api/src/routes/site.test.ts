import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { describeEachDatabase } from '../test/databases.js';
import { testConfig } from '../test/config.js';

describeEachDatabase('site routes', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp(
      testConfig({ REMOTE_URLS: 'mf_portal=https://cdn.example/mf-portal/mf-manifest.json' }),
      { database: database.db },
    );
  });

  afterAll(() => app.close());

  it('GET /api/site answers the seeded settings', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/site' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
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

  it('GET /api/site follows a change in site_settings', async () => {
    await database.db.query(`update site_settings set value = '"nl"' where key = 'defaultLanguage'`);
    const response = await app.inject({ method: 'GET', url: '/api/site' });
    expect(response.json()).toMatchObject({ defaultLanguage: 'nl' });
  });

  it('GET /api/site answers a 500 that reveals nothing when a setting is unusable', async () => {
    await database.db.query(`update site_settings set value = '{"code": "fr"}' where key = 'languages'`);
    const response = await app.inject({ method: 'GET', url: '/api/site' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: 'internal_server_error',
      message: 'Something went wrong on our side. Please try again in a moment.',
    });
  });

  it('GET /api/site/remotes answers the configured manifests, never cached', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/site/remotes' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
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
