import {
  COMMON_DICTIONARIES,
  type Goal,
  LANGUAGES,
  canonicalCasePath,
  canonicalListSearch,
  chosenLanguage,
  cityQueryInLanguage,
  FIXED_PATH_ROUTES,
  isLanguage,
  PROJECT_ROUTE,
  PROPERTY_ROUTE,
  localizePath,
  parseListFilters,
  pathInLanguage,
  projectHref,
  propertyHref,
  remotesOf,
  resolvePath,
  routeOf,
  NOT_FOUND_ROUTE,
  type Language,
  type RouteEntry,
  type ProjectDetailData,
  type PropertyDetail,
  type SiteConfigResponse,
} from 'shared-kernel';
import type { RemoteLocation, RemoteModuleId, RemoteName } from 'shared-kernel/federation';
import type { Alternate, HeadInput, Preload } from './head.js';
import { agencyJsonLd, offerJsonLd, projectJsonLd } from './jsonLd.js';
import type { SitemapEntry } from './sitemap.js';

/** What the head needs of a property; the catalogue provides it. */
export interface PropertyView {
  detail: PropertyDetail;
  title: string;
  description: string;
  firstImage?: string;
  project?: { ID: number; City: string; Name?: string };
}

export interface ProjectView {
  detail: ProjectDetailData;
  description: string;
  firstImage?: string;
}

/** The data a page head is made of, supplied by the catalogue and content areas. */
export interface PageSources {
  site(lang: Language): Promise<SiteConfigResponse>;
  /** The configured page's SEO title and description for an original path, when it has one. */
  pageMeta(originalPath: string, lang: Language): Promise<{ title: string; description: string } | null>;
  property(id: number, lang: Language): Promise<PropertyView | null>;
  /**
   * For a property that is not in the catalogue: null when it never was (its page is unknown), else
   * links to properties like the one withdrawn (its page is gone), in `lang`.
   */
  gone(id: number, lang: Language): Promise<SimilarLink[] | null>;
  project(id: number, lang: Language): Promise<ProjectView | null>;
  /** How many pages the list of a goal has under the filters of `search` (at least 1). */
  listPageCount(goal: Goal, search: string, lang: Language): Promise<number>;
  /** Every property and project for the sitemap. */
  entities(): Promise<{
    properties: { ID: number; Goal: number; City: string; TypeDescription: string; ProjectID?: number | null; UpdatedAt?: string }[];
    projects: { ID: number; City: string; Name: string; UpdatedAt?: string }[];
  }>;
  /** Where each remote's entry script is, for preloading what a route renders first: in `remotes` (the visitor's), else the live one. */
  remoteEntry(name: RemoteName, remotes?: readonly RemoteLocation[]): string | null;
}

/** The first view's data inlined in the page; the shell reads `site` before anything else. */
export type InitialData = { site: SiteConfigResponse } & Record<string, unknown>;

/** A link of a gone page to a property like the one withdrawn. */
export interface SimilarLink {
  href: string;
  /** Its title and commune. */
  text: string;
}

export interface PageView {
  status: 200 | 404 | 410;
  /** A gone property's page: properties like it, which the server's HTML links to under `title`. */
  similar?: { title: string; links: SimilarLink[] };
  head: HeadInput;
  initialData: InitialData;
  /**
   * Where the first view renders: the owner's login and portal show one visitor's own data and
   * render in the browser only (nothing of theirs to index or share); every public page arrives rendered.
   */
  renderOn: 'server' | 'browser';
  /**
   * The part the page is for (a property's detail, a list): rendered without it, the page is not
   * the page asked for, whatever else it shows.
   */
  mainPart?: RemoteModuleId;
  /** One visitor's own page, by a secret in its address: made for each request, kept by no cache. */
  personal?: true;
}

const NOT_FOUND_TITLE: Record<Language, string> = {
  en: 'Page not found',
  nl: 'Pagina niet gevonden',
  fr: 'Page non trouvée',
  de: 'Seite nicht gefunden',
};

function mainPartOf(route: RouteEntry): { mainPart?: RemoteModuleId; personal?: true } {
  return { ...(route.mainPart ? { mainPart: route.mainPart } : {}), ...(route.personal ? { personal: route.personal } : {}) };
}

function alternatesOf(pathFor: (lang: Language) => string, origin: string, defaultLanguage: Language): Alternate[] {
  return [
    ...LANGUAGES.map((lang) => ({ hreflang: lang, href: origin + pathFor(lang) })),
    { hreflang: 'x-default' as const, href: origin + pathFor(defaultLanguage) },
  ];
}

/**
 * Where an address that names a page in another spelling should send the visitor (301): the route
 * table's case and final slash ('/en/privacy' is '/en/Privacy/'), a property's or project's slugs
 * as they are now ('/fr/a-vendre/ixelles/old-title/12/'). Null for an address spelled as it should
 * be, for the original-path fallbacks (`/property/12/`), and for what does not exist (a 404).
 */
