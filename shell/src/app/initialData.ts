import type { ResolvedPath, SiteConfigResponse } from 'shared-kernel';
import { readInitialData, type FirstViewState } from 'shared-kernel/federation';

/** What the api inlines in index.html for the first view (api/src/seo/pageViews.ts). */
export interface InitialData {
  site?: SiteConfigResponse;
  route?: ResolvedPath | null;
  page?: { title: string; description: string } | null;
  /** Present when the api rendered the page: the browser hydrates it instead of rendering anew. */
  ssr?: FirstViewState;
}

/** The first view's data as the api wrote it, so the shell does not ask the api again. Browser only. */
export function readShellInitialData(): InitialData | null {
  return readInitialData() as InitialData | null;
}
