import { feedPropertySchema, feedProjectSchema } from '../../catalogue/feedSchema.js';
import { CrmRejected } from '../types.js';
import { sweepBrightEstateSchema } from './estate.js';
import { isWithdrawn, mapSweepBrightEstate, OPEN_HOME_CAPACITY, webIdOf } from './mapping.js';
import { recordedEstate, recordedProject } from './testing/recorded.js';
import { APARTMENT_AS_FED } from '../testing/apartmentAsFed.js';

const ids = new Map<string, number>();
const context = {
  siteId: (crmId: string) => ids.get(crmId) ?? ids.set(crmId, 10_000_001 + ids.size).get(crmId) ?? 0,
  photo: (file: { id: string }) => `crm-${file.id.replaceAll('-', '').slice(0, 12)}`,
  document: () => ({ ID: 77, Url: '/api/documents/77', MimeType: 'application/pdf' }),
};
const estate = (changes: Record<string, unknown> = {}) => sweepBrightEstateSchema.parse(recordedEstate('5e1f0000-0000-4000-8000-000000000001', 'https://files.example/1.jpg', changes));

describe("SweepBright's estates as the feed's records", () => {
  it('maps the recorded estate to a property the importer accepts, every language kept', () => {
    const { properties, projects, vendors } = mapSweepBrightEstate(estate(), context);
    expect(projects).toEqual([]);
    const [property] = properties;
    expect(feedPropertySchema.safeParse(property).success).toBe(true);
    expect(property).toMatchObject({
      ...APARTMENT_AS_FED,
      EnergyPerformance: 152,
      EPCLabelText: 'C',
      UniqueCode: '20260101-0000123456-01-1',
      SurfaceLiving: 95,
      Bedrooms: 2,
      Heating: 'gas',
      Glazing: 'double',
      OrientationTerrace: 'SW',
      RecordFile: 'SB-1050-12',
    });
    expect(Object.keys(property?.Title ?? {})).toEqual(['en', 'nl', 'fr', 'de']);
    expect(vendors).toEqual([{ propertyId: property?.ID, vendors: [{ email: 'marc.peeters@example.be', firstName: 'Marc', lastName: 'Peeters' }] }]);
  });

  it('maps a rent, a hidden price and a hidden address, statuses to the marks, and open homes to open-house slots', () => {
    const [rented] = mapSweepBrightEstate(
      estate({
        negotiation: 'let',
        status: 'rented',
        price: { amount: 1450, currency: 'EUR', hidden: true },
        location: { city: 'Uccle', postal_code: '1180', country: 'BE', hidden: true, geo: { latitude: 50.8, longitude: 4.34 } },
        open_homes: [{ id: 'o1', start: '2026-12-05T10:00:00+01:00', end: '2026-12-05T12:00:00+01:00' }],
      }),
      context,
    ).properties;
    expect(rented).toMatchObject({ Goal: 1, Marquee: 4, PublishPrice: false, PublishAddress: false, VisitSlots: [{ Start: '2026-12-05T09:00:00.000Z', End: '2026-12-05T11:00:00.000Z', Capacity: OPEN_HOME_CAPACITY, Kind: 'open-house' }] });
    expect(mapSweepBrightEstate(estate({ status: 'sold' }), context).properties[0]?.Marquee).toBe(3);
    expect(mapSweepBrightEstate(estate({ status: 'option' }), context).properties[0]).toMatchObject({ Marquee: 2, MarqueeName: 'Sous option' });
  });

  it('names the field an estate cannot be published for', () => {
    expect(() => mapSweepBrightEstate(estate({ negotiation: 'auction' }), context)).toThrow(new CrmRejected('negotiation: "auction" is neither sale nor let'));
    expect(() => mapSweepBrightEstate(estate({ type: 'boat' }), context)).toThrow(new CrmRejected('type: "boat" is no property type of the site'));
    expect(() => mapSweepBrightEstate(estate({ location: { city: 'Ixelles', postal_code: '1050', country: 'BE', geo: null } }), context)).toThrow(
      new CrmRejected('location.geo: the estate has no point on the map'),
    );
  });

  it("maps types and sub types to the site's seven", () => {
    expect([['house'], ['apartment', 'studio'], ['apartment', 'flat'], ['land'], ['commercial', 'investment'], ['office'], ['parking']].map(([type, sub_type]) => webIdOf({ type, sub_type }))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('maps a project and its units, each unit pointing at it; withdrawn ones left out', () => {
    const answer = recordedProject('5e1f0000-0000-4000-8000-000000000010', ['5e1f0000-0000-4000-8000-000000000011', '5e1f0000-0000-4000-8000-000000000012'], (name) => `https://files.example/${name}.jpg`);
    const units = answer.properties as Record<string, unknown>[];
    const project = sweepBrightEstateSchema.parse({ ...answer, properties: [units[0], { ...units[1], status: 'lost' }] });
    const mapped = mapSweepBrightEstate(project, context);
    expect(feedProjectSchema.safeParse(mapped.projects[0]).success).toBe(true);
    expect(mapped.properties.map((unit) => unit.ProjectID)).toEqual([mapped.projects[0]?.ID]);
    expect(isWithdrawn(project.properties?.[1] ?? project)).toBe(true);
  });
});
