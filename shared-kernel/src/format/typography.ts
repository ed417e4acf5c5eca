import type { Language } from '../domain/language.js';

/** U+202F: the narrow no-break space French typography puts before ":", ";", "!" and "?". */
export const NARROW_NO_BREAK_SPACE = '\u202f';

// The marks that end a clause: after a word or a closing sign, followed by a space, the end of the
// text or a closing quote or bracket. So a time ("10:00"), an address ("https://") or a query
// ("?page=2") is left as it is; a space or no-break space already there becomes the narrow one.
const HIGH_PUNCTUATION = /(?<=\S)[ \u00a0\u202f]?([:;!?]+)(?=\s|$|["'»)\]’”<])/gu;

/**
 * A French text as French typography writes it: a narrow no-break space before ":", ";", "!" and
 * "?", so "Fréquence : Immédiatement" never breaks before its colon. Idempotent.
 */
export function frenchTypography(text: string): string {
  return text.replace(HIGH_PUNCTUATION, `${NARROW_NO_BREAK_SPACE}$1`);
}

/** A text in `language` with that language's punctuation spacing (only French has one). */
export function punctuate(language: Language, text: string): string {
  return language === 'fr' ? frenchTypography(text) : text;
}
