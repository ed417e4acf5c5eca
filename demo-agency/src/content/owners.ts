import { Faker, base } from '@faker-js/faker';
import type { Language, SeedCandidate, SeedOwner, SeedPortalHistory } from 'shared-kernel';
import { REFERENCE_DATE, isoDay } from '../catalogue/properties.js';

export interface DemoOwner extends SeedOwner {
  /** How many of the agency's properties are theirs. */
  properties: number;
}

/**
 * The demo owners of the portal, and their passwords:
 *   sophie.dubois@example.be     Sophie-Louise-1967    owner, four properties
 *   pieter.janssens@example.be   Pieter-Zavel-1967     owner, Dutch
 *   claire.lambert@example.be    Claire-Gestion-1967   manager, follows three properties for their owners
 *   thomas.becker@example.be     Thomas-Eupen-1967     owner, German
 */
export const DEMO_OWNERS: readonly DemoOwner[] = [
  { id: 1, name: 'Sophie Dubois', email: 'sophie.dubois@example.be', role: 'owner', language: 'fr', password: 'Sophie-Louise-1967', properties: 4 },
  { id: 2, name: 'Pieter Janssens', email: 'pieter.janssens@example.be', role: 'owner', language: 'nl', password: 'Pieter-Zavel-1967', properties: 2 },
  { id: 3, name: 'Claire Lambert', email: 'claire.lambert@example.be', role: 'manager', language: 'fr', password: 'Claire-Gestion-1967', properties: 3 },
  { id: 4, name: 'Thomas Becker', email: 'thomas.becker@example.be', role: 'owner', language: 'de', password: 'Thomas-Eupen-1967', properties: 2 },
];

type Visit = SeedPortalHistory['visits'][number];
type Communication = SeedPortalHistory['communications'][number];
type OnlineMedium = SeedPortalHistory['onlineMedia'][number];
type DailyViews = SeedPortalHistory['dailyViews'][number];

const DAY_MS = 86_400_000;

/** The portal graphs the last 30 days (spec §9); three months of daily views leave room for this month and more. */
export const VIEW_DAYS = 90;

/** The days of the views, oldest first, the last one the catalogue's reference day. */
export const VIEW_WINDOW: readonly string[] = Array.from({ length: VIEW_DAYS }, (_, index) =>
  isoDay(REFERENCE_DATE - (VIEW_DAYS - 1 - index) * DAY_MS),
);

// Listing portals are busiest on Sunday evening and Monday, quietest on Friday: Sunday first, as getUTCDay counts.
const WEEKDAY_FACTOR = [1.4, 1.2, 1.0, 0.95, 0.9, 0.75, 1.1];

// How far back the visits, mailings and publications of a property go.
const HISTORY_DAYS = 180;

const FEEDBACK: Record<Language, readonly string[]> = {
  fr: [
    'Visiteurs séduits par la luminosité du séjour ; ils réfléchissent à une offre.',
    'Trouvent le prix un peu élevé au vu des travaux à prévoir dans la cuisine.',
    'Très intéressés, demandent une seconde visite avec un entrepreneur.',
    'Cherchent un jardin plus grand ; pas de suite.',
    "Apprécient la situation, proche des transports ; attendent l'accord de leur banque.",
    'Jeune couple enthousiaste, demande le montant des charges communes.',
    'Bonne impression générale, mais la chambre arrière est jugée petite.',
    'Investisseur intéressé, demande le loyer envisageable.',
  ],
  nl: [
    'Bezoekers onder de indruk van de lichtrijke living; ze overwegen een bod.',
    'Vinden de prijs wat hoog gezien de werken in de keuken.',
    'Zeer geïnteresseerd, vragen een tweede bezoek met een aannemer.',
    'Zoeken een grotere tuin; geen vervolg.',
    'Waarderen de ligging dicht bij het openbaar vervoer; wachten op het akkoord van hun bank.',
    'Enthousiast jong koppel, vraagt naar de gemeenschappelijke kosten.',
    'Goede algemene indruk, maar de achterste slaapkamer vinden ze klein.',
    'Geïnteresseerde investeerder, vraagt naar de mogelijke huurprijs.',
  ],
  en: [
    'Visitors taken with the bright living room; they are considering an offer.',
    'Find the price a little high given the work needed in the kitchen.',
    'Very interested, asking for a second viewing with a contractor.',
    'Looking for a larger garden; no follow-up.',
    "Like the location close to public transport; waiting for their bank's approval.",
    'Enthusiastic young couple, asking about the service charges.',
    'Good overall impression, but they find the back bedroom small.',
    'Interested investor, asking what rent could be expected.',
  ],
  de: [
    'Besucher begeistert vom hellen Wohnzimmer; sie erwägen ein Angebot.',
    'Finden den Preis angesichts der nötigen Arbeiten in der Küche etwas hoch.',
    'Sehr interessiert, wünschen eine zweite Besichtigung mit einem Handwerker.',
    'Suchen einen größeren Garten; kein weiteres Interesse.',
    'Schätzen die Lage nahe den öffentlichen Verkehrsmitteln; warten auf die Zusage ihrer Bank.',
    'Begeistertes junges Paar, fragt nach den Nebenkosten.',
    'Guter Gesamteindruck, das hintere Schlafzimmer finden sie jedoch klein.',
    'Interessierter Investor, fragt nach der möglichen Miete.',
  ],
};

