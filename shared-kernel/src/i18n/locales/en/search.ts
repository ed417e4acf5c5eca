import type { Dictionary } from '../../namespaces.js';

const dictionary: Dictionary = {
  "box": {
    "label": "Search the properties",
    "placeholder": "ID, type, city",
    "noMatch": "No property type matches “{{query}}”",
    "types": "Property types"
  }
};

export default dictionary;
