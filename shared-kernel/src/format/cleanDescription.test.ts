import { cleanDescription } from './cleanDescription.js';

describe('cleanDescription', () => {
  describe('cleaning', () => {
    it('strips tags, keeping words apart across block tags', () => {
      expect(cleanDescription('<p>Superbe villa</p><p>avec jardin</p>')).toBe('Superbe villa avec jardin');
      expect(cleanDescription('Rez<br>1er étage<br/>2e étage')).toBe('Rez 1er étage 2e étage');
      expect(cleanDescription('<div class="x"><h2>Titre</h2>Texte</div>')).toBe('Titre Texte');
    });

    it('removes inline tags without splitting the word they sit in', () => {
      expect(cleanDescription('Terrain de 120 m<sup>2</sup>')).toBe('Terrain de 120 m2');
      expect(cleanDescription('<strong>Superbe</strong> appartement <a href="/x">ici</a>.')).toBe('Superbe appartement ici.');
      expect(cleanDescription('<SPAN style="x">Belle</SPAN> maison')).toBe('Belle maison');
    });

    it('drops comments, style and script blocks with their content', () => {
      expect(cleanDescription('<!-- [if gte mso 9]>x<![endif] -->Villa<style>p { color: red; }</style> <script>alert(1)</script>à vendre')).toBe(
        'Villa à vendre',
      );
    });

    it('keeps a lone less-than sign that opens no tag', () => {
      expect(cleanDescription('3 < 5 et 7 > 6')).toBe('3 < 5 et 7 > 6');
      expect(cleanDescription('prix <300.000')).toBe('prix <300.000');
    });

    it('decodes entities after stripping tags, so escaped markup stays text', () => {
      expect(cleanDescription('&lt;b&gt;Proximit&eacute; &amp; disponibilit&#233;&lt;/b&gt;')).toBe('<b>Proximité & disponibilité</b>');
      expect(cleanDescription('Fa&ccedil;ade &agrave; r&eacute;nover, &#xE9;t&eacute; &euml;')).toBe('Façade à rénover, été ë');
    });

    it('collapses every run of whitespace, no-break spaces included, and trims', () => {
      expect(cleanDescription('  Villa \n\t 4&nbsp;&nbsp;chambres\u00a0 ')).toBe('Villa 4 chambres');
    });

    it('gives an empty string for missing text', () => {
      expect(cleanDescription(null)).toBe('');
      expect(cleanDescription(undefined)).toBe('');
      expect(cleanDescription('')).toBe('');
      expect(cleanDescription('<p> </p>')).toBe('');
    });
  });

  describe('cutting', () => {
    it('returns text of exactly the limit whole, without an ellipsis', () => {
      const text = 'a'.repeat(250);
      expect(cleanDescription(text)).toBe(text);
    });

    it('cuts text one character over the limit and adds the ellipsis outside the limit', () => {
      const result = cleanDescription('a'.repeat(251));
      expect(result).toBe(`${'a'.repeat(250)}…`);
      expect(result).toHaveLength(251);
    });

    it('measures the limit on the cleaned text, not on the markup', () => {
      const text = `<p>${'a'.repeat(250)}</p>`;
      expect(cleanDescription(text)).toBe('a'.repeat(250));
    });

    it('cuts at the last space when it lies past 80% of the limit', () => {
      const text = `${'a'.repeat(201)} ${'b'.repeat(100)}`;
      expect(cleanDescription(text)).toBe(`${'a'.repeat(201)}…`);
    });

    it('cuts at the limit when the last space lies at 80% of the limit or before', () => {
      const text = `${'a'.repeat(200)} ${'b'.repeat(100)}`;
      expect(cleanDescription(text)).toBe(`${'a'.repeat(200)} ${'b'.repeat(49)}…`);
    });

    it('keeps a word that ends exactly at the limit', () => {
      const text = `${'a'.repeat(220)} ${'b'.repeat(29)} cc`;
      expect(cleanDescription(text)).toBe(`${'a'.repeat(220)} ${'b'.repeat(29)}…`);
    });

    it('uses the last space before the limit, not the first one', () => {
      const text = `${'a'.repeat(210)} ${'b'.repeat(20)} ${'c'.repeat(10)} ${'d'.repeat(30)}`;
      expect(cleanDescription(text)).toBe(`${'a'.repeat(210)} ${'b'.repeat(20)} ${'c'.repeat(10)}…`);
    });

    it('applies the same rules to a smaller limit (titles in search results use 100)', () => {
      expect(cleanDescription(`${'a'.repeat(81)} ${'b'.repeat(30)}`, 100)).toBe(`${'a'.repeat(81)}…`);
      expect(cleanDescription(`${'a'.repeat(80)} ${'b'.repeat(30)}`, 100)).toBe(`${'a'.repeat(80)} ${'b'.repeat(19)}…`);
      expect(cleanDescription('a'.repeat(100), 100)).toBe('a'.repeat(100));
    });

    it('drops a space left at the end of a cut at the limit (possible with tiny limits)', () => {
      expect(cleanDescription('abcd efg', 5)).toBe('abcd…');
    });
  });
});
