/** Spec §1: the agency has been active in Brussels since 1967. */
export const AGENCY_FOUNDED = 1967;
