import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { SiteMetrics } from '../http/metrics.js';
import { resolvePath, routeOf, significantQuery, type FormsFirstView } from 'shared-kernel';
import { REMOTES, releaseVersionOf, remoteNameOf, VIEW_TOKEN_TIMING, type RemoteLocation, type RemoteModuleId, type ServerRenderResult } from 'shared-kernel/federation';
import { readCatalogueVersion } from '../catalogue/rows.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { compressed, preferredEncoding, type Encoding } from '../http/encoding.js';
import { sendNotFound } from '../http/errors.js';
import type { VisitorRemotes } from '../site/canary.js';
import { markPreviewAnswer, previewIndex } from '../site/preview.js';
import type { SignalRecorder } from '../site/telemetry.js';
import { isPageRequest, readShellIndex, sendNotBuilt } from '../static/site.js';
import { firstViewCookies } from './firstViewRenderer.js';
import { escapeHtml, injectHead } from './head.js';
import { canonicalListQuery, canonicalLocation, chosenLanguageElsewhere, pageView, sitemapEntries, type PageView } from './pageViews.js';
import { throttledVersion } from './sources.js';
import { buildRobots, buildSitemap } from './sitemap.js';
import { sendUnavailablePage } from './unavailablePage.js';

export interface SeoOptions {
  metrics?: SiteMetrics;
}

interface CachedPage {
  status: number;
  /** Encoded once, and compressed once on the first request that accepts it: a cached page then costs no CPU. */
  body: Buffer;
  encoded?: Partial<Record<Encoding, Buffer>>;
  /** When it was made, for the Age of a page served stale. */
  madeAt: number;
  /** The remotes' versions its render used: the page is good while they are live. */
  remotes: RemoteLocation[];
  /** The parts that fell back in its render (never kept: each is sent once, and says so). */
  degradedParts: string[];
}

function pageOf(status: number, html: string, remotes: RemoteLocation[] = [], degradedParts: string[] = []): CachedPage {
  return { status, body: Buffer.from(html, 'utf8'), madeAt: Date.now(), remotes, degradedParts };
}

/**
 * When a crawler should ask again for a page whose main part fell back on the server: the shell's
 * server render leaves a remote that failed to load alone for 30 s (SERVER_RETRY_AFTER_MS).
 */
const DEGRADED_RETRY_AFTER_SECONDS = 30;

/** True while every remote version the page was rendered with is still served, to this visitor. */
function usesServedRemotes(page: CachedPage, served: readonly RemoteLocation[]): boolean {
  return page.remotes.every((used) => served.some((remote) => remote.name === used.name && remote.entry === used.entry));
}

/**
 * A server render counted for each remote version it showed or that fell back in it; a render that
 * failed whole is counted against the canaries it was made with (the live versions render every
 * other page).
 */
function countRender(signals: Pick<SignalRecorder, 'serverRender'>, chosen: VisitorRemotes, rendered: ServerRenderResult | null): void {
  const failedNames = new Set((rendered?.firstView.failedRemotes ?? []).map((id) => remoteNameOf(id as RemoteModuleId)));
  const used = new Set([...(rendered?.firstView.remotes ?? []).map((remote) => remote.name), ...failedNames]);
  for (const { name, entry } of chosen.remotes) {
    const folder = REMOTES.find((remote) => remote.name === name)?.folder;
    const version = releaseVersionOf(name, entry);
    if (folder === undefined || version === null) continue;
    if (rendered === null ? chosen.variant.split(' ').includes(`${folder}@${version}`) : used.has(name)) signals.serverRender(folder, version, rendered === null || failedNames.has(name));
  }
}

/** What a page holds in memory: its text and the compressed copies made so far. */
function pageBytes(page: CachedPage): number {
  return page.body.length + (page.encoded?.br?.length ?? 0) + (page.encoded?.gzip?.length ?? 0);
}

