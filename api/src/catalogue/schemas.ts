import {
  LANGUAGES,
  MAX_ZONE_VERTICES,
  PROPERTY_TYPES,
  readZone,
  ZONE_PARAMETER,
  type ZoneError,
  type CityEntry,
  type ListingData,
  type ListingOptions,
  type Neighbourhood,
  type Project,
  type ProjectDetailData,
  type ProjectListEntry,
  type ProjectSummary,
  type PropertyDetail,
  type PropertyDetailData,
  type SearchResult,
  type PropertyListItem,
  type PropertyListPage,
  type PropertyMapPoint,
  type PropertyMapPoints,
  type PropertySummary,
  type PropertyType,
  type SmallPictureItem,
} from 'shared-kernel';
import { z } from 'zod';
import { detailAttributesShape, type ShapeOf } from './feedSchema.js';

// The catalogue's answers, each kernel type in full (ShapeOf refuses a missing field), plus what the
// pages need beyond the spec's listing fields: photos, documents, texts, coordinates.

const goal = z.literal([0, 1, 2]);
const marquee = z.literal([1, 2, 3, 4]);
const language = z.enum(LANGUAGES, { error: `must be one of ${LANGUAGES.join(', ')}` });

const smallPictureSchema = z.object({
  Url: z.string(),
  Width: z.int(),
  Height: z.int(),
  ID: z.int(),
  Name: z.string(),
} satisfies ShapeOf<SmallPictureItem>);

const summaryShape = {
  ID: z.int(),
  Goal: goal,
  City: z.string(),
  Zip: z.string(),
  TypeDescription: z.string().describe('The headline in the language asked for, with status words (sold, rented, option)'),
  WebID: z.int(),
  WebIDs: z.string().describe('Every type id, comma-separated'),
  MainTypeName: z.string(),
  language,
  RecordFile: z.string(),
  ProjectID: z.int().optional(),
  Marquee: marquee,
  SmallPictureItem: smallPictureSchema.optional(),
} satisfies ShapeOf<PropertySummary>;

export const propertySummarySchema = z.object(summaryShape);

/** What a card of the paged list shows and sorts by, beyond the summary. */
const cardShape = {
  PublishPrice: z.boolean(),
  Price: z.number().describe('0 when the price is on demand (PublishPrice false)'),
  PriceUnit: z.int().nullable(),
  PublishAddress: z.boolean(),
  Bedrooms: z.int().optional(),
  SurfaceLiving: z.number().optional(),
  Latitude: z.number().describe('Rounded to about a kilometre when PublishAddress is false'),
  Longitude: z.number(),
  CreatedAt: z.string(),
  PriceDroppedAt: z.string().optional().describe('When the listed price last changed, if that change was a drop'),
};

export const propertyCardSchema = z.object({ ...summaryShape, ...cardShape });
export type PropertyCard = z.infer<typeof propertyCardSchema>;

export const propertyPageSchema = z.object({
  items: z.array(propertyCardSchema),
  total: z.int().describe('Properties matching the filters'),
  offMarket: z.int().describe('How many of them are sold or rented: listed, marked, not counted as on the market'),
  page: z.int(),
  pageSize: z.int(),
  pageCount: z.int().describe('0 when nothing matches'),
});
export type PropertyPage = z.infer<typeof propertyPageSchema>;

const photoSchema = z.object({
  ImageID: z.string(),
  Url: z.string().describe('GET /api/images/{ImageID}; add ?w= for a width'),
  Order: z.int(),
  Caption: z.string(),
});
export type PhotoView = z.infer<typeof photoSchema>;

const documentSchema = z.object({ ID: z.int(), Name: z.string(), Url: z.string(), MimeType: z.string() });
export type DocumentView = z.infer<typeof documentSchema>;