export async function canonicalLocation(pathname: string, sources: PageSources): Promise<string | null> {
  const cased = canonicalCasePath(pathname);
  if (cased !== null) return cased;
  const resolved = resolvePath(pathname);
  if (resolved === null || resolved.lang === null) return null;
  let decoded: string;
  try {
    decoded = decodeURI(pathname);
  } catch {
    return null;
  }
  if (resolved.originalPath === PROPERTY_ROUTE && resolved.params.title !== undefined) {
    const property = await sources.property(Number(resolved.params.id), resolved.lang);
    if (!property) return null;
    const path = propertyHref({ ...property.detail, TypeDescription: property.title }, resolved.lang, property.project);
    return path === decoded ? null : path;
  }
  if (resolved.originalPath === PROJECT_ROUTE && resolved.params.project !== undefined) {
    const project = await sources.project(Number(resolved.params.id), resolved.lang);
    if (!project) return null;
    const path = projectHref(project.detail, resolved.lang);
    return path === decoded ? null : path;
  }
  return null;
}

/**
 * The query a listing page should have instead of `search` (301), from the list's own rules: a bad
 * page, sort or filter, or `page=1`, moves to the list as it writes itself, like a bad slug moves,
 * and a commune named in another language moves to the page language's name
 * ('/fr/a-vendre/?city=Ukkel|1180' is '?city=Uccle|1180', the list the page's own filter links to).
 * Null for every other page and for a listing address already so written.
 */
export function canonicalListQuery(pathname: string, search: string): string | null {
  const resolved = resolvePath(pathname);
  if (resolved === null || routeOf(resolved).listGoal === undefined) return null;
  const written = canonicalListSearch(search);
  const named = resolved.lang == null ? null : cityQueryInLanguage(written ?? search, resolved.lang);
  return named ?? written;
}

/**
 * The address, in the visitor's chosen language, of an address without a language prefix when the
 * language cookie names another enabled language than the site's default; null otherwise.
 */
export async function chosenLanguageElsewhere(pathname: string, cookieHeader: string, sources: PageSources): Promise<string | null> {
  const chosen = chosenLanguage(cookieHeader);
  if (chosen === null || resolvePath(pathname)?.lang !== null) return null;
  const site = await sources.site(chosen);
  if (chosen === site.defaultLanguage || !site.languages.some((entry) => entry.use && entry.code === chosen)) return null;
  return pathInLanguage(pathname, chosen);
}

/**
 * The head and first data of any visited path: the route's language (or the site default for an
 * unprefixed path), its title and description, canonical and hreflang URLs, JSON-LD and preloads.
 * A path outside the route table, or an id that does not exist, is a 404 with the not-found page.
 */
