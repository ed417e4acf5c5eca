// Answers of SweepBright's `GET estates/{id}` in the shape its public client records
// (fw4-bvba/sweepbright-api, tests/responses/GetEstate.json): every field of that recording is
// here, with an agency's values in Brussels. The connector's tests and the fake CRM serve them.

/** A JSON answer as SweepBright sends it. */
type Answer = Record<string, unknown>;

/** An apartment for sale in Ixelles, with one photo at `photoUrl` and texts in four languages. */
export function recordedEstate(id: string, photoUrl: string, changes: Answer = {}): Answer {
  return {
    id,
    is_project: false,
    project_id: null,
    type: 'apartment',
    sub_type: 'duplex',
    negotiation: 'sale',
    rent_period: 'month',
    status: 'available',
    images: [
      {
        // The photo's own id: another UUID, fixed for the estate.
        id: `f0f0f0f0${id.slice(8)}`,
        filename: 'living.jpg',
        description: '',
        url: photoUrl,
        url_expires_on: '2026-12-01T00:00:00+00:00',
        ordinal: 1,
      },
    ],
    living_rooms: 1,
    kitchens: 1,
    bedrooms: 2,
    bathrooms: 1,
    toilets: 2,
    floors: null,
    kitchen_condition: 'good',
    bathroom_condition: 'mint',
    rooms: [],
    sizes: { liveable_area: { size: 95, unit: 'sq_m' } },
    features: {
      energy: { gas: true, fuel: false, heat_pump: false, electricity: false },
      comfort: { home_automation: false, water_softener: false, fireplace: true, walk_in_closet: false, home_cinema: false, wine_cellar: true, sauna: false, fitness_room: false },
      ecology: { double_glazing: true, solar_panels: false, solar_boiler: false, rainwater_harvesting: false, insulated_roof: false },
      security: { alarm: true, concierge: false, video_surveillance: false },
      heating_cooling: { central_heating: true, floor_heating: false, air_conditioning: false },
    },
    building: { renovation: null, construction: null },
    permissions: null,
    regulations: null,
    legal_mentions: { en: '' },
    amenities: ['terrace'],
    epc_value: 152,
    epc_category: 'c',
    epc_reference: '20260101-0000123456-01-1',
    description_title: {
      en: 'Bright duplex near Flagey',
      nl: 'Lichtrijke duplex bij Flagey',
      fr: 'Duplex lumineux près de Flagey',
      de: 'Helle Maisonette bei Flagey',
    },
    description: {
      en: 'A bright duplex with a terrace, two bedrooms and a fitted kitchen.',
      nl: 'Een lichtrijke duplex met terras, twee slaapkamers en een ingerichte keuken.',
      fr: 'Un duplex lumineux avec terrasse, deux chambres et une cuisine équipée.',
      de: 'Eine helle Maisonette mit Terrasse, zwei Schlafzimmern und Einbauküche.',
    },
    video_url: null,
    documents: [],
    general_condition: 'good',
    appointment_service_url: '',
    custom_price: null,
    cadastral_income: 1250,
    mandate: { start_date: null, end_date: null, exclusive: null },
    internal_note: null,
    publish_status: 'public',
    terrace_orientation: 'SW',
    location: {
      box: '3',
      geo: { latitude: 50.8275, longitude: 4.3722 },
      city: 'Ixelles',
      floor: '2',
      number: '12',
      street: 'Rue de la Brasserie',
      country: 'BE',
      addition: '',
      street_2: '',
      formatted: '12 Rue de la Brasserie, Ixelles',
      postal_code: '1050',
      formatted_agency: 'Rue de la Brasserie 12, 1050 Ixelles',
      hidden: false,
    },
    price: { amount: 395000, currency: 'EUR', hidden: false },
    price_negotiated: null,
    price_costs: [],
    price_taxes: [],
    negotiator: { first_name: 'Anne', last_name: 'Dupont', email: 'anne@agency.example', phone: '+3225550101', photo_url: null, photo_url_expires_on: null },
    auction: { start_date: '' },
    open_homes: [],
    agency_commission: { fixed_fee: null, percentage: null },
    occupancy: { occupied: false, available_from: null, contact_details: null, tenant_contract: { end_date: null, start_date: null } },
    office: { id: '9b7c1f2e-0000-4000-8000-000000000001', name: 'Ixelles office' },
    buyers: [],
    vendors: [{ first_name: 'Marc', last_name: 'Peeters', email: 'marc.peeters@example.be', phone: null }],
    settings: { reference: 'SB-1050-12' },
    ...changes,
  };
}

/** A project with two apartments for sale as its units (`properties[]`), each with its own photo. */
export function recordedProject(id: string, unitIds: readonly [string, string], photoUrl: (name: string) => string): Answer {
  const unit = (unitId: string, floor: number, price: number) =>
    recordedEstate(unitId, photoUrl(unitId), {
      project_id: id,
      sub_type: 'flat',
      bedrooms: floor,
      price: { amount: price, currency: 'EUR', hidden: false },
      description_title: { fr: `Appartement au ${floor}e étage`, nl: `Appartement op de ${floor}e verdieping`, en: `Flat on floor ${floor}`, de: `Wohnung im ${floor}. Stock` },
      settings: { reference: `SB-PRJ-${floor}` },
    });
  return recordedEstate(id, photoUrl(id), {
    is_project: true,
    type: 'apartment',
    sub_type: null,
    description_title: { fr: 'Résidence Flagey', nl: 'Residentie Flagey', en: 'Flagey Residence', de: 'Residenz Flagey' },
    price: { amount: null, currency: 'EUR', hidden: true },
    properties: [unit(unitIds[0], 1, 310000), unit(unitIds[1], 2, 355000)],
  });
}
