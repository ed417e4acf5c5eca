import {
  LANGUAGES,
  PROPERTY_TYPES,
  type FeedDocument,
  type FeedPhoto,
  type FeedProject,
  type FeedProperty,
  type FeedVisitSlot,
  type LocalizedText,
  type PropertyDetail,
  type PropertySummary,
  VISIT_SLOT_KINDS,
  VISIT_SLOT_MAX_CAPACITY,
} from 'shared-kernel';
import { z } from 'zod';

/**
 * A validator for every field of `T`, required or not: a field of the kernel type left without
 * one would be dropped silently by zod, so the compiler refuses the shape instead.
 */
export type ShapeOf<T> = { [K in keyof Required<T>]: z.ZodType<T[K]> };

/** Spec §3: one plain string for every language, or an object keyed by language code. */
export const localizedTextSchema: z.ZodType<LocalizedText> = z.union([
  z.string(),
  z.partialRecord(z.enum(LANGUAGES), z.string()),
]);

export const recordId = z.int().min(1).max(2_147_483_647);

// The ids `/api/images/:id` serves: lowercase letters, digits and dashes.
const imageId = z.string().regex(/^[a-z0-9-]{1,80}$/, 'must be 1 to 80 lowercase letters, digits and dashes');

const photoSchema = z.object({
  ImageID: imageId,
  Order: z.int().min(0),
  Caption: localizedTextSchema.optional(),
} satisfies ShapeOf<FeedPhoto>);

const documentSchema = z.object({
  ID: recordId,
  Name: localizedTextSchema,
  Url: z.string().min(1),
  MimeType: z.string().min(1),
} satisfies ShapeOf<FeedDocument>);

const photosSchema = z.array(photoSchema).refine(
  (photos) => new Set(photos.map((photo) => photo.Order)).size === photos.length,
  'two photos have the same Order',
);

const timestamp = z.iso.datetime({ offset: true, error: 'must be an ISO date-time such as 2026-03-01T10:00:00Z' });

const count = z.int().min(0);
const area = z.number().min(0);
const amount = z.number().min(0);
const flag = z.boolean();
const text = z.string();

/** The detail attributes of spec §3 beyond the named fields: every one optional. */
export type DetailAttributes = Omit<
  PropertyDetail,
  | keyof PropertySummary
  | 'PublishPrice'
  | 'Price'
  | 'PriceUnit'
  | 'PriceUnitText'
  | 'MarqueeName'
  | 'PublishAddress'
  | 'Street'
  | 'HouseNumber'
  | 'BoxNr'
  | 'CountryID'
  | 'CountryName'
>;

export const detailAttributesShape = {
  EnergyPerformance: z.number().nullable().optional(),
  EPCLabelText: z.string().nullable().optional(),
  UniqueCode: text.optional(),
  Facades: z.int().min(1).max(4).optional(),
  ConstructionYear: z.int().min(1000).max(2100).optional(),
  RenovationYear: z.int().min(1000).max(2100).optional(),
  Kitchen: text.optional(),
  Roof: text.optional(),
  OrientationTerrace: text.optional(),
  OrientationGarden: text.optional(),
  Availability: text.optional(),
  SurfaceTotal: area.optional(),
  SurfaceLiving: area.optional(),
  SurfaceGround: area.optional(),
  SurfaceTerrace: area.optional(),
  SurfaceGarden: area.optional(),
  SurfaceConstructed: area.optional(),
  SurfaceOffice: area.optional(),
  FrontWidth: area.optional(),
  PlotWidth: area.optional(),
  Bedrooms: count.max(100).optional(),
  Bathrooms: count.optional(),
  ShowerRooms: count.optional(),
  Toilets: count.optional(),
  Garages: count.optional(),
  Parkings: count.optional(),
  Floors: count.optional(),
  EPCTotal: z.number().optional(),
  EPCSpecific: z.number().optional(),
  EPCCO2Emission: z.number().optional(),
  EPCEndDate: text.optional(),
  EPCELevel: z.number().optional(),
  Heating: text.optional(),
  Glazing: text.optional(),
  WindowFrame: text.optional(),
  BuildingPermit: flag.optional(),
  SubdivisionPermit: flag.optional(),
  PreemptiveRights: flag.optional(),
  Summons: flag.optional(),
  JudicialDecision: flag.optional(),
  FloodZone: text.optional(),
  FloodScoreParcel: text.optional(),
  FloodScoreBuilding: text.optional(),
  AsbestosType: text.optional(),
  AsbestosDate: text.optional(),
  ChargesOwner: amount.optional(),
  ChargesRenter: amount.optional(),
  NotaryFees: amount.optional(),
  RegistrationRights: amount.optional(),
  VAT: z.number().min(0).max(100).optional(),
  Deposit: amount.optional(),
  AgencyCost: amount.optional(),
  ViagerAges: z.array(z.int().min(0).max(130)).optional(),
  ViagerType: text.optional(),
  ViagerMonthlyRent: amount.optional(),
  ViagerBouquet: amount.optional(),
} satisfies ShapeOf<DetailAttributes>;

