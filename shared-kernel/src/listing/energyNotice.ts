import { isForSale } from '../domain/goal.js';
import type { PropertyDetail } from '../domain/property.js';
import { isDwelling } from '../domain/propertyType.js';
import type { Region } from '../domain/region.js';
import { epcForProperty, type EpcLabel, type EpcSource } from '../energy/epc.js';

/**
 * A renovation obligation that a purchase sets off: the buyer of a dwelling with one of `labels`
 * must bring it to `target` or better within `years` of the deed, for deeds from `since`.
 */
export interface RenovationObligation {
  region: Region;
  labels: readonly EpcLabel[];
  target: EpcLabel;
  years: number;
  since: string;
}

/**
 * The purchase-triggered renovation obligations in force, by region (a notice shown in every region,
 * and for rentals, told buyers of obligations that do not bind them). Read on 2026-11-27:
 * - Flanders, in force: the buyer of a home or an apartment with EPC label E or F, deed from
 *   1 January 2023, renovates to label D or better within 5 years of the deed (the spec's §9
 *   notice says the same, its German six years being the known mistake). Read in secondary sources
 *   only here (Rodinia, "Renovatieplicht bij aankoop van een woning of appartement"; Topbouw
 *   Expertise, "Renovatieverplichting"); the Flemish Energy Decree itself was not reachable from
 *   this workplace. Non-residential buildings have their own rule since 2022 (roof insulation,
 *   glazing, heating, cooling; small ones label C), not read from a home's label: no notice for them.
 * - Wallonia, not in force: the obligation for buyers to reach label D within 5 years was planned
 *   for deeds from 1 July 2026 (Plan Air Climat Énergie); the Walloon government postponed it in
 *   December 2025 to purchases from 2028, in a renovation plan still to be validated and made law
 *   (Livios, "Le gouvernement wallon accorde un report aux acheteurs pour les rénovations
 *   obligatoires"; Propriété privée, 20 December 2025; votrecertificateurpeb.be on the government's
 *   decisions of 11 December 2025: a draft plan awaiting the European Commission's review). Add it
 *   here, with its date, once it is law.
 * - Brussels-Capital, none set off by a purchase: the ordinance of 7 March 2024 (RENOLUTION,
 *   amending the Brussels Air, Climate and Energy Code) obliges every owner of a home labelled F
 *   or G to reach E by 2033, whoever bought it when, on a calendar its implementing decrees are to
 *   fix (Lydian on le-tribunal.be, "Obligation de rénovation des immeubles résidentiels et non
 *   résidentiels en Région de Bruxelles-Capitale"; Immovlan). It is not a buyer's obligation and
 *   its deadline is years off: no notice.
 */
export const RENOVATION_OBLIGATIONS: Readonly<Partial<Record<Region, RenovationObligation>>> = {
  flanders: { region: 'flanders', labels: ['e', 'f'], target: 'd', years: 5, since: '2023-01-01' },
};

export type RenovationSource = EpcSource & Pick<PropertyDetail, 'Goal' | 'WebID'>;

/**
 * The renovation obligation a buyer of this property takes on, if any: a dwelling for sale in a
 * region whose obligation is in force, with a label it names. A rental sets off none.
 */
export function renovationObligation(property: RenovationSource): RenovationObligation | null {
  if (!isForSale(property.Goal) || !isDwelling(property.WebID)) return null;
  const epc = epcForProperty(property);
  if (!epc) return null;
  const rule = RENOVATION_OBLIGATIONS[epc.region];
  return rule?.labels.includes(epc.label) ? rule : null;
}

/** A label code as people write it: 'a_plusplus' → 'A++', 'b_sub' → 'B-', 'c' → 'C'. */
export function epcLabelDisplay(label: EpcLabel): string {
  return label.replace('_plusplus', '++').replace('_plus', '+').replace('_sub', '-').toUpperCase();
}
