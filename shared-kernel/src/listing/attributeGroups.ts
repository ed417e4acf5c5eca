import { facadeKind } from '../domain/facade.js';
import type { PropertyDetail } from '../domain/property.js';

/** Spec §3: the groups of the detail page's attribute table, in display order. */
export const ATTRIBUTE_GROUPS = ['general', 'surfaces', 'rooms', 'energy', 'legal', 'financial', 'viager'] as const;
export type AttributeGroup = (typeof ATTRIBUTE_GROUPS)[number];

/**
 * How a value reads: `code` is a back-office code with a translated label ('gas', 'on_deed'),
 * shown as it is when no label exists; `facades` reads the count as open / half open / closed;
 * `availability` is such a code ('immediately') or the day the property becomes free.
 */
export type AttributeKind =
  | 'text'
  | 'code'
  | 'availability'
  | 'count'
  | 'area'
  | 'length'
  | 'year'
  | 'money'
  | 'percent'
  | 'flag'
  | 'date'
  | 'facades'
  | 'ages'
  | 'energy'
  | 'co2'
  | 'ratio';

type AttributeKey = Exclude<keyof PropertyDetail, 'SmallPictureItem'>;

interface AttributeDefinition {
  key: AttributeKey;
  kind: AttributeKind;
}

const DEFINITIONS: Record<AttributeGroup, readonly AttributeDefinition[]> = {
  general: [
    { key: 'UniqueCode', kind: 'text' },
    { key: 'Facades', kind: 'facades' },
    { key: 'ConstructionYear', kind: 'year' },
    { key: 'RenovationYear', kind: 'year' },
    { key: 'Kitchen', kind: 'code' },
    { key: 'Roof', kind: 'code' },
    { key: 'OrientationTerrace', kind: 'code' },
    { key: 'OrientationGarden', kind: 'code' },
    { key: 'Availability', kind: 'availability' },
  ],
  surfaces: [
    { key: 'SurfaceTotal', kind: 'area' },
    { key: 'SurfaceLiving', kind: 'area' },
    { key: 'SurfaceGround', kind: 'area' },
    { key: 'SurfaceTerrace', kind: 'area' },
    { key: 'SurfaceGarden', kind: 'area' },
    { key: 'SurfaceConstructed', kind: 'area' },
    { key: 'SurfaceOffice', kind: 'area' },
    { key: 'FrontWidth', kind: 'length' },
    { key: 'PlotWidth', kind: 'length' },
  ],
  rooms: [
    { key: 'Bedrooms', kind: 'count' },
    { key: 'Bathrooms', kind: 'count' },
    { key: 'ShowerRooms', kind: 'count' },
    { key: 'Toilets', kind: 'count' },
    { key: 'Garages', kind: 'count' },
    { key: 'Parkings', kind: 'count' },
    { key: 'Floors', kind: 'count' },
  ],
  energy: [
    { key: 'EPCLabelText', kind: 'text' },
    { key: 'EPCTotal', kind: 'energy' },
    { key: 'EPCSpecific', kind: 'ratio' },
    { key: 'EPCCO2Emission', kind: 'co2' },
    { key: 'EPCEndDate', kind: 'date' },
    { key: 'EPCELevel', kind: 'text' },
    { key: 'Heating', kind: 'code' },
    { key: 'Glazing', kind: 'code' },
    { key: 'WindowFrame', kind: 'code' },
  ],
  legal: [
    { key: 'BuildingPermit', kind: 'flag' },
    { key: 'SubdivisionPermit', kind: 'flag' },
    { key: 'PreemptiveRights', kind: 'flag' },
    { key: 'Summons', kind: 'flag' },
    { key: 'JudicialDecision', kind: 'flag' },
    { key: 'FloodZone', kind: 'code' },
    { key: 'FloodScoreParcel', kind: 'text' },
    { key: 'FloodScoreBuilding', kind: 'text' },
    { key: 'AsbestosType', kind: 'code' },
    { key: 'AsbestosDate', kind: 'date' },
  ],
  financial: [
    { key: 'ChargesOwner', kind: 'money' },
    { key: 'ChargesRenter', kind: 'money' },
    { key: 'NotaryFees', kind: 'money' },
    { key: 'RegistrationRights', kind: 'money' },
    { key: 'VAT', kind: 'percent' },
    { key: 'Deposit', kind: 'money' },
    { key: 'AgencyCost', kind: 'money' },
  ],
  viager: [
    { key: 'ViagerAges', kind: 'ages' },
    { key: 'ViagerType', kind: 'code' },
    { key: 'ViagerMonthlyRent', kind: 'money' },
    { key: 'ViagerBouquet', kind: 'money' },
  ],
};

export type AttributeValue = string | number | boolean | readonly number[];

export interface AttributeRow {
  key: AttributeKey;
  kind: AttributeKind;
  value: AttributeValue;
}

export interface AttributeSection {
  group: AttributeGroup;
  rows: AttributeRow[];
}

function present(value: unknown): value is AttributeValue {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.length > 0;
  return typeof value === 'boolean';
}

/**
 * The attribute table of a property: each group with the rows the property has. A field the
 * property lacks (absent, empty text, not a number) is no row, and a group without rows is left
 * out, so the page never shows an empty line. A facade count that reads as nothing is no row either.
 */
export function attributeSections(property: Partial<PropertyDetail>): AttributeSection[] {
  return ATTRIBUTE_GROUPS.map((group) => ({
    group,
    rows: DEFINITIONS[group].flatMap((definition): AttributeRow[] => {
      const value: unknown = property[definition.key];
      if (!present(value)) return [];
      if (definition.kind === 'facades' && facadeKind(value as number) === null) return [];
      return [{ key: definition.key, kind: definition.kind, value }];
    }),
  })).filter((section) => section.rows.length > 0);
}
