import type { Dictionary } from '../../namespaces.js';

const dictionary: Dictionary = {
  "login": {
    "title": "Aanmelden eigenaar",
    "cta": "Toegang eigenaar",
    "text": "Volg de bezoeken, aanvragen en online publicatie van uw pand."
  }
};

export default dictionary;
