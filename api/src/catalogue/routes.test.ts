import type { FastifyInstance } from 'fastify';
import { cityInLanguage, Goal, Marquee, localizedText, postcodeOf, propertyTypeName, searchListing, type FeedProperty, type ListingData, type SearchResult } from 'shared-kernel';
import { demoAgency, generateFeed } from 'demo-agency';
import { buildApp } from '../app.js';
import { testConfig } from '../test/config.js';
import { describeEachDatabase } from '../test/databases.js';
import { importFeed } from './import.js';
import type {
  ProjectDetailView,
  ProjectListItem,
  PropertyCard,
  PropertyDetailView,
  PropertyMapPointsAnswer,
  PropertyPage,
} from './schemas.js';
import { seedCatalogue } from './seed.js';

const options = { seed: 1967, properties: 120 };
const feed = generateFeed(options);
const stock = feed.properties.filter((property) => property.ProjectID === undefined);

function find(predicate: (property: FeedProperty) => boolean): FeedProperty {
  const property = stock.find(predicate);
  if (property === undefined) throw new Error('The demo agency has no such property');
  return property;
}

// Listings made for the cases the demo agency may not have at this size.
const base = find((property) => property.Goal === Goal.Sale && property.WebID === 3 && property.PublishPrice && property.PublishAddress);
const onDemand: FeedProperty = { ...base, ID: 990_001, PublishPrice: false, Price: 777_000, Marquee: Marquee.ForSale };
const hiddenAddress: FeedProperty = { ...base, ID: 990_002, PublishAddress: false, Latitude: 50.827_512, Longitude: 4.372_499 };
const dutchOnly: FeedProperty = { ...base, ID: 990_003, Title: 'Titre unique', Description: { nl: 'Alleen Nederlands' } };
const extras = [onDemand, hiddenAddress, dutchOnly];
const everything = [...feed.properties, ...extras];

const webIds = (property: FeedProperty) => property.WebIDs.split(',').map(Number);
const forRent = (property: FeedProperty) => property.Goal !== Goal.Sale;
const waitForStateCheck = () => new Promise((resolve) => setTimeout(resolve, 1100));

