import type { Dictionary } from '../../namespaces.js';

const dictionary: Dictionary = {
  "notFound": {
    "title": "Seite nicht gefunden",
    "text": "Diese Seite existiert nicht mehr.",
    "home": "Zurück zur Startseite"
  },
  "skipToContent": "Zum Hauptinhalt springen",
  "language": {
    "label": "Sprache",
    "en": "English",
    "nl": "Nederlands",
    "fr": "Français",
    "de": "Deutsch"
  },
  "nav": {
    "home": "Startseite",
    "main": "Hauptmenü"
  },
  "loading": "Wird geladen…",
  "remote": {
    "unavailableTitle": "Dieser Teil der Seite ist nicht verfügbar",
    "unavailableText": "Er konnte nicht geladen werden. Der Rest der Seite funktioniert weiterhin.",
    "retry": "Erneut versuchen"
  },
  "footer": {
    "since": "Ihr Immobilienmakler in Brüssel seit {{year}}",
    "rights": "Alle Rechte vorbehalten"
  },
  "home": {
    "title": "Immobilienagentur in Brüssel",
    "intro": "Häuser, Wohnungen und Gewerbeimmobilien zum Kauf und zur Miete in Brüssel und Umgebung."
  }
};

export default dictionary;
