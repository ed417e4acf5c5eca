import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { FormsFirstView } from 'shared-kernel';
import ICAL from 'ical.js';
import { demoAgency } from 'demo-agency';
import { seedCatalogue } from '../catalogue/seed.js';
import { seedContent } from '../content/seed.js';
import { formsTestApp, MemoryTransport } from '../forms/testApp.js';
import type { OutgoingMail } from '../mail/worker.js';
import { testConfig } from '../test/config.js';
import { describeEachDatabase } from '../test/databases.js';
import { waitFor } from '../test/waitFor.js';
import { writeFeedSlots } from './slots.js';

const person = { title: 'Ms', firstName: 'Anne', lastName: 'Peeters', phone: '02 512 34 56' };
const HOUR = 3_600_000;

/** A slot starting `hours` from now, on the half hour, as the feed sends it. */
function feedSlot(hours: number, capacity = 1, kind: 'visit' | 'open-house' = 'visit') {
  const start = new Date(Math.floor((Date.now() + hours * HOUR) / (HOUR / 2)) * (HOUR / 2));
  return { Start: start.toISOString(), End: new Date(start.getTime() + HOUR / 2).toISOString(), Capacity: capacity, Kind: kind };
}

/** The calendar of a mail, read by ical.js (Mozilla's RFC 5545 parser), its zone registered from the mail itself. */
function parseCalendar(mail: OutgoingMail) {
  if (mail.calendar === undefined) throw new Error(`the mail "${mail.subject}" has no calendar`);
  const calendar = new ICAL.Component(ICAL.parse(mail.calendar.content));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone === null) throw new Error('no VTIMEZONE');
  ICAL.TimezoneService.register(zone);
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
  return { calendar, zone, event, vevent: calendar.getFirstSubcomponent('vevent')! };
}

