import { FIXED_PATH_ROUTES, LANGUAGES, localizePath, type Language } from 'shared-kernel';
import { escapeHtml } from './head.js';

/** One page of the site in every enabled language. */
export interface SitemapEntry {
  paths: Partial<Record<Language, string>>;
  lastModified?: string;
}

/**
 * sitemap.xml with hreflang alternates (Google's `xhtml:link` form): each language's URL is listed
 * once and names all its siblings, so every version is found and attributed to its language.
 */
export function buildSitemap(entries: SitemapEntry[], origin: string): string {
  const urls: string[] = [];
  for (const entry of entries) {
    const versions = Object.entries(entry.paths) as [Language, string][];
    const links = versions
      .map(([lang, path]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeHtml(origin + path)}"/>`)
      .join('\n');
    for (const [, path] of versions) {
      const lastModified = entry.lastModified ? `\n    <lastmod>${entry.lastModified.slice(0, 10)}</lastmod>` : '';
      urls.push(`  <url>\n    <loc>${escapeHtml(origin + path)}</loc>${lastModified}\n${links}\n  </url>`);
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * The pages a crawler has nothing to read in: those the route descriptor renders in the browser
 * (the owner's login and portal, one visitor's own), at their original and every language's path.
 */
const OWNER_PATHS = FIXED_PATH_ROUTES.filter((entry) => entry.renderOn === 'browser').flatMap((entry) => [
  entry.original,
  ...LANGUAGES.map((lang) => localizePath(entry.original, lang)),
]);

export function buildRobots(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    ...OWNER_PATHS.map((path) => `Disallow: ${path}`),
    'Allow: /api/images/',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
