/** One namespace for the shell and one per remote, so each front end loads only its own words. */
export const NAMESPACES = ['common', 'listings', 'search', 'forms', 'portal', 'consent'] as const;

export type Namespace = (typeof NAMESPACES)[number];

/** A dictionary: keys to text, nested one level for readability (`fallback.title`). */
export interface Dictionary {
  [key: string]: string | Dictionary;
}
