import type { Dictionary } from '../../namespaces.js';

const dictionary: Dictionary = {
  "contact": {
    "title": "Une question sur un bien ?",
    "text": "Notre équipe vous répond en semaine de 10:00 à 19:00.",
    "call": "Appelez-nous",
    "write": "Écrivez-nous"
  }
};

export default dictionary;
