import type { Dictionary } from '../../namespaces.js';

const dictionary: Dictionary = {
  "notFound": {
    "title": "Page not found",
    "text": "This page no longer exists.",
    "home": "Back to the home page"
  },
  "skipToContent": "Skip to main content",
  "language": {
    "label": "Language",
    "en": "English",
    "nl": "Nederlands",
    "fr": "Français",
    "de": "Deutsch"
  },
  "nav": {
    "home": "Home",
    "main": "Main menu"
  },
  "loading": "Loading…",
  "remote": {
    "unavailableTitle": "This part of the page is unavailable",
    "unavailableText": "It could not be loaded. The rest of the page still works.",
    "retry": "Try again"
  },
  "footer": {
    "since": "Your estate agent in Brussels since {{year}}",
    "rights": "All rights reserved"
  },
  "home": {
    "title": "Estate agency in Brussels",
    "intro": "Homes, apartments and commercial properties for sale and for rent in Brussels and its surroundings."
  }
};

export default dictionary;
