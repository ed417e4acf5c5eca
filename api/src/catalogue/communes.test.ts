import type { FastifyInstance } from 'fastify';
import { Goal, LANGUAGES, type FeedProperty, type Language, type ListingOptions, type SearchResult } from 'shared-kernel';
import { demoAgency, generateFeed } from 'demo-agency';
import { buildApp } from '../app.js';
import { testConfig } from '../test/config.js';
import { describeEachDatabase } from '../test/databases.js';
import { importFeed } from './import.js';
import type { PropertyMapPointsAnswer, PropertyPage } from './schemas.js';
import { seedCatalogue } from './seed.js';

// Ixelles and Elsene are one commune. The demo agency lists it under both names; a feed
// record may also carry the other name in its zip ('1050 Elsene'), and a row imported before the
// catalogue kept one name per commune still says 'Elsene'.
const options = { seed: 1967, properties: 120 };
const feed = generateFeed(options);
const inIxelles = (property: FeedProperty) => property.Zip.startsWith('1050') && ['Ixelles', 'Elsene'].includes(property.City);
const sample = feed.properties.find((property) => inIxelles(property) && property.Goal === Goal.Sale && property.ProjectID === undefined);
if (sample === undefined) throw new Error('The demo agency has no property for sale in Ixelles');
const extras: FeedProperty[] = [
  { ...sample, ID: 991_001, City: 'Elsene', Zip: '1050 Elsene' },
  { ...sample, ID: 991_002, City: 'ixelles', Zip: '1050' },
  { ...sample, ID: 991_003, City: 'ELSENE', Zip: '1050', Goal: Goal.Rent },
];
const everything = [...feed.properties, ...extras];
const forSale = everything.filter((property) => inIxelles(property) || property.ID >= 991_000).filter((property) => property.Goal === Goal.Sale).length;
const forRent = everything.filter((property) => inIxelles(property) || property.ID >= 991_000).filter((property) => property.Goal !== Goal.Sale).length;
const NAME: Record<Language, string> = { en: 'Ixelles', fr: 'Ixelles', de: 'Ixelles', nl: 'Elsene' };

describeEachDatabase('one commune under both its names', (database) => {
  let app: FastifyInstance;
  const json = async <T>(url: string): Promise<T> => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  };

  beforeAll(async () => {
    app = await buildApp(testConfig(), { database: database.db });
    await seedCatalogue(database.db, demoAgency.seed, options);
    await importFeed(database.db, { projects: [], properties: extras });
    // As the catalogue held it before it kept one name per commune.
    await database.db.query(`update properties set city = 'Elsene' where id = $1`, [sample.ID]);
  });

  afterAll(() => app.close());

  it('has the commune under both names, for sale and for rent', () => {
    expect(new Set(everything.filter(inIxelles).map((property) => property.City))).toEqual(new Set(['Ixelles', 'Elsene']));
    expect(forSale).toBeGreaterThan(3);
    expect(forRent).toBeGreaterThan(1);
  });

  describe.each(LANGUAGES)('in %s', (lang) => {
    it('the home search offers one place under either name, named in the language, with every property', async () => {
      for (const q of ['ixelles', 'elsene', 'Elsene 1050', '1050']) {
        const found = await json<SearchResult>(`/api/search?lang=${lang}&q=${encodeURIComponent(q)}`);
        expect(found.cities.filter((city) => city.zip === '1050')).toEqual([{ name: NAME[lang], zip: '1050', saleCount: forSale, rentCount: forRent }]);
      }
    });

    it("the list's filter offers it once, with every property", async () => {
      const listing = await json<ListingOptions>(`/api/listing-options?lang=${lang}`);
      const at = (entries: ListingOptions['citys']) => entries.filter((city) => city.Zip === '1050').map((city) => [city.Name, city.PropertyCount]);
      expect(at(listing.citys)).toEqual([[NAME[lang], forSale + forRent]]);
      expect(at(listing.citysSale)).toEqual([[NAME[lang], forSale]]);
      expect(at(listing.citysRent)).toEqual([[NAME[lang], forRent]]);
      // No commune anywhere is listed twice under one postcode.
      const places = listing.citys.map((city) => `${city.Zip}`);
      expect(places).toHaveLength(new Set(places).size);
    });

    it('the list and its map hold every property of the commune, whichever name the link carries', async () => {
      for (const name of ['Ixelles', 'Elsene', 'elsene']) {
        const city = encodeURIComponent(`${name}|1050`);
        const page = await json<PropertyPage>(`/api/properties?lang=${lang}&goal=0&city=${city}&pageSize=48`);
        expect(page.total).toBe(forSale);
        expect(new Set(page.items.map((item) => item.City))).toEqual(new Set([NAME[lang]]));
        const map = await json<PropertyMapPointsAnswer>(`/api/properties/map?lang=${lang}&goal=0&city=${city}`);
        expect(map.total).toBe(forSale);
      }
    });
  });
});
