import type { Dictionary } from '../../namespaces.js';

const dictionary: Dictionary = {
  "box": {
    "label": "Rechercher un bien",
    "placeholder": "ID, type, commune",
    "noMatch": "Aucun type de bien ne correspond à « {{query}} »",
    "types": "Types de biens"
  }
};

export default dictionary;