describeEachDatabase('visit slots', (database) => {
  let app: FastifyInstance;
  let dataDir: string;
  let propertyId: number;
  let ip = 0;
  const transport = new MemoryTransport();
  /** What each page rendered for one visitor was given: the api's part; the booking's own render is mf-forms' to test. */
  const rendered: { url: string; forms: FormsFirstView }[] = [];
  const nextIp = () => `10.1.${Math.floor(++ip / 250)}.${ip % 250}`;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'visits-test-'));
    app = await formsTestApp(testConfig({ DATA_DIR: dataDir, AGENCY_EMAIL: 'agency@example.be', PUBLIC_ORIGIN: 'https://agency.example' }), database.db, {
      postedPage: async (request, forms) => {
        rendered.push({ url: request.url, forms });
        return '<!doctype html><title>page</title>';
      },
      mailTransport: transport,
      rateLimit: { max: 100, timeWindowMs: 60_000 },
      retry: { firstDelayMs: 10, maxDelayMs: 40, leaseMs: 60_000 },
    });
    await seedCatalogue(database.db, demoAgency.seed, { seed: 7, properties: 10 });
    await seedContent(database.db, demoAgency.seed, { seed: 7 });
    const [row] = await database.db.query<{ id: number }>(`select id from properties where project_id is null and marquee < 3 order by id limit 1`);
    propertyId = row!.id;
  });

  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const slotsOf = async (id: number) =>
    (await app.inject({ method: 'GET', url: `/api/properties/${id}/visit-slots` })).json<{ slots: { id: string; startsAt: string; endsAt: string; placesLeft: number; kind: string }[] }>().slots;

  const book = (slotId: string, email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/forms/visit',
      remoteAddress: nextIp(),
      payload: { language: 'fr', propertyId, values: { ...person, email, visitSlotId: slotId } },
    });

  const mailsTo = (address: string) => transport.sent.filter((mail) => mail.to === address);

  it('gives the demo agency slots from tomorrow on, only to properties still on the market', async () => {
    const [rows] = await database.db.query<{ future: number; past: number; taken: number }>(
      `select count(*) filter (where starts_at > now())::integer as future, count(*) filter (where starts_at <= now())::integer as past,
              count(*) filter (where p.marquee >= 3)::integer as taken
         from visit_slots s join properties p on p.id = s.property_id`,
    );
    expect(rows).toMatchObject({ past: 0, taken: 0 });
    expect(rows!.future).toBeGreaterThan(0);
  });

  it('answers the next open slots soonest first, leaving out the full, the past and those about to start', async () => {
    await writeFeedSlots(database.db, [{ ID: propertyId, VisitSlots: [feedSlot(72), feedSlot(26, 12, 'open-house'), feedSlot(0.5), feedSlot(50)] }]);
    await database.db.query(`update visit_slots set booked = capacity where property_id = $1 and starts_at = $2`, [propertyId, feedSlot(50).Start]);
    const slots = await slotsOf(propertyId);
    expect(slots.map((slot) => [slot.startsAt, slot.kind, slot.placesLeft])).toEqual([
      [feedSlot(26).Start, 'open-house', 12],
      [feedSlot(72).Start, 'visit', 1],
    ]);
  });

  it('books a slot and mails an RFC 5545 invitation in Europe/Brussels, with the cancel link, that a calendar parser reads', async () => {
    await writeFeedSlots(database.db, [{ ID: propertyId, VisitSlots: [feedSlot(30)] }]);
    const [slot] = await slotsOf(propertyId);
    const response = await book(slot!.id, 'anne.booking@example.be');
    expect(response.statusCode).toBe(201);
    await waitFor(() => mailsTo('anne.booking@example.be').length === 1 && mailsTo('agency@example.be').some((mail) => mail.text.includes('anne.booking@example.be')));
    const [mail] = mailsTo('anne.booking@example.be');
    expect(mail!.calendar?.method).toBe('REQUEST');
    const { calendar, zone, event, vevent } = parseCalendar(mail!);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(zone.getFirstPropertyValue('tzid')).toBe('Europe/Brussels');
    expect(event.startDate.zone?.tzid).toBe('Europe/Brussels');
    expect(event.startDate.toJSDate().toISOString()).toBe(slot!.startsAt);
    expect(event.endDate.toJSDate().toISOString()).toBe(slot!.endsAt);
    expect(event.uid).toMatch(/^[0-9a-f-]{36}@example\.be$/);
    expect(event.location).toMatch(/\d{4} /);
    expect(vevent.getFirstPropertyValue('dtstamp')?.toString()).toMatch(/Z$/);
    expect(String(vevent.getFirstPropertyValue('organizer'))).toBe('mailto:agency@example.be');
    expect(String(vevent.getFirstPropertyValue('attendee')).toLowerCase()).toBe('mailto:anne.booking@example.be');
    const cancelLink = /https:\/\/agency\.example\/fr\/merci\/rendez-vous\/\?booking=([\w-]+)/.exec(event.description);
    expect(cancelLink).not.toBeNull();
    expect(mail!.text).toContain(cancelLink![0]);
    // The form's thank-you page is the booking's page: it shows when and where, and how to cancel.
    expect(response.json<{ thankYouPath: string }>().thankYouPath).toBe(new URL(cancelLink![0]).pathname + new URL(cancelLink![0]).search);
    expect(mail!.replyTo).toBe('agency@example.be');
    expect(mail!.from).toEqual({ name: 'Lambermont Immobilier', address: 'noreply@localhost' });
    expect(mail!.subject).toContain(new Intl.DateTimeFormat('fr-BE', { timeZone: 'Europe/Brussels', day: 'numeric', month: 'long' }).format(new Date(slot!.startsAt)));
    expect(await slotsOf(propertyId)).toEqual([]);
  });

  it('never books a slot beyond its capacity, even when many post at once, and offers the next free ones', async () => {
    await writeFeedSlots(database.db, [{ ID: propertyId, VisitSlots: [feedSlot(40, 3, 'open-house'), feedSlot(44), feedSlot(46)] }]);
    const [openHouse] = await slotsOf(propertyId);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => book(openHouse!.id, `crowd${index}@example.be`)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused).toHaveLength(9);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ error: 'slot_full', key: 'server.slotFull', fields: { visitSlotId: 'server.slotFull' } });
      expect(answer.json<{ nextSlots: { startsAt: string }[] }>().nextSlots.map((slot) => slot.startsAt)).toEqual([feedSlot(44).Start, feedSlot(46).Start]);
    }
    const [row] = await database.db.query<{ booked: number; bookings: number; enquiries: number }>(
      `select s.booked, (select count(*)::integer from visit_bookings b where b.slot_id = s.id) as bookings,
              (select count(*)::integer from enquiries e where e.email like 'crowd%') as enquiries
         from visit_slots s where s.id = $1`,
      [openHouse!.id],
    );
    expect(row).toEqual({ booked: 3, bookings: 3, enquiries: 3 });
  });

  it('takes one place per visitor: the same address booking the slot again, even at once, is told it already has it', async () => {
    await writeFeedSlots(database.db, [{ ID: propertyId, VisitSlots: [feedSlot(100, 10, 'open-house')] }]);
    const [openHouse] = await slotsOf(propertyId);
    const answers = await Promise.all([book(openHouse!.id, 'twice@example.be'), book(openHouse!.id, 'TWICE@example.be')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({
      error: 'visit_already_booked',
      fields: { visitSlotId: 'server.visitAlreadyBooked' },
    });
    const [row] = await database.db.query<{ booked: number }>('select booked from visit_slots where id = $1', [openHouse!.id]);
    expect(row!.booked).toBe(1);
  });

  it('offers and books no slot of a property sold meanwhile', async () => {
    const [sold] = await database.db.query<{ id: number }>(
      `select id from properties where project_id is null and marquee < 3 and id <> $1 order by id limit 1`,
      [propertyId],
    );
    await writeFeedSlots(database.db, [{ ID: sold!.id, VisitSlots: [feedSlot(30)] }]);
    const [slot] = await slotsOf(sold!.id);
    await database.db.query('update properties set marquee = 3 where id = $1', [sold!.id]);
    expect(await slotsOf(sold!.id)).toEqual([]);
    const answer = await app.inject({
      method: 'POST',
      url: '/api/forms/visit',
      remoteAddress: nextIp(),
      payload: { language: 'fr', propertyId: sold!.id, values: { ...person, email: 'late@example.be', visitSlotId: slot!.id } },
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ error: 'slot_full', nextSlots: [] });
  });

  it('answers 400, never 500, for ids beyond what the database holds', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/properties/99999999999/visit-slots' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/properties/1e3/visit-slots' })).statusCode).toBe(400);
    const post = await app.inject({
      method: 'POST',
      url: '/api/forms/visit',
      remoteAddress: nextIp(),
      payload: { language: 'fr', propertyId: 99_999_999_999, values: { ...person, email: 'big@example.be', contactTimeSlots: ['morning'] } },
    });
    expect(post.statusCode).toBe(400);
  });

  it('refuses a slot of another property as full, and never reads the id as anything but a uuid', async () => {
    const [other] = await database.db.query<{ id: string }>(`select id from visit_slots where property_id <> $1 and starts_at > now() limit 1`, [propertyId]);
    expect((await book(other!.id, 'mix@example.be')).statusCode).toBe(409);
    const forged = await book("x' or '1'='1", 'mix@example.be');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ fields: { visitSlotId: 'errors.visitSlot' } });
  });

  it('cancels through the link: the place is free again, the visitor gets the CANCEL of the same event, and the link cancels only once', async () => {
    await writeFeedSlots(database.db, [{ ID: propertyId, VisitSlots: [feedSlot(60)] }]);
    const slot = (await slotsOf(propertyId)).find((free) => free.startsAt === feedSlot(60).Start);
    expect((await book(slot!.id, 'bob.cancel@example.be')).statusCode).toBe(201);
    await waitFor(() => mailsTo('bob.cancel@example.be').length === 1);
    const invitation = parseCalendar(mailsTo('bob.cancel@example.be')[0]!).event;
    const token = /\?booking=([\w-]+)/.exec(invitation.description)![1]!;

    // Opening the link (as a mail scanner does) only shows the booking.
    const shown = await app.inject({ method: 'GET', url: `/api/visits/bookings/${token}` });
    expect(shown.json()).toMatchObject({ status: 'booked', startsAt: slot!.startsAt, property: { id: propertyId } });
    expect(shown.json<{ property: { path: string } }>().property.path).toMatch(/^\/fr\//);
    expect((await slotsOf(propertyId)).map((free) => free.id)).not.toContain(slot!.id);

    const cancelled = await app.inject({ method: 'POST', url: `/api/visits/bookings/${token}/cancel`, remoteAddress: nextIp() });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect((await slotsOf(propertyId)).map((free) => free.id)).toContain(slot!.id);
    await waitFor(() => mailsTo('bob.cancel@example.be').length === 2);
    const cancel = parseCalendar(mailsTo('bob.cancel@example.be')[1]!);
    expect(cancel.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancel.event.uid).toBe(invitation.uid);
    expect(cancel.event.sequence).toBe(invitation.sequence + 1);
    expect(cancel.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');

    const again = await app.inject({ method: 'POST', url: `/api/visits/bookings/${token}/cancel`, remoteAddress: nextIp() });
    expect(again.json()).toMatchObject({ status: 'cancelled' });
    const [row] = await database.db.query<{ booked: number }>('select booked from visit_slots where id = $1', [slot!.id]);
    expect(row!.booked).toBe(0);
    expect(mailsTo('bob.cancel@example.be')).toHaveLength(2);
    expect((await app.inject({ method: 'GET', url: `/api/visits/bookings/${token.slice(0, -2)}xx` })).statusCode).toBe(404);
  });

  it('without scripts: the link’s page is rendered for its visitor with the booking, and its form post cancels and comes back to it', async () => {
    await writeFeedSlots(database.db, [{ ID: propertyId, VisitSlots: [feedSlot(64)] }]);
    const slot = (await slotsOf(propertyId)).find((free) => free.startsAt === feedSlot(64).Start);
    expect((await book(slot!.id, 'cleo.nojs@example.be')).statusCode).toBe(201);
    await waitFor(() => mailsTo('cleo.nojs@example.be').length === 1);
    const link = new URL(/https:\/\/agency\.example\/fr\/merci\/rendez-vous\/\?booking=[\w-]+/.exec(mailsTo('cleo.nojs@example.be')[0]!.text)![0]);
    const token = link.searchParams.get('booking')!;

    const page = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}`, headers: { accept: 'text/html' } });
    expect([page.statusCode, page.headers['cache-control'], page.headers['referrer-policy']]).toEqual([200, 'private, no-store', 'no-referrer']);
    expect(rendered.at(-1)!.forms.booking).toEqual({
      token,
      answer: { ok: true, booking: expect.objectContaining({ status: 'booked', startsAt: slot!.startsAt, property: expect.objectContaining({ id: propertyId }) }) },
    });

    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const cancelled = await app.inject({ method: 'POST', url: `/api/visits/bookings/${token}/cancel`, headers: form, payload: '', remoteAddress: nextIp() });
    expect([cancelled.statusCode, cancelled.headers.location]).toEqual([303, `${link.pathname}${link.search}`]);
    expect((await slotsOf(propertyId)).map((free) => free.id)).toContain(slot!.id);
    await app.inject({ method: 'GET', url: `${link.pathname}${link.search}`, headers: { accept: 'text/html' } });
    expect(rendered.at(-1)!.forms.booking?.answer).toMatchObject({ ok: true, booking: { status: 'cancelled' } });

    // A secret that names nothing: the page says so (404), and its post comes back to it too.
    const unknown = await app.inject({ method: 'GET', url: `${link.pathname}?booking=${'x'.repeat(30)}`, headers: { accept: 'text/html' } });
    expect(unknown.statusCode).toBe(404);
    expect(rendered.at(-1)!.forms.booking?.answer).toEqual({ ok: false, messageKey: 'server.bookingUnknown' });
    const forged = await app.inject({ method: 'POST', url: `/api/visits/bookings/${'x'.repeat(30)}/cancel`, headers: form, payload: '', remoteAddress: nextIp() });
    expect([forged.statusCode, forged.headers.location]).toEqual([303, `/fr/merci/rendez-vous/?booking=${'x'.repeat(30)}`]);
  });

  it('keeps booked slots when the feed drops them, and never lowers a capacity below the places taken', async () => {
    const kept = feedSlot(80, 5, 'open-house');
    await writeFeedSlots(database.db, [{ ID: propertyId, VisitSlots: [kept, feedSlot(90)] }]);
    const [openHouse] = await slotsOf(propertyId);
    expect((await book(openHouse!.id, 'carl@example.be')).statusCode).toBe(201);
    expect((await book(openHouse!.id, 'dora@example.be')).statusCode).toBe(201);
    await writeFeedSlots(database.db, [{ ID: propertyId, VisitSlots: [{ ...kept, Capacity: 1 }] }]);
    const rows = await database.db.query<{ starts_at: Date; capacity: number; booked: number }>(
      'select starts_at, capacity, booked from visit_slots where property_id = $1 and starts_at > now() order by starts_at',
      [propertyId],
    );
    expect(rows.map((row) => [new Date(row.starts_at).toISOString(), row.capacity, row.booked])).toEqual(
      expect.arrayContaining([[kept.Start, 2, 2]]),
    );
    expect(rows.some((row) => new Date(row.starts_at).toISOString() === feedSlot(90).Start)).toBe(false);
  });
});
