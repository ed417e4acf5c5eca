import { buildRobots, buildSitemap } from './sitemap.js';

describe('buildSitemap', () => {
  const xml = buildSitemap(
    [
      { paths: { fr: '/fr/a-vendre/', nl: '/nl/te-koop/' } },
      { paths: { fr: "/fr/l'agence/" }, lastModified: '2026-05-01T10:00:00Z' },
    ],
    'https://agence.example',
  );

  it('lists every language version once, each naming all its siblings', () => {
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml).toContain('<loc>https://agence.example/nl/te-koop/</loc>');
    const dutch = xml.slice(xml.indexOf('<loc>https://agence.example/nl/te-koop/</loc>'));
    expect(dutch).toContain('hreflang="fr" href="https://agence.example/fr/a-vendre/"');
  });

  it('escapes URLs and keeps the date only', () => {
    expect(xml).toContain('<loc>https://agence.example/fr/l&#39;agence/</loc>');
    expect(xml).toContain('<lastmod>2026-05-01</lastmod>');
  });

  it('is a sitemap document with the xhtml namespace', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });
});

describe('buildRobots', () => {
  it('points at the sitemap and keeps crawlers out of the api and the portal', () => {
    const robots = buildRobots('https://agence.example');
    expect(robots).toContain('Sitemap: https://agence.example/sitemap.xml');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Allow: /api/images/');
    // The routes the descriptor renders in the browser, in every language.
    for (const path of ['/login/', '/nl/login/', '/portal/', '/fr/espace-proprietaire/', '/de/eigentuemerportal/']) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
    expect(robots).not.toContain('Disallow: /fr/a-vendre/');
  });
});
