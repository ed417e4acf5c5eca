import type { Language } from './language.js';
import type { LocalizedText } from './localizedText.js';

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
