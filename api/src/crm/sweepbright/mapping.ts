import { Goal, isLanguage, type FeedDocument, type FeedPhoto, type FeedProject, type FeedProperty, type FeedVisitSlot, type LocalizedText } from 'shared-kernel';
import { COUNTRIES, count, isoOr, marqueeFor, plausibleYear, titleOr, translatedText, urlOrUndefined, type MappedEstate, type MappingContext } from '../feed.js';
import { CrmRejected, type CrmVendor } from '../types.js';
import type { SweepBrightEstate, SweepBrightPerson, SweepBrightUnit } from './estate.js';

/** Statuses of an estate that is no longer marketed at all: it leaves the site. */
const WITHDRAWN_STATUSES = new Set(['lost']);

/** An estate the CRM still has but that is not to be shown: withdrawn from the site. */
export function isWithdrawn(estate: SweepBrightUnit): boolean {
  if (estate.status != null && WITHDRAWN_STATUSES.has(estate.status)) return true;
  return estate.publish_status != null && estate.publish_status !== 'public';
}

/**
 * Turns an estate into the feed records the importer takes: a property, or a project and its units
 * (those not withdrawn). Throws CrmRejected with the field and the reason when the estate cannot
 * be published as it is.
 */
export function mapSweepBrightEstate(estate: SweepBrightEstate, context: MappingContext): MappedEstate {
  if (estate.is_project !== true) {
    const property = mapUnit(estate, context, undefined);
    return { properties: [property], projects: [], vendors: [{ propertyId: property.ID, vendors: vendorsOf(estate) }] };
  }
  const project = mapProject(estate, context);
  // A unit without vendors of its own belongs to the project's.
  const units = (estate.properties ?? [])
    .filter((unit) => !isWithdrawn(unit))
    .map((unit) => ({ property: mapUnit(unit, context, project.ID), vendors: vendorsOf(unit.vendors?.length ? unit : estate) }));
  return {
    projects: [project],
    properties: units.map((unit) => unit.property),
    vendors: units.map((unit) => ({ propertyId: unit.property.ID, vendors: unit.vendors })),
  };
}

function mapUnit(estate: SweepBrightUnit, context: MappingContext, projectId: number | undefined): FeedProperty {
  const goal = goalOf(estate);
  const webId = webIdOf(estate);
  const address = addressOf(estate);
  const marquee = marqueeOf(estate, goal);
  const sizes = sizesOf(estate);
  const construction = yearOf(estate.building?.construction);
  const renovation = yearOf(estate.building?.renovation);
  const heating = heatingOf(estate);
  const video = urlOrUndefined(estate.video_url);
  const tour = urlOrUndefined(estate.virtual_tour_url);
  const slots = visitSlotsOf(estate);
  const now = new Date().toISOString();
  return {
    ID: context.siteId(estate.id),
    Goal: goal,
    WebID: webId,
    WebIDs: String(webId),
    RecordFile: estate.settings?.reference ?? '',
    ...(projectId === undefined ? {} : { ProjectID: projectId }),
    Marquee: marquee.marquee,
    MarqueeName: marquee.name,
    PublishPrice: estate.price?.hidden !== true && (estate.price?.amount ?? 0) > 0,
    Price: Math.max(0, estate.price?.amount ?? 0),
    PriceUnit: null,
    PriceUnitText: '',
    PublishAddress: estate.location?.hidden !== true,
    ...address,
    Title: titleOf(estate, webId, address.City),
    Description: translatedText(estate.description) ?? '',
    Photos: photosOf(estate, context),
    Documents: documentsOf(estate, context),
    ...(estate.epc_value == null ? {} : { EnergyPerformance: estate.epc_value }),
    ...(estate.epc_category ? { EPCLabelText: estate.epc_category.toUpperCase() } : {}),
    ...(estate.epc_reference ? { UniqueCode: estate.epc_reference } : {}),
    ...(construction === undefined ? {} : { ConstructionYear: construction }),
    ...(renovation === undefined ? {} : { RenovationYear: renovation }),
    ...sizes,
    ...count('Bedrooms', estate.bedrooms),
    ...count('Bathrooms', estate.bathrooms),
    ...count('Toilets', estate.toilets),
    ...count('Floors', estate.floors),
    ...(estate.terrace_orientation ? { OrientationTerrace: estate.terrace_orientation } : {}),
    ...(estate.garden_orientation ? { OrientationGarden: estate.garden_orientation } : {}),
    ...(estate.occupancy?.available_from ? { Availability: estate.occupancy.available_from } : {}),
    ...(heating === undefined ? {} : { Heating: heating }),
    ...(estate.features?.ecology?.double_glazing === true ? { Glazing: 'double' } : {}),
    ...(video === undefined ? {} : { VideoUrls: [video] }),
    ...(tour === undefined ? {} : { VirtualTourUrl: tour }),
    ...(slots.length === 0 ? {} : { VisitSlots: slots }),
    CreatedAt: isoOr(estate.created_at, now),
    UpdatedAt: isoOr(estate.updated_at, now),
  };
}

