import type { FastifyRequest } from 'fastify';
import { significantQuery, type FormsFirstView } from 'shared-kernel';
import { readShellIndex } from '../static/site.js';
import { firstViewCookies, type FirstViewRenderer } from './firstViewRenderer.js';
import { pageView, type PageSources } from './pageViews.js';
import { pageHtml } from './routes.js';

/**
 * The page a form was posted from, rendered again for the visitor who posted it (a form works without scripts), or null
 * before the site is built. Never cached: it holds what one visitor typed.
 */
export type PostedPageRenderer = (request: FastifyRequest, forms: FormsFirstView) => Promise<string | null>;

export interface PostedPagesOptions {
  sources: PageSources;
  renderer?: FirstViewRenderer;
  shellDir: () => string;
  publicOrigin?: string;
}

export function postedPages({ sources, renderer, shellDir, publicOrigin }: PostedPagesOptions): PostedPageRenderer {
  return async (request, forms) => {
    const indexHtml = await readShellIndex(shellDir());
    if (indexHtml === null) return null;
    const [pathname = '/', search = ''] = request.url.split(/\?(.*)/s);
    const view = await pageView(pathname, publicOrigin ?? `${request.protocol}://${request.host}`, sources, search);
    if (!renderer || view.renderOn === 'browser') return pageHtml(indexHtml, view, forms);
    // The visitor waits for the answer to their post, whatever the budget of a first view: the
    // browser shell would show their values and messages only once scripts run, if they do.
    const rendered = await renderer.render({
      url: `${pathname}${significantQuery(search)}`,
      language: view.head.lang,
      site: view.initialData.site,
      cookies: firstViewCookies(request.headers.cookie),
      forms,
    }).completed;
    return pageHtml(indexHtml, view, forms, rendered ?? undefined);
  };
}
