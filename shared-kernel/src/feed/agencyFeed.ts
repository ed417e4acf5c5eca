import type { LocalizedText } from '../domain/localizedText.js';
import type { Project } from '../domain/project.js';
import type { PropertyDetail } from '../domain/property.js';
import type { VisitSlotKind } from '../listing/visitSlots.js';

/**
 * The back-office feed (spec §7 "one load", plus details) that both the demo seed and
 * `npm run import -w api` load through one importer. Per-language texts sit on the record; the
 * per-language summaries of the listing load (`language` field) are derived from them by the api.
 */
export interface FeedPhoto {
  /** An image id served by `GET /api/images/:id`. */
  ImageID: string;
  Order: number;
  Caption?: LocalizedText;
}

export interface FeedDocument {
  ID: number;
  Name: LocalizedText;
  /** Where the file is served from (documents of the demo agency are generated PDFs). */
  Url: string;
  MimeType: string;
}

/** Fields of the record that the feed carries once per record, not once per language. */
type LanguageFree<T> = Omit<T, 'language' | 'TypeDescription' | 'MainTypeName' | 'SmallPictureItem'>;

export interface FeedProperty extends LanguageFree<PropertyDetail> {
  /** The headline per language (TypeDescription of the summaries). */
  Title: LocalizedText;
  Description: LocalizedText;
  Photos: FeedPhoto[];
  Documents: FeedDocument[];
  VirtualTourUrl?: string;
  VideoUrls?: string[];
  /** Exact location; the front end blurs it when PublishAddress is false. */
  Latitude: number;
  Longitude: number;
  /** ISO timestamps: creation sorts "newest"; an update re-publishes. */
  CreatedAt: string;
  UpdatedAt: string;
  /** The agency's visit slots and open houses to come; a slot is known by the property and its start. */
  VisitSlots?: FeedVisitSlot[];
}

export interface FeedVisitSlot {
  /** ISO instants with their offset. */
  Start: string;
  End: string;
  /** Visitor parties the slot takes: 1 for a private visit, more for an open house. */
  Capacity: number;
  Kind: VisitSlotKind;
}

export interface FeedProject
  extends Omit<Project, 'language' | 'Properties' | 'WebID' | 'WebIDName' | 'SmallPicture' | 'PriceMin' | 'PriceMax' | 'Name'> {
  Name: LocalizedText;
  Description: LocalizedText;
  Photos: FeedPhoto[];
  Documents: FeedDocument[];
  Latitude: number;
  Longitude: number;
  /** Construction stages shown on the project page ("constructions" in the dictionaries). */
  Constructions: { Name: LocalizedText; Status: LocalizedText; DeliveryDate?: string }[];
  CreatedAt: string;
  UpdatedAt: string;
}

/** A feed file: unit properties point at their project with `ProjectID`. */
export interface AgencyFeed {
  properties: FeedProperty[];
  projects: FeedProject[];
}
