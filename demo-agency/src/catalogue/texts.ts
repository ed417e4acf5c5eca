import type { Language } from 'shared-kernel';

/** A text in each of the site's languages. */
export type Words = Record<Language, string>;

/** What a listing is called, as a headline starts ('Appartement') and inside a sentence ('un appartement'). */
export interface Noun {
  title: Words;
  indefinite: Words;
  /** French adjectives agree with it: 'Maison rénovée'. */
  feminine: boolean;
}

const noun = (title: Words, indefinite: Words): Noun => ({ title, indefinite, feminine: indefinite.fr.startsWith('une ') });

export const NOUNS = {
  apartment: noun(
    { fr: 'Appartement', nl: 'Appartement', en: 'Apartment', de: 'Wohnung' },
    { fr: 'un appartement', nl: 'een appartement', en: 'an apartment', de: 'eine Wohnung' },
  ),
  penthouse: noun(
    { fr: 'Penthouse', nl: 'Penthouse', en: 'Penthouse', de: 'Penthouse' },
    { fr: 'un penthouse', nl: 'een penthouse', en: 'a penthouse', de: 'ein Penthouse' },
  ),
  duplex: noun(
    { fr: 'Duplex', nl: 'Duplex', en: 'Duplex', de: 'Maisonette' },
    { fr: 'un duplex', nl: 'een duplex', en: 'a duplex', de: 'eine Maisonette' },
  ),
  studio: noun(
    { fr: 'Studio', nl: 'Studio', en: 'Studio', de: 'Studio' },
    { fr: 'un studio', nl: 'een studio', en: 'a studio', de: 'ein Studio' },
  ),
  house: noun(
    { fr: 'Maison', nl: 'Huis', en: 'House', de: 'Haus' },
    { fr: 'une maison', nl: 'een huis', en: 'a house', de: 'ein Haus' },
  ),
  villa: noun(
    { fr: 'Villa', nl: 'Villa', en: 'Villa', de: 'Villa' },
    { fr: 'une villa', nl: 'een villa', en: 'a villa', de: 'eine Villa' },
  ),
  mansion: noun(
    { fr: 'Maison de maître', nl: 'Herenhuis', en: 'Town house', de: 'Herrenhaus' },
    { fr: 'une maison de maître', nl: 'een herenhuis', en: 'a town house', de: 'ein Herrenhaus' },
  ),
  land: noun(
    { fr: 'Terrain à bâtir', nl: 'Bouwgrond', en: 'Building plot', de: 'Baugrundstück' },
    { fr: 'un terrain à bâtir', nl: 'een bouwgrond', en: 'a building plot', de: 'ein Baugrundstück' },
  ),
  investment: noun(
    { fr: 'Immeuble de rapport', nl: 'Opbrengsteigendom', en: 'Investment property', de: 'Renditeobjekt' },
    { fr: 'un immeuble de rapport', nl: 'een opbrengsteigendom', en: 'an investment property', de: 'ein Renditeobjekt' },
  ),
  shop: noun(
    { fr: 'Rez commercial', nl: 'Handelsgelijkvloers', en: 'Shop', de: 'Ladenlokal' },
    { fr: 'un rez commercial', nl: 'een handelsgelijkvloers', en: 'a shop', de: 'ein Ladenlokal' },
  ),
  office: noun(
    { fr: 'Bureau', nl: 'Kantoor', en: 'Office', de: 'Büro' },
    { fr: 'un bureau', nl: 'een kantoor', en: 'an office', de: 'ein Büro' },
  ),
  garage: noun(
    { fr: 'Box de garage', nl: 'Garagebox', en: 'Garage box', de: 'Garagenbox' },
    { fr: 'un box de garage', nl: 'een garagebox', en: 'a garage box', de: 'eine Garagenbox' },
  ),
  parking: noun(
    { fr: 'Emplacement de parking', nl: 'Parkeerplaats', en: 'Parking space', de: 'Stellplatz' },
    { fr: 'un emplacement de parking', nl: 'een parkeerplaats', en: 'a parking space', de: 'einen Stellplatz' },
  ),
} as const satisfies Record<string, Noun>;

export type NounKey = keyof typeof NOUNS;

/** What a headline adds after the rooms: a "with" phrase, or a quality that English puts first. */
export interface Feature {
  words: Words;
  adjective: boolean;
  /** The French adjective after a feminine noun. */
  feminine?: string;
}

