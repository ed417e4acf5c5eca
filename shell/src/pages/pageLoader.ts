import { findPageByPath, isPublished, pageOriginalPath, type Language, type ModuleRelation, type PageModule, type SitePage } from 'shared-kernel';
import type { EnquiryFormProps, EnquiryKind, PropertyListProps, RemoteModuleId, RemoteModules } from 'shared-kernel/federation';
import { catalogueApi, siteApi, type AppDispatch, type LoaderProps } from 'shared-kernel/react';
import type { RouteEntry } from 'shared-kernel/routing';
import { contentApi } from '../app/contentApi';

/** A remote part of a page and the props its slot renders with, as the part's loader reads them. */
export type PartCall = { [Id in RemoteModuleId]: { id: Id; props: LoaderProps<RemoteModules[Id]> } }[RemoteModuleId];

/** A visited address, resolved against the route table and the configured pages. */
export interface PageAddress {
  entry: RouteEntry;
  params: Readonly<Record<string, string>>;
  pathname: string;
  /** The query string, with or without its `?`. */
  search: string;
  lang: Language;
  pages: readonly SitePage[];
}

/** The form a contact module shows on a page (the brief of each page of spec §2). */
const CONTACT_KINDS: Record<string, EnquiryKind> = {
  '/contact-demand/': 'free-valuation',
  '/demand-register/': 'demand-register',
};

export function contactKindOf(originalPath: string): EnquiryKind {
  return CONTACT_KINDS[originalPath] ?? 'contact';
}

/** What one relation of a configured module shows: the one place that reads a relation's type. */
export type RelationView =
  | { type: 'propertyList'; props: PropertyListProps }
  | { type: 'contact'; props: EnquiryFormProps }
  | { type: 'stats' }
  | { type: 'category'; category: number }
  | { type: 'article'; article: number };

/** A property-list module's list: its cards per row and its limit (spec §9). */
function propertyListModuleProps(module: Pick<PageModule, 'numberItemOfRow' | 'maxItems'>): PropertyListProps {
  return { numberItemOfRow: module.numberItemOfRow || 4, ...(module.maxItems > 0 ? { maxItems: module.maxItems } : {}), browsable: false };
}

export function relationView(module: PageModule, relation: ModuleRelation, contactKind: EnquiryKind): RelationView | null {
  switch (relation.type) {
    case 'property-list':
      return { type: 'propertyList', props: propertyListModuleProps(module) };
    case 'contact':
      return { type: 'contact', props: { kind: contactKind } };
    case 'stats-view':
      return { type: 'stats' };
    case 'category':
      return { type: 'category', category: relation.id };
    case 'article':
      return { type: 'article', article: relation.id };
    default:
      return null;
  }
}

/** A listing page's list: every match, paged, with filters, sorting and the map (spec §2). */
export function listingPageProps(entry: Pick<RouteEntry, 'listGoal'>): PropertyListProps {
  return { ...(entry.listGoal === undefined ? {} : { goal: entry.listGoal }), browsable: true, numberItemOfRow: 4 };
}

/** A property, alone or as a unit under its project's French path. */
export function propertyPageProps(params: Readonly<Record<string, string>>): { id: number; projectId?: number } {
  return { id: Number(params.id), ...(params.projectId ? { projectId: Number(params.projectId) } : {}) };
}

/** The project a unit belongs to: its path names it in French only; elsewhere its data does. */
export function projectOfUnit(projectId: number | undefined, property: { ProjectID?: number | null } | undefined): number | undefined {
  return projectId ?? property?.ProjectID ?? undefined;
}

/** An article's slug: its route's path under its list's. */
export function articleSlugOf(entry: Pick<RouteEntry, 'original' | 'parent'>): string {
  return entry.original.slice((entry.parent ?? '').length).replace(/\/$/, '');
}

