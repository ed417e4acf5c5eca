import { feedPropertySchema } from '../../catalogue/feedSchema.js';
import { ConfigError, loadConfig } from '../../config.js';
import { CrmRejected } from '../types.js';
import { whiseEstateSchema } from './estate.js';
import { whiseContactOf } from './leads.js';
import { isWithdrawn, mapWhiseEstate } from './mapping.js';
import { recordedWhiseEstate } from './testing/recorded.js';
import { APARTMENT_AS_FED } from '../testing/apartmentAsFed.js';

const context = {
  siteId: () => 10_000_001,
  photo: (file: { id: string }) => `crm-${file.id}`,
  document: () => ({ ID: 77, Url: '/api/documents/77', MimeType: 'application/pdf' }),
};
const estate = (changes: Record<string, unknown> = {}) => whiseEstateSchema.parse(recordedWhiseEstate(5_100_001, 'https://pictures.whise.example/1.jpg', changes));
const property = (changes: Record<string, unknown> = {}) => mapWhiseEstate(estate(changes), context).properties[0];

describe("Whise's estates as the feed's records", () => {
  it('maps the recorded estate to a property the importer accepts, every language kept', () => {
    const mapped = property();
    expect(feedPropertySchema.safeParse(mapped).success).toBe(true);
    expect(mapped).toMatchObject({
      ID: 10_000_001,
      ...APARTMENT_AS_FED,
      Latitude: 50.8275,
      Longitude: 4.3722,
      EnergyPerformance: 152,
      EPCLabelText: 'C',
      ConstructionYear: 1930,
      SurfaceLiving: 95,
      SurfaceTerrace: 12.5,
      Bedrooms: 2,
      Bathrooms: 1,
      Toilets: 2,
      Floors: 3,
      RecordFile: 'WH-5100001',
      Photos: [{ ImageID: 'crm-picture-51000010', Order: 0 }],
      CreatedAt: new Date(Date.parse('2026-10-01T09:00:00')).toISOString(),
    });
    expect(Object.keys(mapped?.Title ?? {})).toEqual(['en', 'nl', 'fr', 'de']);
    expect(mapped?.Description).toMatchObject({ nl: 'Een lichtrijke duplex met terras, twee slaapkamers en een ingerichte keuken.' });
  });

  it('maps a rent, a hidden price and address, and the purpose statuses to the marks', () => {
    expect(property({ purpose: { id: 2 }, purposeStatus: { id: 4 }, displayPrice: false, displayAddress: false })).toMatchObject({ Goal: 1, Marquee: 4, PublishPrice: false, PublishAddress: false });
    expect(property({ purposeStatus: { id: 3 } })?.Marquee).toBe(3);
    expect(property({ purposeStatus: { id: 22 } })?.Marquee).toBe(2);
    expect(property({ category: { id: 1 } })?.WebID).toBe(1);
    expect(property({ category: { id: 7 } })?.WebID).toBe(7);
  });

  it('withdraws an estate that is archived, offline or off the market, and keeps a sold one', () => {
    expect(isWithdrawn(estate())).toBe(false);
    expect(isWithdrawn(estate({ purposeStatus: { id: 3 } }))).toBe(false);
    expect(isWithdrawn(estate({ status: { id: 5 } }))).toBe(true);
    expect(isWithdrawn(estate({ displayStatusId: 1 }))).toBe(true);
    expect(isWithdrawn(estate({ purposeStatus: { id: 8 } }))).toBe(true);
  });

  it('refuses, with the field and the reason, what the site cannot publish', () => {
    expect(() => property({ purpose: { id: 3 } })).toThrow(new CrmRejected('purpose: 3 is neither sale (1) nor rent (2)'));
    expect(() => property({ category: { id: 99 } })).toThrow(new CrmRejected('category: 99 is no property type of the site'));
    expect(() => property({ details: [] })).toThrow(new CrmRejected('details: the estate has no point on the map (details 1849 and 1850)'));
  });

  it("writes a search's preferences as Whise's search criteria", () => {
    const lead = {
      enquiryId: '6a1f0000-0000-4000-8000-000000000001',
      kind: 'demand-register' as const,
      language: 'fr' as const,
      fields: { firstName: 'Léa', lastName: 'Lambert', email: 'lea@example.be', goal: 'buy', propertyTypes: ['1', '3', '2'], budgetMin: '250 000', budgetMax: 400000, bedrooms: '2', zones: ['1050', 'Ixelles'] },
    };
    expect(whiseContactOf(lead, undefined, 8765, undefined)).toEqual({
      PrivateEmail: 'lea@example.be',
      LanguageId: 'fr-BE',
      FirstName: 'Léa',
      Name: 'Lambert',
      OfficeIds: [8765],
      SearchCriteria: [{ PurposeId: 1, CategoryIds: [1, 2], PriceMin: 250000, PriceMax: 400000, MinRooms: 2, ZipCodes: ['1050'] }],
    });
  });
});

describe('CRM=whise in the configuration', () => {
  const whise = { CRM: 'whise', WHISE_USERNAME: 'user', WHISE_PASSWORD: 'password', WHISE_CLIENT_ID: '4321' };

  it('reads the settings, with the real API and a poll every 300 s unless told otherwise', () => {
    expect(loadConfig(whise).crm).toEqual({ name: 'whise', apiUrl: 'https://api.whise.eu/', username: 'user', password: 'password', clientId: 4321, officeId: undefined, pollMs: 300_000 });
    expect(loadConfig({ ...whise, WHISE_OFFICE_ID: '8765', WHISE_POLL_SECONDS: '60', WHISE_API_URL: 'http://127.0.0.1:8211' }).crm).toMatchObject({
      apiUrl: 'http://127.0.0.1:8211/',
      officeId: 8765,
      pollMs: 60_000,
    });
  });

  it('names every problem', () => {
    let error: unknown;
    try {
      loadConfig({ CRM: 'whise', WHISE_OFFICE_ID: 'main', WHISE_POLL_SECONDS: '5', WHISE_API_URL: 'api.whise.eu' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual(
      expect.arrayContaining([
        'WHISE_API_URL must be an http(s) URL',
        'CRM=whise needs WHISE_USERNAME',
        'CRM=whise needs WHISE_PASSWORD',
        'CRM=whise needs WHISE_CLIENT_ID',
        'WHISE_OFFICE_ID must be Whise\'s number of the office (got "main")',
        'WHISE_POLL_SECONDS must be a whole number of seconds from 30 to 86400 (got "5")',
      ]),
    );
    expect(() => loadConfig({ CRM: 'zabun' })).toThrow('CRM must be sweepbright or whise, or unset for none (got "zabun")');
  });
});
