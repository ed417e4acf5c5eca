import type { CityEntry } from '../domain/city.js';
import type { Language } from '../domain/language.js';
import type { ListingData } from '../domain/listing.js';
import type { PropertySummary } from '../domain/property.js';
import { PROPERTY_TYPES } from '../domain/propertyType.js';
import { searchListing } from './searchListing.js';

function property(ID: number, language: Language = 'fr', overrides: Partial<PropertySummary> = {}): PropertySummary {
  return {
    ID,
    Goal: 0,
    City: 'Ixelles',
    Zip: '1050',
    TypeDescription: 'Appartement 2 chambres',
    WebID: 3,
    WebIDs: '3',
    MainTypeName: 'Appartement',
    language,
    RecordFile: `REF-${ID}`,
    Marquee: 1,
    ...overrides,
  };
}

function city(Name: string, Zip: string, PropertyCount: number, language: Language = 'fr'): CityEntry {
  return { Name, Zip, CountryID: 10, CountryName: 'Belgique', PropertyCount, language };
}

function listing(): ListingData {
  const types = (['fr', 'nl'] as const).flatMap((language) =>
    PROPERTY_TYPES.map((type) => ({
      ID: type.WebID,
      WebID: type.WebID,
      Name: type.names[language],
      ShowOrder: type.ShowOrder,
      Sale: true,
      Rent: true,
      language,
      SaleCount: type.WebID * 2,
      RentCount: type.WebID,
    })),
  );
  return {
    properties: [property(1234), property(12345), property(1234, 'nl', { TypeDescription: 'Appartement met 2 slaapkamers' })],
    projects: [],
    webIDs: types.reverse(),
    citys: [
      city('Ixelles', '1050', 30),
      city('Elsene', '1050', 5),
      city('Etterbeek', '1040', 12),
      city('Éghezée', '5310', 3),
      city('Woluwe-Saint-Lambert', '1200', 8),
      city('Saint-Gilles', '1060', 7),
      city('Schaerbeek', '1030', 10),
      city('Bruxelles', '1000', 20),
      city('Laeken', '1020', 2),
      city('Brussel', '1000', 4, 'nl'),
    ],
    citysSale: [city('Ixelles', '1050', 21), city('Elsene', '1050', 5), city('Etterbeek', '1040', 12), city('Bruxelles', '1000', 15)],
    citysRent: [city('Ixelles', '1050', 9), city('Bruxelles', '1000', 5), city('Éghezée', '5310', 3)],
    neighbourhoods: [],
  };
}

const names = (result: { cities: { name: string }[] }) => result.cities.map((entry) => entry.name);

