import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { isOffMarket, NAMED_COMMUNES, projectHref, slugify } from 'shared-kernel';
import { buildApp } from '../app.js';
import { testConfig } from '../test/config.js';
import { describeEachDatabase } from '../test/databases.js';
import type { ProjectDetailView } from '../catalogue/schemas.js';

const INDEX =
  '<!doctype html><html lang=fr><head><meta charset=utf-8><title>Agence</title><script defer src=/main.js></script></head><body><div id=root></div></body></html>';
const HTML = { accept: 'text/html' };

describeEachDatabase('pages with their head', (database) => {
  let app: FastifyInstance;
  let staticRoot: string;

  beforeAll(async () => {
    staticRoot = await mkdtemp(path.join(tmpdir(), 'api-seo-'));
    await mkdir(path.join(staticRoot, 'shell', 'dist'), { recursive: true });
    await writeFile(path.join(staticRoot, 'shell', 'dist', 'index.html'), INDEX);
    app = await buildApp(
      testConfig({ STATIC_ROOT: staticRoot, PUBLIC_ORIGIN: 'https://www.agence.example', SEED_PROPERTIES: '24' }),
      { database: database.db, seedDemoAgency: true },
    );
  });

  afterAll(async () => {
    await app.close();
    await rm(staticRoot, { recursive: true, force: true });
  });

  it('serves a page in its language with title, canonical, alternates and first data', async () => {
    const response = await app.inject({ method: 'GET', url: '/nl/te-koop/', headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<html lang="nl">');
    expect(response.body).toContain('<title>Te koop – Lambermont Immobilier</title>');
    expect(response.body).toContain('<link rel="canonical" href="https://www.agence.example/nl/te-koop/">');
    expect(response.body).toContain('hreflang="fr" href="https://www.agence.example/fr/a-vendre/"');
    expect(response.body).toContain('"@type":"RealEstateAgent"');
    expect(response.body).toContain('<link rel="preload" href="/remotes/mf-listings/remoteEntry.js" as="script">');
    const data = /<script id="__INITIAL_DATA__" type="application\/json">(.*?)<\/script>/.exec(response.body)?.[1];
    expect(JSON.parse(data ?? 'null')).toMatchObject({ route: { lang: 'nl', originalPath: '/for-sale/' } });
  });

  it('describes a property of the seeded agency as an Offer, at its French path', async () => {
    const listing = await app.inject({ method: 'GET', url: '/api/listing-data?lang=fr' });
    const property = (listing.json() as { properties: { ID: number; TypeDescription: string }[] }).properties[0];
    expect(property).toBeDefined();
    const response = await app.inject({ method: 'GET', url: `/property/${property?.ID}/`, headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('"@type":"Offer"');
    expect(response.body).toMatch(/<link rel="canonical" href="https:\/\/www\.agence\.example\/fr\/a-(vendre|louer)\/[^"]+\/\d+\/">/);
    expect(response.body).toContain(`hreflang="nl" href="https://www.agence.example/nl/property/${property?.ID}/"`);
    expect(response.body).toMatch(/<link rel="preload" href="\/api\/images\/[a-z0-9-]+\?w=750" as="image" fetchpriority="high">/);
  });

  it('answers an id that does not exist with the not-found page and a 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/fr/a-vendre/ixelles/rien/999999/', headers: HTML });
    expect(response.statusCode).toBe(404);
  });

  it('answers a property withdrawn from the CRM with 410 and links to similar properties in the server HTML, in its language', async () => {
    const [seen] = await database.db.query<{ id: number; goal: number; webId: number; city: string; zip: string; price: number }>(
      `select id, goal, web_id as "webId", city, zip, price from properties where price > 0 and marquee not in (3, 4) order by id limit 1`,
    );
    await database.db.query(
      `insert into crm_records (crm, crm_id, kind, site_id, withdrawn_at, last_seen) values ('sweepbright', 'gone-estate', 'property', 990001, now(), $1)`,
      [JSON.stringify({ goal: seen?.goal, webId: seen?.webId, city: seen?.city, zip: seen?.zip, price: seen?.price })],
    );
    const gone = await app.inject({ method: 'GET', url: '/nl/property/990001/', headers: HTML });
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('<html lang="nl">');
    expect(gone.body).toContain('<h2 id="gone-similar-title">Vergelijkbare panden die nog beschikbaar zijn</h2>');
    expect(gone.body).toContain(`<a href="/nl/property/${seen?.id}/">`);
    const unknown = await app.inject({ method: 'GET', url: '/nl/property/990002/', headers: HTML });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('gone-similar');
  });

  it('answers a list page past the last one with the not-found page and a 404, and the last page with 200', async () => {
    const { pageCount } = (await app.inject({ method: 'GET', url: '/api/properties?goal=0&pageSize=12' })).json<{ pageCount: number }>();
    expect((await app.inject({ method: 'GET', url: `/nl/te-koop/?page=${pageCount}`, headers: HTML })).statusCode).toBe(200);
    const past = await app.inject({ method: 'GET', url: `/nl/te-koop/?page=${pageCount + 1}`, headers: HTML });
    expect(past.statusCode).toBe(404);
    expect(past.body).toContain('<html lang="nl"');
    // Not kept: made-up addresses are endless and would push the real pages out of the cache.
    expect((await app.inject({ method: 'GET', url: `/nl/te-koop/?page=${pageCount + 1}`, headers: HTML })).headers.age).toBeUndefined();
  });

  it('moves a list page the list would not write (page 0, abc, -1, 1.5, empty or 1; a bad sort or type) to its one address, tags kept', async () => {
    for (const [asked, location] of [
      ['/fr/a-vendre/?page=0', '/fr/a-vendre/'],
      ['/fr/a-vendre/?page=abc', '/fr/a-vendre/'],
      ['/nl/te-huur/?page=-1', '/nl/te-huur/'],
      ['/de/zu-verkaufen/?page=1.5', '/de/zu-verkaufen/'],
      ['/fr/a-vendre/?page=', '/fr/a-vendre/'],
      ['/en/for-sale/?page=1', '/en/for-sale/'],
      ['/fr/a-vendre/?sort=bogus&page=2', '/fr/a-vendre/?page=2'],
      ['/fr/a-vendre/?page=0&type=99&utm_source=mail', '/fr/a-vendre/?utm_source=mail'],
      ['/nl/TE-KOOP?page=0', '/nl/te-koop/'],
    ]) {
      const response = await app.inject({ method: 'GET', url: asked, headers: HTML });
      expect({ asked, status: response.statusCode, location: response.headers.location }).toEqual({ asked, status: 301, location });
    }
    // As the list writes them, in any order, with tags: the page itself.
    for (const asked of ['/fr/a-vendre/?page=2', '/fr/a-vendre/?page=2&sort=price_asc&utm_source=mail', '/fr/?page=0']) {
      expect({ asked, status: (await app.inject({ method: 'GET', url: asked, headers: HTML })).statusCode }).toEqual({ asked, status: 200 });
    }
  });

  it('moves an address in another case, without its final slash or with an old slug to the page’s one address', async () => {
    for (const [asked, location] of [
      ['/en/privacy/', '/en/Privacy/'],
      ['/nl/TE-KOOP?sort=price_asc', '/nl/te-koop/?sort=price_asc'],
    ]) {
      const response = await app.inject({ method: 'GET', url: asked, headers: HTML });
      expect({ asked, status: response.statusCode, location: response.headers.location }).toEqual({ asked, status: 301, location });
    }
    // Every property and project at the address the sitemap gives answers itself: no redirect, no loop.
    const sitemap = (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const french = [...sitemap.matchAll(/<loc>https:\/\/www\.agence\.example(\/fr\/(?:a-vendre|a-louer|projects)\/[^<]+\/\d+\/)<\/loc>/g)].map((match) => match[1] ?? '');
    expect(french.length).toBeGreaterThan(10);
    for (const address of french) {
      const response = await app.inject({ method: 'GET', url: encodeURI(address), headers: HTML });
      expect({ address, status: response.statusCode }).toEqual({ address, status: 200 });
    }
    const property = french.find((address) => /^\/fr\/a-(vendre|louer)\/[^/]+\/[^/]+\/\d+\/$/.test(address)) ?? '';
    const renamed = property.replace(/\/[^/]+\/(\d+)\/$/, '/an-old-title/$1/');
    const moved = await app.inject({ method: 'GET', url: renamed, headers: HTML });
    expect(moved.statusCode).toBe(301);
    expect(decodeURI(moved.headers.location ?? '')).toBe(property);
  });

  it("moves a commune named in another language to the page language's name, so a list has one address", async () => {
    for (const [asked, location] of [
      ['/fr/a-vendre/?city=Ukkel|1180', '/fr/a-vendre/?city=Uccle|1180'],
      ['/nl/te-huur/?city=elsene%7C1050&type=3', '/nl/te-huur/?city=Elsene|1050&type=3'],
      ['/fr/a-vendre/?city=Sint-Genesius-Rode|1640&sort=price_asc', '/fr/a-vendre/?city=Rhode-Saint-Gen%C3%A8se|1640&sort=price_asc'],
    ]) {
      const response = await app.inject({ method: 'GET', url: asked, headers: HTML });
      expect({ asked, status: response.statusCode, location: response.headers.location }).toEqual({ asked, status: 301, location });
    }
    expect((await app.inject({ method: 'GET', url: '/fr/a-vendre/?city=Uccle|1180', headers: HTML })).statusCode).toBe(200);
    // A French property address carries the French name; the Dutch one it had moves to it.
    const sitemap = (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const bilingual = new Map(
      NAMED_COMMUNES.filter((entry) => entry.names.fr !== entry.names.nl && entry.names.nl !== undefined && entry.names.fr !== undefined).map(
        (entry) => [slugify(entry.names.fr), slugify(entry.names.nl)],
      ),
    );
    const cities = [...sitemap.matchAll(/<loc>https:\/\/www\.agence\.example\/fr\/a-(?:vendre|louer)\/([^/]+)\/[^<]+<\/loc>/g)].map((match) => match[1] ?? '');
    expect(cities.filter((city) => [...bilingual.values()].includes(city) && !bilingual.has(city))).toEqual([]);
    const address = [...sitemap.matchAll(/<loc>https:\/\/www\.agence\.example(\/fr\/a-(?:vendre|louer)\/([^/]+)\/[^<]+)<\/loc>/g)].find((match) =>
      bilingual.has(match[2] ?? ''),
    );
    expect(address).toBeDefined();
    const [, property = '', city = ''] = address ?? [];
    const moved = await app.inject({ method: 'GET', url: property.replace(`/${city}/`, `/${bilingual.get(city)}/`), headers: HTML });
    expect({ status: moved.statusCode, location: moved.headers.location }).toEqual({ status: 301, location: property });
  });

  it('sends an address without a language prefix to the language the visitor chose before', async () => {
    for (const [asked, cookie, location] of [
      ['/', 'language=nl', '/nl/'],
      ['/for-sale/?sort=price_asc', 'consent=necessary; language=de', '/de/zu-verkaufen/?sort=price_asc'],
    ]) {
      const response = await app.inject({ method: 'GET', url: asked, headers: { ...HTML, cookie } });
      expect({ asked, status: response.statusCode, location: response.headers.location }).toEqual({ asked, status: 302, location });
      expect(response.headers.vary).toContain('Cookie');
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
    // A prefixed address is the language asked for; the default language, or none of ours, changes nothing.
    for (const [asked, cookie] of [
      ['/fr/', 'language=nl'],
      ['/', 'language=fr'],
      ['/', 'language=es'],
      ['/', ''],
    ]) {
      const response = await app.inject({ method: 'GET', url: asked, headers: { ...HTML, cookie } });
      expect({ asked, cookie, status: response.statusCode }).toEqual({ asked, cookie, status: 200 });
    }
  });

  it('gives a configured page its SEO title from the content, and its description sentence (not its keywords)', async () => {
    const response = await app.inject({ method: 'GET', url: '/fr/a-vendre/', headers: HTML });
    expect(response.body).toMatch(/<title>[^<]+ – Lambermont Immobilier<\/title>/);
    const home = await app.inject({ method: 'GET', url: '/fr/', headers: HTML });
    expect(home.body).toContain('<meta name="description" content="Lambermont Immobilier, agence immobilière à Bruxelles depuis 1967');
  });

  it('answers a path outside the route table with the not-found page and a 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/fr/nulle-part/', headers: HTML });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>Page non trouvée – Lambermont Immobilier</title>');
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    // A path that starts with a language gets the not-found page in that language.
    for (const [asked, lang, title] of [
      ['/en/nowhere/', 'en', 'Page not found'],
      ['/nl/nergens/', 'nl', 'Pagina niet gevonden'],
    ]) {
      const elsewhere = await app.inject({ method: 'GET', url: asked, headers: HTML });
      expect(elsewhere.statusCode).toBe(404);
      expect(elsewhere.body).toContain(`<html lang="${lang}">`);
      expect(elsewhere.body).toContain(`<title>${title} – Lambermont Immobilier</title>`);
    }
  });

  it('describes a project as an AggregateOffer of its units still on the market', async () => {
    const [listed] = (await app.inject({ method: 'GET', url: '/api/projects?lang=fr' })).json<{ ID: number }[]>();
    const project = (await app.inject({ method: 'GET', url: `/api/projects/${listed?.ID}?lang=fr` })).json<ProjectDetailView>();
    const response = await app.inject({ method: 'GET', url: encodeURI(projectHref(project, 'fr')), headers: HTML });
    expect(response.statusCode).toBe(200);
    const blocks = [...response.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>);
    const offer = blocks.find((block) => block['@type'] === 'AggregateOffer');
    const onMarket = project.Properties.filter((unit) => !isOffMarket(unit.Marquee));
    const prices = onMarket.filter((unit) => unit.PublishPrice).map((unit) => unit.Price);
    expect(prices.length).toBeGreaterThan(0);
    expect(offer).toMatchObject({
      url: `https://www.agence.example${projectHref(project, 'fr')}`,
      offerCount: onMarket.length,
      lowPrice: Math.min(...prices),
      highPrice: Math.max(...prices),
      priceCurrency: 'EUR',
      itemOffered: { name: project.Name, address: { addressLocality: project.City, postalCode: project.Zip.slice(0, 4) } },
    });
    // The page's first data is the project as its page asks for it: the browser needs no request.
    const data = /<script id="__INITIAL_DATA__" type="application\/json">(.*?)<\/script>/.exec(response.body)?.[1];
    expect(JSON.parse(data ?? 'null')).toMatchObject({ project: { ID: project.ID, language: 'fr', Name: project.Name } });
  });

  it('answers the same page from its cache', async () => {
    const first = await app.inject({ method: 'GET', url: '/fr/a-louer/?sort=price_asc', headers: HTML });
    expect(first.headers.age).toBeUndefined();
    const second = await app.inject({ method: 'GET', url: '/fr/a-louer/?sort=price_asc&utm_source=mail', headers: HTML });
    expect(second.body).toBe(first.body);
    // Kept, and the tracking tag made no entry of its own.
    expect(second.headers.age).toBe('0');
  });

  it('makes the page of one’s saved searches for each request and lets no cache keep it, its signature going on to no other site', async () => {
    const url = '/fr/mes-recherches/?email=anne%40example.be&signature=a-signature-of-the-link';
    const first = await app.inject({ method: 'GET', url, headers: HTML });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.headers['referrer-policy']).toBe('strict-origin');
    expect(first.body).toContain('<meta name="robots" content="noindex">');
    const second = await app.inject({ method: 'GET', url, headers: HTML });
    expect(second.headers.age).toBeUndefined();
  });

  it('serves robots.txt and a sitemap with every language of the public pages', async () => {
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: https://www.agence.example/sitemap.xml');
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toContain('<loc>https://www.agence.example/fr/estimation-gratuite/</loc>');
    expect(sitemap.body).toContain('<loc>https://www.agence.example/de/zu-verkaufen/</loc>');
    expect(sitemap.body).toMatch(/<loc>https:\/\/www\.agence\.example\/nl\/property\/\d+\/<\/loc>/);
    expect(sitemap.body).toMatch(/<loc>https:\/\/www\.agence\.example\/fr\/projects\/[^<]+\/\d+\/<\/loc>/);
  });
});
