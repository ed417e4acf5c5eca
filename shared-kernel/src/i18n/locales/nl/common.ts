import type { Dictionary } from '../../namespaces.js';

const dictionary: Dictionary = {
  "notFound": {
    "title": "Pagina niet gevonden",
    "text": "Deze pagina bestaat niet meer.",
    "home": "Terug naar de startpagina"
  },
  "skipToContent": "Naar de hoofdinhoud",
  "language": {
    "label": "Taal",
    "en": "English",
    "nl": "Nederlands",
    "fr": "Français",
    "de": "Deutsch"
  },
  "nav": {
    "home": "Home",
    "main": "Hoofdmenu"
  },
  "loading": "Bezig met laden…",
  "remote": {
    "unavailableTitle": "Dit deel van de pagina is niet beschikbaar",
    "unavailableText": "Het kon niet worden geladen. De rest van de pagina werkt nog.",
    "retry": "Opnieuw proberen"
  },
  "footer": {
    "since": "Uw vastgoedmakelaar in Brussel sinds {{year}}",
    "rights": "Alle rechten voorbehouden"
  },
  "home": {
    "title": "Vastgoedkantoor in Brussel",
    "intro": "Huizen, appartementen en handelspanden te koop en te huur in Brussel en omgeving."
  }
};

export default dictionary;
