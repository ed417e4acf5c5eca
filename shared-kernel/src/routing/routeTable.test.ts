import { LANGUAGES } from '../domain/language.js';
import { FIXED_PATH_ROUTES, localizePath, resolvePath, routeOf } from './paths.js';
import { NOT_FOUND_ROUTE, PROJECT_ROUTE, PROPERTY_ROUTE, remotesOf, ROUTE_TABLE, type RouteEntry } from './routeTable.js';

const entryAt = (original: string): RouteEntry => {
  const entry = ROUTE_TABLE.find((candidate) => candidate.original === original);
  if (!entry) throw new Error(`no ${original}`);
  return entry;
};

describe('the route descriptor', () => {
  it('gives every route with a path of its own a distinct path in each of the four languages', () => {
    const seen = new Map<string, string>();
    for (const entry of FIXED_PATH_ROUTES) {
      const paths = LANGUAGES.map((lang) => localizePath(entry.original, lang));
      expect(new Set(paths).size).toBe(LANGUAGES.length);
      for (const path of paths) {
        expect(seen.get(path)).toBeUndefined();
        seen.set(path, entry.original);
      }
      expect(Object.keys(entry.breadcrumb).sort()).toEqual([...LANGUAGES].sort());
    }
    expect(new Set(ROUTE_TABLE.map((entry) => entry.original)).size).toBe(ROUTE_TABLE.length);
  });

  it('describes properties and projects too, resolved from their paths in every language', () => {
    expect(routeOf(resolvePath('/fr/a-vendre/ixelles/appartement/12/'))).toMatchObject({ kind: 'property', mainPart: 'mf_listings/PropertyDetail' });
    expect(routeOf(resolvePath('/nl/project/4/'))).toMatchObject({ kind: 'project', mainPart: 'mf_listings/ProjectDetail' });
    expect(routeOf(resolvePath('/de/nirgendwo/'))).toBe(NOT_FOUND_ROUTE);
    expect(FIXED_PATH_ROUTES.map((entry) => entry.original)).not.toContain(PROPERTY_ROUTE);
  });

  it('keeps out of the sitemap and search engines what is private, a pattern or said after a form only', () => {
    const indexed = (original: string) => entryAt(original).indexed;
    expect(indexed('/')).toBe(true);
    expect(indexed('/for-sale/')).toBe(true);
    expect(indexed('/contact/')).toBe(true);
    expect(indexed('/services/vente/')).toBe(true);
    for (const hidden of ['/favourites/', '/testimonials/', '/testimonials/famille-peeters/', '/portal/', '/login/', '/feedback/contact-me/', PROPERTY_ROUTE, PROJECT_ROUTE]) {
      expect([hidden, indexed(hidden)]).toEqual([hidden, false]);
    }
  });

  it('renders the owner’s pages in the browser and every other page on the server', () => {
    const browser = ROUTE_TABLE.filter((entry) => entry.renderOn === 'browser').map((entry) => entry.original);
    expect(browser.sort()).toEqual(['/login/', '/portal/']);
  });

  it('preloads the remotes of the parts a page shows, and the consent dialog’s everywhere', () => {
    expect(remotesOf(entryAt('/'))).toEqual(['mf_search', 'mf_listings', 'mf_consent']);
    expect(remotesOf(entryAt(PROPERTY_ROUTE))).toEqual(['mf_listings', 'mf_consent']);
    expect(remotesOf(entryAt('/feedback/contact-me/'))).toEqual(['mf_consent']);
    expect(remotesOf(entryAt('/login/'))).toEqual(['mf_portal', 'mf_consent']);
    for (const entry of ROUTE_TABLE) if (entry.mainPart) expect(entry.parts).toContain(entry.mainPart);
  });

  it('names the listing pages and their goal', () => {
    expect(ROUTE_TABLE.filter((entry) => entry.listGoal !== undefined).map((entry) => [entry.original, entry.listGoal])).toEqual([
      ['/for-sale/', 0],
      ['/for-rent/', 1],
    ]);
  });
});
