import type { Dictionary } from '../../namespaces.js';

const dictionary: Dictionary = {
  "box": {
    "label": "Zoek in de panden",
    "placeholder": "ID, type, gemeente",
    "noMatch": "Geen type pand komt overeen met “{{query}}”",
    "types": "Types panden"
  }
};

export default dictionary;
