import type { Dictionary } from '../../namespaces.js';

const dictionary: Dictionary = {
  "box": {
    "label": "Immobilien durchsuchen",
    "placeholder": "ID, Typ, Gemeinde",
    "toggle": "Suchvorschläge anzeigen",
    "landmarkBlock": "Immobiliensuche",
    "landmarkHeader": "Schnellsuche"
  },
  "panel": {
    "label": "Suchvorschläge",
    "loading": "Immobilien werden geladen…",
    "error": "Die Suche ist nicht verfügbar: Die Immobilien konnten nicht geladen werden.",
    "retry": "Erneut versuchen",
    "noResults": "Keine Ergebnisse für „{{query}}“",
    "results_one": "{{count}} Vorschlag",
    "results_other": "{{count}} Vorschläge",
    "more_one": "und {{count}} weitere Gemeinde: bitte weitertippen",
    "more_other": "und {{count}} weitere Gemeinden: bitte weitertippen"
  },
  "group": {
    "properties": "Immobilien",
    "typesForSale": "Typen zum Kauf",
    "typesForRent": "Typen zur Miete",
    "citiesForSale": "Gemeinden zum Kauf",
    "citiesForRent": "Gemeinden zur Miete"
  },
  "option": {
    "property": "ID {{id}}",
    "count_one": "{{count}} Immobilie",
    "count_other": "{{count}} Immobilien"
  },
  "block": {
    "home": "Startseite",
    "forSale": "Zu verkaufen",
    "forRent": "Zu vermieten",
    "forSaleCount": "Zu verkaufen ({{count}})",
    "forRentCount": "Zu vermieten ({{count}})"
  }
};

export default dictionary;
