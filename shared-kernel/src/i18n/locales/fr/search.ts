import type { Dictionary } from '../../namespaces.js';

const dictionary: Dictionary = {
  "box": {
    "label": "Rechercher un bien",
    "placeholder": "ID, type, commune",
    "toggle": "Afficher les suggestions de recherche",
    "landmarkBlock": "Recherche de biens",
    "landmarkHeader": "Recherche rapide"
  },
  "panel": {
    "label": "Suggestions de recherche",
    "loading": "Chargement des biens…",
    "error": "La recherche est indisponible : les biens n’ont pas pu être chargés.",
    "retry": "Réessayer",
    "noResults": "Aucun résultat pour « {{query}} »",
    "results_one": "{{count}} suggestion",
    "results_other": "{{count}} suggestions",
    "more_one": "et {{count}} autre commune : précisez votre recherche",
    "more_other": "et {{count}} autres communes : précisez votre recherche"
  },
  "group": {
    "properties": "Biens",
    "typesForSale": "Types à vendre",
    "typesForRent": "Types à louer",
    "citiesForSale": "Communes à vendre",
    "citiesForRent": "Communes à louer"
  },
  "option": {
    "property": "ID {{id}}",
    "count_one": "{{count}} bien",
    "count_other": "{{count}} biens"
  },
  "block": {
    "home": "Page d’accueil",
    "forSale": "À vendre",
    "forRent": "À louer",
    "forSaleCount": "À vendre ({{count}})",
    "forRentCount": "À louer ({{count}})"
  }
};

export default dictionary;
