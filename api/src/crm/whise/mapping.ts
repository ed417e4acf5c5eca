import { Goal, type FeedDocument, type FeedPhoto, type FeedProperty, type LocalizedText } from 'shared-kernel';
import { COUNTRIES, count, isoOr, marqueeFor, plausibleYear, titleOr, translatedText, type MappedEstate, type MappingContext, type MarqueeState } from '../feed.js';
import { CrmRejected } from '../types.js';
import type { WhiseEstate, WhisePicture, WhiseTranslated } from './estate.js';

// Whise's lists, as the public client's enums number them (Enums\Purpose, Category, Status,
// DisplayStatus, PurposeStatus, Country).
const PURPOSE_SALE = 1;
const PURPOSE_RENT = 2;
const STATUS_ACTIVE = 1;
const DISPLAY_OFFLINE = 1;

/** Whise's purpose statuses by what the site shows: a mark on the page, or nothing at all. */
const PURPOSE_STATUSES: Record<number, MarqueeState> = {
  1: 'available', // for sale
  2: 'available', // for rent
  15: 'available', // life annuity for sale
  3: 'sold',
  17: 'sold', // life annuity sold
  4: 'rented',
  5: 'option', // for sale, under option
  6: 'option', // for rent, under option
  12: 'option', // option by the owner
  13: 'option',
  14: 'option', // sold under conditions precedent
  16: 'option',
  21: 'option', // reserved
  22: 'option', // compromise signed
};

/** Whise's categories to the site's seven types (spec §3): house, apartment, land, offices and shops, garage. */
const CATEGORIES: Record<number, number> = { 1: 1, 2: 3, 3: 4, 4: 6, 5: 6, 6: 6, 7: 7 };

/** Whise's countries (Enums\Country) the site lists properties in, as ISO codes. */
const COUNTRY_CODES: Record<number, string> = { 1: 'BE', 5: 'LU' };

// Whise keeps these in the estate's `details[]`, by the detail's id.
const DETAIL_LATITUDE = 1849;
const DETAIL_LONGITUDE = 1850;
const DETAIL_CONSTRUCTION_YEAR = 14;
const DETAIL_RENOVATION_YEAR = 585;
const DETAIL_TERRACE_AREA = 874;
const DETAIL_TOILETS = 55;

/**
 * An estate Whise still has but that is not to be shown: archived or deleted, offline, or in a
 * purpose status that is not on the market (cancelled, suspended, prospection, preparation, an
 * estimate). Sold and rented estates stay, with their mark.
 */
export function isWithdrawn(estate: WhiseEstate): boolean {
  if (estate.status != null && estate.status.id !== STATUS_ACTIVE) return true;
  if (estate.displayStatusId === DISPLAY_OFFLINE) return true;
  return estate.purposeStatus != null && PURPOSE_STATUSES[estate.purposeStatus.id] === undefined;
}

/**
 * Turns a Whise estate into the property the importer takes. Throws CrmRejected with the field
 * and the reason when the estate cannot be published as it is.
 */
export function mapWhiseEstate(estate: WhiseEstate, context: MappingContext): MappedEstate {
  const goal = goalOf(estate);
  const webId = webIdOf(estate);
  const address = addressOf(estate);
  const marquee = marqueeFor(PURPOSE_STATUSES[estate.purposeStatus?.id ?? 1] ?? 'available', goal);
  const construction = plausibleYear(numberDetail(estate, DETAIL_CONSTRUCTION_YEAR));
  const renovation = plausibleYear(numberDetail(estate, DETAIL_RENOVATION_YEAR));
  const terrace = numberDetail(estate, DETAIL_TERRACE_AREA);
  const now = new Date().toISOString();
  const id = context.siteId(String(estate.id));
  const property: FeedProperty = {
    ID: id,
    Goal: goal,
    WebID: webId,
    WebIDs: String(webId),
    RecordFile: estate.referenceNumber ?? '',
    Marquee: marquee.marquee,
    MarqueeName: marquee.name,
    PublishPrice: estate.displayPrice !== false && (estate.price ?? 0) > 0,
    Price: Math.max(0, estate.price ?? 0),
    PriceUnit: null,
    PriceUnitText: '',
    PublishAddress: estate.displayAddress !== false,
    ...address,
    Title: titleOf(estate, webId, address.City),
    Description: textsOf(estate.shortDescription) ?? '',
    Photos: photosOf(estate, context),
    Documents: (estate.documents ?? []).map((file): FeedDocument => ({ ...context.document({ id: documentFileId(file) }), Name: file.name?.trim() || String(file.id) })),
    ...(estate.energyValue == null ? {} : { EnergyPerformance: estate.energyValue }),
    ...(estate.energyClass ? { EPCLabelText: estate.energyClass.trim().toUpperCase() } : {}),
    ...(construction === undefined ? {} : { ConstructionYear: construction }),
    ...(renovation === undefined ? {} : { RenovationYear: renovation }),
    ...(estate.area != null && estate.area > 0 ? { SurfaceLiving: estate.area } : {}),
    ...(estate.groundArea != null && estate.groundArea > 0 ? { SurfaceGround: estate.groundArea } : {}),
    ...(estate.gardenArea != null && estate.gardenArea > 0 ? { SurfaceGarden: estate.gardenArea } : {}),
    ...(terrace !== undefined && terrace > 0 ? { SurfaceTerrace: terrace } : {}),
    ...count('Bedrooms', estate.rooms),
    ...count('Bathrooms', estate.bathRooms),
    ...count('Toilets', numberDetail(estate, DETAIL_TOILETS)),
    ...count('Floors', estate.floors),
    CreatedAt: isoOr(estate.createDateTime, now),
    UpdatedAt: isoOr(estate.updateDateTime, now),
  };
  // Whise's estate list carries no owners: the portal's owners of a Whise estate are left as they are.
  return { properties: [property], projects: [], vendors: [] };
}

