import type { ResolvedPath, SiteConfigResponse } from 'shared-kernel';
import { readInitialData } from 'shared-kernel/react';

/** What the api inlines in index.html for the first view (api/src/seo/pageViews.ts). */
export interface InitialData {
  site?: SiteConfigResponse;
  route?: ResolvedPath | null;
  page?: { title: string; description: string } | null;
}

/** The first view's data as the api wrote it, so the shell does not ask the api again. Browser only. */
export function readShellInitialData(): InitialData | null {
  return readInitialData() as InitialData | null;
}
