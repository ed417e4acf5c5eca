import type { RemoteLocation } from 'shared-kernel/federation';
import {
  chooseSimilar,
  cleanDescription,
  LIST_PAGE_SIZE,
  localizedText,
  MAX_SIMILAR,
  parseListFilters,
  propertyHref,
  propertyQueryOf,
  similarQueryOf,
  type Language,
} from 'shared-kernel';
import type { Catalogue } from '../catalogue/catalogue.js';
import { propertyQuerySchema } from '../catalogue/schemas.js';
import { readPages } from '../content/pages.js';
import { withdrawnProperty } from '../crm/records.js';
import type { Queryable } from '../db/database.js';
import { readSiteSettings } from '../site/settings.js';
import type { PageSources } from './pageViews.js';

/** The description search results show: about one sentence or two. */
const META_DESCRIPTION_LIMIT = 160;

/** A configured page's path (`for-sale`, `home`) as the original path of the route table. */
function originalPathOf(path: string): string {
  return path === 'home' || path === '' ? '/' : `/${path.replace(/^\/|\/$/g, '')}/`;
}

/**
 * The data behind page heads: site settings, the configured pages' SEO texts and the catalogue's
 * answers (cached per catalogue version). A remote's entry script is preloaded only when its
 * manifest sits next to it (same origin or a CDN folder), which is how the builds deploy.
 */
export function createPageSources(db: Queryable, catalogue: Catalogue, liveRemotes: () => RemoteLocation[]): PageSources {
  const firstPhoto = (photos: { Url: string }[]) => (photos[0] ? `${photos[0].Url}?w=750` : undefined);
  return {
    site: () => readSiteSettings(db),
    pageMeta: async (originalPath, lang) => {
      const { defaultLanguage } = await readSiteSettings(db);
      const fallback = defaultLanguage as Language;
      const pages = await readPages(db, { lang, fallback });
      const page = pages.flatMap((top) => [top, ...top.childMenus]).find((candidate) => originalPathOf(candidate.path) === originalPath);
      if (!page?.params.seoActive) return null;
      const title = localizedText(page.params.title, lang, fallback);
      // The page's description is a sentence for the search result; its keywords only when it has none.
      const description = localizedText(page.params.description, lang, fallback) || localizedText(page.params.metadata, lang, fallback);
      return title ? { title, description: cleanDescription(description || title, META_DESCRIPTION_LIMIT) } : null;
    },
    property: async (id, lang) => {
      const detail = await catalogue.property(id, lang);
      if (!detail) return null;
      return {
        detail,
        title: detail.TypeDescription,
        description: cleanDescription(detail.Description, META_DESCRIPTION_LIMIT),
        firstImage: firstPhoto(detail.Photos),
        ...(detail.Project ? { project: detail.Project } : {}),
      };
    },
    gone: async (id, lang) => {
      const lastSeen = await withdrawnProperty(db, id);
      if (lastSeen === undefined) return null;
      if (lastSeen === null) return [];
      // The same goal and type in its price range (the detail page's similar properties), those
      // of its commune first.
      const withdrawn = { ID: id, Goal: lastSeen.goal, WebID: lastSeen.webId, Marquee: 0, PublishPrice: lastSeen.price > 0, Price: lastSeen.price };
      const { items } = await catalogue.propertyPage(propertyQuerySchema.parse(similarQueryOf(withdrawn, lang)));
      const nearby = chooseSimilar(withdrawn, items.filter((item) => item.Zip === lastSeen.zip));
      const chosen = [...nearby, ...chooseSimilar(withdrawn, items).filter((item) => !nearby.includes(item))].slice(0, MAX_SIMILAR);
      return chosen.map((item) => ({ href: propertyHref(item, lang), text: `${item.TypeDescription}, ${item.City}` }));
    },
    project: async (id, lang) => {
      const project = await catalogue.project(id, lang);
      if (!project) return null;
      return {
        detail: project,
        description: cleanDescription(project.Description, META_DESCRIPTION_LIMIT),
        firstImage: firstPhoto(project.Photos),
      };
    },
    listPageCount: async (goal, search, lang) => {
      const firstPage = { ...parseListFilters(search), page: 1 };
      const query = propertyQuerySchema.parse(propertyQueryOf(firstPage, { goal, pageSize: LIST_PAGE_SIZE, lang }));
      const { pageCount } = await catalogue.propertyPage(query);
      return Math.max(1, pageCount);
    },
    entities: async () => {
      // French names the paths of every language's sitemap entry (other languages use the ids).
      const [{ properties }, projects] = await Promise.all([catalogue.listingData('fr'), catalogue.projects('fr')]);
      return { properties, projects };
    },
    remoteEntry: (name, remotes = liveRemotes()) => remotes.find((remote) => remote.name === name)?.entry.replace(/mf-manifest\.json$/, 'remoteEntry.js') ?? null,
  };
}

/**
 * The data version for page caching, asked of the database at most once per `everyMs`: serving a
 * cached page must not cost a query.
 */
export function throttledVersion(read: () => Promise<number>, everyMs = 1000): (() => Promise<number>) & { expire(): void } {
  let last: { at: number; version: Promise<number> } | null = null;
  const version = () => {
    const now = Date.now();
    if (!last || now - last.at >= everyMs) last = { at: now, version: read() };
    return last.version;
  };
  // The database said the data changed: the next page asks it again, however recent the last read.
  return Object.assign(version, { expire: () => void (last = null) });
}