/** How long the shell's `index.html` is trusted before it is read again: a deploy shows within a second. */
const INDEX_FRESH_MS = 1000;

function encodedBody(page: CachedPage, encoding: Encoding): Buffer {
  page.encoded ??= {};
  page.encoded[encoding] ??= compressed(page.body, encoding);
  return page.encoded[encoding];
}

/**
 * A page's HTML: the shell's `index.html` with the route's head and first data, its forms' state
 * among them, the server render's markup when there is one, and on a withdrawn property's page
 * (410) links to properties like it, for visitors and crawlers alike.
 */
export function pageHtml(indexHtml: string, view: PageView, forms: FormsFirstView, rendered?: ServerRenderResult): string {
  const page = pageHtmlWithoutLinks(indexHtml, view, forms, rendered);
  if (view.similar === undefined || view.similar.links.length === 0) return page;
  // Beside the app's root, not in it: the browser's render of the root leaves them as they are.
  const links = view.similar.links.map((link) => `<li><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></li>`).join('');
  const aside =
    `<aside data-testid="gone-similar" aria-labelledby="gone-similar-title" style="max-width:75rem;margin:2rem auto;padding:0 1rem">` +
    `<h2 id="gone-similar-title">${escapeHtml(view.similar.title)}</h2><ul>${links}</ul></aside>`;
  return page.replace(/<\/body>(?![\s\S]*<\/body>)/, () => `${aside}</body>`);
}

function pageHtmlWithoutLinks(indexHtml: string, view: PageView, forms: FormsFirstView, rendered?: ServerRenderResult): string {
  const initialData = { ...view.initialData, forms };
  if (!rendered) return injectHead(indexHtml, view.head, initialData);
  // A rendered page paints before any script runs, and its scripts wait for it to load (shell
  // src/index.ts): preloading the remotes' entries would only take bandwidth from its photos. Its
  // first photo's preload is React's, with the gallery's srcset and sizes: a second one of a fixed
  // width made a phone download that photo twice, both at high priority.
  const head = { ...view.head, preloads: view.head.preloads.filter((preload) => preload.as !== 'script' && preload.as !== 'image') };
  return injectHead(indexHtml, head, initialData, rendered);
}

/**
 * Every page the browser navigates to gets the shell's `index.html` with the route's real head and
 * first data, and, for public pages, its first view rendered on the server; unknown paths and ids
 * get it with a 404. Pages are cached per address and data version, so serving one costs about
 * what serving a static file costs. Also sitemap.xml and robots.txt.
 */
