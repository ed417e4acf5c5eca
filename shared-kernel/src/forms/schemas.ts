import { z } from '../zodSetup.js';
import { PERSON_TITLES } from '../domain/formFields.js';
import { CONTACT_TIME_SLOT_IDS } from '../domain/contactTimeSlots.js';
import { PROPERTY_TYPES } from '../domain/propertyType.js';
import type { EnquiryKind } from '../federation/contracts.js';
import { checkPhone } from './phone.js';
import { DEMAND_ZONES, FORM_ERROR_FIELD, RENTAL_STATEMENTS } from './enquiryFields.js';

// Every message is a key of the `forms` dictionary: the browser shows it through i18next, the api
// answers it as is, so the two never disagree about a rule or its wording.

const NAME_MAX = 100;
const TEXT_MAX = 4000;

/** Text the visitor must fill in; `message` is said when it is missing or blank. */
function required(message: string, max = NAME_MAX) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: 'errors.tooLong' });
}

function optionalText(max = TEXT_MAX) {
  return z.string().trim().max(max, { error: 'errors.tooLong' }).optional();
}

// Deliberately plain: one @, something on each side, a dot in the domain, no spaces or brackets
// (which also keeps mail headers safe).
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

function email(missing: string) {
  return required(missing, 254).regex(EMAIL, { error: 'errors.emailInvalid' });
}

const ZIP = /^\d{4}$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A whole number of euros (or rooms) typed as text: digits, optional spaces or dots as separators. */
function wholeNumber(message: string) {
  return z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,3}([ .]?\d{3})*$|^\d{1,9}$/, { error: message })
    .transform((value) => Number(value.replace(/[ .]/g, '')));
}

const person = {
  // Optional: the neutral choice posts nothing (an empty value), which is no title at all.
  title: z.preprocess((chosen) => (chosen === '' ? undefined : chosen), z.enum(PERSON_TITLES, { error: 'errors.title' }).optional()),
  firstName: required('errors.firstName'),
  lastName: required('errors.lastName'),
  email: email('errors.email'),
  phone: required('errors.phone', 30).transform((typed, context) => {
    const checked = checkPhone(typed);
    if (checked.ok) return checked.e164;
    context.issues.push({ code: 'custom', message: checked.error, input: typed });
    return z.NEVER;
  }),
};

const address = {
  street: required('errors.street', 200),
  zip: required('errors.zip', 10).regex(ZIP, { error: 'errors.zipInvalid' }),
  city: required('errors.city'),
};

/** Server-made captcha: which challenge, and what the visitor typed (or answered to the question). */
const captcha = {
  captchaId: z.string({ error: 'errors.captcha' }).min(1, { error: 'errors.captcha' }),
  captchaAnswer: required('errors.captcha', 20),
};

const propertyTypeIds = PROPERTY_TYPES.map((type) => String(type.WebID)) as [string, ...string[]];

function confirmed(message: string) {
  return z.literal(true, { error: message });
}

const contact = z.object({ ...person, remark: required('errors.remark', TEXT_MAX), ...captcha });

/**
 * A visit is booked in one of the agency's slots, or asked for with the times the agency may call
 * back to agree on one: one of the two is needed. "None of these times" sends no slot.
 */
const visit = z
  .object({
    ...person,
    visitSlotId: z.preprocess((chosen) => (chosen === '' ? undefined : chosen), z.uuid({ error: 'errors.visitSlot' }).optional()),
    contactTimeSlots: z.array(z.enum(CONTACT_TIME_SLOT_IDS), { error: 'errors.timeSlots' }).optional(),
    remark: optionalText(),
  })
  .refine((values) => values.visitSlotId !== undefined || (values.contactTimeSlots?.length ?? 0) > 0, {
    error: 'errors.timeSlots',
    path: ['contactTimeSlots'],
    // Said with the other missing fields of an empty form, not only once they are filled in.
    when: (payload) => {
      const values = payload.value as { visitSlotId?: unknown; contactTimeSlots?: unknown };
      return (values.visitSlotId === undefined || values.visitSlotId === '') && !payload.issues.some((issue) => issue.path?.[0] === 'contactTimeSlots');
    },
  });

const documents = z.object({ ...person });

const sendToFriend = z.object({
  firstName: required('errors.firstName'),
  lastName: required('errors.lastName'),
  email: email('errors.email'),
  friendEmail: email('errors.friendEmail'),
  remark: optionalText(),
  ...captcha,
});

