import {
  cityInLanguage,
  CountryID,
  Goal,
  Marquee,
  PRICE_UNIT_FROM,
  epcLabel,
  isDwelling,
  LANGUAGES,
  registrationDuties,
  type FeedDocument,
  type FeedPhoto,
  type FeedProperty,
  type LocalizedText,
  type Region,
} from 'shared-kernel';
import { demoDocumentName } from '../documents/demoDocuments.js';
import type { Commune } from './communes.js';
import type { Draw } from './draw.js';
import {
  CAPTIONS,
  description,
  headline,
  type CaptionKey,
  type FeatureKey,
  type HeadlineStatus,
  type Kitchen,
  type NounKey,
  type Setting,
  type Words,
} from './texts.js';

/** The seven property types (spec §3) by what the generator makes of them. */
export type Kind = 'house' | 'studio' | 'apartment' | 'land' | 'investment' | 'commercial' | 'garage';

export const WEB_ID: Record<Kind, number> = {
  house: 1,
  studio: 2,
  apartment: 3,
  land: 4,
  investment: 5,
  commercial: 6,
  garage: 7,
};

const RESIDENTIAL: ReadonlySet<Kind> = new Set(['house', 'studio', 'apartment', 'investment']);

/**
 * Fixed, so the same seed makes the same agency on any day: "listed 3 months ago" is counted from
 * here, not from the clock.
 */
export const REFERENCE_DATE = Date.parse('2026-11-01T09:00:00Z');

const DAY_MS = 86_400_000;

export const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The ids a feed hands out, in order. */
export class IdSequence {
  private property: number;
  private documentRound = 0;

  constructor(firstPropertyId: number) {
    this.property = firstPropertyId;
  }

  /** Back-office ids leave gaps where listings were deleted. */
  nextProperty(draw: Draw): number {
    const id = this.property;
    this.property += draw.weighted([
      [1, 8],
      [2, 1],
      [3, 1],
    ]);
    return id;
  }

  /**
   * The document routes name document `id` after the `(id - 1) % 8`-th kind of the demo list
   * (`demoDocumentName`): the id is chosen so that its PDF shows the kind it is listed as.
   */
  document(kind: DocumentKind): FeedDocument {
    const id = this.documentRound * DOCUMENT_KINDS + DOCUMENT_KIND_INDEX[kind] + 1;
    this.documentRound += 1;
    return { ID: id, Name: demoDocumentName(id), Url: `/api/documents/${id}`, MimeType: 'application/pdf' };
  }
}

const DOCUMENT_KIND_INDEX = {
  epc: 0,
  soil: 1,
  planning: 2,
  electrical: 3,
  cadastre: 4,
  plans: 5,
  technical: 6,
} as const;
const DOCUMENT_KINDS = 8;

export type DocumentKind = keyof typeof DOCUMENT_KIND_INDEX;

/** What a listing looks like before it is priced and written up. */
interface Shape {
  noun: NounKey;
  webIds: number[];
  feature?: FeatureKey;
  bedrooms?: number;
  bathrooms?: number;
  showerRooms?: number;
  toilets?: number;
  surfaceLiving?: number;
  surfaceTotal?: number;
  surfaceGround?: number;
  surfaceTerrace?: number;
  surfaceGarden?: number;
  surfaceOffice?: number;
  frontWidth?: number;
  plotWidth?: number;
  facades?: number;
  floors?: number;
  garages?: number;
  parkings?: number;
  dwellings?: number;
  constructionYear?: number;
  renovationYear?: number;
  kitchen?: Kitchen;
}

const KITCHENS: readonly (readonly [Kitchen, number])[] = [
  ['fully_equipped', 4],
  ['equipped', 4],
  ['semi_equipped', 1],
  ['not_equipped', 1],
];

function constructionYear(draw: Draw, area: Commune['area']): number {
  const [from, to] = draw.weighted<readonly [number, number]>(
    area === 'brussels'
      ? [
          [[1890, 1914], 2],
          [[1920, 1939], 2],
          [[1950, 1975], 3],
          [[1976, 2000], 1.5],
          [[2001, 2024], 1.5],
        ]
      : [
          [[1920, 1945], 0.5],
          [[1950, 1975], 3],
          [[1976, 2000], 3.5],
          [[2001, 2024], 3],
        ],
  );
  return draw.int(from, to);
}

