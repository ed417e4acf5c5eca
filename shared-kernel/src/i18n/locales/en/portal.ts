import type { Dictionary } from '../../namespaces.js';

const dictionary: Dictionary = {
  "login": {
    "title": "Owner login",
    "cta": "Owner access",
    "text": "Follow the visits, enquiries and online publication of your property."
  }
};

export default dictionary;
