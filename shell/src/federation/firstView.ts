import { createContext, type ReactNode } from 'react';
import type { RemoteModuleId } from 'shared-kernel/federation';

/**
 * What the remote slots of one server render did, and what the browser needs to hydrate it as it
 * is: the modules that rendered (the browser starts loading them before it hydrates), those that
 * rendered only in slots that hydrate when they come near the screen (loaded then), and those that
 * could not load (their fallback is in the page; the browser hydrates the fallback, then retries).
 */
export interface RemoteSlotLog {
  rendered: Set<RemoteModuleId>;
  deferred: Set<RemoteModuleId>;
  failed: Set<RemoteModuleId>;
  /** In the browser: a slot of this module has hydrated (or rendered) its remote, or shows its fallback. */
  settled?: (id: RemoteModuleId) => void;
}

export function emptySlotLog(): RemoteSlotLog {
  return { rendered: new Set(), deferred: new Set(), failed: new Set() };
}

export const RemoteSlotLogContext = createContext<RemoteSlotLog>(emptySlotLog());

const SLOT_NAME = 'RemotePart';

const parts = new Map<RemoteModuleId, (props: { children: ReactNode }) => ReactNode>();

/**
 * The component a slot renders its remote's part in: it adds nothing to the page, but it is named
 * for the module (`RemotePart(mf_listings/PropertyList)`), so the component stack React gives with
 * an error thrown on the server names the part it came from. One per module, so a slot keeps it
 * from one render to the next.
 */
export function remotePart(id: RemoteModuleId): (props: { children: ReactNode }) => ReactNode {
  const known = parts.get(id);
  if (known) return known;
  const part = ({ children }: { children: ReactNode }) => children;
  Object.defineProperty(part, 'name', { value: `${SLOT_NAME}(${id})` });
  parts.set(id, part);
  return part;
}

const PART_FRAME = new RegExp(`at ${SLOT_NAME}\\(([^)]+)\\)`);

/**
 * The remote module whose part threw, from the component stack of a server render's error: the
 * innermost part (a form inside a project's detail is the one named), or none outside any part.
 */
export function partThatThrew(componentStack: string | undefined): RemoteModuleId | null {
  return (PART_FRAME.exec(componentStack ?? '')?.[1] as RemoteModuleId | undefined) ?? null;
}
