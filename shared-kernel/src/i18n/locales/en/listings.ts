import type { Dictionary } from '../../namespaces.js';

const dictionary: Dictionary = {
  "types": {
    "title": "Browse by property type",
    "forSale": "For sale",
    "forRent": "For rent"
  }
};

export default dictionary;
