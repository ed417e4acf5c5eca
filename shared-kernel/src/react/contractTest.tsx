import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { createElement, type ComponentType } from 'react';
import { Goal } from '../domain/goal.js';
import {
  contractIdsOf,
  moduleIdOf,
  type EnquiryFormProps,
  type RemoteModuleId,
  type RemoteModules,
  type RemoteName,
} from '../federation/index.js';
import type { Namespace } from '../i18n/namespaces.js';
import { renderOnServer } from './serverRender.js';

function EnquirySlotStandIn({ kind }: EnquiryFormProps) {
  return createElement('p', null, kind);
}

/**
 * Props as the shell passes them to each expose, typed by the contract: a contract entry added
 * without its props here fails the type check.
 */
const CONTRACT_PROPS: { [Id in RemoteModuleId]: RemoteModules[Id] } = {
  'mf_listings/PropertyTypes': {},
  'mf_listings/PropertyList': { goal: Goal.Sale, numberItemOfRow: 4, browsable: true },
  'mf_listings/PropertyDetail': { id: 1242, enquirySlot: EnquirySlotStandIn },
  'mf_listings/ProjectList': {},
  'mf_listings/ProjectDetail': { id: 7, enquirySlot: EnquirySlotStandIn },
  'mf_listings/Favourites': {},
  'mf_search/SearchBlock': { title: 'Trouvez votre bien', descriptions: ['{{sale}} biens à vendre, {{rent}} à louer'], showLogo: false },
  'mf_search/SearchBox': { showButton: true },
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

export interface RemoteContractOptions {
  /** The remote's dictionary namespace, loaded for the renders. */
  namespace: Namespace;
  /** Imports an expose's file as the remote's Module Federation config names it (`./src/exposes/X.tsx`). */
  load: (file: string) => Promise<{ default: unknown }>;
}

/**
 * A remote's own check of the contract (issue 15): its config exposes exactly the modules
 * `RemoteModules` names, and each renders on the server with the props the contract promises,
 * without an error. The shell would otherwise find out in the composed site, by showing a fallback.
 */
export function describeRemoteContract(
  federation: { name: RemoteName; exposes: Readonly<Record<string, string>> },
  { namespace, load }: RemoteContractOptions,
): void {
  const promised = contractIdsOf(federation.name);
  describe(`${federation.name} against the contract`, () => {
    afterEach(() => {
      jest.restoreAllMocks();
    });

    it('exposes exactly the modules the contract names', () => {
      const exposed = Object.keys(federation.exposes).map((expose) => moduleIdOf(federation.name, expose));
      expect(exposed.sort()).toEqual([...promised].sort());
    });

    it.each(promised)('%s renders with the props the contract promises', async (id) => {
      const file = federation.exposes[`./${id.slice(id.indexOf('/') + 1)}`];
      if (file === undefined) throw new Error(`${id} is not exposed`);
      const { default: component } = await load(file);
      expect(typeof component).toBe('function');
      const reactErrors = jest.spyOn(console, 'error');
      const html = await renderOnServer(createElement(component as ComponentType<object>, CONTRACT_PROPS[id]), { namespaces: [namespace] });
      expect(typeof html).toBe('string');
      expect(reactErrors).not.toHaveBeenCalled();
    });
  });
}