describeEachDatabase('catalogue routes', (database) => {
  let app: FastifyInstance;

  const get = (url: string) => app.inject({ method: 'GET', url });
  const json = async <T>(url: string): Promise<T> => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  };
  const allPages = async (query: string): Promise<PropertyCard[]> => {
    const first = await json<PropertyPage>(`/api/properties?${query}&pageSize=48`);
    const rest = await Promise.all(
      Array.from({ length: Math.max(0, first.pageCount - 1) }, (_, index) =>
        json<PropertyPage>(`/api/properties?${query}&pageSize=48&page=${index + 2}`),
      ),
    );
    return [first, ...rest].flatMap((page) => page.items);
  };

  beforeAll(async () => {
    app = await buildApp(testConfig(), { database: database.db });
    await seedCatalogue(database.db, demoAgency.seed, options);
    await importFeed(database.db, { projects: [], properties: extras });
  });

  afterAll(() => app.close());

  describe('GET /api/listing-data', () => {
    it("answers every property and project, in the site's default language", async () => {
      const data = await json<ListingData>('/api/listing-data');
      expect(data.properties).toHaveLength(everything.length);
      expect(new Set(data.properties.map((property) => property.language))).toEqual(new Set(['fr']));
      expect(data.projects.map((project) => project.ID).sort()).toEqual(feed.projects.map((project) => project.ID).sort());
      expect(data.neighbourhoods).toEqual([]);
    });

    it('counts the listings of each property type for sale and for rent', async () => {
      const data = await json<ListingData>('/api/listing-data?lang=nl');
      expect(data.webIDs).toEqual(
        [1, 2, 3, 4, 5, 6, 7].map((webId) => ({
          ID: webId,
          WebID: webId,
          Name: propertyTypeName(webId, 'nl'),
          ShowOrder: webId,
          Sale: true,
          Rent: true,
          language: 'nl',
          SaleCount: everything.filter((property) => !forRent(property) && webIds(property).includes(webId)).length,
          RentCount: everything.filter((property) => forRent(property) && webIds(property).includes(webId)).length,
        })),
      );
    });

    it('lists each place (a commune under either of its names, and postcode) as an entry with its counts, for sale and for rent', async () => {
      const data = await json<ListingData>('/api/listing-data');
      const expected = (count: (properties: FeedProperty[]) => number) => {
        const groups = new Map<string, FeedProperty[]>();
        for (const property of everything) {
          const key = `${cityInLanguage(property.City, property.Zip, 'fr')}|${postcodeOf(property.Zip)}`;
          groups.set(key, [...(groups.get(key) ?? []), property]);
        }
        return [...groups.values()]
          .map((group) => ({ first: group[0], count: count(group) }))
          .filter(({ count: total }) => total > 0)
          .map(({ first, count: total }) => ({
            Name: first && cityInLanguage(first.City, first.Zip, 'fr'),
            Zip: postcodeOf(first?.Zip ?? ''),
            CountryID: first?.CountryID,
            CountryName: first?.CountryName,
            PropertyCount: total,
            language: 'fr',
          }));
      };
      const byName = <T extends { Name: string | undefined; Zip: string }>(entries: T[]) =>
        [...entries].sort((a, b) => `${a.Name}|${a.Zip}`.localeCompare(`${b.Name}|${b.Zip}`));
      expect(byName(data.citys)).toEqual(byName(expected((group) => group.length)));
      expect(byName(data.citysSale)).toEqual(byName(expected((group) => group.filter((property) => !forRent(property)).length)));
      expect(byName(data.citysRent)).toEqual(byName(expected((group) => group.filter(forRent).length)));
      expect(data.citys.filter((city) => city.Zip === '1050').map((city) => city.Name)).toEqual(['Ixelles']);
    });

    it('writes each summary in the language asked for, with its thumbnail', async () => {
      const data = await json<ListingData>('/api/listing-data?lang=en');
      expect(data.properties.find((property) => property.ID === base.ID)).toEqual({
        ID: base.ID,
        Goal: base.Goal,
        City: base.City,
        Zip: base.Zip,
        TypeDescription: localizedText(base.Title, 'en', 'fr'),
        WebID: 3,
        WebIDs: base.WebIDs,
        MainTypeName: 'Apartment',
        language: 'en',
        RecordFile: base.RecordFile,
        Marquee: base.Marquee,
        SmallPictureItem: {
          Url: `/api/images/property-${base.ID}-1?w=500`,
          Width: 200,
          Height: 133,
          ID: base.ID,
          Name: localizedText(base.Title, 'en', 'fr'),
        },
      });
    });
  });

  describe('GET /api/listing-options', () => {
    it("answers the listing load's types and cities in the language asked for, without a property or a project", async () => {
      const { properties: _properties, projects: _projects, ...expected } = await json<ListingData>('/api/listing-data?lang=nl');
      const response = await app.inject({ method: 'GET', url: '/api/listing-options?lang=nl' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(expected);
      expect(Object.keys(response.json<object>())).not.toContain('properties');
      // A few KB: it grows with the cities and types, not with the number of properties.
      expect(response.rawPayload.length).toBeLessThan(16 * 1024);
    });

    it('answers 400 with the reason for an unknown language', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/listing-options?lang=xx' });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/lang/);
    });
  });

  describe('GET /api/search', () => {
    it("answers what the kernel's searchListing finds in the listing load of the language", async () => {
      for (const [q, lang] of [['', 'fr'], ['ixel', 'fr'], ['1050', 'nl'], ['appart', 'fr'], [String(base.ID), 'en'], ['#' + String(base.ID), 'de']] as const) {
        const listing = await json<ListingData>(`/api/listing-data?lang=${lang}`);
        const found = await json<SearchResult>(`/api/search?lang=${lang}&q=${encodeURIComponent(q)}`);
        expect(found).toEqual(searchListing(q, listing, lang));
      }
    });

    it('finds a property by its exact id, a commune by a part of its name, nothing for a made-up word', async () => {
      const byId = await json<SearchResult>(`/api/search?lang=fr&q=${base.ID}`);
      expect(byId.properties.map((property) => property.ID)).toEqual([base.ID]);
      const ixelles = await json<SearchResult>('/api/search?lang=fr&q=ixel');
      expect(ixelles.cities).toContainEqual(expect.objectContaining({ name: 'Ixelles', zip: '1050' }));
      await expect(json<SearchResult>('/api/search?lang=fr&q=zzqxw')).resolves.toEqual({ types: [], cities: [], properties: [], combinations: [] });
    });

    it('answers 400 with the reason for a query too long or an unknown language', async () => {
      for (const url of [`/api/search?lang=fr&q=${'a'.repeat(101)}`, '/api/search?lang=xx&q=a']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(400);
        expect(response.json<{ message: string }>().message).toMatch(/q|lang/);
      }
    });
  });

  describe('GET /api/properties', () => {
    const [cityName = '', cityZip = ''] = (() => {
      const counts = new Map<string, number>();
      for (const property of everything.filter((candidate) => !forRent(candidate) && webIds(candidate).includes(3))) {
        const key = `${property.City}|${postcodeOf(property.Zip)}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0].split('|') ?? [];
    })();

    it('filters by goal, city and type and sorts by price, prices on demand last', async () => {
      const page = await json<PropertyPage>(
        `/api/properties?goal=0&city=${encodeURIComponent(`${cityName}|${cityZip}`)}&type=3&sort=price_asc&pageSize=48`,
      );
      const expected = everything
        .filter(
          (property) =>
            !forRent(property) &&
            cityInLanguage(property.City, property.Zip, 'fr') === cityInLanguage(cityName, cityZip, 'fr') &&
            postcodeOf(property.Zip) === cityZip &&
            webIds(property).includes(3),
        )
        .sort((a, b) => (a.PublishPrice ? a.Price : Infinity) - (b.PublishPrice ? b.Price : Infinity) || a.ID - b.ID);
      expect(expected.length).toBeGreaterThan(2);
      expect(page).toMatchObject({ total: expected.length, page: 1, pageSize: 48, pageCount: Math.ceil(expected.length / 48) });
      expect(page.items.map((item) => item.ID)).toEqual(expected.slice(0, 48).map((property) => property.ID));
    });

    it('matches the city name in any case and a zip with the town appended', async () => {
      const exact = await json<PropertyPage>(`/api/properties?city=${encodeURIComponent(`${cityName}|${cityZip}`)}`);
      const loose = await json<PropertyPage>(
        `/api/properties?city=${encodeURIComponent(`${cityName.toUpperCase()}|${cityZip} ${cityName}`)}`,
      );
      expect(loose.total).toBe(exact.total);
    });

    it('keeps sold and rented properties in the list and says how many of its total they are', async () => {
      const gone = (property: FeedProperty) => property.Marquee === Marquee.Sold || property.Marquee === Marquee.Rented;
      const sale = await json<PropertyPage>('/api/properties?goal=0');
      const rent = await json<PropertyPage>('/api/properties?goal=1');
      expect(sale.offMarket).toBe(everything.filter((property) => !forRent(property) && gone(property)).length);
      expect(rent.offMarket).toBe(everything.filter((property) => forRent(property) && gone(property)).length);
      expect(sale.offMarket).toBeGreaterThan(0);
      expect(rent.offMarket).toBeGreaterThan(0);
      expect(sale.total).toBe(everything.filter((property) => !forRent(property)).length);
    });

    it('counts older goal 2 listings as rent', async () => {
      const rent = await json<PropertyPage>('/api/properties?goal=1');
      const sale = await json<PropertyPage>('/api/properties?goal=0');
      expect(rent.total).toBe(everything.filter(forRent).length);
      expect(sale.total).toBe(everything.length - rent.total);
      expect(everything.some((property) => property.Goal === Goal.Legacy)).toBe(true);
    });

    it('filters by price and bedroom ranges, leaving prices on demand out', async () => {
      const items = await allPages('priceMin=200000&priceMax=800000&bedroomsMin=2&bedroomsMax=3');
      const expected = everything.filter(
        (property) =>
          property.PublishPrice &&
          property.Price >= 200_000 &&
          property.Price <= 800_000 &&
          property.Bedrooms !== undefined &&
          property.Bedrooms >= 2 &&
          property.Bedrooms <= 3,
      );
      expect(items.map((item) => item.ID).sort()).toEqual(expected.map((property) => property.ID).sort());
      expect(items.some((item) => item.ID === onDemand.ID)).toBe(false);
    });

    it('pages without overlap or gap, and answers an empty page past the last', async () => {
      const pageSize = 7;
      const first = await json<PropertyPage>(`/api/properties?goal=1&sort=price_desc&pageSize=${pageSize}`);
      const pages = await Promise.all(
        Array.from({ length: first.pageCount }, (_, index) =>
          json<PropertyPage>(`/api/properties?goal=1&sort=price_desc&pageSize=${pageSize}&page=${index + 1}`),
        ),
      );
      const ids = pages.flatMap((page) => page.items.map((item) => item.ID));
      expect(new Set(ids).size).toBe(first.total);
      const prices = pages.flatMap((page) => page.items.filter((item) => item.PublishPrice).map((item) => item.Price));
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
      const past = await json<PropertyPage>(`/api/properties?goal=1&pageSize=${pageSize}&page=${first.pageCount + 1}`);
      expect(past).toEqual({ items: [], total: first.total, offMarket: first.offMarket, page: first.pageCount + 1, pageSize, pageCount: first.pageCount });
    });

    it('sorts the newest first by default, and by surface with unknown surfaces last', async () => {
      const newest = await allPages('goal=0');
      const dates = newest.map((item) => item.CreatedAt);
      expect(dates).toEqual([...dates].sort().reverse());
      const largest = await allPages('sort=surface_desc');
      const known = largest.findIndex((item) => item.SurfaceLiving === undefined);
      const surfaces = largest.slice(0, known).map((item) => item.SurfaceLiving ?? 0);
      expect(surfaces).toEqual([...surfaces].sort((a, b) => b - a));
      expect(largest.slice(known).every((item) => item.SurfaceLiving === undefined)).toBe(true);
    });

    it('puts prices on demand after every published price, shown as 0', async () => {
      const items = await allPages('goal=0&sort=price_asc');
      const firstOnDemand = items.findIndex((item) => !item.PublishPrice);
      expect(items[items.length - 1]?.PublishPrice).toBe(false);
      expect(items.slice(firstOnDemand).every((item) => !item.PublishPrice && item.Price === 0)).toBe(true);
    });

    it.each([
      ['goal=2', 'querystring/goal must be 0 (for sale) or 1 (for rent)'],
      ['city=Ixelles', 'querystring/city must be name|zip, such as Ixelles|1050'],
      ['type=8', 'querystring/type must be a property type, 1, 2, 3, 4, 5, 6, 7'],
      ['priceMin=-5', 'querystring/priceMin must be a whole number'],
      ['priceMax=cheap', 'querystring/priceMax must be a whole number'],
      ['priceMin=300000&priceMax=200000', 'querystring/priceMin must not be above priceMax'],
      ['bedroomsMin=4&bedroomsMax=2', 'querystring/bedroomsMin must not be above bedroomsMax'],
      ['sort=cheapest', 'querystring/sort must be one of price_asc, price_desc, date_desc, surface_desc'],
      ['page=0', 'querystring/page must be at least 1'],
      ['pageSize=49', 'querystring/pageSize must be at most 48'],
      ['pageSize=', 'querystring/pageSize must be a whole number'],
      ['lang=es', 'querystring/lang must be one of en, nl, fr, de'],
      ['ids=12,abc', 'querystring/ids must be property ids separated by commas, such as 1242,1317'],
      [`ids=${Array.from({ length: 49 }, (_, index) => index + 1).join(',')}`, 'querystring/ids must name at most 48 properties'],
    ])('answers %s with a 400 that says why', async (query, message) => {
      const response = await get(`/api/properties?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_failed', key: 'apiErrors.validationFailed', message });
    });
  });

  describe('GET /api/properties?ids=', () => {
    it('answers the cards of the properties named, whatever their goal, an unknown id left out', async () => {
      const rented = find(forRent);
      const page = await json<PropertyPage>(`/api/properties?ids=${base.ID},${rented.ID},${base.ID},999999&lang=nl`);
      expect(page.items.map((item) => item.ID).sort()).toEqual([base.ID, rented.ID].sort());
      expect(page.total).toBe(2);
    });
  });

  describe('GET /api/properties/map', () => {
    it('answers a marker for every property matching the filters, as many as the list counts', async () => {
      const query = 'goal=0&type=3&bedroomsMin=1';
      const map = await json<PropertyMapPointsAnswer>(`/api/properties/map?${query}`);
      const listed = await allPages(query);
      expect(listed.length).toBeGreaterThan(48);
      expect(map.total).toBe(listed.length);
      expect(map.points.map((point) => point.ID).sort()).toEqual(listed.map((item) => item.ID).sort());
      const card = listed[0];
      expect(map.points.find((point) => point.ID === card?.ID)).toEqual({
        ID: card?.ID,
        Goal: card?.Goal,
        Marquee: card?.Marquee,
        PublishPrice: card?.PublishPrice,
        Price: card?.Price,
        PriceUnit: card?.PriceUnit,
        Latitude: card?.Latitude,
        Longitude: card?.Longitude,
      });
    });

    it('keeps a price on demand and an unpublished address hidden, as the cards do', async () => {
      const { points } = await json<PropertyMapPointsAnswer>('/api/properties/map?goal=0');
      expect(points.find((point) => point.ID === onDemand.ID)).toMatchObject({ PublishPrice: false, Price: 0 });
      expect(points.find((point) => point.ID === hiddenAddress.ID)).toMatchObject({ Latitude: 50.83, Longitude: 4.37 });
    });

    it('weighs far less than the cards it stands for', async () => {
      const map = await get('/api/properties/map');
      const cards = await Promise.all(Array.from({ length: 3 }, (_, index) => get(`/api/properties?pageSize=48&page=${index + 1}`)));
      const perMarker = map.rawPayload.length / map.json<PropertyMapPointsAnswer>().total;
      const perCard = cards.reduce((sum, page) => sum + page.rawPayload.length, 0) / (48 * 3);
      expect(perMarker * 3).toBeLessThan(perCard);
    });

    it.each([
      ['priceMin=300000&priceMax=200000', 'querystring/priceMin must not be above priceMax'],
      ['type=0', 'querystring/type must be a property type, 1, 2, 3, 4, 5, 6, 7'],
    ])('answers %s with a 400 that says why', async (query, message) => {
      const response = await get(`/api/properties/map?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_failed', key: 'apiErrors.validationFailed', message });
    });
  });

  describe('GET /api/properties/:id', () => {
    it('answers a property with everything its page shows, in the language asked for', async () => {
      const detail = await json<PropertyDetailView>(`/api/properties/${base.ID}?lang=nl`);
      expect(detail).toMatchObject({
        ID: base.ID,
        TypeDescription: localizedText(base.Title, 'nl', 'fr'),
        Description: localizedText(base.Description, 'nl', 'fr'),
        MainTypeName: 'Appartement',
        language: 'nl',
        Price: base.Price,
        PublishPrice: true,
        Street: base.Street,
        HouseNumber: base.HouseNumber,
        BoxNr: base.BoxNr,
        CountryID: base.CountryID,
        Latitude: base.Latitude,
        Longitude: base.Longitude,
        Bedrooms: base.Bedrooms,
        SurfaceLiving: base.SurfaceLiving,
        ConstructionYear: base.ConstructionYear,
        CreatedAt: base.CreatedAt,
        UpdatedAt: base.UpdatedAt,
        VideoUrls: base.VideoUrls ?? [],
      });
      expect(detail.Photos).toEqual(
        base.Photos.map((photo) => ({
          ImageID: photo.ImageID,
          Url: `/api/images/${photo.ImageID}`,
          Order: photo.Order,
          Caption: localizedText(photo.Caption, 'nl', 'fr'),
        })),
      );
      expect(detail.Documents).toEqual(
        base.Documents.map((document) => ({ ...document, Name: localizedText(document.Name, 'nl', 'fr') })),
      );
    });

    it('answers a sold property like any other: the state is data', async () => {
      const sold = find((property) => property.Marquee === Marquee.Sold);
      const detail = await json<PropertyDetailView>(`/api/properties/${sold.ID}`);
      expect(detail).toMatchObject({ ID: sold.ID, Marquee: 3, MarqueeName: 'Vendu' });
      expect(detail.TypeDescription).toMatch(/– VENDU$/);
    });

    it('hides a price on demand and an address not to publish', async () => {
      expect(await json<PropertyDetailView>(`/api/properties/${onDemand.ID}`)).toMatchObject({ PublishPrice: false, Price: 0 });
      expect(await json<PropertyDetailView>(`/api/properties/${hiddenAddress.ID}`)).toMatchObject({
        PublishAddress: false,
        Street: '',
        HouseNumber: '',
        BoxNr: '',
        City: base.City,
        Latitude: 50.83,
        Longitude: 4.37,
      });
    });

    it('falls back to the default language, then to any language the text has', async () => {
      const detail = await json<PropertyDetailView>(`/api/properties/${dutchOnly.ID}?lang=en`);
      expect(detail).toMatchObject({ language: 'en', TypeDescription: 'Titre unique', Description: 'Alleen Nederlands' });
    });

    it('names the project of a unit', async () => {
      const unit = feed.properties.find((property) => property.ProjectID !== undefined);
      const project = feed.projects.find((candidate) => candidate.ID === unit?.ProjectID);
      const detail = await json<PropertyDetailView>(`/api/properties/${unit?.ID}`);
      expect(detail.Project).toEqual({ ID: project?.ID, Name: project?.Name, City: project?.City });
    });

    it('answers an unknown id with a 404 that says so', async () => {
      const response = await get('/api/properties/999999');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found', key: 'apiErrors.notFound', message: 'Property 999999 does not exist.' });
    });

    it('answers a property withdrawn by the CRM with a 410, in the one error body', async () => {
      await database.db.query(
        `insert into crm_records (crm, crm_id, kind, site_id, withdrawn_at, last_seen)
         values ('sweepbright', 'withdrawn-estate', 'property', 999998, now(), '{"goal":0,"webId":3,"city":"Ixelles","zip":"1050","price":1}')`,
      );
      const response = await get('/api/properties/999998');
      expect(response.statusCode).toBe(410);
      expect(response.json()).toMatchObject({ error: 'gone', key: 'apiErrors.gone', message: 'Property 999998 was withdrawn.' });
    });

    it.each([
      ['abc', 'params/id must be a whole number from 1'],
      ['0', 'params/id must be a whole number from 1'],
      ['12.5', 'params/id must be a whole number from 1'],
      ['9999999999', 'params/id is too large'],
    ])('answers the id %p with a 400', async (id, message) => {
      const response = await get(`/api/properties/${id}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_failed', key: 'apiErrors.validationFailed', message });
    });
  });

  describe('projects', () => {
    it('lists the projects with their unit types and price range', async () => {
      const projects = await json<ProjectListItem[]>('/api/projects?lang=fr');
      expect(projects).toHaveLength(feed.projects.length);
      for (const project of projects) {
        const units = feed.properties.filter((property) => property.ProjectID === project.ID);
        expect(project).toMatchObject({
          Name: feed.projects.find((candidate) => candidate.ID === project.ID)?.Name,
          PriceMin: Math.min(...units.map((unit) => unit.Price)),
          PriceMax: Math.max(...units.map((unit) => unit.Price)),
          SmallPicture: `/api/images/project-${project.ID}-1?w=500`,
          language: 'fr',
        });
        expect(project.WebIDName).toMatch(/^(Studio|Appartement) \(\d+\)/);
      }
      expect(Math.min(...projects.map((project) => project.PriceMin))).toBe(160_000);
      expect(Math.max(...projects.map((project) => project.PriceMax))).toBe(420_000);
    });

    it('answers a project with its price list, stages, photos and documents', async () => {
      const [project] = feed.projects;
      const detail = await json<ProjectDetailView>(`/api/projects/${project?.ID}?lang=en`);
      const units = feed.properties.filter((property) => property.ProjectID === project?.ID);
      expect(detail.Properties.map((unit) => unit.ID).sort()).toEqual(units.map((unit) => unit.ID).sort());
      const prices = detail.Properties.map((unit) => unit.Price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(detail.Constructions[0]).toEqual({ Name: 'Demolition', Status: expect.stringMatching(/^(Completed|In progress|Planned)$/) });
      expect(detail.Photos).toHaveLength(project?.Photos.length ?? -1);
      expect(detail.Documents.map((document) => document.Name)).toEqual(['Technical data sheet', 'Floor plans', 'Planning information']);
      expect(detail).toMatchObject({ ID: project?.ID, Name: project?.Name, Street: project?.Street, language: 'en' });
    });

    it('answers an unknown project with a 404', async () => {
      const response = await get('/api/projects/999');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found', key: 'apiErrors.notFound', message: 'Project 999 does not exist.' });
    });
  });

  it('documents the endpoints and their parameters in OpenAPI', async () => {
    const document = await json<{
      paths: Record<string, { get: { tags: string[]; parameters: { name: string; in: string }[]; responses: Record<string, unknown> } }>;
    }>('/api/docs/json');
    for (const path of ['/api/listing-data', '/api/properties', '/api/properties/map', '/api/properties/{id}', '/api/projects', '/api/projects/{id}']) {
      expect(document.paths[path]?.get.tags).toEqual(['catalogue']);
      expect(Object.keys(document.paths[path]?.get.responses ?? {})).toEqual(expect.arrayContaining(['200', '400']));
    }
    expect(document.paths['/api/properties']?.get.parameters.map((parameter) => parameter.name)).toEqual([
      'lang',
      'goal',
      'city',
      'type',
      'priceMin',
      'priceMax',
      'bedroomsMin',
      'bedroomsMax',
      'zone',
      'ids',
      'sort',
      'page',
      'pageSize',
    ]);
  });

  describe('caching', () => {
    const price = async () => (await json<PropertyDetailView>(`/api/properties/${base.ID}`)).Price;

    it('serves answers from memory until an import changes the catalogue', async () => {
      expect(await price()).toBe(base.Price);
      await database.db.query('update properties set price = price + 1 where id = $1', [base.ID]);
      await waitForStateCheck();
      expect(await price()).toBe(base.Price);
      await importFeed(database.db, { projects: [], properties: [{ ...base, Price: base.Price + 2 }] });
      await waitForStateCheck();
      expect(await price()).toBe(base.Price + 2);
    });

    it("follows a change of the site's default language", async () => {
      await database.db.query(`insert into site_settings (key, value) values ('defaultLanguage', '"nl"') on conflict (key) do update set value = excluded.value`);
      try {
        await waitForStateCheck();
        expect(await json<PropertyDetailView>(`/api/properties/${base.ID}`)).toMatchObject({
          language: 'nl',
          TypeDescription: localizedText(base.Title, 'nl'),
        });
      } finally {
        await database.db.query(`delete from site_settings where key = 'defaultLanguage'`);
      }
    });
  });
});
