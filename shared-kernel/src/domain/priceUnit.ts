/** Spec §9: a price with this PriceUnit is a starting price, shown with a "from" prefix. */
export const PRICE_UNIT_FROM = 7;