const namedDetailShape = {
  PublishPrice: z.boolean(),
  Price: z.number().describe('0 when the price is on demand (PublishPrice false)'),
  PriceUnit: z.int().nullable(),
  PriceUnitText: z.string(),
  MarqueeName: z.string(),
  PublishAddress: z.boolean().describe('False: Street, HouseNumber and BoxNr are empty, the coordinates rounded'),
  Street: z.string(),
  HouseNumber: z.string(),
  BoxNr: z.string(),
  CountryID: z.int(),
  CountryName: z.string(),
} satisfies ShapeOf<Omit<PropertyDetail, keyof PropertySummary | keyof typeof detailAttributesShape>>;

const detailExtrasShape = {
  Description: z.string().describe('HTML as the agency wrote it'),
  Photos: z.array(photoSchema),
  Documents: z.array(documentSchema),
  VirtualTourUrl: z.string().optional(),
  VideoUrls: z.array(z.string()),
  Latitude: z.number(),
  Longitude: z.number(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
  Project: z.object({ ID: z.int(), Name: z.string(), City: z.string() }).optional().describe('The project of a unit'),
  History: z
    .array(
      z.object({
        kind: z.enum(['published', 'price', 'status', 'withdrawn']),
        date: z.string(),
        oldPrice: z.number().nullable().optional(),
        newPrice: z.number().nullable().optional(),
        oldMarquee: z.int().nullable().optional(),
        newMarquee: z.int().nullable().optional(),
      }),
    )
    .optional()
    .describe('What changed and when: publication, listed prices, status'),
};

const propertyDetailShape = {
  ...summaryShape,
  ...namedDetailShape,
  ...detailAttributesShape,
} satisfies ShapeOf<PropertyDetail>;

export const propertyDetailSchema = z.object({ ...propertyDetailShape, ...detailExtrasShape });
export type PropertyDetailView = z.infer<typeof propertyDetailSchema>;

const projectSummaryShape = {
  ID: z.int(),
  Goal: goal,
  City: z.string(),
  Zip: z.string(),
  WebID: z.string().describe("The units' type ids, comma-separated"),
  WebIDName: z.string().describe('The units per type, such as "Appartement (12), Studio (3)"'),
  ProjectWebID: z.int(),
  SmallPicture: z.string(),
  PriceMin: z.number().describe('The lowest published unit price; 0 without one'),
  PriceMax: z.number(),
  language,
} satisfies ShapeOf<ProjectSummary>;

// The spec's project summary has no name, yet every list of projects shows one.
const projectListItemShape = { ...projectSummaryShape, Name: z.string() };

export const projectListItemSchema = z.object(projectListItemShape);
export type ProjectListItem = z.infer<typeof projectListItemSchema>;

const projectShape = {
  ...projectListItemShape,
  PublicAddress: z.boolean(),
  Street: z.string(),
  HouseNumber: z.string(),
  BoxNr: z.string(),
  CountryID: z.int(),
  CountryName: z.string(),
  Properties: z.array(propertyCardSchema).describe('The units, cheapest first: the price list'),
} satisfies ShapeOf<Project>;

export const projectDetailSchema = z.object({
  ...projectShape,
  Description: z.string(),
  Photos: z.array(photoSchema),
  Documents: z.array(documentSchema),
  Constructions: z.array(z.object({ Name: z.string(), Status: z.string(), DeliveryDate: z.string().optional() })),
  Latitude: z.number(),
  Longitude: z.number(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});
export type ProjectDetailView = z.infer<typeof projectDetailSchema>;

const propertyTypeSchema = z.object({
  ID: z.int(),
  WebID: z.int(),
  Name: z.string(),
  ShowOrder: z.int(),
  Sale: z.boolean(),
  Rent: z.boolean(),
  language,
  SaleCount: z.int(),
  RentCount: z.int(),
} satisfies ShapeOf<PropertyType>);

const cityEntrySchema = z.object({
  Name: z.string(),
  Zip: z.string(),
  CountryID: z.int(),
  CountryName: z.string(),
  PropertyCount: z.int(),
  language,
} satisfies ShapeOf<CityEntry>);

const neighbourhoodSchema = z.object({ ID: z.int(), Name: z.string() } satisfies ShapeOf<Neighbourhood>);

export const listingDataSchema = z.object({
  properties: z.array(propertySummarySchema),
  projects: z.array(projectListItemSchema),
  webIDs: z.array(propertyTypeSchema),
  citys: z.array(cityEntrySchema).describe('Every name and postcode with properties; name variants are separate entries'),
  citysSale: z.array(cityEntrySchema),
  citysRent: z.array(cityEntrySchema),
  neighbourhoods: z.array(neighbourhoodSchema),
} satisfies ShapeOf<ListingData>);
/** The kernel's ListingData, its projects named. */
export type ListingLoad = z.infer<typeof listingDataSchema>;

export const listingOptionsSchema = listingDataSchema.omit({ properties: true, projects: true }) satisfies z.ZodType<ListingOptions>;

// Query strings arrive as text: numbers are checked as text first, so '12abc' or '' is a 400 with
// a reason instead of a NaN further on.
const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,10}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

export const langQuerySchema = z.object({
  lang: language.optional().describe("The language of the texts; the site's default language when left out"),
});

/** The longest search a visitor could mean: an address, a commune and a postcode. */
export const MAX_SEARCH_LENGTH = 100;

export const searchQuerySchema = langQuerySchema.extend({
  q: z.string().max(MAX_SEARCH_LENGTH, `must be at most ${MAX_SEARCH_LENGTH} characters`).default('').describe('What the visitor typed'),
});

const cityMatchSchema = z.object({ name: z.string(), zip: z.string(), saleCount: z.int(), rentCount: z.int() });

export const searchResultSchema = z.object({
  types: z.array(propertyTypeSchema).describe('The types whose name holds the query, in display order; all of them for an empty query'),
  cities: z.array(cityMatchSchema).describe("Each commune and postcode whose name in any language matches the query, named in the answer's language, with its counts for sale and for rent"),
  properties: z.array(propertySummarySchema).describe('The property whose ID is the query'),
  combinations: z
    .array(z.object({ type: propertyTypeSchema, city: cityMatchSchema }))
    .describe("For words split between a type and a commune ('appartement ixelles'): each such type with each such city"),
}) satisfies z.ZodType<SearchResult>;

export const MAX_PAGE_SIZE = 48;

const SORTS = ['price_asc', 'price_desc', 'date_desc', 'surface_desc'] as const;
export type PropertySort = (typeof SORTS)[number];

const WEB_IDS = PROPERTY_TYPES.map((type) => String(type.WebID));

/** Why the kernel's `readZone` refuses a zone, in the words of the api's 400. */
const ZONE_REFUSALS: Readonly<Record<ZoneError, string>> = {
  malformed: 'must be a Google encoded polyline (precision 5) of at least three corners',
  tooManyVertices: `must have at most ${MAX_ZONE_VERTICES} corners`,
  selfIntersecting: 'must not have edges that cross or touch',
  outsideBelgium: 'must lie inside Belgium',
};

/** What narrows the list, its map and its count alike. */
const filterShape = {
  lang: langQuerySchema.shape.lang,
  goal: z
    .enum(['0', '1'], { error: 'must be 0 (for sale) or 1 (for rent)' })
    .transform(Number)
    .optional()
    .describe('0 for sale, 1 for rent (older entries with goal 2 count as rent)'),
  city: z
    .string()
    .regex(/^[^|]+\|[^|]+$/, 'must be name|zip, such as Ixelles|1050')
    .transform((value) => {
      const [name = '', zip = ''] = value.split('|');
      return { name: name.trim(), zip: zip.trim() };
    })
    .optional()
    .describe('A city entry as name|zip (spec §2), such as Ixelles|1050'),
  type: z
    .enum(WEB_IDS, { error: `must be a property type, ${WEB_IDS.join(', ')}` })
    .transform(Number)
    .optional()
    .describe('A property type (webID); matches any of a property’s types'),
  priceMin: wholeNumber(0, 1_000_000_000).optional().describe('In euros; excludes prices on demand'),
  priceMax: wholeNumber(0, 1_000_000_000).optional(),
  bedroomsMin: wholeNumber(0, 100).optional(),
  bedroomsMax: wholeNumber(0, 100).optional(),
  [ZONE_PARAMETER]: z
    .string()
    .transform((text, context) => {
      const reading = readZone(text);
      if ('zone' in reading) return reading.zone;
      context.addIssue({ code: 'custom', message: ZONE_REFUSALS[reading.error] });
      return z.NEVER;
    })
    .optional()
    .describe(
      `A zone drawn on the map: its corners (longitude, latitude) as a Google encoded polyline, 5 decimals, latitude first; at most ${MAX_ZONE_VERTICES} corners, inside Belgium, no crossing edges`,
    ),
};

type FilterBounds = { priceMin?: number; priceMax?: number; bedroomsMin?: number; bedroomsMax?: number };

/** A range whose lower end is above its upper end is the visitor's mistake, said as such. */
const orderedBounds = <S extends z.ZodType<FilterBounds>>(schema: S) =>
  schema
    .refine((query) => !(query.priceMin !== undefined && query.priceMax !== undefined && query.priceMin > query.priceMax), {
      message: 'must not be above priceMax',
      path: ['priceMin'],
    })
    .refine(
      (query) => !(query.bedroomsMin !== undefined && query.bedroomsMax !== undefined && query.bedroomsMin > query.bedroomsMax),
      { message: 'must not be above bedroomsMax', path: ['bedroomsMin'] },
    );

const MAX_IDS = MAX_PAGE_SIZE;

export const propertyQuerySchema = orderedBounds(
  z.object({
    ...filterShape,
    ids: z
      .string()
      .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/, 'must be property ids separated by commas, such as 1242,1317')
      .transform((value) => [...new Set(value.split(',').map(Number))])
      .refine((ids) => ids.length <= MAX_IDS, `must name at most ${MAX_IDS} properties`)
      .optional()
      .describe(`Only these properties (at most ${MAX_IDS}), such as the ones under a marker of the map`),
    sort: z
      .enum(SORTS, { error: `must be one of ${SORTS.join(', ')}` })
      .default('date_desc')
      .describe('Prices on demand and unknown surfaces come last'),
    page: wholeNumber(1, 100_000).default(1),
    pageSize: wholeNumber(1, MAX_PAGE_SIZE).default(12),
  }),
);
export type PropertyQuery = z.output<typeof propertyQuerySchema>;