// The agency's own site and Immoweb carry every listing; the other portals some.
const PORTALS = ['Lambermont Immobilier', 'Immoweb'] as const;
const OTHER_PORTALS = ['Zimmo', 'Immovlan', 'Logic-Immo', 'Facebook'] as const;

const RECIPIENTS: Record<Communication['kind'], [number, number]> = {
  'matching-search': [4, 60],
  newsletter: [900, 2400],
  'social-media': [400, 3500],
  print: [8000, 15000],
};

/**
 * Gives each demo owner properties of the agency and the portal's history of each: visits,
 * communications, online media and the daily views of the last 90 days up to the catalogue's
 * reference date. Properties listed before those 90 days come first, so most graphs are full.
 * The same seed and candidates always give the same history.
 */
export function generatePortalHistory(seed: number, candidates: readonly SeedCandidate[]): SeedPortalHistory {
  const faker = new Faker({ locale: [base], seed });
  const windowStart = Date.parse(`${VIEW_WINDOW[0]}T00:00:00Z`);
  const byId = [...candidates].sort((a, b) => a.id - b.id);
  const listedEarly = byId.filter((candidate) => Date.parse(candidate.createdAt) <= windowStart);
  const listedLate = byId.filter((candidate) => Date.parse(candidate.createdAt) > windowStart);
  const pool = [...faker.helpers.shuffle(listedEarly), ...faker.helpers.shuffle(listedLate)];

  const history: SeedPortalHistory = { ownership: [], visits: [], communications: [], onlineMedia: [], dailyViews: [] };
  for (const owner of DEMO_OWNERS) {
    for (const property of pool.splice(0, owner.properties)) {
      history.ownership.push({ ownerId: owner.id, propertyId: property.id });
      const listed = Date.parse(property.createdAt);
      const since = Math.max(listed, REFERENCE_DATE - HISTORY_DAYS * DAY_MS);
      history.visits.push(...visitsOf(faker, property.id, since, FEEDBACK[owner.language]));
      history.communications.push(...communicationsOf(faker, property.id, since));
      history.onlineMedia.push(...onlineMediaOf(faker, property.id, listed));
      history.dailyViews.push(...dailyViewsOf(faker, property.id, listed));
    }
  }
  return history;
}

/** Whole days from the catalogue's reference day to `today`; 0 when today is not later. */
export function daysSinceReference(today: Date): number {
  const dayOf = (time: number) => Math.floor(time / DAY_MS);
  return Math.max(0, dayOf(today.getTime()) - dayOf(REFERENCE_DATE));
}

/**
 * The history `days` later: generated up to the catalogue's fixed reference day (so the same seed
 * gives the same history), it is moved to end on the day the demo agency is seeded, so a demo
 * owner sees today, this week and the last 30 days filled rather than a graph that stopped.
 */
