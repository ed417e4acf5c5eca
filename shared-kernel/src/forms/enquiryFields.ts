import type { EnquiryKind } from '../federation/contracts.js';

// What a form shows before its schema has come: the forms' facts as plain data, without zod, so a
// page can render and mark a form (which fields are optional, whether it asks for a captcha) and
// bring the schemas only when the visitor starts on it. `enquiryFields.test.ts` holds each figure
// against the schemas, so the two cannot drift apart.

export const DEMAND_ZONES = ['brussels', 'flanders', 'wallonia'] as const;

/** Spec §5: what the visitor confirms before a rental appointment. */
export const RENTAL_STATEMENTS = ['minimumIncome', 'maximumPersons', 'descriptionRead', 'amountsAtSigning'] as const;

/** Where a problem with the whole form rather than one field is reported. */
export const FORM_ERROR_FIELD = '_form';

const PERSON = ['firstName', 'lastName', 'email', 'phone'] as const;
const ADDRESS = ['street', 'zip', 'city'] as const;

/**
 * The fields an empty form reports as missing (the captcha aside): those the visitor must fill in,
 * every other field being marked optional. A visit asks for call-back times only when no slot is
 * chosen, and an empty form has none.
 */
export const REQUIRED_ENQUIRY_FIELDS: Readonly<Record<EnquiryKind, readonly string[]>> = {
  contact: [...PERSON, 'remark'],
  visit: [...PERSON, 'contactTimeSlots'],
  documents: PERSON,
  'send-to-friend': ['firstName', 'lastName', 'email', 'friendEmail'],
  'demand-register': [...PERSON, 'goal', 'propertyTypes', 'zones'],
  'free-valuation': [...PERSON, 'valuationStreet', 'valuationZip', 'valuationCity', 'propertyType'],
  'purchase-offer': [...PERSON, ...ADDRESS, 'amount', 'advanceAccepted'],
  'rental-application': [...PERSON, ...ADDRESS, 'startDate', ...RENTAL_STATEMENTS],
  testimonial: ['firstName', 'lastName', 'email', 'testimonial'],
  newsletter: ['email'],
  construction: PERSON,
  job: [...PERSON, 'remark', 'cv'],
};

/** The forms open to anyone without a property, which ask for the server-made captcha. */
const CAPTCHA_KINDS: ReadonlySet<EnquiryKind> = new Set(['contact', 'send-to-friend', 'free-valuation', 'testimonial', 'newsletter', 'job']);

/** Whether a form asks for the server-made captcha. */
export function needsCaptcha(kind: EnquiryKind): boolean {
  return CAPTCHA_KINDS.has(kind);
}
