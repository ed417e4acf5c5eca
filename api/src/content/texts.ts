import { localizedText, type Language, type LocalizedText } from 'shared-kernel';

/**
 * The language an answer's texts are in: the one asked for, the site's default for a text missing
 * in it. Null answers every text as stored, a plain string or one per language, for editing.
 */
export type TextLanguage = { lang: Language; fallback: Language } | null;

export function textLanguage(asked: Language | undefined, raw: boolean, defaultLanguage: Language): TextLanguage {
  return raw ? null : { lang: asked ?? defaultLanguage, fallback: defaultLanguage };
}

/** `text` in the answer's language, or as stored. */
export function inLanguage(text: LocalizedText, language: TextLanguage): LocalizedText {
  return language === null ? text : localizedText(text, language.lang, language.fallback);
}
