import { randomBytes, randomUUID } from 'node:crypto';
import {
  addressLines,
  cityInLanguage,
  contactTimeSlots,
  needsCaptcha,
  phoneForDisplay,
  projectHref,
  propertyHref,
  propertyTypeName,
  punctuate,
  RENTAL_STATEMENTS,
  visitSlotTime,
  zipWithoutCity,
  type DemandCriteria,
  type EnquiryBody,
  type Language,
  type VisitSlot,
} from 'shared-kernel';
import type { EnquiryKind } from 'shared-kernel/federation';
import { alertLinks, createSavedSearch, unsubscribeHeaders } from '../alerts/savedSearches.js';
import { solveCaptcha } from '../captcha/captcha.js';
import type { CrmConnector } from '../crm/plugin.js';
import type { Database, Queryable } from '../db/database.js';
import { composeMail, type MailBlock } from '../mail/compose.js';
import { enqueueMail } from '../mail/outbox.js';
import { visitBookingLink } from '../visits/bookingLink.js';
import { visitCalendar } from '../visits/calendar.js';
import { bookSlot, nextOpenSlots } from '../visits/slots.js';
import { finishIdempotent } from './idempotency.js';
import { formsText, type FormsText } from './texts.js';
import { signedUploadLink } from './uploadLinks.js';

/** Spec §8 "appointments full": at most this many visit requests per property and day. */
export const VISIT_REQUESTS_PER_PROPERTY_PER_DAY = 20;

/** Forms that are about one property and make no sense without it. */
const NEEDS_PROPERTY: readonly EnquiryKind[] = ['visit', 'documents', 'send-to-friend', 'purchase-offer', 'rental-application'];

/** A post refused for a reason the visitor can act on: the status, and a `forms` message key. */
export class FormRejection extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly messageKey: string,
    readonly fields: Record<string, string> = {},
    /** What else the answer says, e.g. the next free visit slots instead of a full one. */
    readonly details: { nextSlots?: VisitSlot[] } = {},
  ) {
    super(messageKey);
  }
}

export interface EnquiryInput extends EnquiryBody {
  kind: EnquiryKind;
}

export interface EnquiryContext {
  /** Where links in mails point: PUBLIC_ORIGIN or the request's origin. */
  origin: string;
  agencyEmail: string;
  /** Signs the mails, from the site settings. */
  agencyName: string;
  /** The language of the agency's notification. */
  agencyLanguage: Language;
  forwardToWebhook: boolean;
  /** The agency's CRM, which receives every enquiry as a lead; null: none. */
  crm?: Pick<CrmConnector, 'enqueueLead'> | null;
  /** Signs the CV link the back office receives; needed when a job application is forwarded. */
  uploadLinkKey?: string;
  idempotencyKey?: string;
  /** What the 201 answers besides the id, remembered for a repeated Idempotency-Key. */
  answer?: Record<string, string>;
}

export interface PropertyCard {
  id: number;
  goal: number;
  city: string;
  zip: string;
  price: number | null;
  title: string;
  link: string;
  /** Where a visit meets: the address when the agency publishes it, else the postcode and commune. */
  place: string;
  projectId: number | null;
  documents: { name: string; link: string }[];
}

/**
 * Writes one enquiry with everything that must happen because of it (its mails, the back office
 * call, the testimonial, the subscription, the CV) in one transaction, and returns its id once
 * committed, with the secret of the visit it booked, if any. Throws FormRejection for what the
 * visitor must change.
 */
