import {
  contactTimeSlots,
  DEMAND_ZONES,
  evaluateCondition,
  OFFERED_PERSON_TITLES,
  PROPERTY_TYPES,
  RENTAL_STATEMENTS,
  type ConditionRule,
  type Language,
} from 'shared-kernel';
import type { EnquiryKind } from 'shared-kernel/federation';

export interface Choice {
  value: string;
  /** A key of the forms dictionary, or the text itself when `literal`. */
  label: string;
  literal?: boolean;
}

export interface ChoiceFieldSpec {
  name: string;
  control: 'radios' | 'checkboxes' | 'select';
  choices: (language: Language) => Choice[];
}

export type FieldSpec =
  | { name: string; control: 'text' | 'email' | 'tel' | 'date' | 'textarea'; autoComplete?: string; inputMode?: 'numeric'; label?: string }
  | ChoiceFieldSpec
  | { name: string; control: 'confirm'; label: string; before?: string }
  | { name: string; control: 'zones' | 'cv' | 'visitSlot'; label?: string };

const text = (name: string, autoComplete?: string): FieldSpec => ({ name, control: 'text', autoComplete });
const amount = (name: string): FieldSpec => ({ name, control: 'text', inputMode: 'numeric' });
const propertyTypeChoices = (language: Language): Choice[] =>
  PROPERTY_TYPES.map((type) => ({ value: String(type.WebID), label: type.names[language], literal: true }));

const SPECS: Record<string, FieldSpec> = {
  // The title is optional: a neutral first choice (no value), checked until another is, lets a
  // visitor say none or take back a title chosen by mistake.
  title: {
    name: 'title',
    control: 'radios',
    choices: () => [{ value: '', label: 'titles.none' }, ...OFFERED_PERSON_TITLES.map((title) => ({ value: title, label: `titles.${title}` }))],
  },
  firstName: text('firstName', 'given-name'),
  lastName: text('lastName', 'family-name'),
  email: { name: 'email', control: 'email', autoComplete: 'email' },
  phone: { name: 'phone', control: 'tel', autoComplete: 'tel' },
  // One line (street and number): `street-address` is for a multi-line field only.
  street: text('street', 'address-line1'),
  zip: { name: 'zip', control: 'text', autoComplete: 'postal-code', inputMode: 'numeric' },
  city: text('city', 'address-level2'),
  remark: { name: 'remark', control: 'textarea' },
  friendEmail: { name: 'friendEmail', control: 'email', autoComplete: 'off' },
  visitSlotId: { name: 'visitSlotId', control: 'visitSlot', label: 'visitSlots.legend' },
  contactTimeSlots: {
    name: 'contactTimeSlots',
    control: 'checkboxes',
    // Spec §9: the Dutch afternoon slot starts at 13:00.
    choices: (language) => contactTimeSlots(language).map((slot) => ({ value: slot.id, label: `${slot.from}–${slot.to}`, literal: true })),
  },
  goal: { name: 'goal', control: 'radios', choices: () => ['buy', 'rent'].map((goal) => ({ value: goal, label: `goals.${goal}` })) },
  propertyTypes: { name: 'propertyTypes', control: 'checkboxes', choices: propertyTypeChoices },
  propertyType: { name: 'propertyType', control: 'select', choices: propertyTypeChoices },
  zones: { name: 'zones', control: 'zones' },
  budgetMin: amount('budgetMin'),
  budgetMax: amount('budgetMax'),
  bedrooms: amount('bedrooms'),
  valuationStreet: text('valuationStreet'),
  valuationZip: { name: 'valuationZip', control: 'text', inputMode: 'numeric' },
  valuationCity: text('valuationCity'),
  amount: amount('amount'),
  conditions: { name: 'conditions', control: 'textarea' },
  advanceAccepted: { name: 'advanceAccepted', control: 'confirm', label: 'fields.advanceAccepted', before: 'offer.advance' },
  startDate: { name: 'startDate', control: 'date' },
  endDate: { name: 'endDate', control: 'date' },
  testimonial: { name: 'testimonial', control: 'textarea' },
  cv: { name: 'cv', control: 'cv' },
  ...Object.fromEntries(
    RENTAL_STATEMENTS.map((statement) => [statement, { name: statement, control: 'confirm', label: `statements.${statement}` } satisfies FieldSpec]),
  ),
};

const PERSON = ['title', 'firstName', 'lastName', 'email', 'phone'];
const ADDRESS = ['street', 'zip', 'city'];

/** The fields of each form in the order shown; the captcha and honeypot are added by the form. */
const FORM_FIELDS: Record<EnquiryKind, string[]> = {
  contact: [...PERSON, 'remark'],
  visit: ['visitSlotId', ...PERSON, 'contactTimeSlots', 'remark'],
  documents: PERSON,
  'send-to-friend': ['firstName', 'lastName', 'email', 'friendEmail', 'remark'],
  'demand-register': [...PERSON, 'goal', 'propertyTypes', 'zones', 'budgetMin', 'budgetMax', 'bedrooms', 'remark'],
  'free-valuation': [...PERSON, 'valuationStreet', 'valuationZip', 'valuationCity', 'propertyType', 'remark'],
  'purchase-offer': [...PERSON, ...ADDRESS, 'amount', 'conditions', 'advanceAccepted'],
  'rental-application': [...PERSON, ...ADDRESS, 'startDate', 'endDate', 'remark', ...RENTAL_STATEMENTS],
  testimonial: ['firstName', 'lastName', 'email', 'testimonial'],
  newsletter: ['firstName', 'email'],
  construction: [...PERSON, 'remark'],
  job: [...PERSON, 'remark', 'cv'],
};

/**
 * Display conditions in the back office's expression form (spec §5): the budget and bedroom fields
 * of the demand register appear once the visitor has said whether they buy or rent.
 */
const CONDITIONS: Partial<Record<EnquiryKind, Record<string, ConditionRule>>> = {
  // A visit booked in one of the agency's slots needs no call back to agree on a time.
  visit: { contactTimeSlots: { field: 'visitSlotId', logic: 'isEmpty' } },
  'demand-register': {
    budgetMin: { field: 'goal', logic: 'isNotEmpty' },
    budgetMax: { field: 'goal', logic: 'isNotEmpty' },
    bedrooms: { field: 'goal', logic: 'isNotEmpty' },
  },
};

export function fieldSpecs(kind: EnquiryKind): FieldSpec[] {
  return FORM_FIELDS[kind].map((name) => {
    const spec = SPECS[name];
    if (spec === undefined) throw new Error(`No field spec for ${name}`);
    // The job form's message is the motivation.
    return kind === 'job' && name === 'remark' ? { name, control: 'textarea', label: 'fields.motivation' } : spec;
  });
}

export function displayCondition(kind: EnquiryKind, field: string): ConditionRule | undefined {
  return CONDITIONS[kind]?.[field];
}

/** The fields shown for these values: a field whose display condition fails is neither validated nor sent. */
export function shownValues(kind: EnquiryKind, values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).filter(([field]) => {
      const rule = displayCondition(kind, field);
      return rule === undefined || evaluateCondition(rule, values);
    }),
  );
}

export { DEMAND_ZONES };
