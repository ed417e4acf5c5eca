import type { VisitBookingAnswer, VisitBookingView } from 'shared-kernel';
import { apiErrorKeys } from 'shared-kernel/react';

/** The booking, or the `forms` key of what went wrong. */
export type BookingAnswer = VisitBookingAnswer;

async function answerOf(request: Promise<Response>): Promise<BookingAnswer> {
  let response: Response;
  try {
    response = await request;
  } catch (error) {
    return { ok: false, messageKey: apiErrorKeys(error).key };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && body !== null) return { ok: true, booking: body as VisitBookingView };
  return { ok: false, messageKey: apiErrorKeys({ status: response.status, data: body }).key };
}

export const bookingUrl = (token: string) => `/api/visits/bookings/${encodeURIComponent(token)}`;

export function fetchBooking(token: string, signal: AbortSignal): Promise<BookingAnswer> {
  return answerOf(fetch(bookingUrl(token), { cache: 'no-store', signal }));
}

export function cancelBooking(token: string): Promise<BookingAnswer> {
  return answerOf(fetch(`${bookingUrl(token)}/cancel`, { method: 'POST' }));
}