function mapProject(estate: SweepBrightEstate, context: MappingContext): FeedProject {
  const webId = webIdOf(estate);
  const address = addressOf(estate);
  const now = new Date().toISOString();
  return {
    ID: context.siteId(estate.id),
    Goal: goalOf(estate),
    ProjectWebID: webId,
    PublicAddress: estate.location?.hidden !== true,
    ...address,
    Name: titleOf(estate, webId, address.City),
    Description: translatedText(estate.description) ?? '',
    Photos: photosOf(estate, context),
    Documents: documentsOf(estate, context),
    Constructions: [],
    CreatedAt: isoOr(estate.created_at, now),
    UpdatedAt: isoOr(estate.updated_at, now),
  };
}

/** SweepBright's negotiation: `sale`, or `let` for a rent. */
function goalOf(estate: SweepBrightUnit): Goal {
  if (estate.negotiation === 'sale') return Goal.Sale;
  if (estate.negotiation === 'let') return Goal.Rent;
  throw new CrmRejected(`negotiation: "${estate.negotiation ?? ''}" is neither sale nor let`);
}

/** SweepBright's type and sub type to the site's seven types (spec §3). */
export function webIdOf(estate: Pick<SweepBrightUnit, 'type' | 'sub_type'>): number {
  const subType = estate.sub_type ?? '';
  switch (estate.type) {
    case 'house':
      return 1;
    case 'apartment':
      return subType === 'studio' ? 2 : 3;
    case 'land':
      return 4;
    case 'commercial':
    case 'office':
      return ['investment', 'apartment_block', 'mixed_use_building'].includes(subType) ? 5 : 6;
    case 'parking':
      return 7;
    default:
      throw new CrmRejected(`type: "${estate.type ?? ''}" is no property type of the site`);
  }
}

/** SweepBright's status to the banner state (spec §3's Marquee). */
function marqueeOf(estate: SweepBrightUnit, goal: Goal) {
  switch (estate.status) {
    case 'sold':
    case 'rented':
      return marqueeFor(estate.status, goal);
    case 'option':
    case 'under_contract':
    case 'agreement':
      return marqueeFor('option', goal);
    default:
      return marqueeFor('available', goal);
  }
}

function addressOf(estate: SweepBrightUnit) {
  const location = estate.location;
  const country = COUNTRIES[(location?.country ?? 'BE').toUpperCase()];
  if (country === undefined) throw new CrmRejected(`location.country: "${location?.country ?? ''}" is neither Belgium nor Luxembourg`);
  const latitude = location?.geo?.latitude;
  const longitude = location?.geo?.longitude;
  if (latitude == null || longitude == null) throw new CrmRejected('location.geo: the estate has no point on the map');
  if (!location?.city || !location.postal_code) throw new CrmRejected('location: the estate has no city or postal code');
  return {
    Street: location.street ?? '',
    HouseNumber: location.number ?? '',
    BoxNr: location.box ?? '',
    City: location.city,
    Zip: location.postal_code,
    ...country,
    Latitude: latitude,
    Longitude: longitude,
  };
}

