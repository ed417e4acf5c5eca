import { descriptionParagraphs } from './descriptionParagraphs.js';

describe('descriptionParagraphs', () => {
  it('keeps the paragraphs and words of the agency HTML, never its markup', () => {
    expect(
      descriptionParagraphs('<p>Un duplex de 166 m<sup>2</sup>.</p><p>Quatre&nbsp;chambres<br>et <b>jardin</b>.</p><script>alert(1)</script><p></p>'),
    ).toEqual(['Un duplex de 166 m2.', 'Quatre chambres', 'et jardin.']);
  });

  it('gives nothing for no description', () => {
    expect(descriptionParagraphs(null)).toEqual([]);
    expect(descriptionParagraphs('   ')).toEqual([]);
  });
});
