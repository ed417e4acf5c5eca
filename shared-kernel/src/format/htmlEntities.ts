// HTML 4's Latin-1 entities name U+00A0 to U+00FF in code-point order: every accented letter of
// French, Dutch and German text, and the symbols agents use (°, ², ½, «»).
const LATIN_1 = [
  'nbsp', 'iexcl', 'cent', 'pound', 'curren', 'yen', 'brvbar', 'sect', 'uml', 'copy', 'ordf', 'laquo', 'not', 'shy', 'reg', 'macr',
  'deg', 'plusmn', 'sup2', 'sup3', 'acute', 'micro', 'para', 'middot', 'cedil', 'sup1', 'ordm', 'raquo', 'frac14', 'frac12', 'frac34', 'iquest',
  'Agrave', 'Aacute', 'Acirc', 'Atilde', 'Auml', 'Aring', 'AElig', 'Ccedil', 'Egrave', 'Eacute', 'Ecirc', 'Euml', 'Igrave', 'Iacute', 'Icirc', 'Iuml',
  'ETH', 'Ntilde', 'Ograve', 'Oacute', 'Ocirc', 'Otilde', 'Ouml', 'times', 'Oslash', 'Ugrave', 'Uacute', 'Ucirc', 'Uuml', 'Yacute', 'THORN', 'szlig',
  'agrave', 'aacute', 'acirc', 'atilde', 'auml', 'aring', 'aelig', 'ccedil', 'egrave', 'eacute', 'ecirc', 'euml', 'igrave', 'iacute', 'icirc', 'iuml',
  'eth', 'ntilde', 'ograve', 'oacute', 'ocirc', 'otilde', 'ouml', 'divide', 'oslash', 'ugrave', 'uacute', 'ucirc', 'uuml', 'yacute', 'thorn', 'yuml',
];

const NAMED: Readonly<Record<string, string>> = {
  ...Object.fromEntries(LATIN_1.map((name, index) => [name, String.fromCharCode(0xa0 + index)])),
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  OElig: 'Œ',
  oelig: 'œ',
  Scaron: 'Š',
  scaron: 'š',
  Yuml: 'Ÿ',
  circ: 'ˆ',
  tilde: '˜',
  ensp: '\u2002',
  emsp: '\u2003',
  thinsp: '\u2009',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  dagger: '†',
  Dagger: '‡',
  bull: '•',
  hellip: '…',
  permil: '‰',
  lsaquo: '‹',
  rsaquo: '›',
  euro: '€',
  trade: '™',
};

// Text pasted from Word carries Windows-1252 references such as '&#146;' for ’; HTML reads
// U+0080–U+009F this way, and so do we (the five unassigned ones stay as they are).
const WINDOWS_1252 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

const ENTITY = /&(?:#(\d+)|#[xX]([0-9a-fA-F]+)|([a-zA-Z][a-zA-Z0-9]*));/g;

function fromCodePoint(codePoint: number): string {
  if (codePoint >= 0x80 && codePoint <= 0x9f) return WINDOWS_1252.charAt(codePoint - 0x80);
  const invalid = codePoint === 0 || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff);
  return invalid ? '\ufffd' : String.fromCodePoint(codePoint);
}

/**
 * Decodes named, decimal and hexadecimal character references in one pass, so '&amp;eacute;'
 * becomes the text '&eacute;' and not 'é'. An unknown name is left as written.
 */
export function decodeHtmlEntities(text: string): string {
  return text.replace(ENTITY, (reference: string, decimal?: string, hex?: string, name?: string) => {
    if (name !== undefined) return NAMED[name] ?? reference;
    return fromCodePoint(decimal !== undefined ? Number(decimal) : Number.parseInt(hex ?? '', 16));
  });
}
