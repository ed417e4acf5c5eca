import { LANGUAGES, type Language } from './language.js';
import { localizedText, type LocalizedText } from './localizedText.js';

/** Spec §3: how a module's background is drawn; '' is none. */
export type MediaDisplayType = 'image' | 'color' | 'gallery' | '';

/** An uploaded image as the back office stores it. */
export interface MediaImage {
  id: number;
  filename: string;
  originalname: string;
  url: string;
  mimetype: string;
  destination: string;
  createDate: string;
}

export const MODULE_RELATION_TYPES = ['property-list', 'category', 'article', 'contact', 'stats-view'] as const;

export type ModuleRelationType = (typeof MODULE_RELATION_TYPES)[number];

/** What a module shows: a property list, a category of articles, one article, a contact form, statistics. */
export interface ModuleRelation {
  type: ModuleRelationType;
  id: number;
}

/** Column widths on small, medium and large screens, in grid columns. */
export interface ColumnWidths {
  sm: number;
  md: number;
  lg: number;
}

/** Spec §3: one block of a page. */
export interface PageModule {
  id: number;
  title: LocalizedText;
  titlePublic: boolean;
  titleSize: string;
  description: LocalizedText;
  description2: LocalizedText;
  position: string;
  span: number;
  col: ColumnWidths;
  sort: number;
  /** How the related items are drawn: card, single, collapse, team, odds, slider… */
  view: string;
  class: string;
  backgroundType: MediaDisplayType;
  image: MediaImage | null;
  images: MediaImage[];
  colorBackground: string;
  relations: ModuleRelation[];
  status: string;
  numberItemOfRow: number;
  maxItems: number;
  isHasSubcategories: boolean;
}

/** Spec §3: a page's configuration. */
export interface PageParams {
  title: LocalizedText;
  description: LocalizedText;
  metadata: LocalizedText;
  seoActive: boolean;
  image: MediaImage | null;
  modules: PageModule[];
  sort: number;
  submenu: boolean;
  showSubmenu: boolean;
  content: LocalizedText;
  css: string;
  /** 'module' for every configured page of spec §2. */
  type: string;
  redirect: boolean;
  redirectUrl: string;
  path: Partial<Record<Language, string>>;
  breadcrumb: boolean;
  banner: boolean;
  bannerTitle: LocalizedText;
  bannerDescription: LocalizedText;
}

export const PAGE_STATUS_PUBLISHED = 'Published';
/** Written, not yet online: never shown, not even by its path. */
export const PAGE_STATUS_DRAFT = 'Draft';

/** Spec §3: a configured page, with its child pages at /{path}/{childpath}/. */
export interface Page {
  id: number;
  parentId: number | null;
  name: string;
  path: string;
  status: string;
  createDate: string;
  modifyDate: string;
  childMenus: Page[];
  sort: number;
  params: PageParams;
}

/** Spec §2 and §4: only published pages appear in menus. */
export function isPublished(page: Pick<Page, 'status'>): boolean {
  return page.status === PAGE_STATUS_PUBLISHED;
}

/** A page as `GET /api/pages` answers it: whether menus show it, and its child pages. */
export interface SitePage extends Omit<Page, 'childMenus'> {
  inMenu: boolean;
  /** Spec §2 nests pages two deep (/{path}/{childpath}/): a child page has none under it. */
  childMenus: SiteChildPage[];
}

export interface SiteChildPage extends Omit<SitePage, 'childMenus'> {
  childMenus: [];
}

export interface PagesResponse {
  /** The language the texts are in; null when they are answered as stored (`raw`). */
  language: Language | null;
  pages: SitePage[];
}

type PathOf = Pick<Page, 'path'> & { params: Pick<PageParams, 'path'> };

const isHomePath = (path: string) => path === 'home' || path === '';

