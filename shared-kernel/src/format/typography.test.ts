import { describe, expect, it } from '@jest/globals';
import { frenchTypography, punctuate } from './typography.js';

const N = '\u202f';

describe('frenchTypography', () => {
  it('puts a narrow no-break space before a colon, semicolon, exclamation and question mark', () => {
    expect(frenchTypography('Fréquence: Immédiatement')).toBe(`Fréquence${N}: Immédiatement`);
    expect(frenchTypography('Merci ! À bientôt ; ou pas ?')).toBe(`Merci${N}! À bientôt${N}; ou pas${N}?`);
    expect(frenchTypography('Vraiment?!')).toBe(`Vraiment${N}?!`);
    expect(frenchTypography('Votre nom:\nAnne')).toBe(`Votre nom${N}:\nAnne`);
    expect(frenchTypography('« Vendu ? »')).toBe(`« Vendu${N}? »`);
  });

  it('replaces the space or no-break space already there, and is idempotent', () => {
    expect(frenchTypography('Question : laquelle ?')).toBe(`Question${N}: laquelle${N}?`);
    expect(frenchTypography('Question\u00a0: laquelle')).toBe(`Question${N}: laquelle`);
    expect(frenchTypography(frenchTypography('Prix: 450 000 €'))).toBe(`Prix${N}: 450 000 €`);
  });

  it('leaves times, addresses, queries and placeholders alone', () => {
    expect(frenchTypography('de 10:00 à 13:00')).toBe('de 10:00 à 13:00');
    expect(frenchTypography('https://example.be/fr/a-vendre/?page=2')).toBe('https://example.be/fr/a-vendre/?page=2');
    expect(frenchTypography('{{count}} biens')).toBe('{{count}} biens');
    expect(frenchTypography(': seul')).toBe(': seul');
  });
});

describe('punctuate', () => {
  it('spaces French only', () => {
    expect(punctuate('fr', 'Prix:')).toBe(`Prix${N}:`);
    for (const language of ['en', 'nl', 'de'] as const) expect(punctuate(language, 'Price:')).toBe('Price:');
  });
});
