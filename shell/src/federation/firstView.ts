import { createContext } from 'react';
import type { RemoteModuleId } from 'shared-kernel/federation';

/**
 * What the remote slots of one server render did, and what the browser needs to hydrate it as it
 * is: the modules that rendered (loaded before hydrating), those that rendered only in slots that
 * hydrate when they come near the screen (loaded then), and those that could not load (their
 * fallback is in the page; the browser hydrates the fallback, then retries).
 */
export interface RemoteSlotLog {
  rendered: Set<RemoteModuleId>;
  deferred: Set<RemoteModuleId>;
  failed: Set<RemoteModuleId>;
}

export function emptySlotLog(): RemoteSlotLog {
  return { rendered: new Set(), deferred: new Set(), failed: new Set() };
}

export const RemoteSlotLogContext = createContext<RemoteSlotLog>(emptySlotLog());
