import type { ComponentType } from 'react';
import type { RemoteName } from './remotes.js';

/**
 * What each remote exposes and the props it takes: the shell renders remotes only through these
 * ids, so a remote can change everything behind its entry components but not their contract.
 */
export interface RemoteModules {
  'mf_listings/PropertyTypes': Record<string, never>;
  'mf_search/SearchBox': Record<string, never>;
  'mf_forms/ContactCta': { phone: string; email: string };
  'mf_portal/OwnerAccess': Record<string, never>;
  'mf_consent/ConsentDialog': Record<string, never>;
}

export type RemoteModuleId = keyof RemoteModules;

export interface RemoteModule<P> {
  default: ComponentType<P>;
}

export function remoteNameOf(id: RemoteModuleId): RemoteName {
  return id.slice(0, id.indexOf('/')) as RemoteName;
}
