import type { Language } from '../domain/language.js';
import { AGENCY_TIME_ZONE } from '../portal/days.js';

/** A viewing the agency holds: one visitor party at a time, or an open house many may join. */
export const VISIT_SLOT_KINDS = ['visit', 'open-house'] as const;
export type VisitSlotKind = (typeof VISIT_SLOT_KINDS)[number];

/** An open slot of a property as the site shows it (GET /api/properties/:id/visit-slots). */
export interface VisitSlot {
  id: string;
  /** ISO instants; shown on the agency's clock, wherever the visitor is. */
  startsAt: string;
  endsAt: string;
  kind: VisitSlotKind;
  placesLeft: number;
}

/** A booked visit as its page shows it (GET /api/visits/bookings/:token). */
export interface VisitBookingView {
  status: 'booked' | 'cancelled' | 'past';
  startsAt: string;
  endsAt: string;
  kind: VisitSlotKind;
  property: { id: number; title: string; place: string; path: string };
}

/** A booking looked up by its link's secret, or the `forms` key of what went wrong. */
export type VisitBookingAnswer = { ok: true; booking: VisitBookingView } | { ok: false; messageKey: string };

/**
 * The query parameter of a booking's page that carries its secret: where the server reads it, so
 * the page shows the booking and its cancel form without scripts.
 */
export const VISIT_BOOKING_PARAM = 'booking';

/** How many of the next open slots the detail page and the visit form offer. */
export const NEXT_VISIT_SLOTS_SHOWN = 6;

/** A visitor may book up to this long before the slot starts; later, the agency cannot plan it. */
export const VISIT_BOOKING_CLOSES_MINUTES = 60;

/** A slot holds at most this many visitors (an open house); the feed's larger numbers are refused. */
export const VISIT_SLOT_MAX_CAPACITY = 200;

const FORMATS = new Map<Language, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function formatsOf(language: Language) {
  let formats = FORMATS.get(language);
  if (formats === undefined) {
    const locale = `${language}-BE`;
    formats = {
      day: new Intl.DateTimeFormat(locale, { timeZone: AGENCY_TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
      time: new Intl.DateTimeFormat(locale, { timeZone: AGENCY_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    };
    FORMATS.set(language, formats);
  }
  return formats;
}

/**
 * When a slot is, in words and on the agency's clock ("samedi 5 décembre 2026, 10:00–10:30"): the
 * same text on the page, in the form and in the mails, so a visitor recognises the slot they chose.
 */
export function visitSlotTime(slot: Pick<VisitSlot, 'startsAt' | 'endsAt'>, language: Language): string {
  const { day, time } = formatsOf(language);
  const start = new Date(slot.startsAt);
  return `${day.format(start)}, ${time.format(start)}–${time.format(new Date(slot.endsAt))}`;
}
