import type { Dictionary } from '../../namespaces.js';

const dictionary: Dictionary = {
  "types": {
    "title": "Parcourir par type de bien",
    "forSale": "À vendre",
    "forRent": "À louer"
  }
};

export default dictionary;
