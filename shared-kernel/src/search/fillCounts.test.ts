import { fillCounts, quotesCounts } from './fillCounts.js';

describe('fillCounts', () => {
  it('replaces the sale and rent placeholders, however often they appear', () => {
    expect(fillCounts('{{sale}} à vendre, {{ rent }} à louer, {{sale}} en tout', { sale: 312, rent: 0 })).toBe(
      '312 à vendre, 0 à louer, 312 en tout',
    );
  });

  it('leaves other text and other placeholders as written', () => {
    expect(fillCounts('Depuis {{year}}, {sale}', { sale: 1, rent: 2 })).toBe('Depuis {{year}}, {sale}');
  });
});

describe('quotesCounts', () => {
  it('tells a text that quotes a count from one that does not', () => {
    expect(quotesCounts('Déjà {{ sale }} biens')).toBe(true);
    expect(quotesCounts('{{rent}}')).toBe(true);
    expect(quotesCounts('Depuis {{year}}')).toBe(false);
    expect(quotesCounts('Depuis {{year}}')).toBe(false);
  });
});
