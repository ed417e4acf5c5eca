import type { Language } from '../domain/language.js';
import type { VisitSlotKind } from '../listing/visitSlots.js';
import type { ViewStatistics } from './viewStatistics.js';

export type OwnerRole = 'owner' | 'manager';

/** Who is logged in (GET /api/auth/session). */
export interface OwnerProfile {
  id: number;
  name: string;
  email: string;
  role: OwnerRole;
  language: Language;
}

/** A property the logged-in owner may follow; a manager sees every owner's. */
export interface PortalProperty {
  id: number;
  title: string;
  city: string;
  zip: string;
  reference: string;
  ownerName: string;
}

export type PropertyStatistics = ViewStatistics;

/** A viewing of the property, with the agent's summary of the visitors' reaction. */
export interface PortalVisit {
  visitedAt: string;
  feedback: string;
}

export const COMMUNICATION_KINDS = ['matching-search', 'newsletter', 'social-media', 'print'] as const;
export type CommunicationKind = (typeof COMMUNICATION_KINDS)[number];

/** A mailing or publication about the property; how many received it, never who. */
export interface PortalCommunication {
  sentAt: string;
  kind: CommunicationKind;
  recipients: number;
}

export const ONLINE_MEDIUM_STATES = ['online', 'withdrawn', 'refused'] as const;
export type OnlineMediumState = (typeof ONLINE_MEDIUM_STATES)[number];

export interface PortalOnlineMedium {
  portal: string;
  publishedAt: string;
  withdrawnAt: string | null;
  state: OnlineMediumState;
}

/**
 * A slot of the agency's calendar that visitors booked on the site: when, and how many of its
 * places are taken, never who (the owner follows the interest; the agency holds the contacts).
 */
export interface PortalBookedVisit {
  startsAt: string;
  endsAt: string;
  kind: VisitSlotKind;
  booked: number;
  capacity: number;
  /** Whether the visit is still to come, on the api's clock. */
  upcoming: boolean;
}

export const PORTAL_HISTORIES = ['booked-visits', 'visits', 'communications', 'online-media'] as const;
export type PortalHistory = (typeof PORTAL_HISTORIES)[number];

/** What one item of each history is (GET /api/portal/properties/:id/:history). */
export interface PortalHistoryItems {
  'booked-visits': PortalBookedVisit;
  visits: PortalVisit;
  communications: PortalCommunication;
  'online-media': PortalOnlineMedium;
}

export interface HistoryPage<T> {
  items: T[];
  page: number;
  pageCount: number;
  total: number;
}
