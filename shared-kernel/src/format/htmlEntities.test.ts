import { decodeHtmlEntities } from './htmlEntities.js';

describe('decodeHtmlEntities', () => {
  it('decodes the markup entities', () => {
    expect(decodeHtmlEntities('&lt;b&gt; &amp; &quot;x&quot; &apos;y&apos;')).toBe('<b> & "x" \'y\'');
  });

  it('decodes the no-break space to U+00A0', () => {
    expect(decodeHtmlEntities('120&nbsp;m')).toBe('120\u00a0m');
  });

  it('decodes the accented letters of French, Dutch and German text', () => {
    expect(decodeHtmlEntities('&eacute;&egrave;&ecirc;&euml;&agrave;&acirc;&ccedil;&ocirc;&ugrave;&ucirc;&uuml;&iuml;&icirc;')).toBe(
      'éèêëàâçôùûüïî',
    );
    expect(decodeHtmlEntities('&Eacute;&Agrave;&Ccedil;&ouml;&auml;&szlig;&oelig;&OElig;&aelig;')).toBe('ÉÀÇöäßœŒæ');
  });

  it('maps the Latin-1 names to their code points from U+00A0 to U+00FF', () => {
    expect(decodeHtmlEntities('&iexcl;&deg;&sup2;&frac12;&times;&divide;&yuml;')).toBe('¡°²½×÷ÿ');
  });

  it('decodes typographic entities', () => {
    expect(decodeHtmlEntities('&laquo;&raquo;&rsquo;&ldquo;&rdquo;&ndash;&mdash;&hellip;&euro;')).toBe('«»’“”–—…€');
  });

  it('decodes decimal and hexadecimal references', () => {
    expect(decodeHtmlEntities('&#233;t&#xE9; &#xe9; &#X41; &#8364; &#x1F3E0;')).toBe('été é A € 🏠');
  });

  it('reads references to U+0080–U+009F as Windows-1252', () => {
    expect(decodeHtmlEntities("l&#146;agence &#128; &#150; &#159;")).toBe('l’agence € – Ÿ');
  });

  it('replaces references to impossible code points with U+FFFD', () => {
    expect(decodeHtmlEntities('&#0; &#xD800; &#x110000; &#99999999999;')).toBe('\ufffd \ufffd \ufffd \ufffd');
  });

  it('leaves unknown names, missing semicolons and bare ampersands alone', () => {
    expect(decodeHtmlEntities('&foo; &eacute &amp A & B &#;')).toBe('&foo; &eacute &amp A & B &#;');
  });

  it('is case-sensitive like HTML', () => {
    expect(decodeHtmlEntities('&Eacute;&eacute;&EACUTE;')).toBe('Éé&EACUTE;');
  });

  it('decodes once only', () => {
    expect(decodeHtmlEntities('&amp;eacute; &amp;amp;')).toBe('&eacute; &amp;');
  });
});
