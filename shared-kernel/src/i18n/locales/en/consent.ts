import type { Dictionary } from '../../namespaces.js';

const dictionary: Dictionary = {
  "dialog": {
    "title": "Cookies on this site",
    "text": "We use strictly necessary cookies to run the site. With your consent we also measure visits and show relevant advertising.",
    "agreeAll": "Agree all",
    "decline": "Decline"
  }
};

export default dictionary;
