import { isForSale } from '../domain/goal.js';
import { isLanguage, LANGUAGES, type Language } from '../domain/language.js';
import { slugify } from '../format/slugify.js';
import { NOT_FOUND_ROUTE, PROJECT_ROUTE, PROPERTY_ROUTE, ROUTE_TABLE, type RouteEntry } from './routeTable.js';

export interface ResolvedPath {
  /** The language the path names; null for an unprefixed original path (the visitor's choice applies). */
  lang: Language | null;
  /** The route table's original path, or PROPERTY_ROUTE / PROJECT_ROUTE with `params.id`. */
  originalPath: string;
  params: Record<string, string>;
}

export interface BreadcrumbItem {
  label: string;
  path: string;
}

const descriptors = new Map(ROUTE_TABLE.map((entry) => [entry.original, entry]));

/** The descriptor of a resolved path; the not-found route for a path outside the table. */
export function routeOf(resolved: Pick<ResolvedPath, 'originalPath'> | null): RouteEntry {
  return (resolved && descriptors.get(resolved.originalPath)) || NOT_FOUND_ROUTE;
}

/** The entries with paths of their own; a property's or project's path comes from its data. */
export const FIXED_PATH_ROUTES: readonly RouteEntry[] = ROUTE_TABLE.filter(
  (entry) => entry.original !== PROPERTY_ROUTE && entry.original !== PROJECT_ROUTE,
);

const byOriginal = new Map(FIXED_PATH_ROUTES.map((entry) => [entry.original, entry]));

/** Every localized path to its entry and language, for resolving a visited path. */
const byLocalized = new Map<string, { entry: RouteEntry; lang: Language }>();
for (const entry of byOriginal.values()) {
  for (const lang of LANGUAGES) byLocalized.set(localizePathOf(entry, lang), { entry, lang });
}

/** Every known page path by its lower case, for addresses typed or linked in another case. */
const byLowerCase = new Map<string, string>(
  [...byLocalized.keys(), ...byOriginal.keys()].map((path) => [path.toLowerCase(), path]),
);

function localizePathOf(entry: RouteEntry, lang: Language): string {
  return entry.paths[lang] ?? `/${lang}${entry.original}`;
}

/**
 * The path of an original path in a language: its translation from the route table, or the
 * original under the language prefix (`/en/contact/`). Spec §2: property and project paths fall
 * back to the original path; a path the table does not know is left as it is.
 */
export function localizePath(originalPath: string, lang: Language): string {
  const entry = byOriginal.get(originalPath);
  if (entry) return localizePathOf(entry, lang);
  return originalPath;
}

