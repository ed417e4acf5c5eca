import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';
import { AGENCY_TIME_ZONE } from 'shared-kernel';
import type { MailCalendar } from '../mail/worker.js';

export interface VisitInvitation {
  /** The booking's id: the UID every later version of the invitation repeats. */
  bookingId: string;
  /** RFC 5545 SEQUENCE: 0 for the invitation, one more for each change (a cancellation). */
  sequence: number;
  method: MailCalendar['method'];
  startsAt: string;
  endsAt: string;
  summary: string;
  description: string;
  location: string;
  /** The property's page. */
  url: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

/**
 * The visit as an iCalendar object (RFC 5545, sent by mail as RFC 6047 asks): its times on the
 * agency's clock with the Europe/Brussels VTIMEZONE, so every calendar shows the visit at the hour
 * the agency set, in whatever zone the visitor's phone is.
 */
export function visitCalendar(invitation: VisitInvitation): MailCalendar {
  const method = invitation.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  // The zone names only the events: the calendar's own stamps stay in UTC, as RFC 5545 wants DTSTAMP.
  const calendar = ical({ prodId: { company: 'agency-site', product: 'visits', language: 'EN' }, method, timezone: { name: null, generator: getVtimezoneComponent } });
  const zoned = (instant: string) => DateTime.fromISO(instant, { zone: AGENCY_TIME_ZONE });
  calendar.createEvent({
    id: `${invitation.bookingId}@${domainOf(invitation.organizer.email)}`,
    sequence: invitation.sequence,
    stamp: DateTime.utc(),
    start: zoned(invitation.startsAt),
    end: zoned(invitation.endsAt),
    timezone: AGENCY_TIME_ZONE,
    summary: invitation.summary,
    description: invitation.description,
    location: invitation.location,
    url: invitation.url,
    organizer: { name: invitation.organizer.name, email: invitation.organizer.email },
    attendees: [{ name: invitation.attendee.name, email: invitation.attendee.email, rsvp: false }],
    status: invitation.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return { method: invitation.method, content: calendar.toString() };
}

function domainOf(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1) || 'localhost';
}