export const propertyMapQuerySchema = orderedBounds(z.object(filterShape));
export type PropertyMapQuery = z.output<typeof propertyMapQuerySchema>;

export const propertyMapPointsSchema = z.object({
  total: z.int().describe('Properties matching the filters: as many as the list counts'),
  points: z.array(
    z.object({
      ID: z.int(),
      Goal: goal,
      Marquee: marquee,
      PublishPrice: z.boolean(),
      Price: z.number().describe('0 when the price is on demand (PublishPrice false)'),
      PriceUnit: z.int().nullable(),
      Latitude: z.number().describe('Rounded to about a kilometre when the address is not published'),
      Longitude: z.number(),
    } satisfies ShapeOf<PropertyMapPoint>),
  ),
}) satisfies z.ZodType<PropertyMapPoints>;
export type PropertyMapPointsAnswer = z.infer<typeof propertyMapPointsSchema>;

export const idParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'must be a whole number from 1')
    .transform(Number)
    .pipe(z.number().max(2_147_483_647, 'is too large'))
    .describe('The id of the back office'),
});

// The front ends read these answers through the kernel's types: a field added or changed on one
// side only fails the type-check here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const answersMatchTheKernel: [
  Same<PropertyCard, PropertyListItem>,
  Same<PropertyPage, PropertyListPage>,
  Same<PropertyDetailView, PropertyDetailData>,
  Same<ProjectListItem, ProjectListEntry>,
  Same<ProjectDetailView, ProjectDetailData>,
] = [true, true, true, true, true];
void answersMatchTheKernel;
