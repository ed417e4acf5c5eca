import { LANGUAGES } from '../domain/language.js';
import { PAGE_STATUS_PUBLISHED, type SitePage } from '../domain/page.js';
import { FIXED_PATH_ROUTES, localizePath, resolvePath, routeOf } from './paths.js';
import type { DataNeed, RouteContext } from './routeData.js';
import { NOT_FOUND_ROUTE, PROJECT_ROUTE, PROPERTY_ROUTE, remotesOf, ROUTE_TABLE, type RouteEntry } from './routeTable.js';

const route = (entry: RouteEntry, overrides: Partial<RouteContext> = {}): RouteContext => ({
  original: entry.original,
  pathname: localizePath(entry.original, 'fr'),
  params: {},
  lang: 'fr',
  search: '',
  pages: [],
  ...overrides,
});

const entryAt = (original: string): RouteEntry => {
  const entry = ROUTE_TABLE.find((candidate) => candidate.original === original);
  if (!entry) throw new Error(`no ${original}`);
  return entry;
};

/** A configured page with one module of each kind that asks for data. */
function pageWithModules(path: string): SitePage {
  const module = (id: number, relation: { type: string; id: number }, extra: object = {}) => ({
    id,
    status: PAGE_STATUS_PUBLISHED,
    relations: [relation],
    numberItemOfRow: 0,
    maxItems: 0,
    ...extra,
  });
  return {
    path,
    params: {
      modules: [
        module(1, { type: 'property-list', id: 0 }, { maxItems: 8 }),
        module(2, { type: 'category', id: 3 }),
        module(3, { type: 'article', id: 9 }),
        module(4, { type: 'contact', id: 0 }),
        module(5, { type: 'category', id: 4 }, { status: 'Draft' }),
      ],
    },
    childMenus: [],
  } as unknown as SitePage;
}

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

describe('the data a route prefetches', () => {
  const endpoints = (needs: readonly DataNeed[]) => needs.map(({ endpoint, args }) => [endpoint, args]);

  it('defines data for every page that shows data, and none for the pages rendered in the browser', () => {
    for (const original of ['/for-sale/', '/for-rent/', '/projects/', '/services/vente/']) {
      expect([original, entryAt(original).data(route(entryAt(original))).length > 0]).toEqual([original, true]);
    }
    for (const entry of ROUTE_TABLE.filter((candidate) => candidate.renderOn === 'browser')) expect(entry.data(route(entry))).toEqual([]);
  });

  it('asks a list for the filters of its query, as the list asks its page', () => {
    const forSale = entryAt('/for-sale/');
    expect(endpoints(forSale.data(route(forSale, { search: '?city=Ixelles|1050&page=2&sort=price_asc' })))).toEqual([
      ['listingOptions', 'fr'],
      ['propertyPage', { filters: { sort: 'price_asc', page: 2, view: 'list', city: { name: 'Ixelles', zip: '1050' } }, goal: 0, pageSize: 12, lang: 'fr' }],
    ]);
  });

  it('asks a property and its visit slots, then its project and the similar properties from its answer', () => {
    const property = entryAt(PROPERTY_ROUTE);
    const [first, ...others] = property.data(route(property, { params: { id: '12' }, lang: 'nl' }));
    expect(endpoints(others)).toEqual([['visitSlots', 12]]);
    expect(first).toMatchObject({ endpoint: 'property', args: { id: 12, lang: 'nl' } });
    const unit = { ProjectID: 4, Goal: 0, WebID: 1, Price: 300000, PublishPrice: true };
    expect(endpoints(first?.then?.(unit) ?? [])).toEqual([
      ['project', { id: 4, lang: 'nl' }],
      ['similarProperties', expect.objectContaining({ lang: 'nl', goal: '0', type: '1' })],
    ]);
    expect(endpoints(first?.then?.({ ...unit, ProjectID: null }) ?? []).map(([endpoint]) => endpoint)).toEqual(['similarProperties']);
  });

  it('asks what the published modules of a configured page show', () => {
    const home = entryAt('/');
    expect(endpoints(home.data(route(home, { pages: [pageWithModules('home')] })))).toEqual([
      ['propertyPage', { filters: { sort: 'date_desc', page: 1, view: 'list' }, pageSize: 8, lang: 'fr' }],
      ['articles', { lang: 'fr', category: 3 }],
      ['articles', { lang: 'fr' }],
    ]);
    expect(home.data(route(home))).toEqual([]);
    // A path outside the table may be a configured child page: its modules, found by its path.
    const child = { ...pageWithModules('about-us'), childMenus: [{ ...pageWithModules('jobs'), params: { ...pageWithModules('jobs').params, path: {} } }] };
    const needs = NOT_FOUND_ROUTE.data({ ...route(NOT_FOUND_ROUTE), original: '', pathname: '/about-us/jobs/', pages: [{ ...child, params: { ...child.params, path: {} } } as SitePage] });
    expect(needs.length).toBe(3);
  });

  it('asks a shared list of favourites and the ones compared, and nothing for the visitor’s own', () => {
    const favourites = entryAt('/favourites/');
    expect(favourites.data(route(favourites))).toEqual([]);
    expect(endpoints(favourites.data(route(favourites, { search: '?ids=3,5,8&compare=5,8,99' })))).toEqual([
      ['propertiesById', { ids: [3, 5, 8], lang: 'fr' }],
      ['property', { id: 5, lang: 'fr' }],
      ['property', { id: 8, lang: 'fr' }],
    ]);
  });
});
