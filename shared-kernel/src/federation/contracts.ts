import type { ComponentType } from 'react';
import type { Goal } from '../domain/goal.js';
import type { RemoteName } from './remotes.js';

/**
 * The enquiry forms of spec §1. The shell and mf-listings name a form only by its kind; mf-forms
 * owns the fields, the schema and the thank-you route of each.
 */
export const ENQUIRY_KINDS = [
  'contact',
  'visit',
  'documents',
  'send-to-friend',
  'demand-register',
  'free-valuation',
  'purchase-offer',
  'rental-application',
  'testimonial',
  'newsletter',
  'construction',
  'job',
] as const;

export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];

export interface EnquiryFormProps {
  kind: EnquiryKind;
  /** The property the enquiry is about (detail page forms). */
  propertyId?: number;
  /** The project the enquiry is about (construction contact). */
  projectId?: number;
  /** The visit form: the slot the visitor chose on the page, chosen in the form too. */
  visitSlotId?: string;
}

/** A booked visit reached from its confirmation mail: the secret of the mail's cancel link. */
export interface VisitBookingProps {
  token: string;
}

/**
 * How a remote shows an enquiry form without knowing mf-forms: the shell passes a component that
 * renders `mf_forms/EnquiryForm` in its own slot.
 */
export type EnquirySlot = ComponentType<EnquiryFormProps>;

/** A property-list module or a listing page (spec §2 "Configured top-level pages"). */
export interface PropertyListProps {
  /** Sale or rent; absent for a module that shows both. */
  goal?: Goal;
  /** Cards per row on desktop (module numberItemOfRow; listing pages 4). */
  numberItemOfRow: number;
  /** At most this many cards, no paging (module maxItems); absent on listing pages. */
  maxItems?: number;
  /** Listing pages: filters, sorting, map view and paging, all reflected in the URL. */
  browsable: boolean;
}

export interface PropertyDetailProps {
  id: number;
  /** Set when the property is a unit reached under its project's path. */
  projectId?: number;
  enquirySlot: EnquirySlot;
}

export interface ProjectDetailProps {
  id: number;
  enquirySlot: EnquirySlot;
}

/** Spec §2 "Home search block": the module's texts are the shell's, already in the page's language. */
export interface SearchBlockProps {
  title?: string;
  /** May hold `{{sale}}` and `{{rent}}`, replaced by the counts of properties for sale and for rent. */
  descriptions: string[];
  showLogo: boolean;
  logoUrl?: string;
}

/** The header search box of the layout (showSearchInput / showSearchButton). */
export interface SearchBoxProps {
  showButton: boolean;
}

/** The top bar's owner link: the configured text for a visitor, the owner's name once logged in. */
export interface OwnerSessionLinkProps {
  label: string;
}

/**
 * What each remote exposes and the props it takes: the shell renders remotes only through these
 * ids, so a remote can change everything behind its entry components but not their contract.
 */
export interface RemoteModules {
  'mf_listings/PropertyTypes': Record<string, never>;
  'mf_listings/PropertyList': PropertyListProps;
  'mf_listings/PropertyDetail': PropertyDetailProps;
  'mf_listings/ProjectList': Record<string, never>;
  'mf_listings/ProjectDetail': ProjectDetailProps;
  /** The visitor's favourites, or those a shared link lists (`?ids=`), and their comparison (`&compare=`). */
  'mf_listings/Favourites': Record<string, never>;
  'mf_search/SearchBlock': SearchBlockProps;
  'mf_search/SearchBox': SearchBoxProps;
  /** The page of one's saved searches: what it shows comes from its signed address. */
  'mf_search/SavedSearches': Record<string, never>;
  'mf_forms/ContactCta': { phone: string; email: string };
  'mf_forms/EnquiryForm': EnquiryFormProps;
  /** A booked visit, and the button that cancels it (the confirmation mail's link lands on it). */
  'mf_forms/VisitBooking': VisitBookingProps;
  'mf_portal/OwnerAccess': Record<string, never>;
  'mf_portal/OwnerLogin': Record<string, never>;
  'mf_portal/OwnerPortal': Record<string, never>;
  'mf_portal/OwnerSessionLink': OwnerSessionLinkProps;
  'mf_consent/ConsentDialog': Record<string, never>;
  /** The cookie policy page's list of what each consent category sets. */
  'mf_consent/CookieTable': Record<string, never>;
}

export type RemoteModuleId = keyof RemoteModules;

/**
 * Every id of the contract at run time, for the checks a remote's own tests make; a `Record` so
 * that an id added to or removed from `RemoteModules` without this list fails the type check.
 */
const CONTRACT_IDS: Record<RemoteModuleId, true> = {
  'mf_listings/PropertyTypes': true,
  'mf_listings/PropertyList': true,
  'mf_listings/PropertyDetail': true,
  'mf_listings/ProjectList': true,
  'mf_listings/ProjectDetail': true,
  'mf_listings/Favourites': true,
  'mf_search/SearchBlock': true,
  'mf_search/SearchBox': true,
  'mf_search/SavedSearches': true,
  'mf_forms/ContactCta': true,
  'mf_forms/EnquiryForm': true,
  'mf_forms/VisitBooking': true,
  'mf_portal/OwnerAccess': true,
  'mf_portal/OwnerLogin': true,
  'mf_portal/OwnerPortal': true,
  'mf_portal/OwnerSessionLink': true,
  'mf_consent/ConsentDialog': true,
  'mf_consent/CookieTable': true,
};

export const REMOTE_MODULE_IDS = Object.keys(CONTRACT_IDS) as RemoteModuleId[];

/** The contract's ids of one remote, as its Module Federation config names them (`./SearchBox`). */
export type ExposeNameOf<Remote extends RemoteName> = {
  [Id in RemoteModuleId]: Id extends `${Remote}/${infer Expose}` ? `./${Expose}` : never;
}[RemoteModuleId];

/**
 * A remote's Module Federation config: exactly the exposes the contract promises, each a source
 * file. Declared with `satisfies`, a renamed, missing or extra expose fails the remote's type check.
 */
export interface RemoteFederationConfig<Remote extends RemoteName> {
  name: Remote;
  exposes: Record<ExposeNameOf<Remote>, string>;
}

/** The module id an expose of a remote answers to (`mf_search`, `./SearchBox` → `mf_search/SearchBox`). */
export function moduleIdOf(remote: RemoteName, expose: string): string {
  return `${remote}/${expose.replace(/^\.\//, '')}`;
}

/** The ids the contract promises of one remote. */
export function contractIdsOf(remote: RemoteName): RemoteModuleId[] {
  return REMOTE_MODULE_IDS.filter((id) => remoteNameOf(id) === remote);
}

export function remoteNameOf(id: RemoteModuleId): RemoteName {
  return id.slice(0, id.indexOf('/')) as RemoteName;
}