function renovationYear(draw: Draw, built: number): number | undefined {
  if (built > 2000 || !draw.chance(0.3)) return undefined;
  return draw.int(Math.max(built + 20, 1995), 2025);
}

function shapeOf(kind: Kind, draw: Draw, commune: Commune): Shape {
  const urban = commune.area === 'brussels' || commune.area === 'luxembourg';
  switch (kind) {
    case 'apartment': {
      const bedrooms = draw.weighted([
        [1, 30],
        [2, 40],
        [3, 22],
        [4, 8],
      ]);
      const built = constructionYear(draw, commune.area);
      const renovated = renovationYear(draw, built);
      const garden = draw.chance(0.08) ? draw.int(20, 120) : undefined;
      const terrace = garden === undefined && draw.chance(0.45) ? draw.int(4, 30) : undefined;
      const garages = draw.chance(0.15) ? 1 : 0;
      const noun: NounKey = bedrooms >= 2 && draw.chance(0.06) ? 'penthouse' : draw.chance(0.08) ? 'duplex' : 'apartment';
      return {
        noun,
        webIds: garages > 0 && draw.chance(0.5) ? [3, 7] : [3],
        feature: featureOf(draw, { garden, terrace, renovated, garages, view: noun === 'penthouse' }),
        bedrooms,
        bathrooms: bedrooms >= 3 && draw.chance(0.6) ? 2 : 1,
        toilets: draw.int(1, 2),
        surfaceLiving: Math.round(32 + 27 * bedrooms + draw.between(-8, 30)),
        surfaceTerrace: terrace,
        surfaceGarden: garden,
        facades: draw.chance(0.5) ? 2 : undefined,
        garages,
        parkings: draw.chance(0.3) ? 1 : undefined,
        constructionYear: built,
        renovationYear: renovated,
        kitchen: draw.weighted(KITCHENS),
      };
    }
    case 'studio': {
      const built = constructionYear(draw, commune.area);
      return {
        noun: 'studio',
        webIds: [2],
        feature: draw.chance(0.2) ? 'bright' : undefined,
        bedrooms: 0,
        bathrooms: 0,
        showerRooms: 1,
        toilets: 1,
        surfaceLiving: draw.int(24, 45),
        constructionYear: built,
        renovationYear: renovationYear(draw, built),
        kitchen: draw.weighted(KITCHENS),
      };
    }
    case 'house': {
      const bedrooms = draw.weighted([
        [2, 10],
        [3, 35],
        [4, 35],
        [5, 15],
        [6, 5],
      ]);
      const facades = urban
        ? draw.weighted([
            [2, 75],
            [3, 20],
            [4, 5],
          ])
        : draw.weighted([
            [2, 25],
            [3, 35],
            [4, 40],
          ]);
      const ground = urban ? draw.int(60, 400) : draw.int(250, 2000);
      const front = urban ? draw.int(5, 8) : draw.int(8, 20);
      const built = constructionYear(draw, commune.area);
      const renovated = renovationYear(draw, built);
      const garages = urban ? (draw.chance(0.3) ? 1 : 0) : draw.int(0, 2);
      const living = Math.round(70 + 33 * bedrooms + draw.between(0, 80));
      const noun: NounKey =
        facades === 4 && draw.chance(0.6)
          ? 'villa'
          : commune.area === 'brussels' && bedrooms >= 4 && draw.chance(0.35)
            ? 'mansion'
            : 'house';
      const garden = Math.max(0, Math.round(ground - living / 2));
      return {
        noun,
        webIds: garages > 0 && draw.chance(0.5) ? [1, 7] : [1],
        feature: featureOf(draw, { garden: garden > 0 ? garden : undefined, renovated, garages, old: built < 1960 && !renovated }),
        bedrooms,
        bathrooms: draw.int(1, 3),
        toilets: draw.int(2, 3),
        surfaceLiving: living,
        surfaceGround: ground,
        surfaceGarden: garden > 0 ? garden : undefined,
        surfaceTerrace: draw.chance(0.5) ? draw.int(10, 40) : undefined,
        frontWidth: front,
        plotWidth: front + (facades > 2 ? draw.int(3, 15) : 0),
        facades,
        floors: draw.int(2, 3),
        garages,
        constructionYear: built,
        renovationYear: renovated,
        kitchen: draw.weighted(KITCHENS),
      };
    }
    case 'land': {
      const ground = commune.area === 'brussels' ? draw.int(200, 800) : draw.int(300, 2500);
      return {
        noun: 'land',
        webIds: [4],
        surfaceGround: ground,
        frontWidth: draw.int(10, 30),
        facades: draw.chance(0.5) ? draw.int(3, 4) : undefined,
      };
    }
    case 'investment': {
      const dwellings = draw.int(2, 6);
      const built = draw.int(1890, 1975);
      return {
        noun: 'investment',
        webIds: draw.chance(0.5) ? [5, 1] : [5],
        dwellings,
        bedrooms: dwellings + draw.int(0, dwellings),
        bathrooms: dwellings,
        surfaceLiving: dwellings * draw.int(55, 95),
        surfaceGround: draw.int(90, 300),
        facades: 2,
        floors: Math.min(dwellings, 5),
        constructionYear: built,
        renovationYear: renovationYear(draw, built),
      };
    }
    case 'commercial': {
      const shop = draw.chance(0.6);
      const surface = draw.int(40, 400);
      return {
        noun: shop ? 'shop' : 'office',
        webIds: [6],
        surfaceTotal: surface,
        surfaceOffice: shop ? undefined : surface,
        toilets: draw.int(1, 2),
        parkings: shop ? undefined : draw.int(0, 6),
        constructionYear: constructionYear(draw, commune.area),
      };
    }
    case 'garage': {
      const box = draw.chance(0.6);
      return { noun: box ? 'garage' : 'parking', webIds: [7], surfaceTotal: box ? draw.int(12, 18) : draw.int(11, 13) };
    }
  }
}

