import type { Dictionary } from '../../namespaces.js';

const dictionary: Dictionary = {
  "login": {
    "title": "Accès propriétaire",
    "cta": "Accès propriétaire",
    "text": "Suivez les visites, les demandes et la publication en ligne de votre bien."
  }
};

export default dictionary;
