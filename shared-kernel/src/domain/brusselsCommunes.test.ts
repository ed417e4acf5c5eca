import { cityInLanguage } from './brusselsCommunes.js';

describe('cityInLanguage', () => {
  it('names a Brussels commune in the page language, whichever name the listing carries', () => {
    expect(cityInLanguage('Ukkel', '1180', 'fr')).toBe('Uccle');
    expect(cityInLanguage('Ixelles', '1050', 'nl')).toBe('Elsene');
    expect(cityInLanguage('elsene', '1050', 'en')).toBe('Ixelles');
    expect(cityInLanguage('Sint-Jans-Molenbeek', '1080', 'de')).toBe('Molenbeek-Saint-Jean');
  });

  it('leaves a city outside the region, or a name the postcode does not know, as written', () => {
    expect(cityInLanguage('Waterloo', '1410', 'nl')).toBe('Waterloo');
    expect(cityInLanguage('Flagey', '1050', 'nl')).toBe('Flagey');
  });
});
