import type { ContactTimeSlotId } from './contactTimeSlots.js';

/**
 * Spec §3's titles. "Miss" stays a value the api reads (a page opened before it was dropped may
 * still send it), but no form offers it: the forms offer OFFERED_PERSON_TITLES or none at all.
 */
export const PERSON_TITLES = ['Mr', 'Ms', 'Miss'] as const;

export type PersonTitle = (typeof PERSON_TITLES)[number];

/** The titles a form offers, beside a neutral "prefer not to say": the title is optional. */
export const OFFERED_PERSON_TITLES = ['Mr', 'Ms'] as const satisfies readonly PersonTitle[];

/** Spec §3: the fields the enquiry forms draw from; each form picks its own (`Pick<FormFields, …>`). */
export interface FormFields {
  firstName: string;
  lastName: string;
  title?: PersonTitle;
  street: string;
  city: string;
  zip: string;
  email: string;
  phone: string;
  remark: string;
  password: string;
  contactTimeSlots: ContactTimeSlotId[];
  budget: number;
  region: string;
  /** ISO dates (YYYY-MM-DD). */
  startDate: string;
  endDate: string;
}
