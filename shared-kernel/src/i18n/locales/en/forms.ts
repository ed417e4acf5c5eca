import type { Dictionary } from '../../namespaces.js';

const dictionary: Dictionary = {
  "contact": {
    "title": "A question about a property?",
    "text": "Our team answers on weekdays from 10:00 to 19:00.",
    "call": "Call us",
    "write": "Write to us"
  }
};

export default dictionary;
