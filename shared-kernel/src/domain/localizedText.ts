import { LANGUAGES, type Language } from './language.js';

/** Spec §3: a text field is either one plain string for every language or an object keyed by language. */
export type LocalizedText = string | Partial<Record<Language, string>>;

const hasText = (text: string | undefined): text is string => text !== undefined && text.trim() !== '';

/**
 * The text to show in `lang`. A plain string serves every language. Otherwise: the language's own
 * text, then the fallback language's, then the first non-empty text in `LANGUAGES` order (a fixed
 * order, so every front end picks the same one), then ''. Whitespace-only text counts as empty,
 * because an editor who cleared a field leaves blanks behind.
 */
export function localizedText(
  value: LocalizedText | null | undefined,
  lang: Language,
  fallbackLang?: Language,
): string {
  if (value == null) return '';
  if (typeof value === 'string') return value;
  const candidates = [lang, ...(fallbackLang ? [fallbackLang] : []), ...LANGUAGES];
  return candidates.map((code) => value[code]).find(hasText) ?? '';
}