/** The agent's title, else the type and the city in each language. */
function titleOf(estate: SweepBrightUnit, webId: number, city: string): LocalizedText {
  return titleOr(translatedText(estate.description_title), webId, city);
}

function photosOf(estate: SweepBrightUnit, context: MappingContext): FeedPhoto[] {
  return [...(estate.images ?? [])]
    .sort((a, b) => (a.ordinal ?? 0) - (b.ordinal ?? 0))
    .map((image, index) => {
      const caption = typeof image.description === 'string' ? image.description.trim() : translatedText(image.description);
      return { ImageID: context.photo(image), Order: index, ...(caption ? { Caption: caption } : {}) };
    });
}

function documentsOf(estate: SweepBrightUnit, context: MappingContext): FeedDocument[] {
  return (estate.documents ?? []).map((file) => {
    const name = typeof file.description === 'string' ? file.description.trim() : translatedText(file.description);
    return { ...context.document(file), Name: name || file.filename || file.id };
  });
}

/** Square metres from SweepBright's sizes, whose unit may be ares or hectares for land. */
function sizesOf(estate: SweepBrightUnit): Partial<FeedProperty> {
  const inSquareMetres = (key: string): number | undefined => {
    const entry = estate.sizes?.[key];
    if (entry?.size == null || entry.size < 0) return undefined;
    const factor = { sq_m: 1, are: 100, a: 100, hectare: 10_000, ha: 10_000 }[entry.unit ?? 'sq_m'];
    return factor === undefined ? undefined : entry.size * factor;
  };
  const sizes: Partial<FeedProperty> = {};
  const living = inSquareMetres('liveable_area');
  const plot = inSquareMetres('plot_area');
  const gross = inSquareMetres('gross_area') ?? inSquareMetres('net_area');
  const terrace = inSquareMetres('terrace_area');
  const garden = inSquareMetres('garden_area');
  if (living !== undefined) sizes.SurfaceLiving = living;
  if (plot !== undefined) sizes.SurfaceGround = plot;
  if (gross !== undefined) sizes.SurfaceTotal = gross;
  if (terrace !== undefined) sizes.SurfaceTerrace = terrace;
  if (garden !== undefined) sizes.SurfaceGarden = garden;
  return sizes;
}

function yearOf(value: { year?: number | null } | number | null | undefined): number | undefined {
  return plausibleYear(typeof value === 'number' ? value : value?.year);
}

/** The heating's energy, in the codes the detail page translates. */
function heatingOf(estate: SweepBrightUnit): string | undefined {
  const energy = estate.features?.energy;
  if (energy?.heat_pump) return 'heat_pump';
  if (energy?.gas) return 'gas';
  if (energy?.fuel) return 'fuel_oil';
  if (energy?.electricity) return 'electric';
  return undefined;
}

/** Open homes become open-house slots; SweepBright gives no capacity, so each takes this many parties. */
export const OPEN_HOME_CAPACITY = 20;

function visitSlotsOf(estate: SweepBrightUnit): FeedVisitSlot[] {
  return (estate.open_homes ?? [])
    .filter((home) => !Number.isNaN(Date.parse(home.start)) && Date.parse(home.end) > Date.parse(home.start))
    .map((home) => ({ Start: new Date(home.start).toISOString(), End: new Date(home.end).toISOString(), Capacity: OPEN_HOME_CAPACITY, Kind: 'open-house' as const }));
}

function vendorsOf(estate: SweepBrightUnit): CrmVendor[] {
  return (estate.vendors ?? []).flatMap((vendor: SweepBrightPerson): CrmVendor[] => {
    if (!vendor.email) return [];
    const language = vendor.locale?.slice(0, 2).toLowerCase();
    return [
      {
        ...(vendor.id ? { crmId: vendor.id } : {}),
        email: vendor.email,
        ...(vendor.first_name ? { firstName: vendor.first_name } : {}),
        ...(vendor.last_name ? { lastName: vendor.last_name } : {}),
        ...(isLanguage(language) ? { language } : {}),
      },
    ];
  });
}
