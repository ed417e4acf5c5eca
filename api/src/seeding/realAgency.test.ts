import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { AgencyFeed, FeedProperty } from 'shared-kernel';
import { generateFeed } from 'demo-agency';
import { buildApp } from '../app.js';
import { importFeed } from '../catalogue/import.js';
import { testConfig } from '../test/config.js';
import { describeEachDatabase } from '../test/databases.js';

/**
 * Three listings of a real agency's feed, with its photo ids and its documents: one file put in
 * DATA_DIR, one at the agency's own address, one announced but never delivered.
 */
function agencyFeed(): AgencyFeed {
  const listings = generateFeed({ seed: 3, properties: 3 }).properties.filter((property) => property.ProjectID === undefined);
  const [first, second, third] = listings as [FeedProperty, FeedProperty, FeedProperty];
  const document = (ID: number, Url: string) => ({ ID, Name: { fr: 'Plan du rez', nl: 'Plan gelijkvloers' }, Url, MimeType: 'application/pdf' });
  return {
    projects: [],
    properties: [
      { ...first, Documents: [document(501, '/api/documents/501')] },
      { ...second, Documents: [document(502, 'https://files.agence.example/502.pdf')] },
      { ...third, Documents: [document(503, '/api/documents/503')] },
    ],
  };
}

describeEachDatabase('a real agency (SEED_DEMO=false)', (database) => {
  const feed = agencyFeed();
  const photoOf = (index: number) => feed.properties[index]?.Photos[0]?.ImageID ?? '';
  let dataDir: string;
  let app: FastifyInstance;
  const get = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'image/webp' } });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'api-real-agency-'));
    await mkdir(path.join(dataDir, 'documents'));
    await writeFile(path.join(dataDir, 'documents', '501.pdf'), '%PDF-1.7 the agency’s own plan');
    await mkdir(path.join(dataDir, 'images', 'originals'), { recursive: true });
    const photo = sharp({ create: { width: 800, height: 533, channels: 3, background: '#3a6ea5' } });
    await writeFile(path.join(dataDir, 'images', 'originals', `${photoOf(0)}.jpg`), await photo.jpeg().toBuffer());
    // As the server starts: it seeds unless told it is a real agency.
    app = await buildApp(testConfig({ SEED_DEMO: 'false', DATA_DIR: dataDir }), { database: database.db, seedDemoAgency: true });
    await importFeed(database.db, feed);
  });

  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('starts with no generated catalogue, page, article or owner: only what it imported', async () => {
    const counts = await database.db.query<{ properties: number; pages: number; articles: number; owners: number }>(
      `select (select count(*)::int from properties) as properties, (select count(*)::int from pages) as pages,
              (select count(*)::int from articles) as articles, (select count(*)::int from owners) as owners`,
    );
    expect(counts).toEqual([{ properties: 3, pages: 0, articles: 0, owners: 0 }]);
    expect((await get('/api/pages')).json()).toMatchObject({ pages: [] });
    expect((await get('/api/articles?category=2')).statusCode).toBe(404);
  });

  it('serves an uploaded photo and answers a missing one with a 404, drawing none', async () => {
    expect((await get(`/api/images/${photoOf(0)}?w=100`)).statusCode).toBe(200);
    for (const id of [photoOf(1), photoOf(2), 'logo', 'team-1', 'banner-1']) {
      expect((await get(`/api/images/${id}?w=100`)).statusCode).toBe(404);
    }
  });

  it('serves the documents its feed gave, and makes none', async () => {
    const own = await get('/api/documents/501');
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toBe('inline; filename="plan-du-rez-501.pdf"');
    expect(own.body).toBe('%PDF-1.7 the agency’s own plan');
    const elsewhere = await get('/api/documents/502');
    expect(elsewhere.statusCode).toBe(302);
    expect(elsewhere.headers.location).toBe('https://files.agence.example/502.pdf');
    // Never delivered, and not in the feed (the demo would make both).
    expect((await get('/api/documents/503')).statusCode).toBe(404);
    expect((await get('/api/documents/1')).statusCode).toBe(404);
  });
});
