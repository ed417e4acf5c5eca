import type { VisitSlotKind } from 'shared-kernel';

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
  } catch {
    return { ok: false, messageKey: 'server.network' };
  }
  const body = (await response.json().catch(() => null)) as (VisitBookingData & { message?: string }) | null;
  if (response.ok && body !== null) return { ok: true, booking: body };
  if (response.status >= 500) return { ok: false, messageKey: 'server.unavailable' };
  if (response.status === 429) return { ok: false, messageKey: 'server.tooManyAttempts' };
  const key = body?.message;
  return { ok: false, messageKey: typeof key === 'string' && /^server\.\w+$/.test(key) ? key : 'server.apiError' };
}

const bookingUrl = (token: string) => `/api/visits/bookings/${encodeURIComponent(token)}`;

export function fetchBooking(token: string, signal: AbortSignal): Promise<BookingAnswer> {
  return answerOf(fetch(bookingUrl(token), { cache: 'no-store', signal }));
}

export function cancelBooking(token: string): Promise<BookingAnswer> {
  return answerOf(fetch(`${bookingUrl(token)}/cancel`, { method: 'POST' }));
}