export const FEATURES = {
  terrace: { words: { fr: 'avec terrasse', nl: 'met terras', en: 'with terrace', de: 'mit Terrasse' }, adjective: false },
  garden: { words: { fr: 'avec jardin', nl: 'met tuin', en: 'with garden', de: 'mit Garten' }, adjective: false },
  garage: { words: { fr: 'avec garage', nl: 'met garage', en: 'with garage', de: 'mit Garage' }, adjective: false },
  view: { words: { fr: 'avec vue dégagée', nl: 'met vrij zicht', en: 'with open view', de: 'mit Weitblick' }, adjective: false },
  renovated: { words: { fr: 'rénové', nl: 'gerenoveerd', en: 'renovated', de: 'renoviert' }, adjective: true, feminine: 'rénovée' },
  toRenovate: { words: { fr: 'à rénover', nl: 'te renoveren', en: 'to renovate', de: 'renovierungsbedürftig' }, adjective: false },
  furnished: { words: { fr: 'meublé', nl: 'gemeubeld', en: 'furnished', de: 'möbliert' }, adjective: true, feminine: 'meublée' },
  bright: { words: { fr: 'lumineux', nl: 'lichtrijk', en: 'bright', de: 'hell' }, adjective: true, feminine: 'lumineuse' },
} as const satisfies Record<string, Feature>;

export type FeatureKey = keyof typeof FEATURES;

/** Spec §4: sold, rented, option and visits suspended are words of the headline. */
export const STATUS_WORDS = {
  sold: { fr: 'VENDU', nl: 'VERKOCHT', en: 'SOLD', de: 'VERKAUFT' },
  rented: { fr: 'LOUÉ', nl: 'VERHUURD', en: 'RENTED', de: 'VERMIETET' },
  option: { fr: 'SOUS OPTION', nl: 'IN OPTIE', en: 'UNDER OPTION', de: 'RESERVIERT' },
  suspended: { fr: 'VISITES SUSPENDUES', nl: 'BEZOEKEN OPGESCHORT', en: 'VIEWINGS SUSPENDED', de: 'BESICHTIGUNGEN AUSGESETZT' },
} as const satisfies Record<string, Words>;

export type HeadlineStatus = keyof typeof STATUS_WORDS;

const VIAGER: Words = { fr: 'en viager', nl: 'op lijfrente', en: 'life annuity sale', de: 'auf Leibrente' };