const WEB_IDS = new Set(PROPERTY_TYPES.map((type) => type.WebID));
const webId = z.int().refine((id) => WEB_IDS.has(id), `must be a property type, ${[...WEB_IDS].join(' to ')}`);

/** The type ids of a `WebIDs` text ('1,7'), or null when it is not such a list. */
export function parseWebIds(webIds: string): number[] | null {
  const parts = webIds.split(',').map((part) => part.trim());
  if (!parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  const ids = parts.map(Number);
  return ids.every((id) => WEB_IDS.has(id)) ? ids : null;
}

const addressShape = {
  City: z.string().trim().min(1),
  Zip: z.string().trim().min(1),
  Street: text,
  HouseNumber: text,
  BoxNr: text,
  CountryID: recordId,
  CountryName: text,
  Latitude: z.number().min(-90).max(90),
  Longitude: z.number().min(-180).max(180),
};

const visitSlotSchema = z
  .object({
    Start: timestamp,
    End: timestamp,
    Capacity: z.int().min(1).max(VISIT_SLOT_MAX_CAPACITY),
    Kind: z.enum(VISIT_SLOT_KINDS),
  } satisfies ShapeOf<FeedVisitSlot>)
  .refine((slot) => Date.parse(slot.End) > Date.parse(slot.Start), { message: 'must end after it starts', path: ['End'] })
  .refine((slot) => Date.parse(slot.End) - Date.parse(slot.Start) <= 24 * 3_600_000, { message: 'must last at most a day', path: ['End'] });

/** One property of a feed file, as `importFeed` accepts it. */
export const feedPropertySchema = z
  .object({
    ID: recordId,
    Goal: z.literal([0, 1, 2]),
    WebID: webId,
    WebIDs: text,
    RecordFile: text,
    ProjectID: recordId.optional(),
    Marquee: z.literal([1, 2, 3, 4]),
    MarqueeName: text,
    PublishPrice: flag,
    Price: amount,
    PriceUnit: z.int().nullable(),
    PriceUnitText: text,
    PublishAddress: flag,
    ...addressShape,
    ...detailAttributesShape,
    Title: localizedTextSchema,
    Description: localizedTextSchema,
    Photos: photosSchema,
    Documents: z.array(documentSchema),
    VirtualTourUrl: z.url().optional(),
    VideoUrls: z.array(z.url()).optional(),
    CreatedAt: timestamp,
    UpdatedAt: timestamp,
    VisitSlots: z.array(visitSlotSchema).max(200).optional(),
  } satisfies ShapeOf<FeedProperty>)
  .superRefine((property, context) => {
    const ids = parseWebIds(property.WebIDs);
    if (ids === null) {
      context.addIssue({ code: 'custom', path: ['WebIDs'], message: 'must list property types 1 to 7, such as "1,7"' });
    } else if (!ids.includes(property.WebID)) {
      context.addIssue({ code: 'custom', path: ['WebIDs'], message: `must include the main type WebID ${property.WebID}` });
    }
    const starts = (property.VisitSlots ?? []).map((slot) => Date.parse(slot.Start));
    const repeated = starts.findIndex((start, index) => starts.indexOf(start) !== index);
    if (repeated >= 0) context.addIssue({ code: 'custom', path: ['VisitSlots', repeated, 'Start'], message: 'is the start of another slot of this property' });
  });

const constructionSchema = z.object({
  Name: localizedTextSchema,
  Status: localizedTextSchema,
  DeliveryDate: text.optional(),
} satisfies ShapeOf<FeedProject['Constructions'][number]>);

/** One project of a feed file. */
export const feedProjectSchema = z.object({
  ID: recordId,
  Goal: z.literal([0, 1, 2]),
  ProjectWebID: webId,
  PublicAddress: flag,
  ...addressShape,
  Name: localizedTextSchema,
  Description: localizedTextSchema,
  Photos: photosSchema,
  Documents: z.array(documentSchema),
  Constructions: z.array(constructionSchema),
  CreatedAt: timestamp,
  UpdatedAt: timestamp,
} satisfies ShapeOf<FeedProject>);

/** The file as a whole: two lists, either of which may be left out. */
export const feedFileSchema = z.object({
  properties: z.array(z.unknown()).default([]),
  projects: z.array(z.unknown()).default([]),
});

// A record that is not a feed record at all fails every field: the first few say enough.
const ISSUES_SHOWN = 5;

/** "Price: expected number, received string; Photos.2.ImageID: …", for the import report. */
export function describeIssues(error: z.ZodError): string {
  const issues = error.issues.map((issue) =>
    issue.path.length === 0 ? issue.message : `${issue.path.join('.')}: ${issue.message}`,
  );
  const more = issues.length - ISSUES_SHOWN;
  return issues.slice(0, ISSUES_SHOWN).join('; ') + (more > 0 ? `; and ${more} more` : '');
}
