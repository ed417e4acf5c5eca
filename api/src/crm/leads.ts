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

/** The site's types to SweepBright's (a search's preferences). */
const SWEEPBRIGHT_TYPES: Record<string, string> = { '1': 'house', '2': 'apartment', '3': 'apartment', '4': 'land', '5': 'commercial', '6': 'commercial', '7': 'parking' };

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
const amount = (value: unknown): number | undefined => {
  // The forms take "250 000" and "250.000" as the visitor types them.
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.replace(/[ .]/g, '')) : Number.NaN;
  return Number.isFinite(number) && number > 0 ? number : undefined;
};

/**
 * A lead as SweepBright takes it: name, e-mail, phone, message and language; for a search (the
 * demand register) its preferences: sale or let, types, budget, bedrooms, postal codes. A lead about
 * a property the CRM does not know (not one of its estates) says which property in its message.
 */
export function sweepBrightContactOf(lead: CrmLead, aboutSiteProperty: string | undefined): SweepBrightContact {
  const { fields } = lead;
  // A valuation's property is an address, which SweepBright's contact has no field for: it goes in the message.
  const valuation =
    lead.kind === 'free-valuation'
      ? [text(fields.valuationStreet), [text(fields.valuationZip), text(fields.valuationCity)].filter(Boolean).join(' ')].filter(Boolean).join(', ')
      : undefined;
  const message = [text(fields.remark) ?? text(fields.message), valuation, aboutSiteProperty].filter((part) => part !== undefined && part !== '').join('\n\n');
  const firstName = text(fields.firstName);
  const lastName = text(fields.lastName);
  const phone = text(fields.phone);
  const contact: SweepBrightContact = {
    email: text(fields.email) ?? '',
    locale: lead.language,
    ...(firstName === undefined ? {} : { first_name: firstName }),
    ...(lastName === undefined ? {} : { last_name: lastName }),
    ...(phone === undefined ? {} : { phone }),
    ...(message === '' ? {} : { message }),
  };
  if (lead.kind !== 'demand-register') return contact;
  const types = Array.isArray(fields.propertyTypes) ? [...new Set(fields.propertyTypes.map((type) => SWEEPBRIGHT_TYPES[String(type)]).filter((type) => type !== undefined))] : [];
  const postalCodes = Array.isArray(fields.zones) ? fields.zones.map(String).filter((zone) => /^\d{4}$/.test(zone)) : [];
  const minPrice = amount(fields.budgetMin);
  const maxPrice = amount(fields.budgetMax);
  const minRooms = amount(fields.bedrooms);
  return {
    ...contact,
    preferences: {
      ...(fields.goal === 'buy' ? { negotiation: 'sale' as const } : fields.goal === 'rent' ? { negotiation: 'let' as const } : {}),
      ...(types.length === 0 ? {} : { types }),
      ...(minPrice === undefined ? {} : { min_price: minPrice }),
      ...(maxPrice === undefined ? {} : { max_price: maxPrice }),
      ...(minRooms === undefined ? {} : { min_rooms: minRooms }),
    },
    ...(postalCodes.length === 0 ? {} : { location_preference: { country: 'BE', postal_codes: postalCodes } }),
  };
}
