import {
  CountryID,
  Goal,
  Marquee,
  epcForProperty,
  epcLabel,
  epcLabelFromText,
  localizedText,
  postcodeOf,
  purchaseCosts,
  purchaseCostsCase,
  regionForPostcode,
  type FeedProperty,
} from 'shared-kernel';
import { demoDocumentName } from '../documents/demoDocuments.js';
import { COMMUNES } from './communes.js';
import { generateFeed } from './generateFeed.js';
import { PROJECT_PRICE_MAX, PROJECT_PRICE_MIN } from './projects.js';
import { REFERENCE_DATE } from './properties.js';

const feed = generateFeed({ seed: 1967, properties: 600 });
const stock = feed.properties.filter((property) => property.ProjectID === undefined);
const units = feed.properties.filter((property) => property.ProjectID !== undefined);
const frenchTitle = (property: FeedProperty) => localizedText(property.Title, 'fr');
const share = (count: number) => count / stock.length;

describe('generateFeed', () => {
  describe('determinism', () => {
    it('stores the registration duties the detail page computes by default, region by region: a sole own home for a home only', () => {
      const forSale = stock.filter((property) => property.Goal === Goal.Sale && property.RegistrationRights !== undefined);
      const regions = new Set<string>();
      const offered = new Set<boolean>();
      for (const property of forSale) {
        const costs = purchaseCostsCase({ ...property, PublishPrice: true });
        if (costs?.kind !== 'belgian') continue;
        regions.add(costs.region);
        offered.add(costs.soleHomeOffered);
        expect(property.RegistrationRights).toBe(purchaseCosts({ price: property.Price, region: costs.region }, { soleHome: costs.soleHomeOffered }).registrationDuties);
      }
      expect([...regions].sort()).toEqual(['brussels', 'flanders', 'wallonia']);
      expect([...offered].sort()).toEqual([false, true]);
    });

    it('makes the same agency from the same seed', () => {
      expect(generateFeed({ seed: 1967, properties: 600 })).toEqual(feed);
    });

    it('makes another agency from another seed', () => {
      const other = generateFeed({ seed: 1968, properties: 600 });
      expect(other.properties.map(frenchTitle)).not.toEqual(feed.properties.map(frenchTitle));
      expect(other.properties.map((property) => property.Price)).not.toEqual(feed.properties.map((property) => property.Price));
    });

    it('gives a smaller agency the first listings of a larger one, and the same projects', () => {
      const small = generateFeed({ seed: 1967, properties: 50 });
      expect(small.projects).toEqual(feed.projects);
      expect(small.properties).toEqual(feed.properties.slice(0, small.properties.length));
    });

    it('has a listing for every requested property besides the project units', () => {
      expect(stock).toHaveLength(600);
    });
  });

  describe('realism', () => {
    it('gives every listing a unique id', () => {
      expect(new Set(feed.properties.map((property) => property.ID)).size).toBe(feed.properties.length);
    });

    it('places every Belgian listing in the region of its real postcode, and Luxembourg ones under CountryID 50', () => {
      for (const property of feed.properties) {
        const commune = COMMUNES.find(
          (candidate) => candidate.postcode === postcodeOf(property.Zip) && Object.values(candidate.names).includes(property.City),
        );
        expect(commune).toBeDefined();
        if (commune?.area === 'luxembourg') {
          expect(property).toMatchObject({ CountryID: CountryID.Luxembourg, CountryName: 'Luxembourg' });
        } else {
          expect(property.CountryID).toBe(CountryID.Belgium);
          expect(regionForPostcode(property.Zip)).toBe(commune?.area);
        }
      }
      const luxembourg = feed.properties.filter((property) => property.CountryID === CountryID.Luxembourg);
      expect(luxembourg.length).toBeGreaterThan(0);
      expect(luxembourg.length).toBeLessThan(feed.properties.length * 0.05);
    });

    it('lists communes under each of their names, and sometimes appends the town to the zip', () => {
      const cities = new Set(feed.properties.map((property) => property.City));
      for (const name of ['Ixelles', 'Elsene', 'Uccle', 'Ukkel', 'Schaerbeek', 'Schaarbeek']) expect(cities.has(name)).toBe(true);
      expect(feed.properties.some((property) => property.Zip === `1050 ${property.City}`)).toBe(true);
    });

    it('prices listings plausibly for their type and goal', () => {
      const range = (kind: number, forRent: boolean) =>
        stock
          .filter((property) => property.WebID === kind && (property.Goal !== Goal.Sale) === forRent && property.ViagerBouquet === undefined)
          .map((property) => property.Price);
      const within = (prices: number[], min: number, max: number) => {
        expect(prices.length).toBeGreaterThan(0);
        expect(Math.min(...prices)).toBeGreaterThanOrEqual(min);
        expect(Math.max(...prices)).toBeLessThanOrEqual(max);
      };
      within(range(3, false), 190_000, 900_000);
      within(range(1, false), 350_000, 2_500_000);
      within(range(3, true), 650, 4500);
      within(range(1, true), 650, 4500);
      within(range(7, false), 25_000, 60_000);
      within(range(7, true), 90, 180);
    });

    it('has a few prices on demand and "from" prices', () => {
      expect(stock.some((property) => !property.PublishPrice)).toBe(true);
      expect(stock.some((property) => property.PriceUnit === 7)).toBe(true);
    });

    it('sells and lets, with a handful of legacy goal 2 listings', () => {
      expect(share(stock.filter((property) => property.Goal === Goal.Sale).length)).toBeGreaterThan(0.5);
      const legacy = stock.filter((property) => property.Goal === Goal.Legacy).length;
      expect(legacy).toBeGreaterThan(0);
      expect(legacy).toBeLessThan(20);
    });

    it('keeps Marquee, Goal and the headline in agreement', () => {
      for (const property of feed.properties) {
        const title = frenchTitle(property);
        if (property.Marquee === Marquee.Sold) {
          expect(property.Goal).toBe(Goal.Sale);
          expect(title).toMatch(/– VENDU$/);
        } else if (property.Marquee === Marquee.Rented) {
          expect(property.Goal).not.toBe(Goal.Sale);
          expect(title).toMatch(/– LOUÉ$/);
        } else {
          expect(title).not.toMatch(/VENDU|LOUÉ/);
        }
        if (property.Marquee === Marquee.ForSaleVariant) expect(property.Goal).toBe(Goal.Sale);
      }
      const closed = stock.filter((property) => property.Marquee === Marquee.Sold || property.Marquee === Marquee.Rented);
      expect(share(closed.length)).toBeGreaterThan(0.05);
      expect(share(closed.length)).toBeLessThan(0.2);
      expect(stock.some((property) => frenchTitle(property).endsWith('– SOUS OPTION'))).toBe(true);
    });

    it('gives Belgian listings an EPC consistent with their region', () => {
      const withEnergy = feed.properties.filter(
        (property) => property.CountryID === CountryID.Belgium && (property.EnergyPerformance != null || property.EPCLabelText != null),
      );
      expect(withEnergy.length).toBeGreaterThan(feed.properties.length / 2);
      for (const property of withEnergy) {
        const region = regionForPostcode(property.Zip);
        if (region === null) throw new Error(`${property.Zip} has no region`);
        const epc = epcForProperty(property);
        expect(epc?.region).toBe(region);
        if (property.EnergyPerformance != null) expect(epc?.label).toBe(epcLabel(region, property.EnergyPerformance));
        if (property.EPCLabelText != null) expect(epcLabelFromText(region, property.EPCLabelText)).toBe(epc?.label);
      }
      expect(withEnergy.some((property) => property.EnergyPerformance == null)).toBe(true);
    });

    it('gives rooms and surfaces that fit the type', () => {
      for (const property of stock) {
        if (property.WebID === 2) expect(property.Bedrooms).toBe(0);
        if (property.WebID === 3) expect(property.Bedrooms).toBeGreaterThanOrEqual(1);
        if (property.WebID === 1) {
          expect(property.Bedrooms).toBeGreaterThanOrEqual(2);
          expect(property.Facades).toBeGreaterThanOrEqual(2);
          expect(property.Facades).toBeLessThanOrEqual(4);
        }
        if (property.WebID === 7) expect(property.Bedrooms).toBeUndefined();
        if (property.SurfaceLiving !== undefined && property.Bedrooms !== undefined) {
          expect(property.SurfaceLiving).toBeGreaterThan(property.Bedrooms * 9);
        }
      }
    });

    it('shows 3 to 8 photos of each listing, numbered from 1 as the image service draws them', () => {
      for (const property of stock) {
        expect(property.Photos.length).toBeGreaterThanOrEqual(3);
        expect(property.Photos.length).toBeLessThanOrEqual(8);
        expect(property.Photos.map((photo) => photo.ImageID)).toEqual(
          property.Photos.map((_, index) => `property-${property.ID}-${index + 1}`),
        );
      }
    });

    it('has some virtual tours and videos', () => {
      const tours = stock.filter((property) => property.VirtualTourUrl !== undefined);
      expect(share(tours.length)).toBeGreaterThan(0.04);
      expect(share(tours.length)).toBeLessThan(0.2);
      for (const tour of tours) expect(tour.VirtualTourUrl).toMatch(/^https:\/\/my\.matterport\.com\/show\/\?m=[A-Za-z0-9]{11}$/);
      const videos = stock.flatMap((property) => property.VideoUrls ?? []);
      expect(videos.length).toBeGreaterThan(0);
      for (const video of videos) expect(video).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[A-Za-z0-9]{11}$/);
    });

    it('names each document as the document routes draw it', () => {
      const documents = [...feed.properties, ...feed.projects].flatMap((record) => record.Documents);
      expect(documents.length).toBeGreaterThan(feed.properties.length);
      for (const document of documents) {
        expect(document).toEqual({
          ID: document.ID,
          Name: demoDocumentName(document.ID),
          Url: `/api/documents/${document.ID}`,
          MimeType: 'application/pdf',
        });
      }
      expect(new Set(documents.map((document) => document.ID)).size).toBe(documents.length);
    });

    it('writes texts in the four languages, a few as one plain French text', () => {
      const plain = stock.filter((property) => typeof property.Title === 'string');
      expect(plain.length).toBeGreaterThan(0);
      expect(plain.length).toBeLessThan(stock.length * 0.1);
      for (const property of stock) {
        for (const text of [property.Title, property.Description]) {
          if (typeof text === 'object') expect(Object.keys(text).sort()).toEqual(['de', 'en', 'fr', 'nl']);
        }
      }
    });

    it('dates listings over the two years before the reference date', () => {
      for (const property of feed.properties) {
        const created = Date.parse(property.CreatedAt);
        expect(created).toBeGreaterThan(REFERENCE_DATE - 731 * 86_400_000);
        expect(Date.parse(property.UpdatedAt)).toBeGreaterThanOrEqual(created);
        expect(Date.parse(property.UpdatedAt)).toBeLessThanOrEqual(REFERENCE_DATE);
      }
    });
  });

  describe('projects', () => {
    it('has 6 to 8 projects of 5 to 20 units each', () => {
      expect(feed.projects.length).toBeGreaterThanOrEqual(6);
      expect(feed.projects.length).toBeLessThanOrEqual(8);
      for (const project of feed.projects) {
        const own = units.filter((unit) => unit.ProjectID === project.ID);
        expect(own.length).toBeGreaterThanOrEqual(5);
        expect(own.length).toBeLessThanOrEqual(20);
        expect(project.Photos[0]?.ImageID).toBe(`project-${project.ID}-1`);
        expect(project.Constructions.length).toBeGreaterThan(0);
      }
      expect(units.every((unit) => feed.projects.some((project) => project.ID === unit.ProjectID))).toBe(true);
    });

    it('gives each unit of a project its own code', () => {
      for (const project of feed.projects) {
        const codes = units.filter((unit) => unit.ProjectID === project.ID).map((unit) => unit.BoxNr);
        expect(new Set(codes).size).toBe(codes.length);
      }
    });

    it('prices units within spec §9’s 160 000–420 000, the range the project list shows', () => {
      const prices = units.map((unit) => unit.Price);
      expect(Math.min(...prices)).toBe(PROJECT_PRICE_MIN);
      expect(Math.max(...prices)).toBe(PROJECT_PRICE_MAX);
      for (const unit of units) expect(unit).toMatchObject({ Goal: Goal.Sale, PublishPrice: true, VAT: 21 });
    });
  });
});