function normalize(pathname: string): string {
  let path: string;
  try {
    path = decodeURI(pathname.split(/[?#]/)[0] ?? '/');
  } catch {
    return pathname;
  }
  if (!path.startsWith('/')) path = `/${path}`;
  return path.endsWith('/') ? path : `${path}/`;
}

/**
 * The route table's own spelling of a page path that was typed in another case or without its
 * final slash ('/en/privacy' is '/en/Privacy/'), for a redirect; null when the path is already
 * spelled so, or is no page of the table.
 */
export function canonicalCasePath(pathname: string): string | null {
  const path = normalize(pathname);
  const known = byLocalized.has(path) || byOriginal.has(path) ? path : byLowerCase.get(path.toLowerCase());
  if (known === undefined) return null;
  // The same spelling, only encoded otherwise ('l%27agence'), is the same address: no redirect.
  if (known === path && (pathname.split(/[?#]/)[0] ?? '').endsWith('/')) return null;
  return known;
}

const FRENCH_PROPERTY = /^\/fr\/(a-vendre|a-louer)\/([^/]+)\/([^/]+)\/(\d+)\/$/;
const FRENCH_PROJECT = /^\/fr\/projects\/([^/]+)\/([^/]+)\/(\d+)\/$/;
const FRENCH_UNIT = /^\/fr\/projects\/([^/]+)\/([^/]+)\/(\d+)\/([^/]+)\/(\d+)\/$/;
const ORIGINAL_ENTITY = /^\/(property|project)\/(\d+)\/$/;

/**
 * What a visited path names: language, original path and parameters; null for a path that is not
 * in the route table (spec §2: a page not found goes to `/`, decided by the caller).
 */
export function resolvePath(pathname: string): ResolvedPath | null {
  const path = normalize(pathname);
  const known = byLocalized.get(path);
  if (known) return { lang: known.lang, originalPath: known.entry.original, params: {} };
  if (byOriginal.has(path)) return { lang: null, originalPath: path, params: {} };

  const frenchUnit = FRENCH_UNIT.exec(path);
  if (frenchUnit) {
    const [, city = '', project = '', projectId = '', title = '', id = ''] = frenchUnit;
    return { lang: 'fr', originalPath: PROPERTY_ROUTE, params: { id, city, project, projectId, title } };
  }
  const frenchProject = FRENCH_PROJECT.exec(path);
  if (frenchProject) {
    const [, city = '', project = '', id = ''] = frenchProject;
    return { lang: 'fr', originalPath: PROJECT_ROUTE, params: { id, city, project } };
  }
  const frenchProperty = FRENCH_PROPERTY.exec(path);
  if (frenchProperty) {
    const [, list = '', city = '', title = '', id = ''] = frenchProperty;
    return { lang: 'fr', originalPath: PROPERTY_ROUTE, params: { id, city, title, goal: list === 'a-vendre' ? 'sale' : 'rent' } };
  }

  const prefix = path.split('/')[1] ?? '';
  const lang = isLanguage(prefix) ? prefix : null;
  const rest = lang ? path.slice(prefix.length + 1) : path;
  const entity = ORIGINAL_ENTITY.exec(rest);
  if (entity) {
    const [, kind = '', id = ''] = entity;
    return { lang, originalPath: kind === 'property' ? PROPERTY_ROUTE : PROJECT_ROUTE, params: { id } };
  }
  return null;
}

export interface PropertyPathInput {
  ID: number;
  Goal: number;
  City: string;
  TypeDescription: string;
  ProjectID?: number | null;
}

export interface ProjectPathInput {
  ID: number;
  City: string;
  Name?: string;
}

/** The slug of a title, never empty, so a path segment always exists. */
function segment(text: string, fallback: string): string {
  return slugify(text) || fallback;
}

/**
 * A project's path: French `/fr/projects/{city}/{project-slug}/{id}/`; other languages
 * `/project/{id}/` (spec §2: they fall back to the original path).
 */
export function projectPath(project: ProjectPathInput, lang: Language): string {
  if (lang !== 'fr') return `/project/${project.ID}/`;
  return `/fr/projects/${segment(project.City, 'bruxelles')}/${segment(project.Name ?? '', 'projet')}/${project.ID}/`;
}

/**
 * A property's path: French `/fr/a-vendre/{city}/{title}/{id}/` or `/fr/a-louer/…`, a unit under
 * its project (`/fr/projects/{city}/{project}/{projectId}/{title}/{id}/`, when the project is
 * given); other languages `/property/{id}/`.
 */
export function propertyPath(summary: PropertyPathInput, lang: Language, project?: ProjectPathInput): string {
  if (lang !== 'fr') return `/property/${summary.ID}/`;
  const title = segment(summary.TypeDescription, 'bien');
  if (project && summary.ProjectID === project.ID) {
    return `${projectPath(project, 'fr')}${title}/${summary.ID}/`;
  }
  const list = isForSale(summary.Goal) ? 'a-vendre' : 'a-louer';
  return `/fr/${list}/${segment(summary.City, 'bruxelles')}/${title}/${summary.ID}/`;
}

/**
 * A property's link in a language: the path above, which for languages other than French is the
 * original `/property/{id}/`, under the language prefix. Whoever follows it (a visitor, a mail's
 * reader, a search engine through hreflang) reads that language, whatever they chose before.
 */
export function propertyHref(summary: PropertyPathInput, lang: Language, project?: ProjectPathInput): string {
  return lang === 'fr' ? propertyPath(summary, 'fr', project) : `/${lang}${propertyPath(summary, lang)}`;
}

/** A project's link in a language, as `propertyHref`. */
export function projectHref(project: ProjectPathInput, lang: Language): string {
  return lang === 'fr' ? projectPath(project, 'fr') : `/${lang}${projectPath(project, lang)}`;
}

function crumb(entry: RouteEntry, lang: Language): BreadcrumbItem {
  return { label: entry.breadcrumb[lang], path: localizePathOf(entry, lang) };
}

/**
 * The breadcrumb trail of a path, home first. Spec §2: a property shows its list (for sale / for
 * rent) then its title, a project unit shows Projects, the project, then the unit. Titles of
 * properties and projects are data: pass them in `titles` (the last items use them).
 */
export function breadcrumbFor(
  pathname: string,
  lang: Language,
  titles: { property?: string; project?: string; goal?: number; projectId?: number } = {},
): BreadcrumbItem[] {
  const resolved = resolvePath(pathname);
  const home = byOriginal.get('/');
  if (!resolved || !home) return [];
  const trail: BreadcrumbItem[] = [crumb(home, lang)];
  const path = normalize(pathname);
  const entry = byOriginal.get(resolved.originalPath);
  if (entry) {
    if (entry.original === '/') return trail;
    const parent = entry.parent ? byOriginal.get(entry.parent) : undefined;
    if (parent) trail.push(crumb(parent, lang));
    trail.push(crumb(entry, lang));
    return trail;
  }
  const projects = byOriginal.get('/projects/');
  if (resolved.originalPath === PROJECT_ROUTE) {
    if (projects) trail.push(crumb(projects, lang));
    trail.push({ label: titles.project ?? '', path });
    return trail;
  }
  // A unit's path names its project in French only; elsewhere the unit's own data says it.
  const projectPathOfUnit = resolved.params.projectId
    ? path.split('/').slice(0, 6).join('/') + '/'
    : titles.projectId !== undefined
      ? projectHref({ ID: titles.projectId, City: '', Name: '' }, lang)
      : undefined;
  if (projectPathOfUnit !== undefined && projects) {
    trail.push(crumb(projects, lang), { label: titles.project ?? '', path: projectPathOfUnit });
  } else {
    const goal = titles.goal ?? (resolved.params.goal === 'rent' ? 1 : 0);
    const list = byOriginal.get(listPathOf(goal));
    if (list) trail.push(crumb(list, lang));
  }
  trail.push({ label: titles.property ?? '', path });
  return trail;
}

/**
 * The listing page of a goal: every link to a list of the catalogue goes through here. A list of
 * both goals (a module without one) leads to the properties for sale.
 */
export function listPathOf(goal: number | undefined): '/for-sale/' | '/for-rent/' {
  return goal === undefined || isForSale(goal) ? '/for-sale/' : '/for-rent/';
}

/** The listing page of a goal in a language. */
export function listHref(goal: number | undefined, lang: Language): string {
  return localizePath(listPathOf(goal), lang);
}

/**
 * The same page in another language (the language switcher): a route of the table goes to its
 * translated path; a property or project to its path in that language (French slugs are not known
 * from the path alone, so `/fr/property/{id}/`, which resolves to the same page); anything else is
 * null and the caller decides (a configured page of its own, or home).
 */
export function pathInLanguage(pathname: string, lang: Language): string | null {
  const resolved = resolvePath(pathname);
  if (!resolved) return null;
  const id = resolved.params.id;
  if (resolved.originalPath === PROPERTY_ROUTE && id) return `/${lang}/property/${id}/`;
  if (resolved.originalPath === PROJECT_ROUTE && id) return `/${lang}/project/${id}/`;
  return localizePath(resolved.originalPath, lang);
}

/** The list page of each kind of article that has pages of its own (spec §2 "Articles"). */
export const ARTICLE_LIST_PATHS = {
  service: '/services/',
  value: '/our-values/',
  testimonial: '/testimonials/',
} as const;

export type ArticlePageKind = keyof typeof ARTICLE_LIST_PATHS;

/** An article's page in a language, or null when articles of its kind have no page. */
export function articlePath(kind: string, slug: string, lang: Language): string | null {
  const list = (ARTICLE_LIST_PATHS as Record<string, string>)[kind];
  // Under the list page's translated path, as the route table writes its article entries.
  return list && slug ? `${localizePath(list, lang)}${slug}/` : null;
}
