import { savedSearchesArgs } from '../alerts/savedSearchesPage.js';
import type { Language } from '../domain/language.js';
import { findPageByPath, isPublished, pageOriginalPath, type PageModule, type SitePage } from '../domain/page.js';
import { MAX_COMPARED, parseIds } from '../listing/favourites.js';
import { listPageArgs, moduleListArgs } from '../listing/listFilters.js';
import { similarQueryOf, type SimilarCandidate } from '../listing/similarProperties.js';

/**
 * One answer a page renders from: an RTK Query endpoint by name and its arguments, as the
 * component asking for it writes them. `then` names the answers that depend on this one (a
 * property's project and similar properties). The shell dispatches
 * `baseApi.endpoints[endpoint].initiate(args)`; the kernel stays free of the store.
 */
export interface DataNeed {
  endpoint: string;
  args: unknown;
  then?: (answer: unknown) => readonly DataNeed[];
}

/** What a route's data depends on: the visited address and the configured pages. */
export interface RouteContext {
  /** The route's original path; '' for a path outside the table. */
  original: string;
  pathname: string;
  params: Readonly<Record<string, string>>;
  lang: Language;
  /** The query string, with or without its `?`. */
  search: string;
  /** The configured pages (layoutData asks them first): a page's modules name their own data. */
  pages: readonly SitePage[];
}

function need<T>(endpoint: string, args: unknown, then?: (answer: T) => readonly DataNeed[]): DataNeed {
  return { endpoint, args, ...(then ? { then: then as (answer: unknown) => readonly DataNeed[] } : {}) };
}

/** What every page's layout renders from: the site configuration and the configured pages (menus). */
export function layoutData(lang: Language): DataNeed[] {
  return [need('siteConfiguration', lang), need('pages', lang)];
}

export const NO_DATA = (): readonly DataNeed[] => [];

/** The props the shell gives mf-listings' list for a property-list module. */
export function propertyListModuleProps(module: Pick<PageModule, 'numberItemOfRow' | 'maxItems'>): { numberItemOfRow: number; maxItems?: number } {
  return { numberItemOfRow: module.numberItemOfRow || 4, ...(module.maxItems > 0 ? { maxItems: module.maxItems } : {}) };
}

/** What a configured page's published modules show: lists, article categories, single articles. */
function moduleData(modules: readonly PageModule[], lang: Language): DataNeed[] {
  return modules.filter(isPublished).flatMap((module) =>
    module.relations.flatMap((relation): DataNeed[] => {
      switch (relation.type) {
        case 'property-list':
          return [need('propertyPage', moduleListArgs(propertyListModuleProps(module), lang))];
        case 'category':
          return [need('articles', { lang, category: relation.id })];
        case 'article':
          return [need('articles', { lang })];
        default:
          return [];
      }
    }),
  );
}

function configuredPageOf({ original, pathname, pages }: RouteContext): SitePage | undefined {
  if (original === '') return findPageByPath(pages, pathname)?.page;
  return pages.find((page) => pageOriginalPath(page) === original);
}

/** A configured page's modules (home, content pages, a child page outside the table). */
export function configuredPageData(route: RouteContext): readonly DataNeed[] {
  return moduleData(configuredPageOf(route)?.params.modules ?? [], route.lang);
}

/** A list page of articles: its configured page when the agency made one, else its articles. */
export function articleListData(route: RouteContext): readonly DataNeed[] {
  return configuredPageOf(route) ? configuredPageData(route) : [need('articles', { lang: route.lang })];
}

export function articleData(slug: string): (route: RouteContext) => readonly DataNeed[] {
  return ({ lang }) => [need('articles', { lang, slug })];
}

/** A listing page: its list under the query's filters, and the communes its filter offers. */
export function listData(goal: number): (route: RouteContext) => readonly DataNeed[] {
  return ({ lang, search }) => [need('listingOptions', lang), need('propertyPage', listPageArgs(search, goal, lang))];
}

export function projectsData({ lang }: RouteContext): readonly DataNeed[] {
  return [need('projects', { lang })];
}

/**
 * Favourites: only a shared list (`?ids=`) is known to a server; the visitor's own are in their
 * browser. The compared ones are asked one by one, as the comparison table asks them.
 */
export function favouritesData({ lang, search }: RouteContext): readonly DataNeed[] {
  const query = new URLSearchParams(search);
  const ids = parseIds(query.get('ids'));
  if (ids.length === 0) return [];
  const compared = parseIds(query.get('compare'), MAX_COMPARED).filter((id) => ids.includes(id));
  return [need('propertiesById', { ids, lang }), ...compared.map((id) => need('property', { id, lang }))];
}

/** One's saved searches, by the signed link (or one search's unsubscribe link) in the address. */
export function savedSearchesData({ lang, search }: RouteContext): readonly DataNeed[] {
  const args = savedSearchesArgs(search, lang);
  return args === null ? [] : [need('savedSearches', args)];
}

type PropertyAnswer = Omit<SimilarCandidate, 'ID' | 'Marquee'> & { ProjectID?: number | null };

/** A property, then what its page shows of others: its project (a unit's) and similar properties. */
export function propertyData({ params, lang }: RouteContext): readonly DataNeed[] {
  const id = Number(params.id);
  return [
    need<PropertyAnswer>('property', { id, lang }, (property) => {
      const unitOf = params.projectId ? Number(params.projectId) : property.ProjectID;
      return [
        ...(unitOf == null ? [] : [need('project', { id: unitOf, lang })]),
        need('similarProperties', similarQueryOf(property, lang)),
      ];
    }),
    // The visit slots are in the page, so a visit can be booked without scripts.
    need('visitSlots', id),
  ];
}

export function projectData({ params, lang }: RouteContext): readonly DataNeed[] {
  return [need('project', { id: Number(params.id), lang })];
}

/** Adds answers of its own to a kind's data (a page whose form needs more). */
export function withData(
  data: (route: RouteContext) => readonly DataNeed[],
  more: (route: RouteContext) => readonly DataNeed[],
): (route: RouteContext) => readonly DataNeed[] {
  return (route) => [...data(route), ...more(route)];
}
