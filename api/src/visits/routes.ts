import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { localizePath, LANGUAGES, VISIT_SLOT_KINDS, visitSlotTime, type Language, type VisitBookingAnswer, type VisitBookingView } from 'shared-kernel';
import { z } from 'zod';
import type { Database, Queryable } from '../db/database.js';
import { idParamsSchema } from '../catalogue/schemas.js';
import { readProperty } from '../forms/enquiries.js';
import { formsErrorBody, formsText } from '../forms/texts.js';
import { errorBodySchema } from '../http/errors.js';
import { composeMail } from '../mail/compose.js';
import { enqueueMail } from '../mail/outbox.js';
import { readSiteSettings } from '../site/settings.js';
import { visitBookingPath } from './bookingLink.js';
import { visitCalendar } from './calendar.js';
import { bookingByToken, cancelBooking, nextOpenSlots, type Booking } from './slots.js';

export const visitSlotSchema = z.object({
  id: z.uuid(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  kind: z.enum(VISIT_SLOT_KINDS),
  placesLeft: z.int().positive(),
});

const tokenParams = z.object({ token: z.string().min(20).max(100) });
const bookingSchema = z.object({
  status: z.enum(['booked', 'cancelled', 'past']),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  kind: z.enum(VISIT_SLOT_KINDS),
  property: z.object({ id: z.int(), title: z.string(), place: z.string(), path: z.string() }),
});

export interface VisitRoutesOptions {
  db: Database;
  /** The agency's address (AGENCY_EMAIL, else the site settings'): it organises the visits. */
  agencyEmail: string | undefined;
  originOf: (request: FastifyRequest) => string;
  limited: { rateLimit: { max: number; timeWindow: number } };
}

const TAGS = ['visits'];

/** The agency's language: the site's default, French when that is none the site speaks. */
function agencyLanguageOf(defaultLanguage: string): Language {
  return (LANGUAGES as readonly string[]).includes(defaultLanguage) ? (defaultLanguage as Language) : 'fr';
}

/** A booking as its page shows it: when, what kind, and the property's title, place and page. */
export async function describeBooking(db: Queryable, booking: Booking, origin: string): Promise<VisitBookingView> {
  const property = await readProperty(db, booking.propertyId, booking.language, origin);
  return {
    status: booking.status,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    kind: booking.kind,
    property: {
      id: booking.propertyId,
      title: property?.title ?? '',
      place: property?.place ?? '',
      path: property === undefined ? localizePath('/', booking.language) : new URL(property.link).pathname,
    },
  };
}

/** The booking a link's secret names, as the booking's page reads it, or why there is none. */
export async function bookingAnswer(db: Queryable, token: string, origin: string): Promise<VisitBookingAnswer> {
  const booking = tokenParams.safeParse({ token }).success ? await bookingByToken(db, token) : undefined;
  if (booking === undefined) return { ok: false, messageKey: 'server.bookingUnknown' };
  return { ok: true, booking: await describeBooking(db, booking, origin) };
}

/**
 * The agency's visit slots: the next free ones of a property, and a booking reached from its
 * confirmation mail, which the visitor may cancel. Booking itself is the visit form's post.
 */
export function visitRoutes(app: FastifyInstance, options: VisitRoutesOptions): void {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/properties/:id/visit-slots',
    {
      schema: {
        tags: TAGS,
        summary: 'The next visit slots and open houses of a property that still have places, soonest first',
        params: idParamsSchema,
        response: { 200: z.object({ slots: z.array(visitSlotSchema) }) },
      },
    },
    async (request, reply) => {
      // Places change with every booking: a cache may keep the answer but must ask again.
      void reply.header('cache-control', 'no-cache');
      return { slots: await nextOpenSlots(db, request.params.id) };
    },
  );

  const describe = (booking: Booking, origin: string) => describeBooking(db, booking, origin);
  // A booking's page posts its cancel button as a form when scripts do not run: the answer is that
  // page again, which then says the visit is cancelled (or why it cannot be).
  const formPosted = (request: FastifyRequest) => String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
  const backToPage = async (reply: FastifyReply, token: string, language?: Language) =>
    reply.redirect(visitBookingPath(language ?? agencyLanguageOf((await readSiteSettings(db)).defaultLanguage), token), 303);

  api.get(
    '/api/visits/bookings/:token',
    {
      config: options.limited,
      schema: {
        tags: TAGS,
        summary: 'A booked visit, named by the secret of its confirmation mail’s link',
        params: tokenParams,
        response: { 200: bookingSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      const booking = await bookingByToken(db, request.params.token);
      if (booking === undefined) return reply.code(404).send(formsErrorBody('link_invalid', 'server.bookingUnknown'));
      return describe(booking, options.originOf(request));
    },
  );

  api.post(
    '/api/visits/bookings/:token/cancel',
    {
      config: options.limited,
      schema: {
        tags: TAGS,
        summary: 'Cancels a booked visit: frees its place and mails the visitor the calendar’s CANCEL',
        description:
          'Cancelling again answers the cancelled booking; 409 once the visit has begun. Posted as a form ' +
          '(`application/x-www-form-urlencoded`, the booking page without scripts), it answers 303 to the booking’s page, which says the outcome.',
        params: tokenParams,
        response: { 200: bookingSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      const { token } = request.params;
      const origin = options.originOf(request);
      const settings = await readSiteSettings(db);
      const agencyLanguage = agencyLanguageOf(settings.defaultLanguage);
      const agencyEmail = options.agencyEmail ?? settings.agency.email;
      const cancelled = await db.transaction(async (tx) => {
        const booking = await cancelBooking(tx, token);
        if (booking === undefined) return undefined;
        const property = await readProperty(tx, booking.propertyId, booking.language, origin);
        const t = await formsText(booking.language);
        const time = visitSlotTime(booking, booking.language);
        const place = property?.place ?? '';
        await enqueueMail(tx, {
          to: booking.email,
          subject: t('mail.visitCancelledSubject', { time }),
          ...composeMail(booking.language, [
            { paragraph: t('mail.greeting', { name: booking.name }) },
            { paragraph: t('mail.visitCancelledBody', { time, place }) },
            ...(property === undefined ? [] : [{ link: property.link, label: t('mail.propertyLink') }]),
            { paragraph: t('mail.signature', { agency: settings.agency.name }) },
          ]),
          language: booking.language,
          kind: 'visit-cancelled',
          calendar: visitCalendar({
            bookingId: booking.id,
            sequence: booking.sequence,
            method: 'CANCEL',
            startsAt: booking.startsAt,
            endsAt: booking.endsAt,
            summary: t('mail.visitSummary', { property: property?.title ?? '', agency: settings.agency.name }),
            description: t('mail.visitCancelledSubject', { time }),
            location: place,
            url: property?.link ?? origin,
            organizer: { name: settings.agency.name, email: agencyEmail },
            attendee: { name: booking.name, email: booking.email },
          }),
        });
        const agencyText = await formsText(agencyLanguage);
        await enqueueMail(tx, {
          to: agencyEmail,
          subject: agencyText('mail.visitCancelledNotification', { name: booking.name, time: visitSlotTime(booking, agencyLanguage) }),
          ...composeMail(agencyLanguage, [
            { rows: [[agencyText('fields.email'), booking.email], [agencyText('mail.property'), `${booking.propertyId} ${property?.title ?? ''}`]] },
            ...(property === undefined ? [] : [{ link: property.link, label: agencyText('mail.propertyLink') }]),
          ]),
          language: agencyLanguage,
          kind: 'visit-cancelled-notification',
          replyTo: booking.email,
        });
        return booking;
      });
      if (cancelled !== undefined) {
        app.mail.wake();
        if (formPosted(request)) return backToPage(reply, token, cancelled.language);
        return describe(cancelled, origin);
      }
      const booking = await bookingByToken(db, token);
      if (formPosted(request)) return backToPage(reply, token, booking?.language);
      if (booking === undefined) return reply.code(404).send(formsErrorBody('link_invalid', 'server.bookingUnknown'));
      if (booking.status === 'past') return reply.code(409).send(formsErrorBody('visit_past', 'server.visitPast'));
      return describe(booking, origin);
    },
  );
}
