import type { AgencyFeed, ArticleCategory, FeedProperty, PropertyEvent, SeedArticle, SeedCandidate, SeedOwner, SeedPage, SeedPortalHistory, SeedSettings } from 'shared-kernel';
import type { Config } from '../config.js';
import type { Queryable } from '../db/database.js';
import { feedDocuments } from '../documents/feedDocuments.js';
import { mediaBucketOf } from '../images/mediaBucket.js';

/** What a first start fills an empty database with: the demo agency, or nothing for a real agency. */
export interface SeedSource {
  /** The catalogue, written as an import writes it. */
  feed(options: { seed: number; properties: number; visitSlotsFrom?: Date }): AgencyFeed;
  /** The catalogue's past (publications, price changes, sales), as `property_events` keeps it. */
  history(seed: number, properties: readonly FeedProperty[]): (PropertyEvent & { propertyId: number })[];
  /** The identity and layout settings; written where the agency has none, on every start. */
  settings: SeedSettings;
  pages: readonly SeedPage[];
  categories: readonly ArticleCategory[];
  articles: readonly SeedArticle[];
  owners: readonly SeedOwner[];
  /** Which `candidates` the owners have and what the portal shows of them, up to `today`. */
  portalHistory(seed: number, candidates: readonly SeedCandidate[], today: Date): SeedPortalHistory;
}

/** What `/api/images/:id` falls back to for an id with no uploaded photo. */
export interface ImageSource {
  /** The SVG drawing of an image id, always the same for the same id; null when it has none. */
  drawing(id: string): string | null;
}

export interface ServedDocument {
  body: Buffer;
  fileName: string;
  mimeType: string;
}

/** What `/api/documents/:id` serves. */
export interface DocumentSource {
  /** The document, the address it lives at elsewhere, or null when there is no such document. */
  document(id: number): Promise<ServedDocument | { location: string } | null>;
}

export interface AgencySources {
  /** null: the database starts empty and the catalogue comes by import. */
  seed: SeedSource | null;
  /** null: an image id with no uploaded photo is not found. */
  images: ImageSource | null;
  documents: DocumentSource;
}

/**
 * The one place the api chooses its agency: the demo unless `SEED_DEMO=false`. The demo is imported
 * only then, so a real agency's api never loads its generators, drawings and texts.
 */
export async function agencySources(config: Config, db: Queryable): Promise<AgencySources> {
  if (!config.seedDemo) return { seed: null, images: null, documents: feedDocuments(db, config.dataDir, mediaBucketOf(config)) };
  const { demoAgency } = await import('demo-agency');
  return demoAgency;
}
