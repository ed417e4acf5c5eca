import { createElement } from 'react';
import { Goal } from '../domain/goal.js';
import type { EnquiryFormProps, RemoteModuleId, RemoteModules } from '../federation/index.js';

function EnquirySlotStandIn({ kind }: EnquiryFormProps) {
  return createElement('p', null, kind);
}

/**
 * Props as the shell passes them to each expose, typed by the contract: a contract entry added
 * without its props here fails the type check. A remote's own contract test and the deploy gate's
 * server render both render every expose with these.
 */
export const CONTRACT_PROPS: { [Id in RemoteModuleId]: RemoteModules[Id] } = {
  'mf_listings/PropertyTypes': {},
  'mf_listings/PropertyList': { goal: Goal.Sale, numberItemOfRow: 4, browsable: true },
  'mf_listings/PropertyDetail': { id: 1242, enquirySlot: EnquirySlotStandIn },
  'mf_listings/ProjectList': {},
  'mf_listings/ProjectDetail': { id: 7, enquirySlot: EnquirySlotStandIn },
  'mf_listings/Favourites': {},
  'mf_search/SearchBlock': { title: 'Trouvez votre bien', descriptions: ['{{sale}} biens à vendre, {{rent}} à louer'], showLogo: false },
  'mf_search/SearchBox': { showButton: true },
  'mf_search/SavedSearches': {},
  'mf_forms/ContactCta': { phone: '+32 2 640 00 00', email: 'info@agence.example' },
  'mf_forms/EnquiryForm': { kind: 'contact' },
  'mf_forms/VisitBooking': { token: 'a-cancel-link-secret-of-a-booked-visit' },
  'mf_portal/OwnerAccess': {},
  'mf_portal/OwnerLogin': {},
  'mf_portal/OwnerPortal': {},
  'mf_portal/OwnerSessionLink': { label: 'Espace propriétaire' },
  'mf_consent/ConsentDialog': {},
  'mf_consent/CookieTable': {},
};
