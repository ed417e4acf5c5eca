// Letters that Unicode decomposition does not reduce to a base letter and a mark.
const LETTER_SPELLINGS: Readonly<Record<string, string>> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o' };

/**
 * A URL segment: lowercase ASCII letters and digits joined by single dashes ("L'agence" → 'l-agence').
 * Compatibility decomposition (NFKD rather than NFD) also turns 'm²' into 'm2' and 'ﬁ' into 'fi'.
 */
export function slugify(text: string | null | undefined): string {
  if (text == null) return '';
  return text
    .toLowerCase()
    .replace(/[ßæœø]/g, (letter) => LETTER_SPELLINGS[letter] ?? letter)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
