import type { Dictionary } from '../../namespaces.js';

const dictionary: Dictionary = {
  "login": {
    "title": "Eigentümer-Login",
    "cta": "Eigentümerzugang",
    "text": "Verfolgen Sie Besichtigungen, Anfragen und die Online-Veröffentlichung Ihrer Immobilie."
  }
};

export default dictionary;
