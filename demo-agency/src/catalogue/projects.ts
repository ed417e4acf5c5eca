import { Goal, Marquee, type FeedProject, type FeedProperty } from 'shared-kernel';
import { COMMUNES, type Commune } from './communes.js';
import type { Draw } from './draw.js';
import {
  REFERENCE_DATE,
  WEB_ID,
  addressOf,
  energyOf,
  isoDay,
  languagesOf,
  photosOf,
  placeIn,
  settingOf,
  type IdSequence,
  type Place,
} from './properties.js';
import { description, unitHeadline, type HeadlineStatus, type NounKey, type Words } from './texts.js';

/** Spec §9: the price range the project list shows. */
export const PROJECT_PRICE_MIN = 160_000;
export const PROJECT_PRICE_MAX = 420_000;

const DAY_MS = 86_400_000;

// New builds of the kind a Brussels agency sells off-plan; the names are brands, the same in every language.
const PROJECT_SITES: readonly { name: string; postcode: string }[] = [
  { name: 'Résidence Les Tilleuls', postcode: '1180' },
  { name: 'Green Hill', postcode: '1160' },
  { name: 'Le Clos des Acacias', postcode: '1200' },
  { name: 'Canal Side', postcode: '1070' },
  { name: 'Jette Gardens', postcode: '1090' },
  { name: 'Résidence Fontaine', postcode: '1050' },
  { name: 'Hof ter Linden', postcode: '1700' },
  { name: 'Les Terrasses du Lac', postcode: '1332' },
  { name: 'Parc Brugmann', postcode: '1190' },
  { name: 'Zaventem Village', postcode: '1930' },
];

const STAGES: readonly Words[] = [
  { fr: 'Démolition', nl: 'Afbraak', en: 'Demolition', de: 'Abriss' },
  { fr: 'Gros œuvre', nl: 'Ruwbouw', en: 'Structural work', de: 'Rohbau' },
  { fr: 'Parachèvements', nl: 'Afwerking', en: 'Finishing', de: 'Innenausbau' },
  { fr: 'Réception provisoire', nl: 'Voorlopige oplevering', en: 'Handover', de: 'Vorläufige Abnahme' },
];

const STAGE_STATUS = {
  done: { fr: 'Terminé', nl: 'Voltooid', en: 'Completed', de: 'Abgeschlossen' },
  current: { fr: 'En cours', nl: 'In uitvoering', en: 'In progress', de: 'In Arbeit' },
  planned: { fr: 'Prévu', nl: 'Gepland', en: 'Planned', de: 'Geplant' },
} as const satisfies Record<string, Words>;

function communeOf(postcode: string): Commune {
  const commune = COMMUNES.find((candidate) => candidate.postcode === postcode);
  if (commune === undefined) throw new Error(`No commune has the postcode ${postcode}`);
  return commune;
}

const roundTo5000 = (value: number) => Math.round(value / 5000) * 5000;

/**
 * 6 to 8 new-build projects of 5 to 20 units each. Units are properties for sale with a ProjectID,
 * priced within spec §9's 160 000–420 000, the first project spanning the whole range.
 */
export function makeProjects(draw: Draw, ids: IdSequence): { projects: FeedProject[]; units: FeedProperty[] } {
  const sites = draw.some(PROJECT_SITES, draw.int(6, 8));
  const projects: FeedProject[] = [];
  const units: FeedProperty[] = [];
  sites.forEach((site, index) => {
    const id = 101 + index;
    const commune = communeOf(site.postcode);
    const place = placeIn(draw, commune, 0.5);
    const address = addressOf(draw, place, false);
    const progress = draw.int(0, STAGES.length - 1);
    const ageDays = draw.int(60, 700);
    const created = REFERENCE_DATE - ageDays * DAY_MS;
    const unitCount = draw.int(5, 20);
    const lowest = index === 0 ? PROJECT_PRICE_MIN : roundTo5000(draw.int(PROJECT_PRICE_MIN, 220_000));
    const highest = index === 0 ? PROJECT_PRICE_MAX : roundTo5000(draw.int(340_000, PROJECT_PRICE_MAX));
    const intro: Words = {
      fr: `${site.name} : un nouveau projet de ${unitCount} logements à ${place.names.fr}.`,
      nl: `${site.name}: een nieuw project met ${unitCount} woongelegenheden in ${place.names.nl}.`,
      en: `${site.name}: a new development of ${unitCount} homes in ${place.names.en}.`,
      de: `${site.name}: ein Neubauprojekt mit ${unitCount} Wohnungen in ${place.names.de}.`,
    };
    const finish: Words = {
      fr: 'Studios et appartements d’une à trois chambres, terrasses, finitions soignées et très basse consommation.',
      nl: 'Studio’s en appartementen met één tot drie slaapkamers, terrassen, verzorgde afwerking en zeer laag verbruik.',
      en: 'Studios and one- to three-bedroom apartments with terraces, quality finishes and very low energy use.',
      de: 'Studios und Wohnungen mit einem bis drei Schlafzimmern, Terrassen, hochwertiger Ausstattung und sehr niedrigem Verbrauch.',
    };
    const project: FeedProject = {
      ID: id,
      Goal: Goal.Sale,
      ProjectWebID: WEB_ID.apartment,
      Name: site.name,
      PublicAddress: true,
      ...address,
      BoxNr: '',
      Description: languagesOf(draw, {
        fr: `<p>${intro.fr}</p><p>${finish.fr}</p>`,
        nl: `<p>${intro.nl}</p><p>${finish.nl}</p>`,
        en: `<p>${intro.en}</p><p>${finish.en}</p>`,
        de: `<p>${intro.de}</p><p>${finish.de}</p>`,
      }),
      Photos: photosOf(draw, `project-${id}`, draw.int(4, 8), ['facade', 'interior']),
      Documents: [ids.document('technical'), ids.document('plans'), ids.document('planning')],
      Constructions: STAGES.map((stage, stageIndex) => ({
        Name: stage,
        Status: stageIndex < progress ? STAGE_STATUS.done : stageIndex === progress ? STAGE_STATUS.current : STAGE_STATUS.planned,
        ...(stageIndex === STAGES.length - 1 ? { DeliveryDate: isoDay(REFERENCE_DATE + (STAGES.length - progress) * 180 * DAY_MS) } : {}),
      })),
      CreatedAt: new Date(created).toISOString(),
      UpdatedAt: new Date(created + draw.int(0, Math.min(ageDays, 60)) * DAY_MS).toISOString(),
    };
    projects.push(project);

    for (let unit = 0; unit < unitCount; unit += 1) {
      const share = unitCount === 1 ? 0 : unit / (unitCount - 1);
      const ends = unit === 0 || unit === unitCount - 1;
      const price = Math.min(highest, Math.max(lowest, roundTo5000(lowest + share * (highest - lowest) + (ends ? 0 : draw.int(-5000, 5000)))));
      // Two buildings (A, B), two doors a floor in each: A0.1, B0.1, A0.2, B0.2, A1.1 … — one code a unit.
      const lot = `${'AB'[unit % 2]}${Math.floor(unit / 4)}.${(Math.floor(unit / 2) % 2) + 1}`;
      units.push(makeUnit(draw, ids, { project, created, price, lot, commune, place }));
    }
  });
  return { projects, units };
}

