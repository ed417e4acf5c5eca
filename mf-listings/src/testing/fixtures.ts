import type { ProjectDetailData, PropertyDetailData, PropertyListItem, PropertyListPage } from 'shared-kernel';

export function listItem(overrides: Partial<PropertyListItem> = {}): PropertyListItem {
  return {
    ID: 1242,
    Goal: 0,
    City: 'Ixelles',
    Zip: '1050',
    TypeDescription: 'Duplex 4 chambres',
    WebID: 3,
    WebIDs: '3',
    MainTypeName: 'Appartement',
    language: 'fr',
    RecordFile: 'V2026-01242',
    Marquee: 1,
    SmallPictureItem: { Url: '/api/images/property-1242-1?w=500', Width: 200, Height: 133, ID: 1242, Name: 'Duplex 4 chambres' },
    PublishPrice: true,
    Price: 680000,
    PriceUnit: null,
    PublishAddress: false,
    Bedrooms: 4,
    SurfaceLiving: 166,
    Latitude: 50.83,
    Longitude: 4.36,
    CreatedAt: '2026-11-01T03:55:00.000Z',
    ...overrides,
  };
}

export function page(items: PropertyListItem[], { total = items.length, offMarket = 0, page = 1, pageSize = 12 } = {}): PropertyListPage {
  return { items, total, offMarket, page, pageSize, pageCount: Math.ceil(total / pageSize) };
}

export function detail(overrides: Partial<PropertyDetailData> = {}): PropertyDetailData {
  return {
    ...listItem(),
    PriceUnitText: '',
    MarqueeName: 'À vendre',
    Street: '',
    HouseNumber: '',
    BoxNr: '',
    CountryID: 10,
    CountryName: 'Belgique',
    EnergyPerformance: 240,
    Facades: 2,
    Heating: 'gas',
    Kitchen: 'equipped',
    BuildingPermit: true,
    NotaryFees: 9300,
    Description: '<p>Un duplex lumineux.</p><p>Proche des transports.</p>',
    Photos: [1, 2, 3].map((order) => ({ ImageID: `property-1242-${order}`, Url: `/api/images/property-1242-${order}`, Order: order, Caption: '' })),
    Documents: [{ ID: 1, Name: 'Certificat PEB', Url: '/api/documents/1', MimeType: 'application/pdf' }],
    VideoUrls: [],
    UpdatedAt: '2026-11-02T00:00:00.000Z',
    ...overrides,
  };
}

export function projectDetail(overrides: Partial<ProjectDetailData> = {}): ProjectDetailData {
  return {
    ID: 101,
    Goal: 0,
    City: 'Anderlecht',
    Zip: '1070',
    Name: 'Canal Side',
    WebID: '2,3',
    WebIDName: 'Studio (2), Appartement (18)',
    ProjectWebID: 3,
    SmallPicture: '/api/images/project-101-1?w=500',
    PriceMin: 160000,
    PriceMax: 420000,
    language: 'fr',
    PublicAddress: true,
    Street: 'Quai de Biestebroeck',
    HouseNumber: '12',
    BoxNr: '',
    CountryID: 10,
    CountryName: 'Belgique',
    Properties: [
      listItem({ ID: 2001, ProjectID: 101, TypeDescription: 'Studio au 2e étage', MainTypeName: 'Studio', Price: 160000, Bedrooms: 0, City: 'Anderlecht', Zip: '1070' }),
      listItem({ ID: 2002, ProjectID: 101, TypeDescription: 'Penthouse', Price: 420000, Marquee: 3, City: 'Anderlecht', Zip: '1070' }),
    ],
    Description: '<p>Un projet au bord du canal.</p>',
    Photos: [],
    Documents: [],
    Constructions: [{ Name: 'Phase 1', Status: 'En cours', DeliveryDate: '2027-06-30' }],
    Latitude: 50.83,
    Longitude: 4.32,
    CreatedAt: '2026-01-01T00:00:00.000Z',
    UpdatedAt: '2026-01-02T00:00:00.000Z',
    ...overrides,
  };
}