export async function pageView(pathname: string, origin: string, sources: PageSources, search = '', remotes?: readonly RemoteLocation[]): Promise<PageView> {
  const resolved = resolvePath(pathname);
  // A path outside the table still names its language when it starts with one ('/en/no-such/'):
  // its not-found page speaks that language.
  const prefix = pathname.split('/')[1] ?? '';
  const pathLanguage = resolved?.lang ?? (isLanguage(prefix) ? prefix : undefined);
  const firstSite = await sources.site(pathLanguage ?? 'fr');
  const defaultLanguage = (LANGUAGES as readonly string[]).includes(firstSite.defaultLanguage)
    ? (firstSite.defaultLanguage as Language)
    : 'fr';
  const lang = pathLanguage ?? defaultLanguage;
  const site = lang === (pathLanguage ?? 'fr') ? firstSite : await sources.site(lang);
  // A site not given its identity yet names no agency: no structured data, titles without a suffix.
  const agency = site.agency.name ? [agencyJsonLd(site.agency, origin)] : [];
  const titled = (title: string) => (site.agency.name ? `${title} – ${site.agency.name}` : title);
  const route = routeOf(resolved);
  const preloads: Preload[] = remotesOf(route)
    .map((name) => sources.remoteEntry(name, remotes))
    .filter((href): href is string => href !== null)
    .map((href) => ({ href, as: 'script' as const }));
  const base = { og: { type: 'website' as const, siteName: site.agency.name }, jsonLd: agency, preloads };

  // A withdrawn property's page is gone for good (410: search engines drop it at once); the visitor
  // reads the same page as for an unknown address, in the page's language, with its ways on and
  // the properties like the one withdrawn.
  const notFound = (similar?: PageView['similar']): PageView => ({
    status: similar === undefined ? 404 : 410,
    ...(similar === undefined ? {} : { similar }),
    renderOn: NOT_FOUND_ROUTE.renderOn,
    head: {
      ...base,
      lang,
      title: titled(NOT_FOUND_TITLE[lang]),
      description: NOT_FOUND_TITLE[lang],
      canonical: origin + localizePath('/', lang),
      alternates: [],
      robots: 'noindex',
    },
    initialData: { site, route: null },
  });

  if (!resolved) return notFound();

  if (resolved.originalPath === PROPERTY_ROUTE) {
    const property = await sources.property(Number(resolved.params.id), lang);
    if (!property) {
      const similar = await sources.gone(Number(resolved.params.id), lang);
      if (similar === null) return notFound();
      const { default: common } = await COMMON_DICTIONARIES[lang]();
      return notFound({ title: (common.notFound as { similar: string }).similar, links: similar });
    }
    // The French path carries the French title's slug, whatever the page's language: the
    // alternate must be the address that answers, not one that moves (see canonicalLocation).
    const french = lang === 'fr' ? property : ((await sources.property(property.detail.ID, 'fr')) ?? property);
    const summaryIn = (view: PropertyView) => ({ ...view.detail, TypeDescription: view.title });
    const pathFor = (language: Language) =>
      language === 'fr' ? propertyHref(summaryIn(french), 'fr', french.project) : propertyHref(summaryIn(property), language, property.project);
    const canonical = origin + pathFor(lang);
    const image = property.firstImage ? origin + property.firstImage : undefined;
    return {
      status: 200,
      renderOn: route.renderOn,
      ...mainPartOf(route),
      head: {
        ...base,
        lang,
        title: titled(property.title),
        description: property.description,
        canonical,
        alternates: alternatesOf(pathFor, origin, defaultLanguage),
        og: { type: 'product', siteName: site.agency.name, ...(image ? { image } : {}) },
        jsonLd: [...agency, offerJsonLd(property.detail, property.title, canonical, image)],
        preloads: [
          ...preloads,
          ...(property.firstImage ? [{ href: property.firstImage, as: 'image' as const, fetchPriority: 'high' as const }] : []),
        ],
      },
      initialData: { site, route: resolved, property: property.detail },
    };
  }

  if (resolved.originalPath === PROJECT_ROUTE) {
    const project = await sources.project(Number(resolved.params.id), lang);
    if (!project) return notFound();
    const pathFor = (language: Language) => projectHref(project.detail, language);
    const image = project.firstImage ? origin + project.firstImage : undefined;
    const canonical = origin + pathFor(lang);
    return {
      status: 200,
      renderOn: route.renderOn,
      ...mainPartOf(route),
      head: {
        ...base,
        lang,
        title: titled(project.detail.Name),
        description: project.description,
        canonical,
        alternates: alternatesOf(pathFor, origin, defaultLanguage),
        og: { type: 'website', siteName: site.agency.name, ...(image ? { image } : {}) },
        jsonLd: [...agency, projectJsonLd(project.detail, canonical, image)],
      },
      initialData: { site, route: resolved, project: project.detail },
    };
  }

  const { listGoal } = route;
  // A page past the last (an old link, a made-up number) is no page: a search engine drops it, and a
  // visitor gets the not-found page with its search box rather than an empty list.
  const listPage = listGoal === undefined ? 1 : parseListFilters(search).page;
  if (listGoal !== undefined && listPage > (await sources.listPageCount(listGoal, search, lang))) return notFound();
  // Each page of a list is a page of its own to a search engine (its own properties): pages 2 and
  // on name themselves, or an engine would take them for copies of the first and drop them.
  const pageQuery = listPage > 1 ? `?page=${listPage}` : '';

  const meta = await sources.pageMeta(resolved.originalPath, lang);
  const title = meta?.title ?? route.breadcrumb[lang];
  return {
    status: 200,
    renderOn: route.renderOn,
    ...mainPartOf(route),
    head: {
      ...base,
      lang,
      title: resolved.originalPath === '/' && !meta && site.agency.name ? site.agency.name : titled(title),
      description: meta?.description ?? title,
      canonical: origin + localizePath(resolved.originalPath, lang) + pageQuery,
      alternates: alternatesOf((language) => localizePath(resolved.originalPath, language) + pageQuery, origin, defaultLanguage),
      ...(route.indexed ? {} : { robots: 'noindex' }),
    },
    initialData: { site, route: resolved, page: meta },
  };
}

/** Every public page, property and project in every language, for sitemap.xml. */
export async function sitemapEntries(sources: PageSources): Promise<SitemapEntry[]> {
  const pages: SitemapEntry[] = FIXED_PATH_ROUTES.filter((entry) => entry.indexed).map(
    (entry) => ({ paths: Object.fromEntries(LANGUAGES.map((lang) => [lang, localizePath(entry.original, lang)])) }),
  );
  const { properties, projects } = await sources.entities();
  const projectById = new Map(projects.map((project) => [project.ID, project]));
  const propertyEntries = properties.map((property) => {
    const project = property.ProjectID ? projectById.get(property.ProjectID) : undefined;
    return {
      paths: Object.fromEntries(
        LANGUAGES.map((lang) => [lang, propertyHref(property, lang, project)]),
      ),
      ...(property.UpdatedAt ? { lastModified: property.UpdatedAt } : {}),
    };
  });
  const projectEntries = projects.map((project) => ({
    paths: Object.fromEntries(
      LANGUAGES.map((lang) => [lang, projectHref(project, lang)]),
    ),
    ...(project.UpdatedAt ? { lastModified: project.UpdatedAt } : {}),
  }));
  return [...pages, ...propertyEntries, ...projectEntries];
}
