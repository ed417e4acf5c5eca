import { regionOfProperty, type Region, type RegionSource } from '../domain/region.js';

interface EpcBand {
  /** The highest energy performance (kWh/m² per year) with this label. */
  readonly upTo: number;
  readonly label: string;
}

/**
 * Spec §9: each region's EPC scale as upper bounds. One rule reads all three: a value gets the
 * label of the first band whose bound it does not exceed, so a value on a bound takes the better
 * label and a value above the last finite bound takes the last label. The spec writes the
 * Brussels bands as integer ranges (1-23, 24-45…): reading them as upper bounds also places the
 * decimals between them (23.5 is a_sub).
 */
export const EPC_BANDS = {
  flanders: [
    { upTo: 0, label: 'a_plus' },
    { upTo: 100, label: 'a' },
    { upTo: 200, label: 'b' },
    { upTo: 300, label: 'c' },
    { upTo: 400, label: 'd' },
    { upTo: 500, label: 'e' },
    { upTo: Infinity, label: 'f' },
  ],
  brussels: [
    { upTo: 0, label: 'a_plus' },
    { upTo: 23, label: 'a' },
    { upTo: 45, label: 'a_sub' },
    { upTo: 62, label: 'b_plus' },
    { upTo: 79, label: 'b' },
    { upTo: 95, label: 'b_sub' },
    { upTo: 113, label: 'c_plus' },
    { upTo: 132, label: 'c' },
    { upTo: 150, label: 'c_sub' },
    { upTo: 170, label: 'd_plus' },
    { upTo: 190, label: 'd' },
    { upTo: 210, label: 'd_sub' },
    { upTo: 232, label: 'e_plus' },
    { upTo: 253, label: 'e' },
    { upTo: 275, label: 'e_sub' },
    { upTo: 298, label: 'f_plus' },
    { upTo: 322, label: 'f' },
    // The spec writes f_sub as 223 to 345: 223 would overlap e_plus to f, so it is read as 323.
    { upTo: 345, label: 'f_sub' },
    { upTo: Infinity, label: 'g' },
  ],
  wallonia: [
    { upTo: 0, label: 'a_plusplus' },
    { upTo: 45, label: 'a_plus' },
    { upTo: 85, label: 'a' },
    { upTo: 170, label: 'b' },
    { upTo: 255, label: 'c' },
    { upTo: 340, label: 'd' },
    { upTo: 425, label: 'e' },
    { upTo: 510, label: 'f' },
    { upTo: Infinity, label: 'g' },
  ],
} as const satisfies Record<Region, readonly EpcBand[]>;

/** A label code as the image files are named: 'a_plus', 'b_sub', 'a_plusplus'. */
export type EpcLabel = (typeof EPC_BANDS)[Region][number]['label'];

export interface EpcInfo {
  region: Region;
  label: EpcLabel;
  image: string;
}

/** The input `epcForProperty` reads; a property detail fits it. */
export interface EpcSource extends RegionSource {
  EnergyPerformance?: number | null;
  EPCLabelText?: string | null;
}

/** The label of an energy performance on a region's scale; null when the value is not a finite number. */
export function epcLabel(region: Region, value: number | null | undefined): EpcLabel | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return EPC_BANDS[region].find((band) => value <= band.upTo)?.label ?? null;
}

// 'A+', 'b-', ' A ++ ', and the codes themselves; agents type a dash, an en dash or a minus sign.
const LABEL_TEXT = /^([a-g])(\+\+|\+|-|_plusplus|_plus|_sub)?$/;
const SUFFIXES: Readonly<Record<string, string>> = { '++': '_plusplus', '+': '_plus', '-': '_sub' };

/** The label code written in an EPC label text, if the region's scale has it ('A++' exists in Wallonia only). */
export function epcLabelFromText(region: Region, text: string | null | undefined): EpcLabel | null {
  if (text == null) return null;
  const match = LABEL_TEXT.exec(text.replace(/\s+/g, '').replace(/[–−]/g, '-').toLowerCase());
  if (!match) return null;
  const [, letter, suffix = ''] = match;
  const code = `${letter}${SUFFIXES[suffix] ?? suffix}`;
  return EPC_BANDS[region].find((band) => band.label === code)?.label ?? null;
}

/** Label images live in one folder per region, because each region draws its own scale. */
export function epcImagePath(region: Region, label: EpcLabel): string {
  return `/epc/${region}/${label}.svg`;
}

/**
 * The EPC label of a property: the region from its postcode, the label from its energy
 * performance or else from the label text. Null when either cannot be resolved, and for any
 * property outside Belgium: a Luxembourg postcode looks like a Belgian one, and no region scale or
 * image applies to it even when a label text is given.
 */
export function epcForProperty(property: EpcSource): EpcInfo | null {
  const region = regionOfProperty(property);
  if (region === null) return null;
  const label = epcLabel(region, property.EnergyPerformance) ?? epcLabelFromText(region, property.EPCLabelText);
  return label === null ? null : { region, label, image: epcImagePath(region, label) };
}
