import {
  canonicalListSearch,
  changeFilters,
  cityQueryInLanguage,
  DEFAULT_LIST_FILTERS,
  isNarrowed,
  listFiltersToSearch,
  mapQueryOf,
  parseCity,
  parseListFilters,
  propertyQueryOf,
  searchedZone,
} from './listFilters.js';
import { encodeZone } from './zone.js';

describe('parseListFilters', () => {
  it('reads the spec §2 parameters city=name|zip and type', () => {
    expect(parseListFilters('?city=Ixelles|1050&type=3')).toEqual({ ...DEFAULT_LIST_FILTERS, city: { name: 'Ixelles', zip: '1050' }, type: 3 });
  });

  it('reads price, bedrooms, sort, page and view', () => {
    expect(parseListFilters('priceMin=100000&priceMax=300000&bedrooms=2&sort=price_asc&page=3&view=map')).toEqual({
      priceMin: 100000,
      priceMax: 300000,
      bedroomsMin: 2,
      sort: 'price_asc',
      page: 3,
      view: 'map',
    });
  });

  it.each([
    ['type=9', {}],
    ['type=abc', {}],
    ['city=Atlantis', {}],
    ['city=|1050', {}],
    ['page=0', {}],
    ['page=-2', {}],
    ['sort=cheapest', {}],
    ['view=satellite', {}],
    ['bedrooms=0', {}],
    ['priceMin=300000&priceMax=100000', { priceMin: 300000 }],
  ])('drops what makes no sense: %s', (search, kept) => {
    expect(parseListFilters(search)).toEqual({ ...DEFAULT_LIST_FILTERS, ...kept });
  });
});

describe('listFiltersToSearch', () => {
  it('gives the plain URL for the defaults', () => {
    expect(listFiltersToSearch(DEFAULT_LIST_FILTERS)).toBe('');
  });

  it('writes the city with a readable bar and reads back to the same filters', () => {
    const filters = parseListFilters('?type=1&city=Sint-Gillis|1060&priceMax=500000&sort=price_desc&page=2&view=map');
    const search = listFiltersToSearch(filters);
    expect(search).toBe('?city=Sint-Gillis|1060&type=1&priceMax=500000&sort=price_desc&page=2&view=map');
    expect(parseListFilters(search)).toEqual(filters);
  });

  it('encodes what a URL cannot hold', () => {
    expect(listFiltersToSearch({ ...DEFAULT_LIST_FILTERS, city: { name: 'Woluwe-Saint-Lambert & co', zip: '1200' } })).toBe(
      '?city=Woluwe-Saint-Lambert+%26+co|1200',
    );
  });
});

describe('canonicalListSearch', () => {
  it.each([
    ['page=0', ''],
    ['page=abc', ''],
    ['page=-1', ''],
    ['page=1.5', ''],
    ['page=', ''],
    ['page=1', ''],
    ['page=2&page=3', '?page=2'],
    ['sort=bogus&page=2', '?page=2'],
    ['type=99', ''],
    ['page=0&utm_source=mail&sort=price_asc', '?sort=price_asc&utm_source=mail'],
  ])('moves ?%s to "%s"', (search, expected) => {
    expect(canonicalListSearch(search)).toBe(expected);
  });

  it('leaves a list address as the list writes it, whatever the order, the bar’s spelling or the other parameters', () => {
    expect(canonicalListSearch('')).toBeNull();
    expect(canonicalListSearch('page=2')).toBeNull();
    expect(canonicalListSearch('?sort=price_asc&city=Ixelles%7C1050&page=3&utm_source=x')).toBeNull();
    expect(canonicalListSearch('fbclid=abc')).toBeNull();
  });
});

describe('changeFilters', () => {
  const onPage3 = { ...DEFAULT_LIST_FILTERS, type: 3, page: 3 };

  it('starts a changed search on page 1', () => {
    expect(changeFilters(onPage3, { sort: 'price_asc' })).toEqual({ ...onPage3, sort: 'price_asc', page: 1 });
  });

  it('keeps the page when only the page or the view changes', () => {
    expect(changeFilters(onPage3, { view: 'map' })).toEqual({ ...onPage3, view: 'map' });
    expect(changeFilters(onPage3, { page: 4 })).toEqual({ ...onPage3, page: 4 });
  });

  it('removes a filter set to undefined', () => {
    expect(changeFilters(onPage3, { type: undefined })).toEqual(DEFAULT_LIST_FILTERS);
  });
});