function featureOf(
  draw: Draw,
  has: { garden?: number; terrace?: number; renovated?: number; garages: number; view?: boolean; old?: boolean },
): FeatureKey | undefined {
  const candidates: FeatureKey[] = [];
  if (has.garden !== undefined) candidates.push('garden');
  if (has.terrace !== undefined) candidates.push('terrace');
  if (has.renovated !== undefined) candidates.push('renovated');
  if (has.garages > 0) candidates.push('garage');
  if (has.view) candidates.push('view');
  if (has.old) candidates.push('toRenovate');
  candidates.push('bright');
  return draw.chance(0.7) ? draw.pick(candidates) : undefined;
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Euros: the asking price for sale, the monthly rent for rent, by type, size and commune. */
function priceOf(kind: Kind, shape: Shape, forRent: boolean, level: number, draw: Draw): number {
  const noise = draw.between(0.88, 1.12);
  const living = shape.surfaceLiving ?? 0;
  const ground = shape.surfaceGround ?? 0;
  const total = shape.surfaceTotal ?? 0;
  const price = (value: number, min: number, max: number, step: number) => roundTo(clamp(value * noise, min, max), step);
  if (forRent) {
    switch (kind) {
      case 'apartment':
        return price(300 + living * 11 * level, 650, 4500, 25);
      case 'studio':
        return price(420 + living * 12 * level, 650, 1150, 25);
      case 'house':
        return price(700 + living * 9.5 * level, 1400, 4500, 50);
      case 'land':
        return price(ground * 0.8 * level, 650, 1500, 25);
      case 'investment':
        return price(living * 8 * level, 2000, 4500, 50);
      case 'commercial':
        return price(total * 16 * level, 900, 4500, 50);
      case 'garage':
        return price(110 * level, 90, 180, 5);
    }
  }
  switch (kind) {
    case 'apartment':
      return price(living * 3300 * level, 190_000, 900_000, 5000);
    case 'studio':
      return price(living * 3900 * level, 120_000, 280_000, 5000);
    case 'house':
      return price((living * 2900 + ground * 150) * level, 350_000, 2_500_000, 10_000);
    case 'land':
      return price(ground * 320 * level, 110_000, 1_200_000, 5000);
    case 'investment':
      return price(living * 2300 * level, 450_000, 2_800_000, 10_000);
    case 'commercial':
      return price(total * 2600 * level, 120_000, 1_500_000, 5000);
    case 'garage':
      return price(draw.int(25_000, 45_000) * level, 25_000, 60_000, 500);
  }
}

// Energy use in kWh/m² per year by the age of the building (renovation counts as a rebuild).
const ENERGY_BY_AGE: readonly { until: number; range: readonly [number, number] }[] = [
  { until: 1945, range: [250, 480] },
  { until: 1970, range: [200, 420] },
  { until: 1990, range: [150, 330] },
  { until: 2005, range: [110, 240] },
  { until: 2014, range: [60, 150] },
  { until: Infinity, range: [15, 85] },
];

/** 'a_plus' → 'A+', 'b_sub' → 'B-', 'a_plusplus' → 'A++': how agents write a label. */
export function labelText(code: string): string {
  const [letter = '', suffix = ''] = code.split('_');
  return letter.toUpperCase() + ({ plusplus: '++', plus: '+', sub: '-' }[suffix] ?? '');
}

type EnergyFields = Pick<
  FeedProperty,
  'EnergyPerformance' | 'EPCLabelText' | 'UniqueCode' | 'EPCTotal' | 'EPCSpecific' | 'EPCCO2Emission' | 'EPCEndDate' | 'EPCELevel'
>;

export interface Energy {
  fields: EnergyFields;
  /** The label as the description writes it ('C+'). */
  label: string;
  value?: number;
}

/** The EPC of a building of that age, on the scale of its region (spec §9); Luxembourg has its own classes. */
export function energyOf(draw: Draw, area: Commune['area'], built: number, surface: number | undefined): Energy {
  if (area === 'luxembourg') {
    const label = draw.pick(['A', 'B', 'C', 'D', 'E', 'F']);
    return { fields: { EPCLabelText: label }, label };
  }
  const [min, max] = ENERGY_BY_AGE.find(({ until }) => built <= until)?.range ?? [100, 300];
  const value = draw.int(min, max);
  const code = epcLabel(area, value);
  if (code === null) throw new Error(`No EPC label for ${value} in ${area}`);
  const label = labelText(code);
  // Some agents only type the label of the certificate.
  if (draw.chance(0.12)) return { fields: { EPCLabelText: label }, label };
  const issued = REFERENCE_DATE - draw.int(30, 8 * 365) * DAY_MS;
  return {
    fields: {
      EnergyPerformance: value,
      EPCLabelText: draw.chance(0.5) ? label : undefined,
      UniqueCode: certificateCode(draw, area, issued),
      EPCSpecific: value,
      EPCTotal: surface === undefined ? undefined : Math.round(value * surface),
      EPCCO2Emission: Math.round(value * 0.21),
      EPCEndDate: isoDay(issued + 10 * 365 * DAY_MS),
      EPCELevel: built >= 2010 ? draw.int(20, 70) : undefined,
    },
    label,
    value,
  };
}

function certificateCode(draw: Draw, region: Region, issued: number): string {
  const day = isoDay(issued).replaceAll('-', '');
  const serial = String(draw.int(1, 9_999_999_999)).padStart(10, '0');
  return region === 'wallonia' ? `${day}${serial.slice(4)}` : `${day}-${serial}-${region === 'flanders' ? 'RES-1' : '01-2'}`;
}

const ORIENTATIONS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;

/** The building's equipment, filled unevenly as agents do. */
function equipmentOf(draw: Draw, shape: Shape, built: number): Partial<FeedProperty> {
  const recent = built >= 2010;
  return {
    Heating: draw.chance(0.85)
      ? draw.weighted<string>(
          recent
            ? [
                ['heat_pump', 5],
                ['gas', 4],
                ['electric', 1],
              ]
            : [
                ['gas', 12],
                ['fuel_oil', 3],
                ['electric', 2],
                ['heat_pump', 1],
                ['collective_gas', shape.noun === 'apartment' ? 3 : 0],
              ],
        )
      : undefined,
    Glazing: draw.chance(0.8)
      ? draw.weighted<string>(
          recent
            ? [
                ['triple', 2],
                ['double', 8],
              ]
            : [
                ['double', 17],
                ['single', 2],
                ['triple', 1],
              ],
        )
      : undefined,
    WindowFrame: draw.chance(0.6) ? draw.pick(['pvc', 'aluminium', 'wood']) : undefined,
    Kitchen: shape.kitchen,
    Roof:
      shape.noun === 'house' || shape.noun === 'villa' || shape.noun === 'mansion'
        ? draw.weighted<string>([
            ['tiles', 5],
            ['slates', 3],
            ['flat', 2],
          ])
        : undefined,
    OrientationTerrace: shape.surfaceTerrace !== undefined && draw.chance(0.7) ? draw.pick(ORIENTATIONS) : undefined,
    OrientationGarden: shape.surfaceGarden !== undefined && draw.chance(0.7) ? draw.pick(ORIENTATIONS) : undefined,
  };
}

/** Urban planning and legal information, which Belgian sales must state. */
function legalOf(draw: Draw, area: Region, built: number | undefined): Partial<FeedProperty> {
  if (!draw.chance(0.7)) return {};
  const flood = draw.weighted<string>([
    ['not_in_flood_zone', 85],
    ['possible', 10],
    ['effective', 5],
  ]);
  return {
    BuildingPermit: draw.chance(0.9),
    SubdivisionPermit: draw.chance(0.08),
    PreemptiveRights: draw.chance(area === 'brussels' ? 0.1 : 0.03),
    Summons: draw.chance(0.02),
    JudicialDecision: draw.chance(0.02),
    FloodZone: flood,
    FloodScoreParcel: area === 'flanders' ? (flood === 'not_in_flood_zone' ? 'A' : draw.pick(['B', 'C', 'D'])) : undefined,
    FloodScoreBuilding: area === 'flanders' ? (flood === 'not_in_flood_zone' ? 'A' : draw.pick(['A', 'B', 'C'])) : undefined,
    // Flanders requires an asbestos certificate for buildings from before 2001.
    ...(area === 'flanders' && built !== undefined && built < 2001
      ? {
          AsbestosType: draw.weighted<string>([
            ['asbestos_safe', 6],
            ['not_asbestos_safe', 3],
            ['no_asbestos_risk', 1],
          ]),
          AsbestosDate: isoDay(REFERENCE_DATE - draw.int(30, 1000) * DAY_MS),
        }
      : {}),
  };
}

// Registration duty on an existing property, per region (2025 rates).
function salesCostsOf(draw: Draw, area: Region, price: number, shape: Shape, kind: Kind): Partial<FeedProperty> {
  return {
    NotaryFees: roundTo(1800 + price * 0.011, 100),
    // The kernel's rule for the usual buyer: of a home, a sole own home (what the detail page's
    // calculator shows by default); of anything else, the ordinary rate, the only one it offers.
    RegistrationRights: registrationDuties(price, area, { soleHome: isDwelling(WEB_ID[kind]) }),
    ChargesOwner: shape.noun === 'apartment' || shape.noun === 'studio' || shape.noun === 'penthouse' ? draw.int(6, 35) * 10 : undefined,
  };
}

// A rental deposit is capped at two months' rent on a blocked account.
function rentCostsOf(draw: Draw, rent: number, kind: Kind): Partial<FeedProperty> {
  return {
    ChargesRenter: kind === 'garage' ? undefined : draw.int(5, 25) * 10,
    Deposit: 2 * rent,
    AgencyCost: draw.chance(0.15) ? draw.int(10, 25) * 10 : undefined,
  };
}

function availabilityOf(draw: Draw, forRent: boolean): string {
  if (forRent) return draw.chance(0.5) ? 'immediately' : isoDay(REFERENCE_DATE + draw.int(15, 90) * DAY_MS);
  return draw.weighted<string>([
    ['on_deed', 5],
    ['immediately', 3],
    ['by_arrangement', 2],
  ]);
}

/**
 * The words of a record in the four languages of the site: the demo agency writes its texts in all
 * of them (a few records carry one plain French text instead, see their callers).
 */
export function languagesOf(draw: Draw, words: Words): LocalizedText {
  // Two draws stand where the English and German texts were once left out at random: drawn still,
  // so every later value of a seed's catalogue (prices, places, photos) stays what it was.
  draw.chance(0.9);
  draw.chance(0.65);
  return { fr: words.fr, nl: words.nl, en: words.en, de: words.de };
}

export function photosOf(draw: Draw, prefix: string, count: number, rooms: readonly CaptionKey[]): FeedPhoto[] {
  const captioned = draw.chance(0.6);
  return Array.from({ length: count }, (_, index) => {
    const caption = index === 0 ? rooms[0] : rooms[1 + ((index - 1) % (rooms.length - 1))];
    return {
      ImageID: `${prefix}-${index + 1}`,
      Order: index + 1,
      ...(captioned && caption !== undefined ? { Caption: CAPTIONS[caption] } : {}),
    };
  });
}

function roomsOf(shape: Shape): readonly CaptionKey[] {
  switch (shape.noun) {
    case 'land':
      return ['plot', 'plot'];
    case 'garage':
    case 'parking':
    case 'shop':
    case 'office':
      return ['facade', 'interior'];
    default:
      return [
        'facade',
        'living',
        'kitchen',
        'bedroom',
        'bathroom',
        ...(shape.surfaceGarden !== undefined ? (['garden'] as const) : []),
        ...(shape.surfaceTerrace !== undefined ? (['terrace'] as const) : []),
        'bedroom',
      ];
  }
}

/** Where a listing is: a commune, the name variant it is listed under and a point near its centre. */
export interface Place {
  commune: Commune;
  city: string;
  /** The commune as a page in each language names it, whichever name the listing carries. */
  names: Words;
  /** The language of the name, which the street name follows. */
  language: 'fr' | 'nl' | 'de';
  latitude: number;
  longitude: number;
}

export function placeIn(draw: Draw, commune: Commune, spread = 1): Place {
  const variants = Object.entries(commune.names) as ['fr' | 'nl' | 'de', string][];
  const [first, ...others] = variants;
  if (first === undefined) throw new Error(`Commune ${commune.postcode} has no name`);
  const share = commune.area === 'brussels' ? 0.62 : 0.75;
  const [language, city] = others.length === 0 || draw.chance(share) ? first : draw.pick(others);
  const jitter = (degrees: number) => draw.between(-degrees, degrees) * spread;
  return {
    commune,
    city,
    names: Object.fromEntries(LANGUAGES.map((lang) => [lang, cityInLanguage(city, commune.postcode, lang)])) as Words,
    language,
    latitude: Number((commune.latitude + jitter(0.012)).toFixed(6)),
    longitude: Number((commune.longitude + jitter(0.018)).toFixed(6)),
  };
}

export function addressOf(draw: Draw, place: Place, boxed: boolean) {
  const number = String(draw.int(1, 250)) + (draw.chance(0.05) ? draw.pick(['A', 'B']) : '');
  return {
    City: place.city,
    // Some records carry the town after the postcode (spec §3).
    Zip: draw.chance(0.08) ? `${place.commune.postcode} ${place.city}` : place.commune.postcode,
    Street: draw.street(place.language === 'nl' ? 'nl' : 'fr'),
    HouseNumber: number,
    BoxNr: boxed && draw.chance(0.65) ? `${draw.int(1, 6)}${draw.pick(['', '', 'A', 'B'])}` : '',
    CountryID: place.commune.area === 'luxembourg' ? CountryID.Luxembourg : CountryID.Belgium,
    CountryName: place.commune.area === 'luxembourg' ? 'Luxembourg' : 'Belgique',
    Latitude: place.latitude,
    Longitude: place.longitude,
  };
}

export const settingOf = (commune: Commune): Setting =>
  commune.area === 'luxembourg' ? 'luxembourg' : commune.area === 'brussels' ? 'city' : 'suburb';

export function datesOf(draw: Draw, ageDays: number): Pick<FeedProperty, 'CreatedAt' | 'UpdatedAt'> {
  const created = REFERENCE_DATE - ageDays * DAY_MS - draw.int(0, 600) * 60_000;
  const updated = created + draw.int(0, Math.min(ageDays, 120)) * DAY_MS;
  return { CreatedAt: new Date(created).toISOString(), UpdatedAt: new Date(updated).toISOString() };
}

const MARQUEE_NAMES: Record<Marquee, string> = { 1: 'À vendre', 2: 'Nouveau', 3: 'Vendu', 4: 'Loué' };

/** Spec §3/§4: the banner state and the headline's status word agree. */
export function stateOf(draw: Draw, goal: Goal): { marquee: Marquee; status?: HeadlineStatus; marqueeName: string } {
  if (goal === Goal.Sale) {
    if (draw.chance(0.1)) return { marquee: Marquee.Sold, status: 'sold', marqueeName: MARQUEE_NAMES[Marquee.Sold] };
    const marquee = draw.chance(0.15) ? Marquee.ForSaleVariant : Marquee.ForSale;
    return { marquee, status: availableStatus(draw), marqueeName: MARQUEE_NAMES[marquee] };
  }
  if (draw.chance(0.12)) return { marquee: Marquee.Rented, status: 'rented', marqueeName: MARQUEE_NAMES[Marquee.Rented] };
  return { marquee: Marquee.ForSale, status: availableStatus(draw), marqueeName: 'À louer' };
}

function availableStatus(draw: Draw): HeadlineStatus | undefined {
  return draw.weighted<HeadlineStatus | undefined>([
    [undefined, 93],
    ['option', 6],
    ['suspended', 1],
  ]);
}

const SALE_KINDS: readonly (readonly [Kind, number])[] = [
  ['apartment', 44],
  ['house', 26],
  ['studio', 6],
  ['land', 5],
  ['investment', 5],
  ['commercial', 5],
  ['garage', 9],
];
const RENT_KINDS: readonly (readonly [Kind, number])[] = [
  ['apartment', 55],
  ['house', 12],
  ['studio', 14],
  ['land', 1],
  ['investment', 1],
  ['commercial', 8],
  ['garage', 9],
];

/** One listing of the agency's own stock (not a project unit). */
export function makeProperty(draw: Draw, ids: IdSequence, communes: readonly (readonly [Commune, number])[]): FeedProperty {
  const id = ids.nextProperty(draw);
  const commune = draw.weighted(communes);
  const forRent = draw.chance(commune.area === 'luxembourg' ? 0.25 : 0.38);
  const goal: Goal = forRent ? (draw.chance(0.02) ? Goal.Legacy : Goal.Rent) : Goal.Sale;
  const kind = draw.weighted(forRent ? RENT_KINDS : SALE_KINDS);
  const shape = shapeOf(kind, draw, commune);
  const state = stateOf(draw, goal);
  const place = placeIn(draw, commune);
  const belgian = commune.area === 'luxembourg' ? undefined : commune.area;
  const residential = RESIDENTIAL.has(kind);
  const built = shape.constructionYear;
  const energy =
    residential || (kind === 'commercial' && draw.chance(0.5))
      ? energyOf(draw, commune.area, shape.renovationYear ?? built ?? 1970, shape.surfaceLiving ?? shape.surfaceTotal)
      : undefined;

  let price = priceOf(kind, shape, forRent, commune.priceLevel, draw);
  const viager =
    !forRent && belgian !== undefined && (kind === 'apartment' || kind === 'house') && draw.chance(0.012)
      ? {
          ViagerAges: draw.chance(0.5) ? [draw.int(72, 88)] : [draw.int(72, 88), draw.int(72, 88)],
          ViagerType: draw.chance(0.8) ? 'occupied' : 'free',
          ViagerMonthlyRent: draw.int(12, 30) * 50,
          ViagerBouquet: draw.int(8, 30) * 5000,
        }
      : undefined;
  if (viager) price = viager.ViagerBouquet;
  const onDemand = !forRent && draw.chance(shape.noun === 'villa' || shape.noun === 'mansion' || kind === 'investment' ? 0.15 : 0.01);
  const fromPrice = !viager && (kind === 'investment' || kind === 'commercial' || kind === 'land') && draw.chance(0.1);
  const ageDays = goal === Goal.Legacy ? draw.int(550, 730) : state.marquee >= Marquee.Sold ? draw.int(60, 730) : draw.int(0, 730);
  const words = headline({
    noun: shape.noun,
    // An investment property is told by its dwellings, not its bedrooms.
    bedrooms: kind === 'investment' ? undefined : shape.bedrooms,
    surface: kind === 'land' ? shape.surfaceGround : kind === 'commercial' ? shape.surfaceTotal : undefined,
    dwellings: shape.dwellings,
    feature: forRent && shape.noun === 'studio' && draw.chance(0.4) ? 'furnished' : shape.feature,
    viager: viager !== undefined,
    status: state.status,
  });
  const text = description({
    noun: shape.noun,
    city: place.names,
    setting: settingOf(commune),
    surface: shape.surfaceLiving ?? shape.surfaceGround ?? shape.surfaceTotal,
    bedrooms: shape.bedrooms,
    bathrooms: shape.bathrooms,
    kitchen: shape.kitchen,
    terrace: shape.surfaceTerrace,
    garden: shape.surfaceGarden,
    energy,
  });
  // A few agents fill in one French text for every language (spec §3: a plain string).
  const plain = draw.chance(0.03);

  return {
    ID: id,
    Goal: goal,
    WebID: WEB_ID[kind],
    WebIDs: shape.webIds.join(','),
    RecordFile: `${forRent ? 'L' : 'V'}${new Date(REFERENCE_DATE - ageDays * DAY_MS).getUTCFullYear()}-${String(id).padStart(5, '0')}`,
    Marquee: state.marquee,
    MarqueeName: state.marqueeName,
    PublishPrice: !onDemand,
    Price: price,
    PriceUnit: fromPrice ? PRICE_UNIT_FROM : null,
    PriceUnitText: fromPrice ? 'À partir de' : '',
    PublishAddress: draw.chance(0.85),
    ...addressOf(draw, place, kind === 'apartment' || kind === 'studio'),
    Title: plain ? words.fr : languagesOf(draw, words),
    Description: plain ? text.fr : languagesOf(draw, text),
    ...energy?.fields,
    Facades: shape.facades,
    ConstructionYear: built,
    RenovationYear: shape.renovationYear,
    ...(residential ? equipmentOf(draw, shape, shape.renovationYear ?? built ?? 1970) : {}),
    Availability: availabilityOf(draw, forRent),
    SurfaceTotal: shape.surfaceTotal,
    SurfaceLiving: shape.surfaceLiving,
    SurfaceGround: shape.surfaceGround,
    SurfaceTerrace: shape.surfaceTerrace,
    SurfaceGarden: shape.surfaceGarden,
    SurfaceOffice: shape.surfaceOffice,
    FrontWidth: shape.frontWidth,
    PlotWidth: shape.plotWidth,
    Bedrooms: shape.bedrooms,
    Bathrooms: shape.bathrooms,
    ShowerRooms: shape.showerRooms,
    Toilets: shape.toilets,
    Garages: shape.garages,
    Parkings: shape.parkings,
    Floors: shape.floors,
    ...(belgian !== undefined && !forRent ? legalOf(draw, belgian, built) : {}),
    ...(forRent ? rentCostsOf(draw, price, kind) : belgian !== undefined ? salesCostsOf(draw, belgian, price, shape, kind) : {}),
    ...viager,
    Photos: photosOf(draw, `property-${id}`, kind === 'garage' ? 3 : draw.int(3, 8), roomsOf(shape)),
    Documents: documentsOf(draw, ids, { forRent, belgian, residential, energy: energy !== undefined }),
    VirtualTourUrl: residential && draw.chance(forRent ? 0.06 : 0.12) ? `https://my.matterport.com/show/?m=${draw.token(11)}` : undefined,
    VideoUrls: draw.chance(0.05) ? [`https://www.youtube.com/watch?v=${draw.token(11)}`] : undefined,
    ...datesOf(draw, ageDays),
  };
}

function documentsOf(
  draw: Draw,
  ids: IdSequence,
  facts: { forRent: boolean; belgian: Region | undefined; residential: boolean; energy: boolean },
): FeedDocument[] {
  const kinds: DocumentKind[] = [];
  if (facts.energy && facts.belgian !== undefined) kinds.push('epc');
  if (!facts.forRent && facts.belgian !== undefined) {
    if (facts.belgian !== 'wallonia' && draw.chance(0.7)) kinds.push('soil');
    if (draw.chance(0.8)) kinds.push('planning');
    if (facts.residential && draw.chance(0.6)) kinds.push('electrical');
    if (draw.chance(0.5)) kinds.push('cadastre');
  }
  if (facts.residential && draw.chance(facts.forRent ? 0.5 : 0.6)) kinds.push('plans');
  return kinds.map((kind) => ids.document(kind));
}