describe('searchListing', () => {
  const data = listing();

  describe('an empty query', () => {
    it('lists every property type of the language, in display order, and nothing else', () => {
      const result = searchListing('', data, 'fr');
      expect(result.types.map((type) => type.WebID)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(result.types.every((type) => type.language === 'fr')).toBe(true);
      expect(result.cities).toEqual([]);
      expect(result.properties).toEqual([]);
    });

    it('treats blanks and punctuation alone as empty', () => {
      expect(searchListing('   ', data, 'fr')).toEqual(searchListing('', data, 'fr'));
      expect(searchListing(" '- ", data, 'fr').cities).toEqual([]);
    });
  });

  describe('properties', () => {
    it('are found by their exact id', () => {
      expect(searchListing('1234', data, 'fr').properties.map((found) => found.ID)).toEqual([1234]);
      expect(searchListing(' 12345 ', data, 'fr').properties.map((found) => found.ID)).toEqual([12345]);
      expect(searchListing('#1234', data, 'fr').properties.map((found) => found.ID)).toEqual([1234]);
    });

    it('are not found by a part of their id', () => {
      expect(searchListing('123', data, 'fr').properties).toEqual([]);
      expect(searchListing('23456', data, 'fr').properties).toEqual([]);
    });

    it('are not found by a number mixed with text', () => {
      expect(searchListing('1234a', data, 'fr').properties).toEqual([]);
    });

    it('come in the language asked for', () => {
      expect(searchListing('1234', data, 'nl').properties.map((found) => found.TypeDescription)).toEqual([
        'Appartement met 2 slaapkamers',
      ]);
      expect(searchListing('12345', data, 'nl').properties).toEqual([]);
    });
  });

  describe('cities', () => {
    it('match by the start of their postcode', () => {
      expect(searchListing('1050', data, 'fr').cities).toEqual([{ name: 'Ixelles', zip: '1050', saleCount: 26, rentCount: 9 }]);
      expect(names(searchListing('10', data, 'fr'))).toEqual(['Bruxelles', 'Etterbeek', 'Ixelles', 'Laeken', 'Saint-Gilles', 'Schaerbeek']);
      expect(searchListing('050', data, 'fr').cities).toEqual([]);
    });

    it('make one place of a commune listed under both its names, named in the page language and found by either', () => {
      const ixelles = [{ name: 'Ixelles', zip: '1050', saleCount: 26, rentCount: 9 }];
      expect(searchListing('ixelles', data, 'fr').cities).toEqual(ixelles);
      expect(searchListing('elsene', data, 'fr').cities).toEqual(ixelles);
      expect(searchListing('1050', data, 'fr').cities).toHaveLength(1);
      expect(names(searchListing('ixel', data, 'nl'))).toEqual([]);
    });

    it('match by name ignoring case', () => {
      expect(names(searchListing('IXELLES', data, 'fr'))).toEqual(['Ixelles']);
      expect(names(searchListing('ixel', data, 'fr'))).toEqual(['Ixelles']);
    });

    it('match by name ignoring accents, both ways', () => {
      expect(names(searchListing('eghezee', data, 'fr'))).toEqual(['Éghezée']);
      expect(names(searchListing('Éghé', data, 'fr'))).toEqual(['Éghezée']);
      expect(names(searchListing('étterbeek', data, 'fr'))).toEqual(['Etterbeek']);
    });

    it('match hyphenated names typed with spaces', () => {
      expect(names(searchListing('saint gilles', data, 'fr'))).toEqual(['Saint-Gilles']);
      expect(names(searchListing('woluwe-saint', data, 'fr'))).toEqual(['Woluwe-Saint-Lambert']);
    });

    it('list names that start with the query first, then a word of the name, then the rest', () => {
      expect(names(searchListing('saint', data, 'fr'))).toEqual(['Saint-Gilles', 'Woluwe-Saint-Lambert']);
      expect(names(searchListing('e', data, 'fr'))).toEqual([
        'Éghezée',
        'Etterbeek',
        'Ixelles',
        'Bruxelles',
        'Laeken',
        'Saint-Gilles',
        'Schaerbeek',
        'Woluwe-Saint-Lambert',
      ]);
    });

    it('match a postcode and a name typed together, in either order', () => {
      expect(names(searchListing('1050 ix', data, 'fr'))).toEqual(['Ixelles']);
      expect(names(searchListing('elsene 10', data, 'fr'))).toEqual(['Ixelles']);
      expect(names(searchListing('1040 ixelles', data, 'fr'))).toEqual([]);
    });

    it('carry their counts for sale and for rent, zero where the list has no entry', () => {
      expect(searchListing('eghezee', data, 'fr').cities).toEqual([{ name: 'Éghezée', zip: '5310', saleCount: 0, rentCount: 3 }]);
    });

    it('come in the language asked for', () => {
      expect(names(searchListing('brus', data, 'fr'))).toEqual(['Bruxelles']);
      expect(names(searchListing('brus', data, 'nl'))).toEqual(['Brussel']);
      expect(names(searchListing('1000', data, 'nl'))).toEqual(['Brussel']);
    });

    it('are found nowhere for text that is in no name', () => {
      expect(searchListing('xyz', data, 'fr')).toEqual({ types: [], cities: [], properties: [], combinations: [] });
    });
  });

  describe('types', () => {
    it('match by name ignoring case and accents', () => {
      expect(searchListing('APPART', data, 'fr').types.map((type) => type.WebID)).toEqual([3]);
      expect(searchListing('immeuble de rapport', data, 'fr').types.map((type) => type.WebID)).toEqual([5]);
      expect(searchListing('garage parking', data, 'fr').types.map((type) => type.WebID)).toEqual([7]);
    });

    it('match in the language asked for', () => {
      expect(searchListing('handel', data, 'nl').types.map((type) => type.Name)).toEqual(['Handelspand']);
      expect(searchListing('handel', data, 'fr').types).toEqual([]);
    });

    it('carry their counts for sale and for rent', () => {
      expect(searchListing('studio', data, 'fr').types).toEqual([expect.objectContaining({ WebID: 2, SaleCount: 4, RentCount: 2 })]);
    });

    it('are not matched by a number', () => {
      expect(searchListing('1050', data, 'fr').types).toEqual([]);
    });
  });

  describe('words split between a type and a commune', () => {
    const pairs = (query: string, lang: Language = 'fr') =>
      searchListing(query, data, lang).combinations.map(({ type, city: entry }) => `${type.Name} · ${entry.name} ${entry.zip}`);

    it('combine the type and the commune, in either order, when no single name holds every word', () => {
      expect(searchListing('appartement ixelles', data, 'fr')).toMatchObject({ types: [], cities: [] });
      expect(pairs('appartement ixelles')).toEqual(['Appartement · Ixelles 1050']);
      expect(pairs('Ixelles appart')).toEqual(['Appartement · Ixelles 1050']);
      expect(pairs('maison 1050')).toEqual(['Villa/Maison/Ferme · Ixelles 1050']);
      expect(pairs('maison elsene')).toEqual(['Villa/Maison/Ferme · Ixelles 1050']);
      expect(pairs('appartement elsene', 'nl')).toEqual([]);
      expect(pairs('appartement brussel', 'nl')).toEqual(['Appartement · Brussel 1000']);
    });

    it('use every word: a word in neither the type nor the commune finds nothing', () => {
      expect(pairs('appartement ixelles jardin')).toEqual([]);
      expect(pairs('appartement')).toEqual([]);
      expect(pairs('ixelles')).toEqual([]);
    });

    it('carry the counts of the type and of the commune', () => {
      expect(searchListing('studio ixelles', data, 'fr').combinations).toEqual([
        { type: expect.objectContaining({ WebID: 2, SaleCount: 4 }), city: { name: 'Ixelles', zip: '1050', saleCount: 26, rentCount: 9 } },
      ]);
    });
  });

  describe('the index', () => {
    it('is built from the data it is given, so a new load is searched afresh', () => {
      const first = listing();
      expect(searchListing('1234', first, 'fr').properties).toHaveLength(1);
      const second = { ...first, properties: [property(999)] };
      expect(searchListing('1234', second, 'fr').properties).toEqual([]);
      expect(searchListing('999', second, 'fr').properties).toHaveLength(1);
      expect(searchListing('1234', first, 'fr').properties).toHaveLength(1);
    });
  });
});
