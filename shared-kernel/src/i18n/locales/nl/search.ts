import type { Dictionary } from '../../namespaces.js';

const dictionary: Dictionary = {
  "box": {
    "label": "Zoek in de panden",
    "placeholder": "ID, type, gemeente",
    "toggle": "Toon de zoeksuggesties",
    "landmarkBlock": "Panden zoeken",
    "landmarkHeader": "Snel zoeken"
  },
  "panel": {
    "label": "Zoeksuggesties",
    "loading": "De panden worden geladen…",
    "error": "Zoeken is niet beschikbaar: de panden konden niet worden geladen.",
    "retry": "Opnieuw proberen",
    "noResults": "Geen resultaten voor “{{query}}”",
    "results_one": "{{count}} suggestie",
    "results_other": "{{count}} suggesties",
    "more_one": "en nog {{count}} gemeente: typ verder",
    "more_other": "en nog {{count}} gemeenten: typ verder"
  },
  "group": {
    "properties": "Panden",
    "typesForSale": "Types te koop",
    "typesForRent": "Types te huur",
    "citiesForSale": "Gemeenten te koop",
    "citiesForRent": "Gemeenten te huur"
  },
  "option": {
    "property": "ID {{id}}",
    "count_one": "{{count}} pand",
    "count_other": "{{count}} panden"
  },
  "block": {
    "home": "Startpagina",
    "forSale": "Te koop",
    "forRent": "Te huur",
    "forSaleCount": "Te koop ({{count}})",
    "forRentCount": "Te huur ({{count}})"
  }
};

export default dictionary;
