import { randomUUID } from 'node:crypto';
import type { Language } from 'shared-kernel';
import type { EnquiryKind } from 'shared-kernel/federation';
import type { Queryable } from '../db/database.js';
import type { SweepBrightContact } from './sweepbright/client.js';
import type { CrmName } from './types.js';

/** An enquiry as the CRM outbox keeps it until the CRM has it. */
export interface CrmLead {
  enquiryId: string;
  kind: EnquiryKind;
  language: Language;
  propertyId?: number;
  projectId?: number;
  /** The form's values as stored with the enquiry (no captcha). */
  fields: Record<string, unknown>;
}

/** Queues the lead in the enquiry's transaction: it reaches the CRM exactly when the enquiry exists. */
export async function enqueueLead(tx: Queryable, crm: CrmName, lead: CrmLead): Promise<void> {
  await tx.query('insert into crm_outbox (id, enquiry_id, crm, payload) values ($1, $2, $3, $4)', [randomUUID(), lead.enquiryId, crm, JSON.stringify(lead)]);
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
const amount = (value: unknown): number | undefined => {
  // The forms take "250 000" and "250.000" as the visitor types them.
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.replace(/[ .]/g, '')) : Number.NaN;
  return Number.isFinite(number) && number > 0 ? number : undefined;
};

/** What every CRM is told of a lead, read from the form's values. */
export interface LeadContact {
  email: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  /** The visitor's message, a valuation's address and the page of a property the CRM does not know. */
  message: string;
  /** A search's (the demand register's) preferences; undefined for any other form. */
  preferences?: { goal?: 'buy' | 'rent'; webIds: string[]; minPrice?: number; maxPrice?: number; minRooms?: number; postalCodes: string[] };
}

/**
 * The lead's contact: name, e-mail, phone, message; for a search its preferences (buy or rent,
 * the site's types, budget, bedrooms, Belgian postal codes). A valuation's property is an address,
 * which no CRM's contact has a field for: it goes in the message, as does the page of a property
 * the CRM does not know (`aboutSiteProperty`).
 */
export function leadContactOf(lead: CrmLead, aboutSiteProperty: string | undefined): LeadContact {
  const { fields } = lead;
  const valuation =
    lead.kind === 'free-valuation'
      ? [text(fields.valuationStreet), [text(fields.valuationZip), text(fields.valuationCity)].filter(Boolean).join(' ')].filter(Boolean).join(', ')
      : undefined;
  const firstName = text(fields.firstName);
  const lastName = text(fields.lastName);
  const phone = text(fields.phone);
  const contact: LeadContact = {
    email: text(fields.email) ?? '',
    message: [text(fields.remark) ?? text(fields.message), valuation, aboutSiteProperty].filter((part) => part !== undefined && part !== '').join('\n\n'),
    ...(firstName === undefined ? {} : { firstName }),
    ...(lastName === undefined ? {} : { lastName }),
    ...(phone === undefined ? {} : { phone }),
  };
  if (lead.kind !== 'demand-register') return contact;
  const minPrice = amount(fields.budgetMin);
  const maxPrice = amount(fields.budgetMax);
  const minRooms = amount(fields.bedrooms);
  return {
    ...contact,
    preferences: {
      ...(fields.goal === 'buy' || fields.goal === 'rent' ? { goal: fields.goal } : {}),
      webIds: Array.isArray(fields.propertyTypes) ? [...new Set(fields.propertyTypes.map(String))] : [],
      ...(minPrice === undefined ? {} : { minPrice }),
      ...(maxPrice === undefined ? {} : { maxPrice }),
      ...(minRooms === undefined ? {} : { minRooms }),
      postalCodes: Array.isArray(fields.zones) ? fields.zones.map(String).filter((zone) => /^\d{4}$/.test(zone)) : [],
    },
  };
}

/** The site's types to SweepBright's (a search's preferences). */
const SWEEPBRIGHT_TYPES: Record<string, string> = { '1': 'house', '2': 'apartment', '3': 'apartment', '4': 'land', '5': 'commercial', '6': 'commercial', '7': 'parking' };

/** A lead as SweepBright takes it, with its language (`locale`) and a search's preferences. */
export function sweepBrightContactOf(lead: CrmLead, aboutSiteProperty: string | undefined): SweepBrightContact {
  const { email, firstName, lastName, phone, message, preferences } = leadContactOf(lead, aboutSiteProperty);
  const contact: SweepBrightContact = {
    email,
    locale: lead.language,
    ...(firstName === undefined ? {} : { first_name: firstName }),
    ...(lastName === undefined ? {} : { last_name: lastName }),
    ...(phone === undefined ? {} : { phone }),
    ...(message === '' ? {} : { message }),
  };
  if (preferences === undefined) return contact;
  const types = [...new Set(preferences.webIds.map((webId) => SWEEPBRIGHT_TYPES[webId]).filter((type) => type !== undefined))];
  return {
    ...contact,
    preferences: {
      ...(preferences.goal === 'buy' ? { negotiation: 'sale' as const } : preferences.goal === 'rent' ? { negotiation: 'let' as const } : {}),
      ...(types.length === 0 ? {} : { types }),
      ...(preferences.minPrice === undefined ? {} : { min_price: preferences.minPrice }),
      ...(preferences.maxPrice === undefined ? {} : { max_price: preferences.maxPrice }),
      ...(preferences.minRooms === undefined ? {} : { min_rooms: preferences.minRooms }),
    },
    ...(preferences.postalCodes.length === 0 ? {} : { location_preference: { country: 'BE', postal_codes: preferences.postalCodes } }),
  };
}
