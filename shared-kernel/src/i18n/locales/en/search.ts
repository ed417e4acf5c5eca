import type { Dictionary } from '../../namespaces.js';

const dictionary: Dictionary = {
  "box": {
    "label": "Search the properties",
    "placeholder": "ID, type, city",
    "toggle": "Show the search suggestions",
    "landmarkBlock": "Property search",
    "landmarkHeader": "Quick search"
  },
  "panel": {
    "label": "Search suggestions",
    "loading": "Loading the properties…",
    "error": "The search is unavailable: the properties could not be loaded.",
    "retry": "Try again",
    "noResults": "No results found for “{{query}}”",
    "results_one": "{{count}} suggestion",
    "results_other": "{{count}} suggestions",
    "more_one": "and {{count}} more city: type more letters",
    "more_other": "and {{count}} more cities: type more letters"
  },
  "group": {
    "properties": "Properties",
    "typesForSale": "Types for sale",
    "typesForRent": "Types for rent",
    "citiesForSale": "Cities for sale",
    "citiesForRent": "Cities for rent"
  },
  "option": {
    "property": "ID {{id}}",
    "count_one": "{{count}} property",
    "count_other": "{{count}} properties"
  },
  "block": {
    "home": "Home page",
    "forSale": "For sale",
    "forRent": "For rent",
    "forSaleCount": "For sale ({{count}})",
    "forRentCount": "For rent ({{count}})"
  }
};

export default dictionary;
