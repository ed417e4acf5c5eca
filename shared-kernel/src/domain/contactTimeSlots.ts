import type { Language } from './language.js';

export const CONTACT_TIME_SLOT_IDS = ['morning', 'afternoon', 'evening'] as const;

export type ContactTimeSlotId = (typeof CONTACT_TIME_SLOT_IDS)[number];

export interface ContactTimeSlot {
  id: ContactTimeSlotId;
  from: string;
  to: string;
}

/**
 * Spec §9: when a visitor may be called back. The Dutch afternoon slot starts at 13:00, right after
 * the morning one; in the other languages the hour between is a lunch break.
 */
export function contactTimeSlots(lang: Language): ContactTimeSlot[] {
  return [
    { id: 'morning', from: '10:00', to: '13:00' },
    { id: 'afternoon', from: lang === 'nl' ? '13:00' : '14:00', to: '16:00' },
    { id: 'evening', from: '16:00', to: '19:00' },
  ];
}
