import { searchListing } from 'shared-kernel';
import { MAX_CITIES_PER_GROUP, searchGroups } from './searchGroups';
import { testListing } from './testListing';

const hrefs = (groups: ReturnType<typeof searchGroups>) =>
  Object.fromEntries(groups.map((group) => [group.key, group.options.map((option) => option.href)]));

describe('searchGroups', () => {
  it('lists the types for sale and for rent for an empty query, leaving out a type with nothing to show', () => {
    const groups = searchGroups(searchListing('', testListing('fr'), 'fr'), 'fr');
    expect(groups.map((group) => group.key)).toEqual(['typesForSale', 'typesForRent']);
    expect(hrefs(groups).typesForSale).toEqual([1, 2, 3, 4, 5, 6].map((webId) => `/fr/a-vendre/?type=${webId}`));
    expect(hrefs(groups).typesForRent).toEqual([1, 2, 3, 4, 5, 6, 7].map((webId) => `/fr/a-louer/?type=${webId}`));
    expect(groups[0]?.options[2]).toMatchObject({ label: 'Appartement', count: 13 });
  });

  it('links each city entry to its list with name|zip, one entry a commune, in the page language', () => {
    expect(hrefs(searchGroups(searchListing('1050', testListing('nl'), 'nl'), 'nl'))).toEqual({
      citiesForSale: ['/nl/te-koop/?city=Elsene|1050'],
      citiesForRent: ['/nl/te-huur/?city=Elsene|1050'],
    });
    expect(hrefs(searchGroups(searchListing('ixelles', testListing('en'), 'en'), 'en'))).toEqual({
      citiesForSale: ['/en/for-sale/?city=Ixelles|1050'],
      citiesForRent: ['/en/for-rent/?city=Ixelles|1050'],
    });
  });

  it('links a type typed with a commune to the list of that type in that commune, for sale and for rent', () => {
    const groups = searchGroups(searchListing('appartement ixelles', testListing('fr'), 'fr'), 'fr');
    expect(hrefs(groups)).toEqual({
      combinedForSale: ['/fr/a-vendre/?city=Ixelles|1050&type=3'],
      combinedForRent: ['/fr/a-louer/?city=Ixelles|1050&type=3'],
    });
    expect(groups[0]?.options[0]).toMatchObject({ label: 'Appartement · Ixelles', detail: '1050' });
  });

  it('encodes a city name that is not safe in a query string', () => {
    const data = testListing('fr');
    const city = { ...data.citys[0]!, Name: 'La Hulpe & Genval', Zip: '1310' };
    const groups = searchGroups(searchListing('hulpe', { ...data, citys: [city], citysSale: [city] }, 'fr'), 'fr');
    expect(hrefs(groups).citiesForSale).toEqual(['/fr/a-vendre/?city=La%20Hulpe%20%26%20Genval|1310']);
  });

  it('links a property found by id to its page, with its title cut at 100 characters and a small thumbnail', () => {
    const [properties] = searchGroups(searchListing('4321', testListing('fr'), 'fr'), 'fr');
    expect(properties?.key).toBe('properties');
    const option = properties?.options[0];
    expect(option?.href).toMatch(/^\/fr\/a-vendre\/ixelles\/appartement-2-chambres[a-z0-9-]*\/4321\/$/);
    expect(option?.label.endsWith('…')).toBe(true);
    expect(option?.label.length).toBeLessThanOrEqual(101);
    expect(option?.thumbnail).toBe('/api/images/property-4321-1?w=100');
    expect(searchGroups(searchListing('987', testListing('de'), 'de'), 'de')[0]?.options[0]?.href).toBe('/de/property/987/');
  });

  it('shows a few cities per group and says how many more match', () => {
    const data = testListing('fr');
    const many = Array.from({ length: MAX_CITIES_PER_GROUP + 3 }, (_, index) => ({ ...data.citys[0]!, Name: `Ville ${index}`, Zip: `${1300 + index}` }));
    const [sale] = searchGroups(searchListing('ville', { ...data, citys: many, citysSale: many }, 'fr'), 'fr');
    expect(sale?.options).toHaveLength(MAX_CITIES_PER_GROUP);
    expect(sale?.more).toBe(3);
  });
});
