import { PROPERTY_TYPES, type CityEntry, type Language, type ListingData, type PropertySummary, type SiteConfiguration } from 'shared-kernel';
import type { SearchSettings } from './searchSettingsApi';

/** A small listing load in one language for the component tests. */
export function testListing(language: Language): ListingData {
  const city = (Name: string, Zip: string, PropertyCount: number): CityEntry => ({
    Name,
    Zip,
    CountryID: 10,
    CountryName: 'Belgique',
    PropertyCount,
    language,
  });
  const property = (ID: number, overrides: Partial<PropertySummary>): PropertySummary => ({
    ID,
    Goal: 0,
    City: 'Ixelles',
    Zip: '1050',
    TypeDescription: 'Appartement lumineux',
    WebID: 3,
    WebIDs: '3',
    MainTypeName: 'Appartement',
    language,
    RecordFile: `R${ID}`,
    Marquee: 1,
    ...overrides,
  });
  return {
    properties: [
      property(4321, {
        TypeDescription: `Appartement 2 chambres avec terrasse plein sud, proche de la place Flagey et des étangs d’Ixelles, libre immédiatement`,
        SmallPictureItem: { Url: '/api/images/property-4321-1?w=500', Width: 200, Height: 150, ID: 1, Name: 'façade' },
      }),
      property(987, { Goal: 1, City: 'Etterbeek', Zip: '1040', TypeDescription: 'Studio meublé' }),
    ],
    projects: [],
    webIDs: PROPERTY_TYPES.map((type) => ({
      ID: type.WebID,
      WebID: type.WebID,
      Name: type.names[language],
      ShowOrder: type.ShowOrder,
      Sale: true,
      Rent: true,
      language,
      SaleCount: type.WebID === 7 ? 0 : 10 + type.WebID,
      RentCount: type.WebID,
    })),
    citys: [city('Ixelles', '1050', 30), city('Elsene', '1050', 4), city('Etterbeek', '1040', 12)],
    citysSale: [city('Ixelles', '1050', 21), city('Elsene', '1050', 4), city('Etterbeek', '1040', 8)],
    citysRent: [city('Ixelles', '1050', 9), city('Etterbeek', '1040', 4)],
    neighbourhoods: [],
  };
}

/** The site configuration as far as the search reads it: the rest of it is not the search's business. */
export function siteWithSearchSettings({ showSearchCount, showCountProperty, countProperty }: SearchSettings): SiteConfiguration {
  return { config: { showSearchCount, showCountProperty, data: { countProperty } } } as SiteConfiguration;
}
