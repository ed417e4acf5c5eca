export type FacadeKind = 'open' | 'half_open' | 'closed';

/**
 * Spec §9: 4 facades is an open building, 3 half open, anything else closed (party walls).
 * A missing count is unknown, not closed: the detail page then shows nothing.
 */
export function facadeKind(facades: number | null | undefined): FacadeKind | null {
  if (facades == null || !Number.isFinite(facades)) return null;
  if (facades === 4) return 'open';
  if (facades === 3) return 'half_open';
  return 'closed';
}
