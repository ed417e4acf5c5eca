import type { VisitSlotKind } from 'shared-kernel';
import { apiErrorKeys } from 'shared-kernel/react';

/** A booked visit as GET /api/visits/bookings/:token answers it. */
export interface VisitBookingData {
  status: 'booked' | 'cancelled' | 'past';
  startsAt: string;
  endsAt: string;
  kind: VisitSlotKind;
  property: { id: number; title: string; place: string; path: string };
}

/** The booking, or the `forms` key of what went wrong. */
export type BookingAnswer = { ok: true; booking: VisitBookingData } | { ok: false; messageKey: string };

async function answerOf(request: Promise<Response>): Promise<BookingAnswer> {
  let response: Response;
  try {
    response = await request;
  } catch (error) {
    return { ok: false, messageKey: apiErrorKeys(error).key };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && body !== null) return { ok: true, booking: body as VisitBookingData };
  return { ok: false, messageKey: apiErrorKeys({ status: response.status, data: body }).key };
}

const bookingUrl = (token: string) => `/api/visits/bookings/${encodeURIComponent(token)}`;

export function fetchBooking(token: string, signal: AbortSignal): Promise<BookingAnswer> {
  return answerOf(fetch(bookingUrl(token), { cache: 'no-store', signal }));
}

export function cancelBooking(token: string): Promise<BookingAnswer> {
  return answerOf(fetch(`${bookingUrl(token)}/cancel`, { method: 'POST' }));
}