export function shiftPortalHistory(history: SeedPortalHistory, days: number): SeedPortalHistory {
  if (days === 0) return history;
  const later = (iso: string) => new Date(Date.parse(iso) + days * DAY_MS).toISOString();
  return {
    ownership: history.ownership,
    visits: history.visits.map((visit) => ({ ...visit, visitedAt: later(visit.visitedAt) })),
    communications: history.communications.map((sent) => ({ ...sent, sentAt: later(sent.sentAt) })),
    onlineMedia: history.onlineMedia.map((medium) => ({
      ...medium,
      publishedAt: later(medium.publishedAt),
      withdrawnAt: medium.withdrawnAt === null ? null : later(medium.withdrawnAt),
    })),
    dailyViews: history.dailyViews.map((views) => ({ ...views, day: later(`${views.day}T00:00:00Z`).slice(0, 10) })),
  };
}

/**
 * A time from `from` to the day before the reference date, in office hours (UTC, an hour or two
 * behind Brussels): a working day or a Saturday morning, at a quarter hour.
 */
function workingTime(faker: Faker, from: number): string {
  const day = new Date(faker.number.int({ min: from, max: Math.max(from, REFERENCE_DATE - DAY_MS) }));
  if (day.getUTCDay() === 0) day.setUTCDate(day.getUTCDate() - 1);
  const saturday = day.getUTCDay() === 6;
  day.setUTCHours(faker.number.int(saturday ? { min: 9, max: 11 } : { min: 8, max: 17 }), faker.helpers.arrayElement([0, 15, 30, 45]), 0, 0);
  return day.toISOString();
}

const byTime = <T>(key: (item: T) => string) => (a: T, b: T) => key(a).localeCompare(key(b));

function visitsOf(faker: Faker, propertyId: number, since: number, feedback: readonly string[]): Visit[] {
  return Array.from({ length: faker.number.int({ min: 3, max: 9 }) }, () => ({
    propertyId,
    visitedAt: workingTime(faker, since),
    feedback: faker.helpers.arrayElement(feedback),
  })).sort(byTime((visit) => visit.visitedAt));
}

function communicationsOf(faker: Faker, propertyId: number, since: number): Communication[] {
  return Array.from({ length: faker.number.int({ min: 2, max: 6 }) }, () => {
    const kind = faker.helpers.weightedArrayElement([
      { value: 'matching-search' as const, weight: 4 },
      { value: 'newsletter' as const, weight: 2 },
      { value: 'social-media' as const, weight: 3 },
      { value: 'print' as const, weight: 1 },
    ]);
    const [min, max] = RECIPIENTS[kind];
    return { propertyId, sentAt: workingTime(faker, since), kind, recipients: faker.number.int({ min, max }) };
  }).sort(byTime((communication) => communication.sentAt));
}

function onlineMediaOf(faker: Faker, propertyId: number, listed: number): OnlineMedium[] {
  const portals = [...PORTALS, ...faker.helpers.arrayElements(OTHER_PORTALS, { min: 1, max: OTHER_PORTALS.length })];
  return portals.map((portal) => {
    const publishedAt = listed + faker.number.int({ min: 1, max: 48 }) * 3_600_000;
    const state = PORTALS.includes(portal as (typeof PORTALS)[number])
      ? 'online'
      : faker.helpers.weightedArrayElement([
          { value: 'online' as const, weight: 8 },
          { value: 'withdrawn' as const, weight: 2 },
          { value: 'refused' as const, weight: 1 },
        ]);
    const withdrawnAt =
      state === 'withdrawn' ? faker.number.int({ min: publishedAt, max: Math.max(publishedAt, REFERENCE_DATE - DAY_MS) }) : null;
    return {
      propertyId,
      portal,
      publishedAt: new Date(publishedAt).toISOString(),
      withdrawnAt: withdrawnAt === null ? null : new Date(withdrawnAt).toISOString(),
      state,
    };
  });
}

function dailyViewsOf(faker: Faker, propertyId: number, listed: number): DailyViews[] {
  const typical = faker.number.int({ min: 12, max: 55 });
  return VIEW_WINDOW.map((day) => {
    const time = Date.parse(`${day}T12:00:00Z`);
    const daysListed = (time - listed) / DAY_MS;
    // A new listing draws a crowd that settles over its first weeks; before it is listed, nobody.
    const novelty = 1 + 1.5 * Math.exp(-Math.max(daysListed, 0) / 12);
    const weekday = WEEKDAY_FACTOR[new Date(time).getUTCDay()] ?? 1;
    const noise = faker.number.float({ min: 0.8, max: 1.2 });
    return { propertyId, day, views: daysListed < 0 ? 0 : Math.round(typical * novelty * weekday * noise) };
  });
}
