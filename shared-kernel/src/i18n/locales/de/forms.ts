import type { Dictionary } from '../../namespaces.js';

const dictionary: Dictionary = {
  "contact": {
    "title": "Eine Frage zu einer Immobilie?",
    "text": "Unser Team antwortet werktags von 10:00 bis 19:00 Uhr.",
    "call": "Rufen Sie uns an",
    "write": "Schreiben Sie uns"
  }
};

export default dictionary;