export async function submitEnquiry(db: Database, input: EnquiryInput, context: EnquiryContext): Promise<{ id: string; bookingToken?: string }> {
  const { kind, values } = input;
  if (NEEDS_PROPERTY.includes(kind) && input.propertyId === undefined) {
    throw new FormRejection(400, 'property_required', 'server.propertyNotFound');
  }
  const t = await formsText(input.language);
  const agencyText = await formsText(context.agencyLanguage);

  return db.transaction(async (tx) => {
    if (needsCaptcha(kind) && !(await solveCaptcha(tx, String(values.captchaId), String(values.captchaAnswer)))) {
      throw new FormRejection(400, 'captcha', 'errors.captcha', { captchaAnswer: 'errors.captcha' });
    }
    const property = input.propertyId === undefined ? undefined : await readProperty(tx, input.propertyId, input.language, context.origin);
    if (input.propertyId !== undefined && property === undefined) {
      throw new FormRejection(404, 'property_not_found', 'server.propertyNotFound');
    }
    const project = input.projectId === undefined ? undefined : await readProject(tx, input.projectId, input.language, context.origin);
    const agencyProject =
      input.projectId === undefined || context.agencyLanguage === input.language
        ? project
        : await readProject(tx, input.projectId, context.agencyLanguage, context.origin);
    const slotId = kind === 'visit' && typeof values.visitSlotId === 'string' ? values.visitSlotId : undefined;
    // A booking is bounded by its slot's places; the daily cap is for requests the agency must call back.
    if (kind === 'visit' && slotId === undefined && (await visitRequestsToday(tx, input.propertyId)) >= VISIT_REQUESTS_PER_PROPERTY_PER_DAY) {
      throw new FormRejection(409, 'appointments_full', 'server.appointmentsFull');
    }
    const email = typeof values.email === 'string' ? values.email : null;
    if (kind === 'documents' && (await documentsRequested(tx, input.propertyId, email))) {
      throw new FormRejection(409, 'documents_already_requested', 'server.documentsAlreadyRequested');
    }

    const stored = storedFields(values);
    const id = randomUUID();
    await tx.query(
      `insert into enquiries (id, kind, language, email, property_id, project_id, fields, utm, consent)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        id,
        kind,
        input.language,
        email,
        input.propertyId ?? null,
        input.projectId ?? null,
        JSON.stringify(stored),
        input.utm === undefined ? null : JSON.stringify(input.utm),
        input.consent === undefined ? null : JSON.stringify(input.consent),
      ],
    );

    const name = [values.firstName, values.lastName].filter((part) => typeof part === 'string' && part !== '').join(' ');
    const booking =
      slotId === undefined || property === undefined || email === null
        ? undefined
        : await bookSlot(tx, { slotId, propertyId: property.id, enquiryId: id, email, name: name || email, language: input.language });
    if (booking === 'already') throw new FormRejection(409, 'visit_already_booked', 'server.visitAlreadyBooked', { visitSlotId: 'server.visitAlreadyBooked' });
    if (booking === 'full') {
      const nextSlots = property === undefined ? [] : await nextOpenSlots(tx, property.id);
      throw new FormRejection(409, 'slot_full', 'server.slotFull', { visitSlotId: 'server.slotFull' }, { nextSlots });
    }
    const cv = kind === 'job' ? await attachUpload(tx, String(values.cv), id) : undefined;
    // The mails name the CV by the file the applicant chose, never by its internal id.
    const shown = cv === undefined ? stored : { ...stored, cv: cv.name };
    const communes = await communeNames(tx, stored.zones);
    const rows = fieldRows(kind, shown, t, input.language, communes, booking?.slot);
    const propertyBlocks: MailBlock[] = [
      ...(property ? [{ rows: [[t('mail.property'), `${property.title} (${property.city})`]] as const }, { link: property.link, label: t('mail.propertyLink') }] : []),
      ...projectBlocks(project, t),
    ];

    if (kind === 'testimonial') {
      await tx.query('insert into testimonials (enquiry_id, language, author, body) values ($1, $2, $3, $4)', [
        id,
        input.language,
        name,
        String(values.testimonial),
      ]);
    }

    // The agency hears of every enquiry, in its own language, and answers the visitor by replying.
    const agencyRows = fieldRows(kind, shown, agencyText, context.agencyLanguage, communes, booking?.slot);
    await enqueueMail(tx, {
      to: context.agencyEmail,
      subject: agencyText('mail.notificationSubject', { form: agencyText(`kinds.${kind}`), name: name || (email ?? '') }),
      ...composeMail(context.agencyLanguage, [
        { paragraph: agencyText('mail.notificationBody', { form: agencyText(`kinds.${kind}`), language: new Intl.DisplayNames([context.agencyLanguage], { type: 'language' }).of(input.language) ?? input.language }) },
        { rows: agencyRows },
        ...(property ? [{ rows: [[agencyText('mail.property'), `${property.id} ${property.title} (${property.city})`]] as const }, { link: property.link, label: agencyText('mail.propertyLink') }] : []),
        ...projectBlocks(agencyProject, agencyText, input.projectId),
      ]),
      language: context.agencyLanguage,
      kind: `enquiry-notification:${kind}`,
      ...(email === null ? {} : { replyTo: email }),
      ...(cv === undefined ? {} : { attachmentUploadId: cv.id }),
    });

    if (email !== null) {
      const greeting = { paragraph: t('mail.greeting', { name: name || email }) };
      const signature = { paragraph: t('mail.signature', { agency: context.agencyName }) };
      if (kind === 'demand-register' || kind === 'newsletter') {
        // The demand register is one way to make a saved search, told at once.
        const savedSearch =
          kind === 'demand-register'
            ? await createSavedSearch(tx, { email, language: input.language, criteria: demandCriteriaOf(values), listPath: null, propertyId: null, frequency: 'instant', enquiryId: id })
            : undefined;
        const links = savedSearch === undefined ? subscriptionLinks(context.origin, await createSubscription(tx, id, email, input.language)) : alertLinks(context.origin, savedSearch);
        await enqueueMail(tx, {
          to: email,
          subject: t('mail.optInSubject'),
          ...composeMail(input.language, [
            greeting,
            { paragraph: t('mail.optInBody') },
            { link: links.confirm, label: t('mail.optInButton') },
            { rows },
            signature,
            { link: links.unsubscribe, label: t('mail.unsubscribe') },
          ]),
          language: input.language,
          kind: `opt-in:${kind}`,
          ...(savedSearch === undefined ? {} : { headers: unsubscribeHeaders(context.origin, savedSearch) }),
        });
      } else if (booking !== undefined && property !== undefined) {
        const time = visitSlotTime(booking.slot, input.language);
        const cancelLink = visitBookingLink(context.origin, input.language, booking.token);
        await enqueueMail(tx, {
          to: email,
          subject: t('mail.visitBookedSubject', { time }),
          ...composeMail(input.language, [
            greeting,
            { paragraph: t('mail.visitBookedBody', { time, place: property.place }) },
            { rows },
            ...propertyBlocks,
            { paragraph: t('mail.visitCalendar') },
            { link: cancelLink, label: t('mail.visitCancel') },
            signature,
          ]),
          language: input.language,
          kind: 'visit-booked',
          calendar: visitCalendar({
            bookingId: booking.bookingId,
            sequence: 0,
            method: 'REQUEST',
            startsAt: booking.slot.startsAt,
            endsAt: booking.slot.endsAt,
            summary: t('mail.visitSummary', { property: property.title, agency: context.agencyName }),
            description: `${punctuate(input.language, `${t('mail.visitCancel')}:`)} ${cancelLink}`,
            location: property.place,
            url: property.link,
            organizer: { name: context.agencyName, email: context.agencyEmail },
            attendee: { name: name || email, email },
          }),
        });
      } else {
        await enqueueMail(tx, {
          to: email,
          subject: t('mail.confirmationSubject', { form: t(`kinds.${kind}`) }),
          ...composeMail(input.language, [greeting, { paragraph: t('mail.confirmationBody') }, { rows }, ...propertyBlocks, signature]),
          language: input.language,
          kind: `enquiry-confirmation:${kind}`,
        });
      }
      if (kind === 'documents' && property) {
        await enqueueMail(tx, {
          to: email,
          subject: t('mail.documentsSubject'),
          ...composeMail(input.language, [
            greeting,
            { paragraph: property.documents.length > 0 ? t('mail.documentsBody') : t('mail.noDocuments') },
            ...propertyBlocks,
            ...property.documents.map((document) => ({ link: document.link, label: document.name })),
            signature,
          ]),
          language: input.language,
          kind: 'documents',
        });
      }
      if (kind === 'send-to-friend' && property && typeof values.friendEmail === 'string') {
        const remark = typeof values.remark === 'string' && values.remark !== '' ? [{ paragraph: values.remark }] : [];
        await enqueueMail(tx, {
          to: values.friendEmail,
          subject: t('mail.friendSubject', { name }),
          ...composeMail(input.language, [
            { paragraph: t('mail.friendBody', { name }) },
            ...remark,
            { rows: propertyCardRows(property, t) },
            { link: property.link, label: t('mail.propertyLink') },
            signature,
          ]),
          language: input.language,
          kind: 'send-to-friend',
        });
      }
    }

    if (context.forwardToWebhook) {
      await tx.query('insert into webhook_outbox (id, enquiry_id, payload) values ($1, $2, $3)', [
        randomUUID(),
        id,
        JSON.stringify({
          id,
          kind,
          language: input.language,
          propertyId: input.propertyId,
          projectId: input.projectId,
          fields: stored,
          utm: input.utm,
          consent: input.consent,
          ...(booking === undefined ? {} : { visitSlot: booking.slot }),
          ...(cv === undefined || context.uploadLinkKey === undefined
            ? {}
            : { cv: { name: cv.name, type: cv.type, link: signedUploadLink(context.origin, context.uploadLinkKey, cv.id) } }),
        }),
      ]);
    }
    await context.crm?.enqueueLead(tx, {
      enquiryId: id,
      kind,
      language: input.language,
      ...(input.propertyId === undefined ? {} : { propertyId: input.propertyId }),
      ...(input.projectId === undefined ? {} : { projectId: input.projectId }),
      fields: stored,
    });
    // The booking's secret is kept only as its hash: a repeated key answers the plain thank-you page.
    if (context.idempotencyKey !== undefined) await finishIdempotent(tx, context.idempotencyKey, 201, { id, ...context.answer });
    return booking === undefined ? { id } : { id, bookingToken: booking.token };
  });
}

/** What is kept of the values: not the captcha, which means nothing once checked. */
function storedFields(values: Record<string, unknown>): Record<string, unknown> {
  const { captchaId: _captchaId, captchaAnswer: _captchaAnswer, ...kept } = values;
  return kept;
}

/** The visitor's answers as label and readable value, for the mails. */
function fieldRows(
  kind: EnquiryKind,
  values: Record<string, unknown>,
  t: FormsText,
  language: Language,
  communes: ReadonlyMap<string, string>,
  visitSlot?: VisitSlot,
): [string, string][] {
  const slots = contactTimeSlots(language);
  const statements: readonly string[] = RENTAL_STATEMENTS;
  return Object.entries(values)
    .filter(([field, value]) => value !== undefined && value !== '' && !statements.includes(field) && field !== 'advanceAccepted')
    .map(([field, value]): [string, string] => {
      const label = t(`fields.${field === 'remark' && kind === 'job' ? 'motivation' : field}`);
      if (field === 'title') return [label, t(`titles.${String(value)}`)];
      if (field === 'phone') return [label, phoneForDisplay(String(value))];
      if (field === 'visitSlotId' && visitSlot !== undefined) return [label, `${visitSlotTime(visitSlot, language)} (${t(`visitKinds.${visitSlot.kind}`)})`];
      if (field === 'goal') return [label, t(`goals.${String(value)}`)];
      if (field === 'contactTimeSlots' && Array.isArray(value)) {
        return [label, value.map((id) => slots.find((slot) => slot.id === id)).filter((slot) => slot !== undefined).map((slot) => t('timeSlot', { from: slot.from, to: slot.to })).join(', ')];
      }
      if (field === 'zones' && Array.isArray(value)) {
        return [label, value.map((zone) => (/^\d/.test(String(zone)) ? zoneName(String(zone), communes, language) : t(`zones.${String(zone)}`))).join(', ')];
      }
      if ((field === 'propertyTypes' || field === 'propertyType') && (Array.isArray(value) || typeof value === 'string')) {
        return [label, [value].flat().map((webId) => propertyTypeName(Number(webId), language) || String(webId)).join(', ')];
      }
      if (Array.isArray(value)) return [label, value.map(String).join(', ')];
      return [label, String(value)];
    });
}

/**
 * The project an enquiry is about, by its name and a link to its page; for the agency with its id
 * too, and with the id alone should the project have left the catalogue since the form was shown.
 */
function projectBlocks(project: ProjectCard | undefined, t: FormsText, id?: number): MailBlock[] {
  if (project === undefined) return id === undefined ? [] : [{ rows: [[t('mail.project'), String(id)]] }];
  const name = `${project.name} (${project.city})`;
  return [{ rows: [[t('mail.project'), id === undefined ? name : `${id} ${name}`]] }, { link: project.link, label: t('mail.projectLink') }];
}

interface ProjectCard {
  name: string;
  city: string;
  link: string;
}

async function readProject(tx: Queryable, id: number, language: Language, origin: string): Promise<ProjectCard | undefined> {
  const [row] = await tx.query<{ id: number; city: string; name: LocalizedJson }>("select id, city, texts -> 'Name' as name from projects where id = $1", [id]);
  if (row === undefined) return undefined;
  const name = localized(row.name, language);
  return { name, city: row.city, link: `${origin}${projectHref({ ID: row.id, City: row.city, Name: name }, language)}` };
}

function propertyCardRows(property: PropertyCard, t: FormsText): [string, string][] {
  const rows: [string, string][] = [[t('mail.property'), property.title], [t('fields.city'), `${zipWithoutCity(property.zip, property.city)} ${property.city}`]];
  if (property.price !== null) rows.push(['€', new Intl.NumberFormat('fr-BE', { maximumFractionDigits: 0 }).format(property.price)]);
  return rows;
}

type LocalizedJson = string | Partial<Record<string, string>> | null;

function localized(text: LocalizedJson, language: Language): string {
  if (text === null) return '';
  if (typeof text === 'string') return text;
  return text[language] ?? text.fr ?? Object.values(text).find((value) => typeof value === 'string') ?? '';
}

export async function readProperty(tx: Queryable, id: number, language: Language, origin: string): Promise<PropertyCard | undefined> {
  const [row] = await tx.query<{
    id: number;
    goal: number;
    city: string;
    zip: string;
    price: number;
    publish_price: boolean;
    publish_address: boolean;
    street: string | null;
    house_number: string | null;
    box: string | null;
    title: LocalizedJson;
    project_id: number | null;
  }>(
    `select id, goal, city, zip, price, publish_price, publish_address, detail ->> 'Street' as street, detail ->> 'HouseNumber' as house_number,
            detail ->> 'BoxNr' as box, texts -> 'Title' as title, project_id
       from properties where id = $1`,
    [id],
  );
  if (row === undefined) return undefined;
  const documents = await tx.query<{ id: number; name: LocalizedJson }>(
    'select id, name from property_documents where property_id = $1 order by position',
    [id],
  );
  const title = localized(row.title, language);
  const city = cityInLanguage(row.city, row.zip, language);
  return {
    id: row.id,
    goal: row.goal,
    city,
    zip: row.zip,
    price: row.publish_price ? row.price : null,
    title,
    projectId: row.project_id,
    place: addressLines(
      { PublishAddress: row.publish_address, Street: row.street ?? '', HouseNumber: row.house_number ?? '', BoxNr: row.box ?? '', Zip: row.zip, City: row.city },
      language,
    ).join(', '),
    link: `${origin}${propertyHref({ ID: row.id, Goal: row.goal, City: city, TypeDescription: title, ProjectID: row.project_id }, language)}`,
    documents: documents.map((document) => ({ name: localized(document.name, language) || String(document.id), link: `${origin}/api/documents/${document.id}` })),
  };
}

async function visitRequestsToday(tx: Queryable, propertyId: number | undefined): Promise<number> {
  const [row] = await tx.query<{ count: number }>(
    `select count(*)::integer as count from enquiries
      where kind = 'visit' and property_id = $1 and created_at > now() - interval '1 day'`,
    [propertyId],
  );
  return row?.count ?? 0;
}

async function documentsRequested(tx: Queryable, propertyId: number | undefined, email: string | null): Promise<boolean> {
  const rows = await tx.query(
    `select 1 from enquiries where kind = 'documents' and property_id = $1 and lower(email) = lower($2)`,
    [propertyId, email],
  );
  return rows.length > 0;
}

async function attachUpload(tx: Queryable, uploadId: string, enquiryId: string): Promise<{ id: string; name: string; type: string }> {
  const [attached] = await tx.query<{ id: string; name: string; type: string }>(
    'update enquiry_uploads set enquiry_id = $2 where id = $1 and enquiry_id is null returning id, original_name as name, mime_type as type',
    [uploadId, enquiryId],
  );
  if (attached === undefined) throw new FormRejection(400, 'cv', 'errors.cv', { cv: 'errors.cv' });
  return attached;
}

/** A postcode a demand names, with its commune in the mail's language ('1050 Elsene' in Dutch). */
function zoneName(postcode: string, communes: ReadonlyMap<string, string>, language: Language): string {
  const city = communes.get(postcode);
  return city === undefined ? postcode : `${postcode} ${cityInLanguage(city, postcode, language)}`;
}

/** The commune of each postcode a demand names, as the catalogue spells it, for the mails. */
async function communeNames(tx: Queryable, zones: unknown): Promise<ReadonlyMap<string, string>> {
  const postcodes = Array.isArray(zones) ? zones.map(String).filter((zone) => /^\d{4}$/.test(zone)) : [];
  if (postcodes.length === 0) return new Map();
  const rows = await tx.query<{ zip: string; city: string }>(
    'select postcode as zip, min(city) as city from properties where postcode = any($1::text[]) group by postcode',
    [postcodes],
  );
  return new Map(rows.map((row) => [row.zip, row.city]));
}

async function createSubscription(tx: Queryable, enquiryId: string, email: string, language: Language): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await tx.query(`insert into subscriptions (id, kind, enquiry_id, email, language, token) values ($1, 'newsletter', $2, $3, $4, $5)`, [
    randomUUID(),
    enquiryId,
    email,
    language,
    token,
  ]);
  return token;
}

/** The demand register's answers that say what to look for (the values its schema has checked). */
function demandCriteriaOf(values: Record<string, unknown>): DemandCriteria {
  const { goal, propertyTypes, zones, budgetMin, budgetMax, bedrooms } = values as unknown as DemandCriteria;
  return { goal, propertyTypes, zones, ...(budgetMin === undefined ? {} : { budgetMin }), ...(budgetMax === undefined ? {} : { budgetMax }), ...(bedrooms === undefined ? {} : { bedrooms }) };
}

export function subscriptionLinks(origin: string, token: string): { confirm: string; unsubscribe: string } {
  const query = `token=${encodeURIComponent(token)}`;
  return {
    confirm: `${origin}/api/forms/subscriptions/confirm?${query}`,
    unsubscribe: `${origin}/api/forms/subscriptions/unsubscribe?${query}`,
  };
}