/** A configured page's original path: `home` is `/`, `for-sale` is `/for-sale/`, a child `/about-us/jobs/`. */
export function pageOriginalPath(page: Pick<Page, 'path'>, parent?: Pick<Page, 'path'>): string {
  if (isHomePath(page.path)) return '/';
  const trim = (path: string) => path.replace(/^\/+|\/+$/g, '');
  return `/${parent ? `${trim(parent.path)}/` : ''}${trim(page.path)}/`;
}

/** A configured page's path in a language: its translated segment (or its own path) under the language prefix. */
export function pagePath(page: PathOf, lang: Language, parent?: PathOf): string {
  if (isHomePath(page.path)) return `/${lang}/`;
  const segment = (of: PathOf) => of.params.path[lang] || of.path.replace(/^\/+|\/+$/g, '');
  return `/${lang}/${parent ? `${segment(parent)}/` : ''}${segment(page)}/`;
}

export interface MenuItem {
  id: number;
  label: string;
  path: string;
  children: MenuItem[];
}

const bySort = <T extends { sort: number }>(a: T, b: T) => a.sort - b.sort;

/** Spec §2: the menus show Published pages only, in their sort order, child pages under their parent. */
export function menuItems(pages: readonly SitePage[], lang: Language): MenuItem[] {
  return pages
    .filter(isPublished)
    .sort(bySort)
    .map((page) => ({
      id: page.id,
      label: localizedText(page.params.title, lang) || page.name,
      path: pagePath(page, lang),
      children: page.childMenus
        .filter(isPublished)
        .sort(bySort)
        .map((child) => ({
          id: child.id,
          label: localizedText(child.params.title, lang) || child.name,
          path: pagePath(child, lang, page),
          children: [],
        })),
    }));
}

export interface FoundPage {
  page: SiteChildPage | SitePage;
  parent: SitePage | null;
  /** The language of the path; null for an unprefixed original path. */
  lang: Language | null;
}

function normalizedPath(pathname: string): string {
  let path = pathname.split(/[?#]/)[0] ?? '/';
  try {
    path = decodeURI(path);
  } catch {
    return path;
  }
  return path.endsWith('/') ? path : `${path}/`;
}

/**
 * The configured page a visited path names, by its path in any language or its original path.
 * A Draft page is not online, so it is never found; other statuses (Hidden) are reached by link.
 */
export function findPageByPath(pages: readonly SitePage[], pathname: string): FoundPage | null {
  const path = normalizedPath(pathname);
  const candidates = pages.flatMap((page) => [
    { page, parent: null },
    ...page.childMenus.map((child) => ({ page: child as SiteChildPage | SitePage, parent: page })),
  ]);
  for (const { page, parent } of candidates) {
    if (page.status === PAGE_STATUS_DRAFT || (parent && parent.status === PAGE_STATUS_DRAFT)) continue;
    if (pageOriginalPath(page, parent ?? undefined) === path) return { page, parent, lang: null };
    const lang = LANGUAGES.find((language) => pagePath(page, language, parent ?? undefined) === path);
    if (lang) return { page, parent, lang };
  }
  return null;
}

/** Spec §9: a slider shows up to 40 items, an odds view (services) up to 10. */
export const MODULE_VIEW_LIMITS: Readonly<Record<string, number>> = { slider: 40, odds: 10 };

/** How many related items a module shows: its own maxItems (0 means no limit of its own), never more than its view allows. */
export function moduleItemLimit(module: Pick<PageModule, 'view' | 'maxItems'>): number {
  const viewLimit = MODULE_VIEW_LIMITS[module.view] ?? Infinity;
  return module.maxItems > 0 ? Math.min(module.maxItems, viewLimit) : viewLimit;
}

/** A module title's heading level from its titleSize (h1 is the page's own), h2 when not set or not valid. */
export function moduleHeadingLevel(titleSize: string): 2 | 3 | 4 | 5 | 6 {
  const level = Number(/^h([2-6])$/i.exec(titleSize.trim())?.[1] ?? 2);
  return level as 2 | 3 | 4 | 5 | 6;
}