const demandRegister = z
  .object({
    ...person,
    goal: z.enum(['buy', 'rent'], { error: 'errors.goal' }),
    propertyTypes: z.array(z.enum(propertyTypeIds), { error: 'errors.propertyTypes' }).min(1, { error: 'errors.propertyTypes' }),
    zones: z
      .array(z.union([z.enum(DEMAND_ZONES), z.string().regex(ZIP)]), { error: 'errors.zones' })
      .min(1, { error: 'errors.zones' })
      .max(300),
    budgetMin: wholeNumber('errors.amountInvalid').optional(),
    budgetMax: wholeNumber('errors.amountInvalid').optional(),
    bedrooms: wholeNumber('errors.bedroomsInvalid').optional(),
    remark: optionalText(),
  })
  .refine((values) => values.budgetMin === undefined || values.budgetMax === undefined || values.budgetMin <= values.budgetMax, {
    error: 'errors.budgetRange',
    path: ['budgetMax'],
  });

const freeValuation = z.object({
  ...person,
  // One message per field, so the error summary says which part of the address is missing.
  valuationStreet: required('errors.valuationAddress', 200),
  valuationZip: required('errors.valuationZip', 10).regex(ZIP, { error: 'errors.zipInvalid' }),
  valuationCity: required('errors.city'),
  propertyType: z.enum(propertyTypeIds, { error: 'errors.propertyType' }),
  remark: optionalText(),
  ...captcha,
});

const purchaseOffer = z.object({
  ...person,
  ...address,
  amount: wholeNumber('errors.amount'),
  conditions: optionalText(),
  advanceAccepted: confirmed('errors.advance'),
});

const rentalApplication = z
  .object({
    ...person,
    ...address,
    startDate: z
      .string({ error: 'errors.startDate' })
      .refine(isRealDate, { error: 'errors.startDate' }),
    endDate: z
      .string()
      .refine(isRealDate, { error: 'errors.endDate' })
      .optional(),
    remark: optionalText(),
    ...Object.fromEntries(RENTAL_STATEMENTS.map((statement) => [statement, confirmed(`errors.statements.${statement}`)])) as Record<
      (typeof RENTAL_STATEMENTS)[number],
      ReturnType<typeof confirmed>
    >,
  })
  .refine((values) => values.endDate === undefined || values.endDate > values.startDate, {
    error: 'errors.endDate',
    path: ['endDate'],
  });

const testimonial = z.object({
  firstName: required('errors.firstName'),
  lastName: required('errors.lastName'),
  email: email('errors.email'),
  testimonial: required('errors.testimonial', TEXT_MAX),
  ...captcha,
});

const newsletter = z.object({
  firstName: optionalText(NAME_MAX),
  email: email('errors.email'),
  ...captcha,
});

const construction = z.object({ ...person, remark: optionalText() });

const job = z.object({
  ...person,
  remark: required('errors.motivation', TEXT_MAX),
  /** The id `POST /api/forms/uploads` answered for the CV. */
  cv: z.uuid({ error: 'errors.cv' }),
  ...captcha,
});

export const ENQUIRY_SCHEMAS = {
  contact,
  visit,
  documents,
  'send-to-friend': sendToFriend,
  'demand-register': demandRegister,
  'free-valuation': freeValuation,
  'purchase-offer': purchaseOffer,
  'rental-application': rentalApplication,
  testimonial,
  newsletter,
  construction,
  job,
} satisfies Record<EnquiryKind, z.ZodType>;

export type EnquiryValues<K extends EnquiryKind> = z.output<(typeof ENQUIRY_SCHEMAS)[K]>;

/** The form's fields, in the schema's order. */
export function fieldsOf(kind: EnquiryKind): Record<string, z.ZodType> {
  const schema: z.ZodType = ENQUIRY_SCHEMAS[kind];
  return schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
}

/** Field → message key of the first problem with it; empty when the values are valid. */
export type FieldErrors = Record<string, string>;

/**
 * Checks `values` against the form's schema. Final-form drops emptied inputs (undefined) and the api
 * receives JSON, so both validate exactly what the visitor sees.
 */
export function validateEnquiry(
  kind: EnquiryKind,
  values: unknown,
): { ok: true; values: Record<string, unknown> } | { ok: false; errors: FieldErrors } {
  const result = ENQUIRY_SCHEMAS[kind].safeParse(values);
  if (result.success) return { ok: true, values: result.data as Record<string, unknown> };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field !== '' && !(field in errors)) errors[field] = issue.message;
  }
  if (Object.keys(errors).length === 0) errors[FORM_ERROR_FIELD] = 'errors.invalid';
  return { ok: false, errors };
}

/** The e-mail field of every form, for schemas that live beside the forms' (the saved searches'). */
export { email as emailField };