const seo: FastifyPluginAsync<SeoOptions> = async (app, { metrics }) => {
  // Pages follow the visitor's remotes (a canary's for the visitors in its share; a page
  // rendered with a version no longer served is dropped, and pages are kept per variant) and the
  // live shell, whose `index.html` every page is made of; without a renderer every page is the
  // browser shell. Each server render is counted per remote version, for the automatic rollback.
  const { config, pageSources: sources, visitorRemotes, signals, viewTokens } = app;
  const renderer = app.renderer ?? undefined;
  const shellDir = () => app.liveShell().live;
  // Changes whenever the data behind pages changes (seed, import): cached pages are then dropped.
  const dataVersion = throttledVersion(() => readCatalogueVersion(app.db));
  app.onCatalogueChange(dataVersion.expire);
  let cachedVersion = -1;
  let cachedIndex = '';
  /** When the data behind the cached pages was last confirmed current. */
  let confirmedAt = 0;
  // Bounded by what the pages weigh, not by their number: a storm of addresses evicts the least
  // recently asked pages, and memory stays within PAGE_CACHE_MB whatever the pages' sizes.
  const cache = new LRUCache<string, CachedPage>({ maxSize: config.pageCacheBytes, sizeCalculation: pageBytes });
  metrics?.watchCache('pages', () => ({ entries: cache.size, bytes: cache.calculatedSize }));
  let rendersRunning = 0;
  // Requests for a page that is being rendered wait for that render instead of starting another.
  const rendering = new Map<string, Promise<CachedPage>>();

  let index: { at: number; html: Promise<string | null> } | null = null;
  const currentIndex = () => {
    const now = Date.now();
    if (!index || now - index.at >= INDEX_FRESH_MS) index = { at: now, html: readShellIndex(shellDir()) };
    return index.html;
  };

  const rememberPage = (key: string, page: CachedPage) => {
    // A not-found page is not kept: made-up addresses (unknown ids, pages past the last) are
    // endless, and keeping each would push the real pages out. A page larger than the whole cache
    // is served but not kept either.
    if (page.status === 200 && pageBytes(page) <= config.pageCacheBytes) cache.set(key, page);
  };
  let sitemap: { version: number; origin: string; xml: string } | null = null;

  /**
   * Drops what was made from older data or from an older build of the shell. Says 'unreachable'
   * when the data's version cannot be read: the cached pages are then all there is to serve.
   */
  let cachedShell = '';
  const freshCache = async (indexHtml: string): Promise<'fresh' | 'unreachable'> => {
    let version: number;
    try {
      version = await dataVersion();
    } catch (error) {
      if (isDatabaseUnavailable(error)) return 'unreachable';
      throw error;
    }
    confirmedAt = Date.now();
    // A deploy of the shell drops the pages it rendered, whatever its index.html says.
    const shell = shellDir();
    if (version !== cachedVersion || indexHtml !== cachedIndex || shell !== cachedShell) {
      cache.clear();
      rendering.clear();
      cachedVersion = version;
      cachedIndex = indexHtml;
      cachedShell = shell;
    }
    return 'fresh';
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

  /**
   * The page at an address: its head and first data, and its server-rendered first view when that
   * is ready within the budget. A page whose render fell back (over budget, failed, a remote that
   * could not load or threw) is not cached, so the next visitor gets a complete one; a render that
   * finishes after the budget still fills the cache. A page whose main part fell back is not sent
   * as the page: it answers 503 with Retry-After, so a search engine keeps the page it
   * has and asks again, and its body is the browser shell, so a visitor's browser renders it whole
   * (the browser loads that part afresh, and shows its fallback only if it fails there too).
   */
  const buildPage = async (key: string, url: string, cookies: string, origin: string, indexHtml: string, chosen: VisitorRemotes): Promise<CachedPage> => {
    const [pathname = '/', search = ''] = url.split(/\?(.*)/s);
    const view = await pageView(pathname, origin, sources, search, chosen.remotes);
    const forms: FormsFirstView = { token: randomUUID() };
    // Made only when it is the answer: a rendered page does not need it.
    const shellPage = () => pageOf(view.status, pageHtml(indexHtml, view, forms));
    // One visitor's own page (its secret is in the address, or it previews a release) is made for
    // each request, never kept.
    const ownPage = view.personal || chosen.preview !== undefined;
    const remember = ownPage ? () => undefined : rememberPage;
    if (!renderer || view.renderOn === 'browser') {
      const page = shellPage();
      remember(key, page);
      return page;
    }
    const renderedPage = (rendered: ServerRenderResult): CachedPage =>
      pageOf(view.status, pageHtml(indexHtml, view, forms, rendered), rendered.firstView.remotes, rendered.firstView.failedRemotes);
    const complete = (rendered: ServerRenderResult) => rendered.firstView.failedRemotes.length === 0;
    // Beyond the renders the machine can run at once (a storm of new addresses), the page goes out
    // as the browser shell within the budget, and is not kept: the next visitor gets it rendered.
    if (rendersRunning >= config.serverRenderConcurrency) return shellPage();
    rendersRunning += 1;
    const { withinBudget, completed } = renderer.render({ url, language: view.head.lang, site: view.initialData.site, cookies, forms, remotes: chosen.remotes });
    const timing = metrics?.renders.startTimer();
    void completed
      .then((rendered) => {
        timing?.({ outcome: rendered && complete(rendered) ? 'rendered' : 'failed' });
        // A preview's renders judge no version: the tester's release is no live one, nor a canary.
        if (!signals || chosen.preview) return;
        signals.shellRender(rendered === null);
        countRender(signals, chosen, rendered);
      })
      .finally(() => {
        rendersRunning -= 1;
      });
    // Kept by no cache, a personal page has no later visitor to fill a cache for: it waits for its
    // render rather than going out without one (a visitor without scripts would get an empty page).
    const outcome = ownPage ? await completed.then((rendered) => (rendered ? { rendered } : { fallback: 'failed' as const })) : await withinBudget;
    if ('rendered' in outcome) {
      const { failedRemotes } = outcome.rendered.firstView;
      if (view.mainPart && failedRemotes.includes(view.mainPart)) return { ...shellPage(), status: 503, degradedParts: failedRemotes };
      const page = renderedPage(outcome.rendered);
      if (complete(outcome.rendered)) remember(key, page);
      return page;
    }
    if (outcome.fallback === 'over-budget') {
      metrics?.budgetMisses.inc();
      const version = cachedVersion;
      void completed.then((rendered) => {
        // Data or a build that changed meanwhile would make this render stale.
        if (rendered && complete(rendered) && version === cachedVersion && indexHtml === cachedIndex) remember(key, renderedPage(rendered));
      });
    }
    const page = shellPage();
    if (outcome.fallback === 'not-built') remember(key, page);
    return page;
  };

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isPageRequest(request)) return sendNotFound(request, reply);
    const indexHtml = await currentIndex();
    if (indexHtml === null) return sendNotBuilt(reply);
    const freshness = await freshCache(indexHtml);
    const [pathname = '/', search = ''] = request.url.split(/\?(.*)/s);
    // One address per page: another case, a missing slash, an old slug or a list's page or filter
    // that the list would not write (`?page=0`, `?sort=bogus`) moves permanently.
    const location = freshness === 'unreachable' ? null : await canonicalLocation(pathname, sources);
    const listQuery = canonicalListQuery(location ?? pathname, search);
    if (location !== null || listQuery !== null) {
      return reply.redirect(`${location === null ? pathname : encodeURI(location)}${listQuery ?? (search ? `?${search}` : '')}`, 301);
    }
    // An address without a language prefix, from a visitor who chose another language before:
    // the page in that language, rendered in it (not the default language, switched after load).
    const chosen = freshness === 'unreachable' ? null : await chosenLanguageElsewhere(pathname, request.headers.cookie ?? '', sources);
    if (chosen !== null) {
      return reply
        .header('vary', 'Cookie')
        .header('cache-control', 'private, no-store')
        .redirect(search ? `${encodeURI(chosen)}?${search}` : encodeURI(chosen), 302);
    }
    // Rendered from the parameters the page reads: tracking tags and made-up parameters neither
    // make a new render nor a new cache entry (the browser still has them in its address bar).
    // A personal page reads its whole query (the signed link), and is kept by no cache.
    const personal = routeOf(resolvePath(pathname)).personal === true;
    const url = `${pathname}${personal ? (search ? `?${search}` : '') : significantQuery(search)}`;
    const origin = originOf(request);
    // A server render shows the query (a list's filters and page) and depends on the consent
    // choice (the dialog is open or not); the head alone depends on neither.
    const cookies = renderer ? firstViewCookies(request.headers.cookie) : '';
    // The visitor's variant (a canary's version of a remote, by their bucket) is a page of its own:
    // one made with a canary never reaches a visitor of the live versions, nor the reverse.
    const visitor = visitorRemotes(request, reply);
    // Without rendering the head still reads the query: a list page past the last one is a 404.
    const key = `${renderer ? `${origin}${url} ${cookies}` : `${origin}${url}`}${visitor.variant ? ` ${visitor.variant}` : ''}`;
    let page = visitor.preview ? undefined : cache.get(key);
    metrics?.pageCache.inc({ result: page ? 'hit' : 'miss' });
    // A deploy or a rollback drops exactly the pages rendered with a version it replaced, so no visitor gets a page of a version no longer served.
    if (page && freshness === 'fresh' && !usesServedRemotes(page, visitor.remotes)) {
      cache.delete(key);
      page = undefined;
    }
    if (freshness === 'unreachable') {
      // RFC 5861 stale-if-error: the page as last made, for a bounded time, saying it is stale.
      const staleFor = Date.now() - confirmedAt;
      if (!page || staleFor > config.staleIfErrorMs) return sendUnavailablePage(reply, pathname);
      void reply
        .header('age', String(Math.floor((Date.now() - page.madeAt) / 1000)))
        .header('warning', '110 - "Response is Stale"');
    } else if (page) {
      // Served from what the api keeps (RFC 9111 Age): the page was made this long ago, not now.
      void reply.header('age', String(Math.floor((Date.now() - page.madeAt) / 1000)));
    } else {
      let pending = rendering.get(key);
      if (!pending) {
        const shellHtml = visitor.preview ? await previewIndex(indexHtml, pathname, visitor.preview) : indexHtml;
        pending = buildPage(key, url, cookies, origin, shellHtml, visitor).finally(() => rendering.delete(key));
        rendering.set(key, pending);
      }
      try {
        page = await pending;
      } catch (error) {
        // The database went away while the page was being made: the page says so, in its language.
        if (isDatabaseUnavailable(error)) return sendUnavailablePage(reply, pathname);
        throw error;
      }
    }
    // A rendered page differs with the consent cookie (the dialog is in it or not): caches must know.
    const vary = renderer ? 'accept-encoding, cookie' : 'accept-encoding';
    reply.code(page.status).type('text/html; charset=utf-8').header('vary', vary);
    // This view's own token for its page-view report, beside the page a cache may share: the
    // browser reads it from the navigation's Server-Timing entries.
    // A preview's view gets none: its report then counts for no version.
    if (!visitor.preview) void reply.header('server-timing', `${VIEW_TOKEN_TIMING};desc="${await viewTokens.issue(visitor.remotes)}"`);
    // A page that gives the visitor their bucket is theirs: no shared cache may keep the Set-Cookie.
    if (personal) {
      // Its address holds a signature: only the origin goes on as a referrer (not "no-referrer",
      // whose forms post Origin: null, which the page's own forms need).
      void reply.header('cache-control', 'private, no-store').header('referrer-policy', 'strict-origin');
    } else if (page.degradedParts.length === 0) void reply.header('cache-control', reply.hasHeader('set-cookie') ? 'private, no-cache' : 'no-cache');
    else {
      // Not the page as it should be: no cache in between keeps it, and the answer names what is missing.
      void reply.header('cache-control', 'no-store').header('x-degraded-parts', page.degradedParts.join(', '));
      if (page.status === 503) void reply.header('retry-after', String(DEGRADED_RETRY_AFTER_SECONDS));
    }
    if (visitor.preview) markPreviewAnswer(reply);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(page.body);
    const known = page.encoded?.[encoding] !== undefined;
    const body = encodedBody(page, encoding);
    // The compressed copy adds to the page's weight: counted again, if the page is still kept.
    if (!known && cache.peek(key) === page) cache.set(key, page);
    return reply.header('content-encoding', encoding).send(body);
  });
};

export const seoRoutes = fp(seo, {
  name: 'seo-routes',
  fastify: '5.x',
  encapsulate: true,
  dependencies: ['config', 'db', 'deployments', 'telemetry', 'renderer', 'view-tokens', 'catalogue'],
  decorators: { fastify: ['config', 'db', 'visitorRemotes', 'signals', 'liveShell', 'renderer', 'pageSources', 'viewTokens', 'onCatalogueChange'] },
});
