import type { ResolvedPath, SiteConfigResponse } from 'shared-kernel';

/** What the api inlines in index.html for the first view (api/src/seo/pageViews.ts). */
export interface InitialData {
  site?: SiteConfigResponse;
  route?: ResolvedPath | null;
  page?: { title: string; description: string } | null;
}

/** Reads the first view's data from the page, so the shell does not ask the api again. Browser only. */
export function readInitialData(doc: Document = document): InitialData | null {
  const script = doc.getElementById('__INITIAL_DATA__');
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as InitialData;
  } catch {
    return null;
  }
}
