import type { Dictionary } from '../../namespaces.js';

const dictionary: Dictionary = {
  "dialog": {
    "title": "Cookies op deze site",
    "text": "We gebruiken strikt noodzakelijke cookies om de site te laten werken. Met uw toestemming meten we ook bezoeken en tonen we relevante advertenties.",
    "agreeAll": "Alles aanvaarden",
    "decline": "Weigeren"
  }
};

export default dictionary;
