// Estates as Whise's `POST v1/estates/list` answers them: the fields the public client
// (fw4-bvba/whise-api) and the websites built on it read — camel-cased, Whise's lists as `{ id }`,
// texts per culture, pictures in three sizes, the rest in `details[]` — with an agency's values in
// Brussels. The connector's tests serve them.

/** A JSON estate as Whise sends it. */
type Answer = Record<string, unknown>;

const texts = (values: Record<string, string>) => Object.entries(values).map(([languageId, content]) => ({ languageId, content }));

/** An apartment for sale in Ixelles, with one picture at `photoUrl` and texts in four languages. */
export function recordedWhiseEstate(id: number, photoUrl: string, changes: Answer = {}): Answer {
  return {
    id,
    clientId: 4321,
    officeId: 8765,
    referenceNumber: `WH-${id}`,
    name: 'Duplex Flagey',
    purpose: { id: 1 },
    purposeStatus: { id: 1 },
    category: { id: 2 },
    subCategory: { id: 12 },
    status: { id: 1 },
    displayStatusId: 2,
    parentId: null,
    price: 395000,
    currency: '€',
    displayPrice: true,
    displayAddress: true,
    address: 'Rue de la Brasserie',
    number: '12',
    box: '3',
    zip: '1050',
    city: 'Ixelles',
    country: { id: 1 },
    rooms: 2,
    bathRooms: 1,
    floors: 3,
    fronts: 2,
    area: 95,
    groundArea: null,
    gardenArea: null,
    garage: false,
    parking: false,
    terrace: true,
    energyValue: 152,
    energyClass: 'c',
    cadastralIncome: 1250,
    shortDescription: texts({
      'fr-BE': 'Un duplex lumineux avec terrasse, deux chambres et une cuisine équipée.',
      'nl-BE': 'Een lichtrijke duplex met terras, twee slaapkamers en een ingerichte keuken.',
      'en-GB': 'A bright duplex with a terrace, two bedrooms and a fitted kitchen.',
      'de-DE': 'Eine helle Maisonette mit Terrasse, zwei Schlafzimmern und Einbauküche.',
    }),
    sms: texts({
      'fr-BE': 'Duplex lumineux près de Flagey',
      'nl-BE': 'Lichtrijke duplex bij Flagey',
      'en-GB': 'Bright duplex near Flagey',
      'de-DE': 'Helle Maisonette bei Flagey',
    }),
    pictures: [
      { id: id * 10, order: 1, orientation: 0, urlSmall: `${photoUrl}?s`, urlLarge: `${photoUrl}?l`, urlXXL: photoUrl },
    ],
    representatives: [{ id: 77, name: 'Dupont', firstName: 'Anne', email: 'anne@agency.example', phone: '+3225550101', mobile: null }],
    details: [
      { id: 1849, group: 'Location', label: 'x', type: 'double', value: '50.8275' },
      { id: 1850, group: 'Location', label: 'y', type: 'double', value: '4.3722' },
      { id: 14, group: 'Building', label: 'construction year', type: 'int', value: 1930 },
      { id: 874, group: 'Outside', label: 'terrace area 1', type: 'double', value: '12,5' },
      { id: 55, group: 'Inside', label: 'toilets', type: 'int', value: '2' },
    ],
    createDateTime: '2026-10-01T09:00:00',
    updateDateTime: '2026-11-20T10:00:00',
    ...changes,
  };
}
