import type { PropertyEvent } from '../alerts/savedSearch.js';
import type { Goal } from './goal.js';
import type { Language } from './language.js';
import type { Marquee } from './marquee.js';

/** The listing thumbnail (spec §9: 200 px wide). */
export interface SmallPictureItem {
  Url: string;
  Width: number;
  Height: number;
  ID: number;
  Name: string;
}

/** Spec §3: a property as listed (listing data, search panel, cards). */
export interface PropertySummary {
  ID: number;
  Goal: Goal;
  City: string;
  /** Sometimes with the town appended ('1050 Ixelles'). */
  Zip: string;
  /** The headline, often carrying status words (sold, rented, option). */
  TypeDescription: string;
  /** The main type, 1 to 7. */
  WebID: number;
  /** Every type id of the property, comma-separated ('1,3'). */
  WebIDs: string;
  MainTypeName: string;
  language: Language;
  RecordFile: string;
  ProjectID?: number;
  Marquee: Marquee;
  /** Absent on some listings. */
  SmallPictureItem?: SmallPictureItem;
}

/**
 * Spec §3: a property's detail. The fields the spec names are kept as named; the attributes it only
 * names in prose (labels of the detail page) are given PascalCase names in the same style and are
 * optional, because the back office fills them unevenly.
 */
export interface PropertyDetail extends PropertySummary {
  /** False: price on demand. */
  PublishPrice: boolean;
  Price: number;
  PriceUnit: number | null;
  PriceUnitText: string;
  MarqueeName: string;
  /** False: show the city only, never the street. */
  PublishAddress: boolean;
  Street: string;
  HouseNumber: string;
  BoxNr: string;
  CountryID: number;
  CountryName: string;
  /** Energy consumption in kWh/m² per year, read against the region's EPC table. */
  EnergyPerformance?: number | null;
  /** The EPC label as written by the agent ('B', 'C+', 'A++'), used when there is no value. */
  EPCLabelText?: string | null;

  // General
  UniqueCode?: string;
  Facades?: number;
  ConstructionYear?: number;
  RenovationYear?: number;
  Kitchen?: string;
  Roof?: string;
  OrientationTerrace?: string;
  OrientationGarden?: string;
  Availability?: string;

  // Surfaces, in m² (widths in m)
  SurfaceTotal?: number;
  SurfaceLiving?: number;
  SurfaceGround?: number;
  SurfaceTerrace?: number;
  SurfaceGarden?: number;
  SurfaceConstructed?: number;
  SurfaceOffice?: number;
  FrontWidth?: number;
  PlotWidth?: number;

  // Rooms
  Bedrooms?: number;
  Bathrooms?: number;
  ShowerRooms?: number;
  Toilets?: number;
  Garages?: number;
  Parkings?: number;
  Floors?: number;

  // Energy
  EPCTotal?: number;
  EPCSpecific?: number;
  EPCCO2Emission?: number;
  EPCEndDate?: string;
  EPCELevel?: number;
  Heating?: string;
  Glazing?: string;
  WindowFrame?: string;

  // Urban planning and legal
  BuildingPermit?: boolean;
  SubdivisionPermit?: boolean;
  PreemptiveRights?: boolean;
  Summons?: boolean;
  JudicialDecision?: boolean;
  FloodZone?: string;
  FloodScoreParcel?: string;
  FloodScoreBuilding?: string;
  AsbestosType?: string;
  AsbestosDate?: string;

  // Financial, in euros (VAT in percent)
  ChargesOwner?: number;
  ChargesRenter?: number;
  NotaryFees?: number;
  RegistrationRights?: number;
  VAT?: number;
  Deposit?: number;
  AgencyCost?: number;

  // Viager (life annuity sale)
  ViagerAges?: number[];
  ViagerType?: string;
  ViagerMonthlyRent?: number;
  ViagerBouquet?: number;
}

/** A photo of a property or project, served by `GET /api/images/{ImageID}` (add `?w=` for a width). */
export interface ListingPhoto {
  ImageID: string;
  Url: string;
  Order: number;
  Caption: string;
}

/** A downloadable document of a property or project. */
export interface ListingDocument {
  ID: number;
  Name: string;
  Url: string;
  MimeType: string;
}

/** A card of the paged list (`/api/properties`): the summary plus what a card shows, sorts and maps by. */
export interface PropertyListItem extends PropertySummary {
  PublishPrice: boolean;
  /** 0 when the price is on demand. */
  Price: number;
  PriceUnit: number | null;
  PublishAddress: boolean;
  Bedrooms?: number;
  SurfaceLiving?: number;
  /** Rounded to about a kilometre when the address is not published. */
  Latitude: number;
  Longitude: number;
  CreatedAt: string;
  /** When its listed price last changed, if that change was a drop (a card's "Price reduced" mark). */
  PriceDroppedAt?: string;
}

/** One page of `/api/properties`. */
export interface PropertyListPage {
  items: PropertyListItem[];
  total: number;
  /** How many of the total are sold or rented: in the list, marked, but no longer on the market. */
  offMarket: number;
  page: number;
  pageSize: number;
  /** 0 when nothing matches. */
  pageCount: number;
}

/**
 * A marker of the list's map (`/api/properties/map`): every property the filters match, with only
 * what a marker and its label need; the cards of a marker are asked for by id when it is opened.
 */
export interface PropertyMapPoint {
  ID: number;
  Goal: number;
  Marquee: number;
  PublishPrice: boolean;
  /** 0 when the price is on demand. */
  Price: number;
  PriceUnit: number | null;
  /** Rounded to about a kilometre when the address is not published. */
  Latitude: number;
  Longitude: number;
}

/** `/api/properties/map`: the markers of every property matching the filters, not of one page. */
export interface PropertyMapPoints {
  total: number;
  points: PropertyMapPoint[];
}

/** `/api/properties/:id`: the detail with what its page shows beyond the spec's fields. */
export interface PropertyDetailData extends PropertyDetail {
  Latitude: number;
  Longitude: number;
  CreatedAt: string;
  UpdatedAt: string;
  /** HTML as the agency wrote it. */
  Description: string;
  Photos: ListingPhoto[];
  Documents: ListingDocument[];
  VirtualTourUrl?: string;
  VideoUrls: string[];
  /** The project of a unit. */
  Project?: { ID: number; Name: string; City: string };
  /** What changed and when: publication, prices, status (the page's history and the alerts read it). */
  History?: PropertyEvent[];
}
