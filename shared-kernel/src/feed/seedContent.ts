import type { Article } from '../domain/article.js';
import type { Language } from '../domain/language.js';
import type { PageModule, PageParams } from '../domain/page.js';
import type { SiteConfigFlags, SiteConfiguration } from '../domain/site.js';
import type { OwnerRole, PortalCommunication, PortalOnlineMedium, PortalVisit } from '../portal/types.js';
import type { DailyViewCount } from '../portal/viewStatistics.js';

/**
 * What a first start writes besides the catalogue, as the api stores it: the records an agency's
 * seed source gives (the demo agency's by default; a real agency starts without them).
 */
export interface SeedPage {
  id: number;
  parentId: number | null;
  name: string;
  path: string;
  status: string;
  sort: number;
  createDate: string;
  modifyDate: string;
  params: Omit<PageParams, 'modules'>;
  modules: PageModule[];
}

/**
 * The site's settings as the api keeps them, one row of `site_settings` per key: the
 * configuration of GET /api/site without what the api works out (the counts, the answer's language).
 */
export type SeedSettings = Omit<SiteConfiguration, 'language' | 'config'> & { config: Omit<SiteConfigFlags, 'data'> };

export interface SeedArticle extends Article {
  published: boolean;
}

export interface SeedOwner {
  id: number;
  name: string;
  email: string;
  role: OwnerRole;
  language: Language;
  /** Stored only as its hash. */
  password: string;
}

/** A property the owners may be given, as the catalogue holds it. */
export interface SeedCandidate {
  id: number;
  createdAt: string;
}

/** The owners' properties and what the portal shows of each, property by property. */
export interface SeedPortalHistory {
  ownership: { ownerId: number; propertyId: number }[];
  visits: (PortalVisit & { propertyId: number })[];
  communications: (PortalCommunication & { propertyId: number })[];
  onlineMedia: (PortalOnlineMedium & { propertyId: number })[];
  dailyViews: (DailyViewCount & { propertyId: number })[];
}
