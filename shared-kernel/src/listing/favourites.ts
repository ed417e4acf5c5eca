/**
 * Favourites without an account: the ids a visitor hearted, kept in this browser's
 * local storage (set only by a click on a heart, a service the visitor asked for) and shared as a
 * link that lists them, `/fr/favoris/?ids=1242,1375`, which any browser renders the same.
 */
export const FAVOURITES_ROUTE = '/favourites/';
export const FAVOURITES_STORAGE_KEY = 'favourites';
/** As many as the api answers by id in one request. */
export const MAX_FAVOURITES = 48;
/** Compared side by side, as many as a phone or a printed page can hold. */
export const MAX_COMPARED = 4;

/** Positive whole ids from a list such as `1242,1375`: each once, in the order given, at most `max`. */
export function parseIds(text: string | null | undefined, max = MAX_FAVOURITES): number[] {
  const ids: number[] = [];
  for (const part of (text ?? '').split(',')) {
    const id = Number(part.trim());
    if (Number.isSafeInteger(id) && id > 0 && /^\d+$/.test(part.trim()) && !ids.includes(id)) ids.push(id);
    if (ids.length === max) break;
  }
  return ids;
}

export function idsParam(ids: readonly number[]): string {
  return ids.join(',');
}

/** `ids` with `id` added at the front, or taken out if it was there; at most MAX_FAVOURITES. */
export function toggledIds(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((other) => other !== id) : [id, ...ids].slice(0, MAX_FAVOURITES);
}

const NO_IDS: readonly number[] = Object.freeze([]);

/** What the store needs of a browser window (the kernel's root also compiles for Node, without the DOM's types). */
interface BrowserWindow {
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
  addEventListener(type: string, listener: (event: { key?: string | null }) => void): void;
  removeEventListener(type: string, listener: (event: { key?: string | null }) => void): void;
  dispatchEvent(event: Event): boolean;
}

const browserWindow = () => (globalThis as { window?: BrowserWindow }).window;
const CHANGED = 'favourites-changed';

/**
 * The visitor's own favourites for `useSyncExternalStore`: every app reads the same storage, so the
 * header's count and the cards' hearts agree without sharing an instance; other tabs follow too.
 */
export const favouritesStore = (() => {
  let seenText: string | null = null;
  let seenIds: readonly number[] = NO_IDS;
  const read = (): readonly number[] => {
    let text: string | null = null;
    try {
      text = browserWindow()?.localStorage.getItem(FAVOURITES_STORAGE_KEY) ?? null;
    } catch {
      return NO_IDS;
    }
    if (text !== seenText) {
      seenText = text;
      seenIds = Object.freeze(parseIds(text));
    }
    return seenIds;
  };
  return {
    subscribe(listener: () => void): () => void {
      const target = browserWindow();
      if (!target) return () => {};
      const onStorage = (event: { key?: string | null }) => {
        if (event.key === FAVOURITES_STORAGE_KEY || event.key === null) listener();
      };
      target.addEventListener(CHANGED, listener);
      target.addEventListener('storage', onStorage);
      return () => {
        target.removeEventListener(CHANGED, listener);
        target.removeEventListener('storage', onStorage);
      };
    },
    getSnapshot: read,
    /** The server knows no one's favourites: a page renders none, and the browser fills them in. */
    getServerSnapshot: (): readonly number[] => NO_IDS,
    toggle(id: number): void {
      const target = browserWindow();
      if (!target) return;
      try {
        target.localStorage.setItem(FAVOURITES_STORAGE_KEY, idsParam(toggledIds(read(), id)));
      } catch {
        // Storage refused (private mode, full): the heart stays as it was.
        return;
      }
      target.dispatchEvent(new Event(CHANGED));
    },
  };
})();
