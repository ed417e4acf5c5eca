import type { Dictionary } from '../../namespaces.js';

const dictionary: Dictionary = {
  "types": {
    "title": "Zoeken per type pand",
    "forSale": "Te koop",
    "forRent": "Te huur"
  }
};

export default dictionary;
