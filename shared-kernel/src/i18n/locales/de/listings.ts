import type { Dictionary } from '../../namespaces.js';

const dictionary: Dictionary = {
  "types": {
    "title": "Nach Immobilientyp suchen",
    "forSale": "Zu verkaufen",
    "forRent": "Zu vermieten"
  }
};

export default dictionary;
