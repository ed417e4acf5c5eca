import { communeName, NAMED_COMMUNES } from '../domain/communes.js';
import type { Language } from '../domain/language.js';
import type { Region } from '../domain/region.js';
import { formatPrice } from '../format/formatPrice.js';
import type { DemandCriteria } from '../forms/demandMatch.js';

interface CriteriaWords {
  /** The seven types of spec §3 by WebID, in the plural, as the middle of a sentence writes them. */
  types: Readonly<Record<number, string>>;
  anyType: string;
  goal: Record<DemandCriteria['goal'], string>;
  /** Before one or more commune names. */
  inCommune: string;
  regions: Record<Region, string>;
  drawnZone: string;
  or: string;
  bedrooms: (count: number) => string;
  from: string;
  upTo: string;
  between: (min: string, max: string) => string;
}

/**
 * The words of a saved search's description in each language. They live with the rule that puts
 * them together (as the types' names live with the types) so that the api's mails and the page
 * of one's saved searches describe a search alike, with no dictionary to load first.
 */
const WORDS: Readonly<Record<Language, CriteriaWords>> = {
  fr: {
    types: {
      1: 'maisons et villas',
      2: 'studios',
      3: 'appartements',
      4: 'terrains',
      5: 'immeubles de rapport',
      6: 'locaux commerciaux',
      7: 'garages et parkings',
    },
    anyType: 'biens',
    goal: { buy: 'à vendre', rent: 'à louer' },
    inCommune: 'à',
    regions: { brussels: 'dans la Région bruxelloise', flanders: 'en Flandre', wallonia: 'en Wallonie' },
    drawnZone: 'dans la zone dessinée sur la carte',
    or: 'ou',
    bedrooms: (count) => `${count} chambre${count > 1 ? 's' : ''} ou plus`,
    from: 'à partir de',
    upTo: 'jusqu’à',
    between: (min, max) => `de ${min} à ${max}`,
  },
  nl: {
    types: {
      1: 'huizen en villa’s',
      2: 'studio’s',
      3: 'appartementen',
      4: 'gronden',
      5: 'opbrengsteigendommen',
      6: 'handelspanden',
      7: 'garages en parkings',
    },
    anyType: 'panden',
    goal: { buy: 'te koop', rent: 'te huur' },
    inCommune: 'in',
    regions: { brussels: 'in het Brussels Gewest', flanders: 'in Vlaanderen', wallonia: 'in Wallonië' },
    drawnZone: 'in het gebied getekend op de kaart',
    or: 'of',
    bedrooms: (count) => `${count} slaapkamer${count > 1 ? 's' : ''} of meer`,
    from: 'vanaf',
    upTo: 'tot',
    between: (min, max) => `van ${min} tot ${max}`,
  },
  en: {
    types: {
      1: 'houses and villas',
      2: 'studios',
      3: 'apartments',
      4: 'building plots',
      5: 'investment properties',
      6: 'commercial premises',
      7: 'garages and parking spaces',
    },
    anyType: 'properties',
    goal: { buy: 'for sale', rent: 'for rent' },
    inCommune: 'in',
    regions: { brussels: 'in the Brussels Region', flanders: 'in Flanders', wallonia: 'in Wallonia' },
    drawnZone: 'in the area drawn on the map',
    or: 'or',
    bedrooms: (count) => `${count} bedroom${count > 1 ? 's' : ''} or more`,
    from: 'from',
    upTo: 'up to',
    between: (min, max) => `from ${min} to ${max}`,
  },
  de: {
    types: {
      1: 'Häuser und Villen',
      2: 'Studios',
      3: 'Wohnungen',
      4: 'Grundstücke',
      5: 'Renditeobjekte',
      6: 'Gewerbeflächen',
      7: 'Garagen und Stellplätze',
    },
    anyType: 'Immobilien',
    goal: { buy: 'zum Kauf', rent: 'zur Miete' },
    inCommune: 'in',
    regions: { brussels: 'in der Region Brüssel', flanders: 'in Flandern', wallonia: 'in der Wallonie' },
    drawnZone: 'im auf der Karte gezeichneten Gebiet',
    or: 'oder',
    bedrooms: (count) => `${count} Schlafzimmer oder mehr`,
    from: 'ab',
    upTo: 'bis',
    between: (min, max) => `${min} bis ${max}`,
  },
};

const REGIONS: readonly string[] = ['brussels', 'flanders', 'wallonia'] satisfies Region[];

/** 'a, b or c' in the language's words. */
function either(items: readonly string[], or: string): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${or} ${items.at(-1) ?? ''}`;
}

/** A postcode's commune in the reader's language, or the postcode itself for one the table does not name. */
function placeOf(postcode: string, language: Language): string {
  const named = NAMED_COMMUNES.find((entry) => entry.postcodes.includes(postcode));
  return named === undefined ? postcode : communeName(named, language);
}

/**
 * A saved search's criteria in words, as its owner reads them on the page of their searches and in
 * its mails: "Appartements à vendre à Ixelles, 2 chambres ou plus, jusqu’à € 450.000". What the
 * search leaves open (any type, anywhere, any budget) is not said.
 */
export function describeCriteria(criteria: DemandCriteria, language: Language): string {
  const words = WORDS[language];
  const types = criteria.propertyTypes.map((type) => words.types[Number(type)]).filter((name): name is string => name !== undefined);
  const what = `${either(types.length > 0 ? types : [words.anyType], words.or)} ${words.goal[criteria.goal]}`;
  const communes = criteria.zones.filter((zone) => !REGIONS.includes(zone)).map((zone) => placeOf(zone, language));
  const regions = criteria.zones.filter((zone): zone is Region => REGIONS.includes(zone)).map((zone) => words.regions[zone]);
  const places = [...(communes.length > 0 ? [`${words.inCommune} ${either(communes, words.or)}`] : []), ...regions];
  const where = [...(places.length > 0 ? [either(places, words.or)] : []), ...(criteria.drawnZone === undefined ? [] : [words.drawnZone])];
  const { budgetMin, budgetMax } = criteria;
  const budget =
    budgetMin !== undefined && budgetMax !== undefined
      ? words.between(formatPrice(budgetMin), formatPrice(budgetMax))
      : budgetMin !== undefined
        ? `${words.from} ${formatPrice(budgetMin)}`
        : budgetMax !== undefined
          ? `${words.upTo} ${formatPrice(budgetMax)}`
          : undefined;
  const sentence = [
    [what, ...where].join(' '),
    ...(criteria.bedrooms === undefined || criteria.bedrooms < 1 ? [] : [words.bedrooms(criteria.bedrooms)]),
    ...(budget === undefined ? [] : [budget]),
  ].join(', ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
