import type { Language } from 'shared-kernel';
import type { Queryable } from '../db/database.js';
import { readSiteSettings } from '../site/settings.js';
import { AnswerCache, type AnswerCacheOptions, type CacheState } from './answerCache.js';
import {
  readListingData,
  readMapPoints,
  readProjectDetail,
  readProjectList,
  readPropertyDetail,
  readPropertyPage,
  type Reading,
} from './read.js';
import { readCatalogueVersion } from './rows.js';
import type {
  ListingLoad,
  ProjectDetailView,
  ProjectListItem,
  PropertyDetailView,
  PropertyMapPointsAnswer,
  PropertyMapQuery,
  PropertyPage,
  PropertyQuery,
} from './schemas.js';

/**
 * The catalogue's answers, each computed once per catalogue version and language, then served
 * from memory: the data changes only through the seed and the importer, which bump the version.
 * A text missing in the language asked for falls back to the site's default language, which is
 * also the language of an answer when none is asked for.
 */
export class Catalogue {
  private readonly cache: AnswerCache<Language>;

  constructor(
    private readonly db: Queryable,
    options: AnswerCacheOptions = { checkEveryMs: 1000, maxEntries: 2000 },
  ) {
    this.cache = new AnswerCache(() => readState(db), options);
  }

  /** What the answers are computed from, while it is known to be current (see AnswerCache). */
  readonly currentStamp = (): string | undefined => this.cache.currentStamp();

  /** The data changed (told by the database): the next answer reads the version again. */
  readonly expire = (): void => this.cache.expire();

  listingData(lang: Language | undefined): Promise<ListingLoad> {
    return this.answer(['listing', lang], (reading) => readListingData(this.db, reading), lang);
  }

  propertyPage({ lang, ...query }: PropertyQuery): Promise<PropertyPage> {
    return this.answer(['page', lang, query], (reading) => readPropertyPage(this.db, { lang, ...query }, reading), lang);
  }

  /** The markers hold no text: one answer serves every language. */
  mapPoints({ lang, ...query }: PropertyMapQuery): Promise<PropertyMapPointsAnswer> {
    return this.answer(['map', query], () => readMapPoints(this.db, query), lang);
  }

  property(id: number, lang: Language | undefined): Promise<PropertyDetailView | null> {
    return this.answer(['property', lang, id], (reading) => readPropertyDetail(this.db, id, reading), lang);
  }

  projects(lang: Language | undefined): Promise<ProjectListItem[]> {
    return this.answer(['projects', lang], (reading) => readProjectList(this.db, reading), lang);
  }

  project(id: number, lang: Language | undefined): Promise<ProjectDetailView | null> {
    return this.answer(['project', lang, id], (reading) => readProjectDetail(this.db, id, reading), lang);
  }

  private answer<T>(key: unknown[], read: (reading: Reading) => Promise<T>, lang: Language | undefined): Promise<T> {
    // Parsed queries list their fields in schema order, so equal queries give equal keys.
    return this.cache.answer(JSON.stringify(key), (fallback) => read({ lang: lang ?? fallback, fallback }));
  }
}

async function readState(db: Queryable): Promise<CacheState<Language>> {
  const version = await readCatalogueVersion(db);
  const { defaultLanguage } = await readSiteSettings(db);
  return { stamp: `${version}:${defaultLanguage}`, context: defaultLanguage };
}
