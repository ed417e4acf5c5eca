/** The id of the script element in which the api hands the first view's data to the page (api/src/seo/head.ts). */
export const INITIAL_DATA_ELEMENT_ID = '__INITIAL_DATA__';

/**
 * The part of the page's document read here: this module is in the kernel's federation part, which
 * the api and the builds also load on Node, where there is no DOM to type it with.
 */
interface InitialDataElement {
  readonly textContent: string | null;
}
interface PageDocument {
  getElementById(id: string): InitialDataElement | null;
}

// Parsed once per element: the page's data may be large.
const parsed = new WeakMap<InitialDataElement, Record<string, unknown> | null>();

/**
 * The first view's data the api inlined in the page, or null on the server, in tests without it, or
 * when it cannot be read. Read from the script element, not `window.__INITIAL_DATA__`: an element
 * id is also a property of window, so that name gives the element itself.
 */
export function readInitialData(): Record<string, unknown> | null {
  const { document } = globalThis as { document?: PageDocument };
  const element = document?.getElementById(INITIAL_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  if (!parsed.has(element)) {
    try {
      const value: unknown = JSON.parse(element.textContent);
      parsed.set(element, typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null);
    } catch {
      parsed.set(element, null);
    }
  }
  return parsed.get(element) ?? null;
}

/** One field of the first view's data when `accept` recognises it (the right id, the right language). */
export function initialField<T>(field: string, accept: (value: unknown) => value is T): T | null {
  const value = readInitialData()?.[field];
  return accept(value) ? value : null;
}
