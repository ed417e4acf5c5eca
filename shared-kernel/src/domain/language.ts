export const LANGUAGES = ['en', 'nl', 'fr', 'de'] as const;

export type Language = (typeof LANGUAGES)[number];

/** Narrows text from a URL prefix, storage or configuration to a language the site speaks. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
