import { decodeHtmlEntities } from './htmlEntities.js';

const COMMENTS = /<!--[\s\S]*?-->/g;
// Word pastes bring style blocks whose text must not show up in a teaser.
const HIDDEN_ELEMENTS = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
// Inline tags can sit inside a word ('m<sup>2</sup>'), so they go without leaving a space.
const INLINE_TAGS =
  /<\/?(?:a|abbr|b|bdi|bdo|cite|code|data|dfn|em|font|i|kbd|mark|q|s|samp|small|span|strong|sub|sup|time|u|var)\b[^>]*>/gi;
// Any other tag separates words ('<p>Vente</p><p>Location</p>'). A '<' followed by a space or a
// digit is text ('3 < 5'), not a tag.
const OTHER_TAGS = /<\/?[a-zA-Z!?][^>]*>/g;

/** The share of the limit past which a word boundary is a good place to cut (spec §9). */
const WORD_BOUNDARY_SHARE = 0.8;

function plainText(html: string): string {
  const withoutTags = html
    .replace(COMMENTS, ' ')
    .replace(HIDDEN_ELEMENTS, ' ')
    .replace(INLINE_TAGS, '')
    .replace(OTHER_TAGS, ' ');
  return decodeHtmlEntities(withoutTags).replace(/\s+/g, ' ').trim();
}

/**
 * A description as plain text of at most `limit` characters, plus '…' when it was cut: the
 * ellipsis is not counted in the limit. The cut falls on the last space when that keeps more than
 * 80% of the limit, otherwise mid-word at the limit, so a long word cannot swallow the teaser.
 * Spec §9: 250 by default, 100 for property titles in search results.
 */
export function cleanDescription(text: string | null | undefined, limit = 250): string {
  if (text == null) return '';
  const plain = plainText(text);
  if (plain.length <= limit) return plain;
  const boundary = plain.lastIndexOf(' ', limit);
  const end = boundary > limit * WORD_BOUNDARY_SHARE ? boundary : limit;
  return `${plain.slice(0, end).trimEnd()}…`;
}