/** The site's key of a Whise file: pictures and documents are numbered apart, so each says which it is. */
export const pictureFileId = (picture: { id: number }) => `picture-${picture.id}`;
export const documentFileId = (document: { id: number }) => `document-${document.id}`;

/** The address of its photos' files: the largest Whise makes, the site resizing them itself. */
export function pictureUrl(picture: WhisePicture): string | undefined {
  return picture.urlXXL ?? picture.urlLarge ?? picture.urlSmall ?? undefined;
}

function goalOf(estate: WhiseEstate): Goal {
  if (estate.purpose?.id === PURPOSE_SALE) return Goal.Sale;
  if (estate.purpose?.id === PURPOSE_RENT) return Goal.Rent;
  throw new CrmRejected(`purpose: ${estate.purpose?.id ?? 'none'} is neither sale (1) nor rent (2)`);
}

function webIdOf(estate: WhiseEstate): number {
  const webId = CATEGORIES[estate.category?.id ?? 0];
  if (webId === undefined) throw new CrmRejected(`category: ${estate.category?.id ?? 'none'} is no property type of the site`);
  return webId;
}

function addressOf(estate: WhiseEstate) {
  const country = COUNTRIES[COUNTRY_CODES[estate.country?.id ?? 1] ?? ''];
  if (country === undefined) throw new CrmRejected(`country: ${estate.country?.id ?? ''} is neither Belgium (1) nor Luxembourg (5)`);
  const latitude = numberDetail(estate, DETAIL_LATITUDE);
  const longitude = numberDetail(estate, DETAIL_LONGITUDE);
  if (latitude === undefined || longitude === undefined) throw new CrmRejected('details: the estate has no point on the map (details 1849 and 1850)');
  if (!estate.city || !estate.zip) throw new CrmRejected('city, zip: the estate has no city or postal code');
  return {
    Street: estate.address ?? '',
    HouseNumber: estate.number ?? '',
    BoxNr: estate.box ?? '',
    City: estate.city,
    Zip: estate.zip,
    ...country,
    Latitude: latitude,
    Longitude: longitude,
  };
}

/** Whise's texts by culture (`fr-BE`) as the site's texts by language (`fr`). */
function textsOf(texts: WhiseTranslated | null | undefined): LocalizedText | undefined {
  if (texts == null) return undefined;
  return translatedText(Object.fromEntries(texts.map((text) => [text.languageId.slice(0, 2).toLowerCase(), text.content ?? null])));
}

/** The agent's short text (Whise's `sms`), else the type and the city in each language. */
function titleOf(estate: WhiseEstate, webId: number, city: string): LocalizedText {
  return titleOr(textsOf(estate.sms), webId, city);
}

function photosOf(estate: WhiseEstate, context: MappingContext): FeedPhoto[] {
  return [...(estate.pictures ?? [])]
    .filter((picture) => pictureUrl(picture) !== undefined)
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
    .map((picture, index) => ({ ImageID: context.photo({ id: pictureFileId(picture) }), Order: index }));
}

/** A detail's value as a number (Whise sends some as text, with a decimal comma). */
function numberDetail(estate: WhiseEstate, id: number): number | undefined {
  const value = estate.details?.find((detail) => detail.id === id)?.value;
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value.replace(',', '.')) : Number.NaN;
  return Number.isFinite(number) ? number : undefined;
}
