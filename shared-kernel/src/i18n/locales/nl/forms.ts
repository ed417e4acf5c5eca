import type { Dictionary } from '../../namespaces.js';

const dictionary: Dictionary = {
  "contact": {
    "title": "Een vraag over een pand?",
    "text": "Ons team antwoordt op weekdagen van 10:00 tot 19:00.",
    "call": "Bel ons",
    "write": "Schrijf ons"
  }
};

export default dictionary;
