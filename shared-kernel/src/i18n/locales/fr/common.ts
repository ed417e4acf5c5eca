import type { Dictionary } from '../../namespaces.js';

const dictionary: Dictionary = {
  "notFound": {
    "title": "Page non trouvée",
    "text": "Cette page n'existe plus.",
    "home": "Retour à l'accueil"
  },
  "skipToContent": "Aller au contenu principal",
  "language": {
    "label": "Langue",
    "en": "English",
    "nl": "Nederlands",
    "fr": "Français",
    "de": "Deutsch"
  },
  "nav": {
    "home": "Accueil",
    "main": "Menu principal"
  },
  "loading": "Chargement…",
  "remote": {
    "unavailableTitle": "Cette partie de la page est indisponible",
    "unavailableText": "Elle n'a pas pu être chargée. Le reste de la page fonctionne toujours.",
    "retry": "Réessayer"
  },
  "footer": {
    "since": "Votre agence immobilière à Bruxelles depuis {{year}}",
    "rights": "Tous droits réservés"
  },
  "home": {
    "title": "Agence immobilière à Bruxelles",
    "intro": "Maisons, appartements et biens commerciaux à vendre et à louer à Bruxelles et dans ses environs."
  }
};

export default dictionary;
