/** The totals a home search block text may quote (spec §2). */
export interface ListingCounts {
  sale: number;
  rent: number;
}

const PLACEHOLDERS = /\{\{\s*(sale|rent)\s*\}\}/g;
const PLACEHOLDER = /\{\{\s*(?:sale|rent)\s*\}\}/;

/** Whether a text quotes a count, and so cannot be shown before the counts are known. */
export function quotesCounts(text: string): boolean {
  return PLACEHOLDER.test(text);
}

/**
 * A configured text of the home search block with `{{sale}}` and `{{rent}}` replaced by the counts
 * of properties for sale and for rent. The text is the agency's, not a dictionary's, so i18next
 * does not see it; any other braces are left as written.
 */
export function fillCounts(text: string, counts: ListingCounts): string {
  return text.replace(PLACEHOLDERS, (_placeholder, name: keyof ListingCounts) => String(counts[name]));
}