describe('isNarrowed and propertyQueryOf', () => {
  it('tells a narrowed list from the whole list', () => {
    expect(isNarrowed(DEFAULT_LIST_FILTERS)).toBe(false);
    expect(isNarrowed({ ...DEFAULT_LIST_FILTERS, sort: 'price_asc', page: 2 })).toBe(false);
    expect(isNarrowed({ ...DEFAULT_LIST_FILTERS, bedroomsMin: 1 })).toBe(true);
  });

  it('asks the api for the page with every filter', () => {
    const filters = parseListFilters('city=Uccle|1180&type=1&priceMin=1&priceMax=2&bedrooms=3&page=2');
    expect(propertyQueryOf(filters, { goal: 1, pageSize: 12, lang: 'nl' })).toEqual({
      lang: 'nl',
      goal: '1',
      city: 'Uccle|1180',
      type: '1',
      priceMin: '1',
      priceMax: '2',
      bedroomsMin: '3',
      sort: 'date_desc',
      page: '2',
      pageSize: '12',
    });
    expect(propertyQueryOf(DEFAULT_LIST_FILTERS, { pageSize: 4, lang: 'fr' })).not.toHaveProperty('goal');
  });

  it('asks the api for the markers of every page: the same filters, no order or paging', () => {
    const filters = parseListFilters('city=Uccle|1180&type=1&bedrooms=3&sort=price_asc&page=2&view=map');
    expect(mapQueryOf(filters, { goal: 0, lang: 'de' })).toEqual({ lang: 'de', goal: '0', city: 'Uccle|1180', type: '1', bedroomsMin: '3' });
    expect(mapQueryOf(DEFAULT_LIST_FILTERS, { lang: 'fr' })).toEqual({ lang: 'fr' });
  });

  it('parses a city alone', () => {
    expect(parseCity(' Ixelles | 1050 ')).toEqual({ name: 'Ixelles', zip: '1050' });
    expect(parseCity('a|b|c')).toBeUndefined();
    expect(parseCity(null)).toBeUndefined();
  });

  it('takes a commune named alone, as the search box sends it without scripts', () => {
    expect(parseCity(' ukkel ')).toEqual({ name: 'Uccle', zip: '1180' });
    expect(parseCity('Etterbeek')).toEqual({ name: 'Etterbeek', zip: '1040' });
    expect(parseCity('1050')).toEqual({ name: 'Ixelles', zip: '1050' });
    expect(parseCity('1855')).toEqual({ name: 'Luxembourg', zip: '1855' });
    expect(parseCity('Atlantis')).toBeUndefined();
    expect(parseCity('')).toBeUndefined();
    expect(canonicalListSearch('?city=elsene&sort=price_asc')).toBe('?city=Ixelles|1050&sort=price_asc');
  });
});

describe('cityQueryInLanguage', () => {
  it("names the list's commune in the page's language, keeping the rest of the query", () => {
    expect(cityQueryInLanguage('?city=Ukkel|1180&type=3&page=2', 'fr')).toBe('?city=Uccle|1180&type=3&page=2');
    expect(cityQueryInLanguage('city=ixelles%7C1050', 'nl')).toBe('?city=Elsene|1050');
  });

  it('has nothing to rename when the name is the page language\'s, unknown, or there is no city', () => {
    expect(cityQueryInLanguage('?city=Uccle|1180', 'fr')).toBeNull();
    expect(cityQueryInLanguage('?city=Waterloo|1410', 'nl')).toBeNull();
    expect(cityQueryInLanguage('?type=3', 'fr')).toBeNull();
  });
});

describe('a drawn zone among the filters', () => {
  const zone = encodeZone([
    [4.36912, 50.83101],
    [4.37594, 50.83142],
    [4.37688, 50.82611],
  ]);

  it('rides in the URL as zone=, after the other filters, and back', () => {
    const filters = changeFilters(parseListFilters('type=1&page=3&view=map'), { zone });
    expect(filters).toEqual({ ...DEFAULT_LIST_FILTERS, type: 1, zone, view: 'map' });
    const search = listFiltersToSearch(filters);
    expect(search).toBe(`?type=1&${new URLSearchParams({ zone }).toString().replace(/%7C/gi, '|')}&view=map`);
    expect(parseListFilters(search)).toEqual(filters);
    expect(canonicalListSearch(search)).toBeNull();
    expect(isNarrowed({ ...DEFAULT_LIST_FILTERS, zone })).toBe(true);
  });

  it('asks the api for the zone the kernel accepts, and keeps a refused one in the URL without searching it', () => {
    expect(mapQueryOf(parseListFilters(`zone=${encodeURIComponent(zone)}`), { lang: 'fr' })).toEqual({ lang: 'fr', zone });
    const refused = parseListFilters('type=1&zone=not-a-zone');
    expect(refused.zone).toBe('not-a-zone');
    expect(searchedZone(refused)).toBeUndefined();
    expect(propertyQueryOf(refused, { pageSize: 12, lang: 'fr' })).toEqual({ lang: 'fr', type: '1', sort: 'date_desc', page: '1', pageSize: '12' });
    expect(canonicalListSearch('type=1&zone=not-a-zone')).toBeNull();
  });
});
