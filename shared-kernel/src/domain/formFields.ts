import type { ContactTimeSlotId } from './contactTimeSlots.js';

export const PERSON_TITLES = ['Mr', 'Ms', 'Miss'] as const;

export type PersonTitle = (typeof PERSON_TITLES)[number];

/** Spec §3: the fields the enquiry forms draw from; each form picks its own (`Pick<FormFields, …>`). */
export interface FormFields {
  firstName: string;
  lastName: string;
  title: PersonTitle;
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
