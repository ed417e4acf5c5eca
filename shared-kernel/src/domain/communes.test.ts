import { LANGUAGES } from './language.js';
import { catalogueCity, cityInLanguage, cityNames, communeName, communeOf, NAMED_COMMUNES, postcodeOf, zipWithoutCity } from './communes.js';

describe('NAMED_COMMUNES', () => {
  it('holds the 19 Brussels communes, Brussels City with its three sections of their own postcode', () => {
    const brussels = NAMED_COMMUNES.filter((entry) => entry.id.startsWith('21'));
    expect(new Set(brussels.map((entry) => entry.id)).size).toBe(19);
    expect(brussels.filter((entry) => entry.id === '21004').flatMap((entry) => entry.postcodes)).toEqual(['1000', '1020', '1120', '1130']);
    for (const entry of brussels) expect(Object.keys(entry.names)).toEqual(['fr', 'nl']);
  });

  it('makes one place of a postcode and a name: no name is two places', () => {
    const places = NAMED_COMMUNES.flatMap((entry) => entry.postcodes.flatMap((postcode) => Object.values(entry.names).map((name) => `${postcode} ${name}`)));
    for (const place of places) {
      const [postcode = '', ...name] = place.split(' ');
      expect(NAMED_COMMUNES.filter((entry) => entry.postcodes.includes(postcode) && Object.values(entry.names).includes(name.join(' ')))).toHaveLength(1);
    }
  });
});

describe('communeOf', () => {
  it('finds one commune under either name, case, accents and the zip town aside', () => {
    const ixelles = communeOf('Ixelles', '1050');
    expect(ixelles?.id).toBe('21009');
    expect(communeOf('ELSENE', '1050 Elsene')).toBe(ixelles);
    expect(communeOf('rhode-saint-genese', '1640')).toBe(communeOf('Sint-Genesius-Rode', '1640'));
    expect(communeOf('Luxemburg', 'L-1855')).toBe(communeOf('Luxembourg', '2449'));
  });

  it('knows no city under another postcode, nor a city it does not list', () => {
    expect(communeOf('Ixelles', '1000')).toBeUndefined();
    expect(communeOf('Flagey', '1050')).toBeUndefined();
    expect(communeOf('Waterloo', '1410')).toBeUndefined();
  });
});

describe('cityInLanguage', () => {
  it('names a commune in each of the four languages, whichever name the listing carries', () => {
    const named = (city: string, zip: string) => Object.fromEntries(LANGUAGES.map((lang) => [lang, cityInLanguage(city, zip, lang)]));
    expect(named('Elsene', '1050')).toEqual({ en: 'Ixelles', nl: 'Elsene', fr: 'Ixelles', de: 'Ixelles' });
    expect(named('ixelles', '1050')).toEqual({ en: 'Ixelles', nl: 'Elsene', fr: 'Ixelles', de: 'Ixelles' });
    expect(named('Ukkel', '1180')).toEqual({ en: 'Uccle', nl: 'Ukkel', fr: 'Uccle', de: 'Uccle' });
    expect(named('Bruxelles', '1000 Brussel')).toEqual({ en: 'Bruxelles', nl: 'Brussel', fr: 'Bruxelles', de: 'Bruxelles' });
    // Outside Brussels a page without a name of its own reads the commune's own: Dutch in Flanders.
    expect(named('Hal', '1500')).toEqual({ en: 'Halle', nl: 'Halle', fr: 'Hal', de: 'Halle' });
    expect(named('Eigenbrakel', '1420')).toEqual({ en: "Braine-l'Alleud", nl: 'Eigenbrakel', fr: "Braine-l'Alleud", de: "Braine-l'Alleud" });
    expect(named('Luxembourg', '2449')).toEqual({ en: 'Luxembourg', nl: 'Luxembourg', fr: 'Luxembourg', de: 'Luxemburg' });
  });

  it('leaves a city the table does not know as written', () => {
    expect(cityInLanguage('Waterloo', '1410', 'nl')).toBe('Waterloo');
    expect(cityInLanguage('Flagey', '1050', 'nl')).toBe('Flagey');
  });

  it('agrees with communeName', () => {
    const uccle = communeOf('Uccle', '1180');
    expect(uccle && communeName(uccle, 'nl')).toBe('Ukkel');
  });
});

describe('catalogueCity and cityNames', () => {
  it('keeps one name per commune, in its own language, and knows all its names', () => {
    expect(catalogueCity('Elsene', '1050')).toBe('Ixelles');
    expect(catalogueCity('Vilvorde', '1800')).toBe('Vilvoorde');
    expect(catalogueCity('Flagey', '1050')).toBe('Flagey');
    expect(cityNames('elsene', '1050')).toEqual(['Ixelles', 'Elsene']);
    expect(cityNames('Waterloo', '1410')).toEqual(['Waterloo']);
  });
});

describe('postcodeOf', () => {
  it('reads the postcode a zip starts with, and keeps a zip without one', () => {
    expect(postcodeOf('1050 Ixelles')).toBe('1050');
    expect(postcodeOf(' L-2449')).toBe('2449');
    expect(postcodeOf('B-1000 ')).toBe('B-1000');
  });
});

describe('zipWithoutCity', () => {
  it('drops a town that is the city, in either language', () => {
    expect(zipWithoutCity('1000 Brussel', 'Bruxelles')).toBe('1000');
    expect(zipWithoutCity('1050 Ixelles', 'Ixelles')).toBe('1050');
    expect(zipWithoutCity('1410 Waterloo', 'Waterloo')).toBe('1410');
  });

  it('keeps any other zip', () => {
    expect(zipWithoutCity('1050', 'Ixelles')).toBe('1050');
    expect(zipWithoutCity('1050 Flagey', 'Ixelles')).toBe('1050 Flagey');
  });
});
