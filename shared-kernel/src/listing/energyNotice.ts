import type { EpcLabel } from '../energy/epc.js';

/** Spec §9: homes bought from 2023 with label E or F must reach D or better within this many years. */
export const RENOVATION_OBLIGATION_YEARS = 5;

/**
 * Whether the renovation-obligation notice applies: every E and F band of any region (e_plus,
 * e, e_sub, f_plus, f, f_sub). G is not named by the rule.
 */
export function needsRenovationNotice(label: EpcLabel | null | undefined): boolean {
  return label != null && /^[ef](_|$)/.test(label);
}

/** A label code as people write it: 'a_plusplus' → 'A++', 'b_sub' → 'B-', 'c' → 'C'. */
export function epcLabelDisplay(label: EpcLabel): string {
  return label.replace('_plusplus', '++').replace('_plus', '+').replace('_sub', '-').toUpperCase();
}