interface UnitFacts {
  project: FeedProject;
  created: number;
  price: number;
  lot: string;
  commune: Commune;
  place: Place;
}

function makeUnit(draw: Draw, ids: IdSequence, { project, created, price, lot, commune, place }: UnitFacts): FeedProperty {
  const id = ids.nextProperty(draw);
  const surface = Math.round(price / 3600 + draw.between(-3, 3));
  const bedrooms = surface < 50 ? 0 : surface < 75 ? 1 : surface < 100 ? 2 : 3;
  const noun: NounKey = bedrooms === 0 ? 'studio' : price === PROJECT_PRICE_MAX || (bedrooms === 3 && draw.chance(0.3)) ? 'penthouse' : 'apartment';
  const sold = draw.chance(0.3);
  const status: HeadlineStatus | undefined = sold ? 'sold' : draw.chance(0.08) ? 'option' : undefined;
  const marquee = sold ? Marquee.Sold : draw.chance(0.6) ? Marquee.ForSaleVariant : Marquee.ForSale;
  const terrace = draw.int(6, 25);
  const energy = energyOf(draw, commune.area, 2026, surface);
  const unitCreated = created + draw.int(0, 30) * DAY_MS;
  return {
    ID: id,
    Goal: Goal.Sale,
    WebID: bedrooms === 0 ? WEB_ID.studio : WEB_ID.apartment,
    WebIDs: String(bedrooms === 0 ? WEB_ID.studio : WEB_ID.apartment),
    RecordFile: `P${project.ID}-${lot}`,
    ProjectID: project.ID,
    Marquee: marquee,
    MarqueeName: sold ? 'Vendu' : 'Nouveau',
    PublishPrice: true,
    Price: price,
    PriceUnit: null,
    PriceUnitText: '',
    PublishAddress: project.PublicAddress,
    City: place.city,
    Zip: project.Zip,
    Street: project.Street,
    HouseNumber: project.HouseNumber,
    BoxNr: lot,
    CountryID: project.CountryID,
    CountryName: project.CountryName,
    Latitude: project.Latitude,
    Longitude: project.Longitude,
    Title: languagesOf(draw, unitHeadline(noun, lot, bedrooms, status)),
    Description: languagesOf(
      draw,
      description({
        noun,
        city: place.names,
        setting: settingOf(commune),
        surface,
        bedrooms,
        bathrooms: bedrooms === 3 ? 2 : 1,
        kitchen: 'fully_equipped',
        terrace,
        energy,
      }),
    ),
    ...energy.fields,
    ConstructionYear: 2026 + (draw.chance(0.5) ? 1 : 0),
    Kitchen: 'fully_equipped',
    Heating: 'heat_pump',
    Glazing: 'triple',
    WindowFrame: 'aluminium',
    OrientationTerrace: draw.pick(['S', 'SW', 'W', 'SE']),
    Availability: 'by_arrangement',
    SurfaceLiving: surface,
    SurfaceTerrace: terrace,
    Bedrooms: bedrooms,
    Bathrooms: bedrooms === 3 ? 2 : 1,
    Toilets: bedrooms >= 2 ? 2 : 1,
    Parkings: bedrooms >= 2 && draw.chance(0.5) ? 1 : undefined,
    // New builds are sold under VAT rather than registration duty.
    VAT: 21,
    NotaryFees: Math.round((1800 + price * 0.011) / 100) * 100,
    ChargesOwner: draw.int(6, 18) * 10,
    Photos: photosOf(draw, `property-${id}`, draw.int(3, 5), ['facade', 'living', 'kitchen', 'bedroom', 'terrace']),
    Documents: [ids.document('plans'), ids.document('technical')],
    VirtualTourUrl: draw.chance(0.2) ? `https://my.matterport.com/show/?m=${draw.token(11)}` : undefined,
    CreatedAt: new Date(unitCreated).toISOString(),
    UpdatedAt: new Date(unitCreated + draw.int(0, 30) * DAY_MS).toISOString(),
  };
}