export interface HeadlineFacts {
  noun: NounKey;
  bedrooms?: number;
  /** The surface a plot, a shop or a garage is sold by. */
  surface?: number;
  /** Dwellings in an investment property. */
  dwellings?: number;
  feature?: FeatureKey;
  viager?: boolean;
  status?: HeadlineStatus;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function withStatus(headline: string, status: HeadlineStatus | undefined, lang: Language): string {
  return status === undefined ? headline : `${headline} – ${STATUS_WORDS[status][lang]}`;
}

/** "Appartement 2 chambres avec terrasse – VENDU", "Renovated 2-bedroom apartment", in each language. */
export function headline(facts: HeadlineFacts): Words {
  const { noun: key, bedrooms, surface, dwellings, feature: featureKey, viager, status } = facts;
  const { title, feminine } = NOUNS[key];
  const feature: Feature | undefined = featureKey === undefined ? undefined : FEATURES[featureKey];
  const rooms = bedrooms !== undefined && bedrooms > 0 ? bedrooms : undefined;
  const join = (...parts: (string | undefined | false)[]) => parts.filter(Boolean).join(' ');

  const fr = join(
    title.fr,
    rooms !== undefined && plural(rooms, 'chambre', 'chambres'),
    dwellings !== undefined && `de ${dwellings} logements`,
    surface !== undefined && `de ${surface} m²`,
    feminine && feature?.feminine !== undefined ? feature.feminine : feature?.words.fr,
    viager && VIAGER.fr,
  );
  const nl = join(
    title.nl,
    rooms !== undefined && plural(rooms, 'slaapkamer', 'slaapkamers'),
    dwellings !== undefined && `met ${dwellings} woongelegenheden`,
    surface !== undefined && `van ${surface} m²`,
    feature?.words.nl,
    viager && VIAGER.nl,
  );
  const en = capitalise(
    join(
      feature?.adjective && feature.words.en,
      surface !== undefined && `${surface} m²`,
      rooms !== undefined && `${rooms}-bedroom`,
      feature?.adjective || surface !== undefined || rooms !== undefined ? title.en.toLowerCase() : title.en,
      dwellings !== undefined && `with ${dwellings} dwellings`,
      feature !== undefined && !feature.adjective && feature.words.en,
    ) + (viager ? ` (${VIAGER.en})` : ''),
  );
  const de = [
    title.de,
    rooms !== undefined && `${rooms} Schlafzimmer`,
    dwellings !== undefined && `${dwellings} Wohneinheiten`,
    surface !== undefined && `${surface} m²`,
    feature?.words.de,
    viager && VIAGER.de,
  ]
    .filter(Boolean)
    .join(', ');

  return {
    fr: withStatus(fr, status, 'fr'),
    nl: withStatus(nl, status, 'nl'),
    en: withStatus(en, status, 'en'),
    de: withStatus(de, status, 'de'),
  };
}

/** A unit of a project: "Appartement B2.1 – 2 chambres". */
export function unitHeadline(key: NounKey, lot: string, bedrooms: number, status: HeadlineStatus | undefined): Words {
  const title = NOUNS[key].title;
  const each = (lang: Language, roomWords: string) =>
    withStatus(`${title[lang]} ${lot}${bedrooms > 0 ? ` – ${roomWords}` : ''}`, status, lang);
  return {
    fr: each('fr', plural(bedrooms, 'chambre', 'chambres')),
    nl: each('nl', plural(bedrooms, 'slaapkamer', 'slaapkamers')),
    en: each('en', plural(bedrooms, 'bedroom', 'bedrooms')),
    de: each('de', `${bedrooms} Schlafzimmer`),
  };
}

export type Kitchen = 'fully_equipped' | 'equipped' | 'semi_equipped' | 'not_equipped';

const KITCHENS: Record<Kitchen, Words> = {
  fully_equipped: {
    fr: 'une cuisine super équipée',
    nl: 'een volledig ingerichte keuken',
    en: 'a fully equipped kitchen',
    de: 'eine voll ausgestattete Küche',
  },
  equipped: { fr: 'une cuisine équipée', nl: 'een ingerichte keuken', en: 'an equipped kitchen', de: 'eine Einbauküche' },
  semi_equipped: {
    fr: 'une cuisine semi-équipée',
    nl: 'een half ingerichte keuken',
    en: 'a partly equipped kitchen',
    de: 'eine teilweise ausgestattete Küche',
  },
  not_equipped: {
    fr: 'une cuisine à aménager',
    nl: 'een nog in te richten keuken',
    en: 'a kitchen to be fitted',
    de: 'eine noch einzurichtende Küche',
  },
};

export type Setting = 'city' | 'suburb' | 'luxembourg';

const SETTINGS: Record<Setting, Words> = {
  city: {
    fr: 'à deux pas des commerces et des transports en commun',
    nl: 'op wandelafstand van winkels en openbaar vervoer',
    en: 'a short walk from shops and public transport',
    de: 'wenige Schritte von Geschäften und öffentlichen Verkehrsmitteln entfernt',
  },
  suburb: {
    fr: 'dans un quartier résidentiel calme, à quelques minutes du Ring',
    nl: 'in een rustige residentiële wijk, op enkele minuten van de Ring',
    en: 'in a quiet residential area a few minutes from the Ring',
    de: 'in einer ruhigen Wohngegend, wenige Minuten vom Ring entfernt',
  },
  luxembourg: {
    fr: 'à proximité du Kirchberg et des institutions européennes',
    nl: 'vlak bij Kirchberg en de Europese instellingen',
    en: 'close to Kirchberg and the European institutions',
    de: 'in der Nähe des Kirchbergs und der europäischen Institutionen',
  },
};

export interface DescriptionFacts {
  noun: NounKey;
  /** In each language's own name: a French text reads 'à Ixelles' whatever the listing carries. */
  city: Words;
  setting: Setting;
  surface?: number;
  bedrooms?: number;
  bathrooms?: number;
  kitchen?: Kitchen;
  terrace?: number;
  garden?: number;
  /** The EPC label as written ('C+') with the energy performance, when the listing has one. */
  energy?: { label: string; value?: number };
}

/** Two or three paragraphs of HTML, as agents paste them into the back office. */
export function description(facts: DescriptionFacts): Words {
  const { noun: key, city, setting, surface, bedrooms, bathrooms, kitchen, terrace, garden, energy } = facts;
  const indefinite = NOUNS[key].indefinite;
  const where = SETTINGS[setting];
  const size = (prefix: string) => (surface === undefined ? '' : ` ${prefix} ${surface} m²`);
  const paragraphs: Words[] = [
    {
      fr: `Nous vous proposons à ${city.fr} ${indefinite.fr}${size('de')}, ${where.fr}.`,
      nl: `In ${city.nl} bieden wij ${indefinite.nl}${size('van')} aan, ${where.nl}.`,
      en: `In ${city.en} we offer ${indefinite.en}${size('of')}, ${where.en}.`,
      de: `In ${city.de} bieten wir ${indefinite.de}${size('mit')} an, ${where.de}.`,
    },
  ];
  if (bedrooms === 0 && kitchen !== undefined) {
    paragraphs.push({
      fr: `Le bien comprend une pièce de vie lumineuse, ${KITCHENS[kitchen].fr} et une salle de douche.`,
      nl: `Het pand omvat een lichtrijke leefruimte, ${KITCHENS[kitchen].nl} en een doucheruimte.`,
      en: `It offers a bright living space, ${KITCHENS[kitchen].en} and a shower room.`,
      de: `Die Immobilie umfasst einen hellen Wohnraum, ${KITCHENS[kitchen].de} und ein Duschbad.`,
    });
  } else if (bedrooms !== undefined && kitchen !== undefined) {
    const baths = bathrooms ?? 1;
    const outside: Words | undefined =
      garden !== undefined
        ? {
            fr: ` Il profite d'un jardin de ${garden} m².`,
            nl: ` Er is een tuin van ${garden} m².`,
            en: ` It has a ${garden} m² garden.`,
            de: ` Dazu gehört ein Garten von ${garden} m².`,
          }
        : terrace !== undefined
          ? {
              fr: ` Il profite d'une terrasse de ${terrace} m².`,
              nl: ` Er is een terras van ${terrace} m².`,
              en: ` It has a ${terrace} m² terrace.`,
              de: ` Dazu gehört eine Terrasse von ${terrace} m².`,
            }
          : undefined;
    paragraphs.push({
      fr: `Le bien comprend un séjour lumineux, ${KITCHENS[kitchen].fr}, ${plural(bedrooms, 'chambre', 'chambres')} et ${plural(baths, 'salle de bain', 'salles de bain')}.${outside?.fr ?? ''}`,
      nl: `Het pand omvat een lichtrijke leefruimte, ${KITCHENS[kitchen].nl}, ${plural(bedrooms, 'slaapkamer', 'slaapkamers')} en ${plural(baths, 'badkamer', 'badkamers')}.${outside?.nl ?? ''}`,
      en: `It offers a bright living room, ${KITCHENS[kitchen].en}, ${plural(bedrooms, 'bedroom', 'bedrooms')} and ${plural(baths, 'bathroom', 'bathrooms')}.${outside?.en ?? ''}`,
      de: `Die Immobilie umfasst einen hellen Wohnbereich, ${KITCHENS[kitchen].de}, ${bedrooms} Schlafzimmer und ${baths} Badezimmer.${outside?.de ?? ''}`,
    });
  }
  if (energy !== undefined) {
    const value = (unit: string) => (energy.value === undefined ? '' : ` (${energy.value} kWh/m² ${unit})`);
    paragraphs.push({
      fr: `PEB : ${energy.label}${value('par an')}. Contactez-nous pour une visite.`,
      nl: `EPC: ${energy.label}${value('per jaar')}. Contacteer ons voor een bezoek.`,
      en: `Energy performance: ${energy.label}${value('per year')}. Contact us to arrange a visit.`,
      de: `Energieausweis: ${energy.label}${value('pro Jahr')}. Kontaktieren Sie uns für eine Besichtigung.`,
    });
  }
  const html = (lang: Language) => paragraphs.map((paragraph) => `<p>${paragraph[lang]}</p>`).join('');
  return { fr: html('fr'), nl: html('nl'), en: html('en'), de: html('de') };
}

/** Photo captions: the first photo shows the outside, the others the rooms. */
export const CAPTIONS = {
  facade: { fr: 'Façade', nl: 'Gevel', en: 'Front', de: 'Fassade' },
  living: { fr: 'Séjour', nl: 'Leefruimte', en: 'Living room', de: 'Wohnzimmer' },
  kitchen: { fr: 'Cuisine', nl: 'Keuken', en: 'Kitchen', de: 'Küche' },
  bedroom: { fr: 'Chambre', nl: 'Slaapkamer', en: 'Bedroom', de: 'Schlafzimmer' },
  bathroom: { fr: 'Salle de bain', nl: 'Badkamer', en: 'Bathroom', de: 'Badezimmer' },
  garden: { fr: 'Jardin', nl: 'Tuin', en: 'Garden', de: 'Garten' },
  terrace: { fr: 'Terrasse', nl: 'Terras', en: 'Terrace', de: 'Terrasse' },
  plot: { fr: 'Terrain', nl: 'Perceel', en: 'Plot', de: 'Grundstück' },
  interior: { fr: 'Intérieur', nl: 'Interieur', en: 'Interior', de: 'Innenansicht' },
} as const satisfies Record<string, Words>;

export type CaptionKey = keyof typeof CAPTIONS;
