import { cleanDescription } from '../format/cleanDescription.js';

// Where the agency's HTML starts a new paragraph: block ends and line breaks.
const PARAGRAPH_BREAK = /<\/(?:p|div|li|h[1-6])\s*>|<br\s*\/?>/gi;

/**
 * A description as plain-text paragraphs, for a page that shows the whole text: the agency's HTML
 * is never injected into the page, only its words and paragraph breaks are kept.
 */
export function descriptionParagraphs(html: string | null | undefined): string[] {
  if (html == null) return [];
  return html
    .split(PARAGRAPH_BREAK)
    .map((part) => cleanDescription(part, Number.POSITIVE_INFINITY))
    .filter((paragraph) => paragraph !== '');
}
