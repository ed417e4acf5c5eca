import type { Language } from 'shared-kernel';

/** A text written in each of the four site languages: the compiler refuses one left out. */
export type Texts = Record<Language, string>;

export interface ArticleTexts {
  summary: Texts;
  /** Paragraphs separated by a blank line. */
  body: Texts;
}
