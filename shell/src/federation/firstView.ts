import { createContext } from 'react';
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

/** Where a slot's markup starts: RemoteSlot's box names its module first. */
const SLOT_START = /<div data-remote="([^"]+)"/g;
const DIV_TAG = /<div[\s>]|<\/div>/g;
/** React's mark of a Suspense boundary whose content threw on the server: the browser renders it. */
const THREW = '<!--$!-->';

/**
 * The remote modules whose part of `html` threw while rendering on the server (a hook the shell's
 * kernel lacks, say): React writes such a part's loading placeholder, to be rendered again in the
 * browser, and nothing else tells the render it happened. A part nested in another (a form inside
 * a project's detail) is the one named.
 */
export function partsThatThrew(html: string): RemoteModuleId[] {
  const slots: { id: RemoteModuleId; start: number; end: number }[] = [];
  for (const slot of html.matchAll(SLOT_START)) {
    let depth = 0;
    DIV_TAG.lastIndex = slot.index;
    for (let tag = DIV_TAG.exec(html); tag; tag = DIV_TAG.exec(html)) {
      depth += tag[0] === '</div>' ? -1 : 1;
      if (depth === 0) {
        slots.push({ id: slot[1] as RemoteModuleId, start: slot.index, end: DIV_TAG.lastIndex });
        break;
      }
    }
  }
  const threw = new Set<RemoteModuleId>();
  for (let at = html.indexOf(THREW); at !== -1; at = html.indexOf(THREW, at + THREW.length)) {
    const innermost = slots.filter(({ start, end }) => start < at && at < end).sort((a, b) => b.start - a.start)[0];
    if (innermost) threw.add(innermost.id);
  }
  return [...threw];
}