/** The configured page an address shows: the one at the route's original path, or a child page by its own path. */
export function configuredPageOf({ entry, pathname, pages }: Pick<PageAddress, 'entry' | 'pathname' | 'pages'>): SitePage | undefined {
  if (entry.original === '') return findPageByPath(pages, pathname)?.page;
  return pages.find((page) => pageOriginalPath(page) === entry.original);
}

/** Kinds drawn from the configured page at their address (its text and modules). */
const CONFIGURED_KINDS = new Set<RouteEntry['kind']>(['home', 'content', 'cookiePolicy', 'articleList', 'notFound']);

/** What the published modules of an address's configured page show; a child page outside the table shows the plain contact form. */
function shownRelations(address: PageAddress): RelationView[] {
  const page = CONFIGURED_KINDS.has(address.entry.kind) ? configuredPageOf(address) : undefined;
  const contactKind = contactKindOf(address.entry.original);
  return (page?.params.modules ?? [])
    .filter(isPublished)
    .flatMap((module) => module.relations.map((relation) => relationView(module, relation, contactKind)))
    .filter((view): view is RelationView => view !== null);
}

/**
 * The remote parts a page renders, each with the props its page component gives it: the server
 * render calls their loaders, so what a part needs is the part's own business.
 */
export function partsOfPage(address: PageAddress): PartCall[] {
  const { entry, params } = address;
  switch (entry.kind) {
    case 'list':
      return [{ id: 'mf_listings/PropertyList', props: listingPageProps(entry) }];
    case 'property':
      return [{ id: 'mf_listings/PropertyDetail', props: propertyPageProps(params) }];
    case 'project':
      return [{ id: 'mf_listings/ProjectDetail', props: { id: Number(params.id) } }];
    case 'projects':
      return [{ id: 'mf_listings/ProjectList', props: {} }];
    case 'favourites':
      return [{ id: 'mf_listings/Favourites', props: {} }];
    case 'savedSearches':
      return [{ id: 'mf_search/SavedSearches', props: {} }];
    default:
      return shownRelations(address).flatMap((view): PartCall[] => {
        if (view.type === 'propertyList') return [{ id: 'mf_listings/PropertyList', props: view.props }];
        if (view.type === 'contact') return [{ id: 'mf_forms/EnquiryForm', props: view.props }];
        return [];
      });
  }
}

/** What every page's frame renders from: the site configuration and the configured pages (menus). */
export function loadLayout(lang: Language, dispatch: AppDispatch): Promise<unknown> {
  return Promise.all([dispatch(siteApi.endpoints.siteConfiguration.initiate(lang)), dispatch(contentApi.endpoints.pages.initiate(lang))]);
}

/** What the shell's own frame of a page asks (breadcrumbs, articles, configured modules' articles), beside its parts' loaders. */
export async function loadShellData(address: PageAddress, dispatch: AppDispatch): Promise<unknown> {
  const { entry, params, lang } = address;
  const articles = (args: { category?: number; slug?: string } = {}) => dispatch(contentApi.endpoints.articles.initiate({ lang, ...args }));
  switch (entry.kind) {
    case 'property': {
      const { id, projectId } = propertyPageProps(params);
      const { data: property } = await dispatch(catalogueApi.endpoints.property.initiate({ id, lang }));
      const unitOf = projectOfUnit(projectId, property);
      return unitOf === undefined ? undefined : dispatch(catalogueApi.endpoints.project.initiate({ id: unitOf, lang }));
    }
    case 'project':
      return dispatch(catalogueApi.endpoints.project.initiate({ id: Number(params.id), lang }));
    case 'article':
      return articles({ slug: articleSlugOf(entry) });
    default: {
      if (entry.kind === 'articleList' && !configuredPageOf(address)) return articles();
      return Promise.all(
        shownRelations(address).map((view) => {
          if (view.type === 'category') return articles({ category: view.category });
          if (view.type === 'article') return articles();
          return undefined;
        }),
      );
    }
  }
}
