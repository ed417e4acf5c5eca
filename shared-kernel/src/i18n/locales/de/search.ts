import type { Dictionary } from '../../namespaces.js';

const dictionary: Dictionary = {
  "box": {
    "label": "Immobilien durchsuchen",
    "placeholder": "ID, Typ, Gemeinde",
    "noMatch": "Kein Immobilientyp passt zu „{{query}}“",
    "types": "Immobilientypen"
  }
};

export default dictionary;
