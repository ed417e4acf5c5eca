import { listHref, propertyPath } from 'shared-kernel/routing';
import { Goal, cleanDescription, type Language, type PropertySummary, type SearchResult } from 'shared-kernel';

/** Spec §9: property titles are cut at 100 characters in search results. */
export const TITLE_LIMIT = 100;

/** Enough cities to choose from without a long scroll; typing one more letter narrows the rest. */
export const MAX_CITIES_PER_GROUP = 8;

export type GroupKey = 'properties' | 'combinedForSale' | 'combinedForRent' | 'citiesForSale' | 'citiesForRent' | 'typesForSale' | 'typesForRent';

export interface SearchOption {
  /** Unique within the panel, used for the option's element id. */
  key: string;
  href: string;
  label: string;
  /** Property options: the city; cities: their postcode. */
  detail?: string;
  /** Property options: shown so a visitor who typed an id sees it is the one. */
  propertyId?: number;
  count?: number;
  /** Property options: the listing thumbnail, at the small width of the image service. */
  thumbnail?: string;
}

export interface SearchGroup {
  key: GroupKey;
  options: SearchOption[];
  /** How many more matches there are than shown. */
  more: number;
}

function listPath(forSale: boolean, lang: Language): string {
  return listHref(forSale ? Goal.Sale : Goal.Rent, lang);
}

/** Spec §2: `/property/{id}/` in the page's language; French paths carry the list, city and title. */
function propertyHref(property: PropertySummary, lang: Language): string {
  const path = propertyPath(property, lang);
  return lang === 'fr' ? path : `/${lang}${path}`;
}

/** Spec §7: images come in widths of 100 and up; a 60 px thumbnail needs the smallest. */
function thumbnailOf(property: PropertySummary): string | undefined {
  const url = property.SmallPictureItem?.Url;
  return url?.replace(/([?&]w=)\d+/, '$1100');
}

/**
 * The panel's groups for a search result, each option with its link target (spec §2): a property
 * at its path, a city at `/for-sale/?city={name}|{zip}` or `/for-rent/?city=…`, a type at
 * `/for-sale/?type={webId}` or `/for-rent/?type=…`, a type in a commune with both, all in the page's language. Types and cities
 * with nothing to show for a goal are left out of that goal's group; empty groups are dropped.
 */
export function searchGroups(result: SearchResult, lang: Language): SearchGroup[] {
  const properties: SearchOption[] = result.properties.map((property) => ({
    key: `property-${property.ID}`,
    href: propertyHref(property, lang),
    label: cleanDescription(property.TypeDescription, TITLE_LIMIT),
    detail: property.City,
    propertyId: property.ID,
    ...(thumbnailOf(property) ? { thumbnail: thumbnailOf(property) } : {}),
  }));

  const cities = (forSale: boolean): Omit<SearchGroup, 'key'> => {
    const matching = result.cities.filter((city) => (forSale ? city.saleCount : city.rentCount) > 0);
    return {
      options: matching.slice(0, MAX_CITIES_PER_GROUP).map((city) => ({
        key: `city-${forSale ? 'sale' : 'rent'}-${city.name}-${city.zip}`,
        href: `${listPath(forSale, lang)}?city=${encodeURIComponent(city.name)}|${encodeURIComponent(city.zip)}`,
        label: city.name,
        detail: city.zip,
        count: forSale ? city.saleCount : city.rentCount,
      })),
      more: Math.max(0, matching.length - MAX_CITIES_PER_GROUP),
    };
  };

  const types = (forSale: boolean): Omit<SearchGroup, 'key'> => ({
    options: result.types
      .filter((type) => (forSale ? type.Sale && type.SaleCount > 0 : type.Rent && type.RentCount > 0))
      .map((type) => ({
        key: `type-${forSale ? 'sale' : 'rent'}-${type.WebID}`,
        href: `${listPath(forSale, lang)}?type=${type.WebID}`,
        label: type.Name,
        count: forSale ? type.SaleCount : type.RentCount,
      })),
    more: 0,
  });

  // Words split between a type and a commune: the list of that type in that commune (the load
  // counts neither pair, so no count is shown).
  const combined = (forSale: boolean): Omit<SearchGroup, 'key'> => ({
    // An api older than this build answers without them.
    options: (result.combinations ?? [])
      .filter(({ type, city }) => (forSale ? type.Sale && type.SaleCount > 0 && city.saleCount > 0 : type.Rent && type.RentCount > 0 && city.rentCount > 0))
      .map(({ type, city }) => ({
        key: `combined-${forSale ? 'sale' : 'rent'}-${type.WebID}-${city.name}-${city.zip}`,
        href: `${listPath(forSale, lang)}?city=${encodeURIComponent(city.name)}|${encodeURIComponent(city.zip)}&type=${type.WebID}`,
        label: `${type.Name} · ${city.name}`,
        detail: city.zip,
      })),
    more: 0,
  });

  const groups: SearchGroup[] = [
    { key: 'properties', options: properties, more: 0 },
    { key: 'combinedForSale', ...combined(true) },
    { key: 'combinedForRent', ...combined(false) },
    { key: 'citiesForSale', ...cities(true) },
    { key: 'citiesForRent', ...cities(false) },
    { key: 'typesForSale', ...types(true) },
    { key: 'typesForRent', ...types(false) },
  ];
  return groups.filter((group) => group.options.length > 0);
}
