import type { Dictionary } from '../../namespaces.js';

const dictionary: Dictionary = {
  "dialog": {
    "title": "Cookies auf dieser Website",
    "text": "Wir verwenden unbedingt notwendige Cookies für den Betrieb der Website. Mit Ihrer Einwilligung messen wir auch Besuche und zeigen passende Werbung.",
    "agreeAll": "Alle akzeptieren",
    "decline": "Ablehnen"
  }
};

export default dictionary;
