import type { Dictionary } from '../../namespaces.js';

const dictionary: Dictionary = {
  "dialog": {
    "title": "Les cookies sur ce site",
    "text": "Nous utilisons des cookies strictement nécessaires au fonctionnement du site. Avec votre accord, nous mesurons aussi les visites et montrons des publicités pertinentes.",
    "agreeAll": "Tout accepter",
    "decline": "Refuser"
  }
};

export default dictionary;
