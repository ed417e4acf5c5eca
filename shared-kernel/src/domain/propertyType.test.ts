import { LANGUAGES } from './language.js';
import { isDwelling, PROPERTY_TYPES, propertyTypeName } from './propertyType.js';

describe('PROPERTY_TYPES', () => {
  it('lists WebIDs 1 to 7 in display order', () => {
    expect(PROPERTY_TYPES.map((type) => [type.WebID, type.ShowOrder])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
      [5, 5],
      [6, 6],
      [7, 7],
    ]);
  });

  it('uses the French names of the spec', () => {
    expect(PROPERTY_TYPES.map((type) => type.names.fr)).toEqual([
      'Villa/Maison/Ferme',
      'Studio',
      'Appartement',
      'Terrain',
      'Immeuble de rapport',
      'Local commercial',
      'Garage/parking',
    ]);
  });

  it('offers every type for sale and for rent', () => {
    expect(PROPERTY_TYPES.every((type) => type.Sale && type.Rent)).toBe(true);
  });

  it('has a non-empty name in every language', () => {
    for (const type of PROPERTY_TYPES) {
      for (const lang of LANGUAGES) expect({ webId: type.WebID, lang, empty: type.names[lang].trim() === '' }).toEqual({ webId: type.WebID, lang, empty: false });
    }
  });
});

describe('propertyTypeName', () => {
  it('names a type in each language', () => {
    expect(propertyTypeName(1, 'fr')).toBe('Villa/Maison/Ferme');
    expect(propertyTypeName(1, 'nl')).toBe('Villa/Huis/Hoeve');
    expect(propertyTypeName(1, 'en')).toBe('Villa/House/Farm');
    expect(propertyTypeName(1, 'de')).toBe('Villa/Haus/Bauernhof');
    expect(propertyTypeName(3, 'en')).toBe('Apartment');
    expect(propertyTypeName(7, 'de')).toBe('Garage/Stellplatz');
  });

  it.each([[0], [8], [-1], [1.5]])('gives an empty name for the unknown WebID %p', (webId) => {
    expect(propertyTypeName(webId, 'fr')).toBe('');
  });
});

describe('isDwelling', () => {
  it('is a house, a studio or an apartment: the types a buyer lives in', () => {
    expect(PROPERTY_TYPES.filter((type) => isDwelling(type.WebID)).map((type) => type.names.en)).toEqual(['Villa/House/Farm', 'Studio', 'Apartment']);
    expect(isDwelling(0)).toBe(false);
  });
});
