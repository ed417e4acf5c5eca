/** Spec §3 "Browser storage": the campaign parameters of the landing URL, kept for the forms. */
export const UTM_STORAGE_KEY = 'utm_parameters';

export const UTM_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'utm_id'] as const;

export type UtmParameter = (typeof UTM_PARAMETERS)[number];

export type UtmParameters = Partial<Record<UtmParameter, string>>;

/** The campaign parameters of a query string, or null when it has none. */
export function utmParametersOf(search: string): UtmParameters | null {
  const query = new URLSearchParams(search);
  const found: UtmParameters = {};
  for (const name of UTM_PARAMETERS) {
    const value = query.get(name)?.trim();
    if (value) found[name] = value.slice(0, 200);
  }
  return Object.keys(found).length > 0 ? found : null;
}

/** The stored value, or null when it is missing or not ours (a tampered value is ignored). */
export function parseUtmParameters(stored: string | null): UtmParameters | null {
  if (!stored) return null;
  try {
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const found: UtmParameters = {};
    for (const name of UTM_PARAMETERS) {
      const value = (parsed as Record<string, unknown>)[name];
      if (typeof value === 'string' && value) found[name] = value;
    }
    return Object.keys(found).length > 0 ? found : null;
  } catch {
    return null;
  }
}

/** The part of the Web Storage API used here; typed locally so the server build needs no DOM types. */
interface SessionStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function sessionStore(): SessionStore | null {
  try {
    return (globalThis as { sessionStorage?: SessionStore }).sessionStorage ?? null;
  } catch {
    // Storage disabled by the browser's privacy settings.
    return null;
  }
}

/** Keeps the landing URL's campaign; a later page without one keeps what the visit came with. */
export function captureUtmParameters(search: string): void {
  const found = utmParametersOf(search);
  const store = sessionStore();
  if (!found || !store) return;
  try {
    store.setItem(UTM_STORAGE_KEY, JSON.stringify(found));
  } catch {
    // A full or disabled storage only loses the campaign, never the page.
  }
}

/** For the forms: the campaign this visit came with, or null (always null on the server). */
export function readUtmParameters(): UtmParameters | null {
  const store = sessionStore();
  if (!store) return null;
  try {
    return parseUtmParameters(store.getItem(UTM_STORAGE_KEY));
  } catch {
    return null;
  }
}
