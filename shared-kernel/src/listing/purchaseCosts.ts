import { isForSale } from '../domain/goal.js';
import type { PropertyDetail } from '../domain/property.js';
import { isDwelling } from '../domain/propertyType.js';
import { isAbroad, regionOfProperty, type Region } from '../domain/region.js';

/**
 * What a buyer pays on top of the price of an existing home, which Belgian buyers ask before a visit: the registration duties
 * ("droits d'enregistrement" / "registratierechten") of the property's region, for a sole own home
 * or not. Deeds signed from 1 January 2025; check again when a region changes its rates.
 *
 * Sources, read on 2026-11-26:
 * - Brussels-Capital: 12.5 %; a sole own home pays nothing on its first €200,000 when the taxable
 *   amount is at most €600,000 (ordinance in force for sales from 1 April 2023). Primary: the
 *   Region's portal, be.brussels, "Real estate: breaking down the new tax abatement" and
 *   "Abatement" (https://be.brussels/en/taxes-finances/real-estate-breaking-down-new-tax-abatement),
 *   whose worked example (€300,000 → €12,500) is pinned in the tests.
 * - Flanders: 12 %; 2 % for the buyer's sole own home, deeds from 1 January 2025 (Vlaamse Codex
 *   Fiscaliteit, verkooprecht, collected by VLABEL). Read in secondary sources only here (Livios,
 *   "De registratierechten zakken in 2025 naar 2%"; Forum Advocaten, 30 October 2025); the Codex's
 *   text itself was not reachable from this workplace.
 * - Wallonia: 12.5 %; 3 % for a sole own home ("habitation propre et unique"), without a price
 *   ceiling, deeds from 1 January 2025 (décret du 5 décembre 2024, Moniteur belge 13 December
 *   2024; circulaire 2025/C/42 of 5 July 2025). Read in secondary sources only here (Nisaba,
 *   Trends-Tendances, Degand & Partners); the decree itself was not reachable from this workplace.
 *
 * Not covered, said so on the page: new builds sold under VAT (21 % on the building, duties on the
 * land share), building land, and the notary's fees on the legal scale (royal decree of
 * 16 December 1950 as amended on 22 November 2022), whose tables could not be checked against the
 * Moniteur here; the page shows the notary's estimate the agency stored with the property.
 */
export interface RegistrationRule {
  /** The ordinary rate. */
  rate: number;
  /** A sole own home: a lower rate, or the first part of the price exempt up to a price ceiling. */
  soleHome: { rate: number } | { rate: number; exemptUpTo: number; priceCeiling: number };
  /** The first deed date the rule applies to. */
  since: string;
}

export const REGISTRATION_RULES: Readonly<Record<Region, RegistrationRule>> = {
  brussels: { rate: 0.125, soleHome: { rate: 0.125, exemptUpTo: 200_000, priceCeiling: 600_000 }, since: '2023-04-01' },
  flanders: { rate: 0.12, soleHome: { rate: 0.02 }, since: '2025-01-01' },
  wallonia: { rate: 0.125, soleHome: { rate: 0.03 }, since: '2025-01-01' },
};

/** The registration duties on `price`, in whole euros (the administration rounds to the euro). */
export function registrationDuties(price: number, region: Region, { soleHome }: { soleHome: boolean }): number {
  const rule = REGISTRATION_RULES[region];
  if (!soleHome) return Math.round(price * rule.rate);
  const relief = rule.soleHome;
  if ('exemptUpTo' in relief) {
    if (price > relief.priceCeiling) return Math.round(price * rule.rate);
    return Math.round(Math.max(0, price - relief.exemptUpTo) * relief.rate);
  }
  return Math.round(price * relief.rate);
}

export interface PurchaseCosts {
  price: number;
  registrationDuties: number;
  /** The notary's fees, costs and VAT as the agency estimated them for this property, if it did. */
  notaryEstimate: number | null;
  total: number;
}

/** Each line a buyer pays for an existing home, and the total with the price. */
export function purchaseCosts(
  { price, region, notaryEstimate }: { price: number; region: Region; notaryEstimate?: number | null },
  { soleHome }: { soleHome: boolean },
): PurchaseCosts {
  const duties = registrationDuties(price, region, { soleHome });
  const notary = notaryEstimate && notaryEstimate > 0 ? notaryEstimate : null;
  return { price, registrationDuties: duties, notaryEstimate: notary, total: price + duties + (notary ?? 0) };
}

/**
 * Which costs a property's page can state: Belgian duties hold for a Belgian property
 * only, and the sole-own-home rates for a home only.
 * - `abroad`: outside Belgium (CountryID 50, Luxembourg): that country's own duties and notary
 *   rules apply; the page says so and offers the agency's advice, computing nothing.
 * - `newBuild`: a unit of a Belgian new-build project, sold under VAT (see `REGISTRATION_RULES`).
 * - `belgian`: an existing Belgian property, with the region's duties; `soleHomeOffered` is true for
 *   a dwelling only (the reduced rates of Brussels' abatement, Flanders' "enige eigen woning" and
 *   Wallonia's "habitation propre et unique" are for the home the buyer lives in, not for a
 *   parking space, an office, land or commercial premises bought on their own).
 */
export type PurchaseCostsCase =
  | { kind: 'abroad' }
  | { kind: 'newBuild'; region: Region }
  | { kind: 'belgian'; region: Region; soleHomeOffered: boolean };

export type PurchaseCostsSource = Pick<PropertyDetail, 'Goal' | 'PublishPrice' | 'Price' | 'Zip' | 'CountryID' | 'WebID' | 'ProjectID'>;

/** What the purchase-cost section of a property shows; null for a rental, a price on request, or a Belgian postcode that names no region. */
export function purchaseCostsCase(property: PurchaseCostsSource): PurchaseCostsCase | null {
  if (!isForSale(property.Goal) || !property.PublishPrice || property.Price <= 0) return null;
  if (isAbroad(property)) return { kind: 'abroad' };
  const region = regionOfProperty(property);
  if (region === null) return null;
  if (property.ProjectID !== undefined) return { kind: 'newBuild', region };
  return { kind: 'belgian', region, soleHomeOffered: isDwelling(property.WebID) };
}
