import type { PropertyDetailData } from 'shared-kernel';

/** The id of the script element in which the api inlines the first view's data (api/src/seo/head.ts). */
const INITIAL_DATA_ID = '__INITIAL_DATA__';

let taken = false;

/**
 * The property the api inlined in the page for the first view, when it is the one asked for in the
 * language asked for. Read once: later views ask the api, so they never show a stale first answer.
 * Called from a query, never during render, so it may read the document.
 */
export function takeInitialProperty(id: number, lang: string): PropertyDetailData | null {
  if (taken || typeof document === 'undefined') return null;
  taken = true;
  const property = readInitialData()?.property;
  return property && property.ID === id && property.language === lang ? property : null;
}

function readInitialData(): { property?: PropertyDetailData } | null {
  // Browsers name elements by id on window: `window.__INITIAL_DATA__` is the script element
  // itself unless a server render set the data there, so only a plain object counts.
  const fromWindow = (globalThis as { __INITIAL_DATA__?: unknown }).__INITIAL_DATA__;
  if (typeof fromWindow === 'object' && fromWindow !== null && !(fromWindow instanceof Element)) return fromWindow;
  const text = document.getElementById(INITIAL_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as { property?: PropertyDetailData };
  } catch {
    return null;
  }
}

/** For tests: a new page. */
export function resetInitialData(): void {
  taken = false;
}
