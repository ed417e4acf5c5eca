import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { sendNotFound } from '../http/errors.js';
import { isPageRequest, readShellIndex, sendNotBuilt } from '../static/site.js';
import { injectHead } from './head.js';
import { pageView, sitemapEntries, type PageSources } from './pageViews.js';
import { buildRobots, buildSitemap } from './sitemap.js';

/** Pages rendered at most this many, most recent first; a crawler walking 10,000 properties cannot fill memory. */
const CACHE_LIMIT = 2000;

export interface SeoOptions {
  config: Config;
  sources: PageSources;
  /** Changes whenever the data behind pages changes (seed, import): cached pages are then dropped. */
  dataVersion: () => Promise<number>;
}

interface CachedPage {
  status: number;
  html: string;
}

/**
 * Every page the browser navigates to gets the shell's `index.html` with the route's real head and
 * first data; unknown paths and ids get it with a 404. Pages are cached per path and data version,
 * so serving one costs about what serving a static file costs. Also sitemap.xml and robots.txt.
 */
export const seoRoutes: FastifyPluginAsync<SeoOptions> = async (app, { config, sources, dataVersion }) => {
  let cachedVersion = -1;
  let cachedIndex = '';
  const cache = new Map<string, CachedPage>();
  let sitemap: { version: number; origin: string; xml: string } | null = null;

  /** Drops what was made from older data or from an older build of the shell. */
  const freshCache = async (indexHtml: string) => {
    const version = await dataVersion();
    if (version !== cachedVersion || indexHtml !== cachedIndex) {
      cache.clear();
      cachedVersion = version;
      cachedIndex = indexHtml;
    }
  };

  const originOf = (request: FastifyRequest) => config.publicOrigin ?? `${request.protocol}://${request.host}`;

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(buildRobots(originOf(request))),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const version = await dataVersion();
    const origin = originOf(request);
    if (sitemap?.version !== version || sitemap.origin !== origin) {
      sitemap = { version, origin, xml: buildSitemap(await sitemapEntries(sources), origin) };
    }
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sitemap.xml);
  });

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isPageRequest(request)) return sendNotFound(request, reply);
    const indexHtml = await readShellIndex(config.staticRoot);
    if (indexHtml === null) return sendNotBuilt(reply);
    await freshCache(indexHtml);
    const pathname = request.url.split('?')[0] ?? '/';
    const key = `${originOf(request)}${pathname}`;
    let page = cache.get(key);
    if (!page) {
      const view = await pageView(pathname, originOf(request), sources);
      page = { status: view.status, html: injectHead(indexHtml, view.head, view.initialData) };
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
      cache.set(key, page);
    }
    return reply.code(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page.html);
  });
};
