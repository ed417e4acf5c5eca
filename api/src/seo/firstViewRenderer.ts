import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, InjectOptions } from 'fastify';
import { CONSENT_COOKIE, consentCookieValue, savedConsentChoice, type FormsFirstView, type Language, type SiteConfigResponse } from 'shared-kernel';
import {
  REMOTES,
  remoteNameOf,
  serverContainerOf,
  type RemoteLocation,
  type RemoteModuleId,
  type ServerRenderResult,
  type ShellServerModule,
} from 'shared-kernel/federation';

/**
 * The origin under which a server render asks this api for data: those requests are answered
 * in-process (Fastify's inject), without a socket; any other origin is fetched.
 */
export const IN_PROCESS_ORIGIN = 'http://api.internal';

/**
 * This api's own address for the federation runtime, which fetches the remotes' server containers
 * over HTTP (it cannot be handed another fetch for them); null before the api listens.
 */
export function loopbackOrigin(app: FastifyInstance): string | null {
  const address = app.server.address();
  if (!address || typeof address === 'string') return null;
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

export interface FirstViewRendererOptions {
  app: FastifyInstance;
  /** The live shell's folder: a deploy of the shell changes it, and the next render loads its bundle. */
  shellDir: () => string;
  /**
   * Where the browser loads each remote's manifest now (it follows deploys); the server container
   * sits beside it.
   */
  liveRemotes: () => RemoteLocation[];
  budgetMs: number;
  log: FastifyBaseLogger;
}

export interface FirstViewRequest {
  url: string;
  language: Language;
  site: SiteConfigResponse;
  /** The cookies the first view depends on (see firstViewCookies). */
  cookies: string;
  forms: FormsFirstView;
  /** The remotes to render with (the visitor's: a canary's by their bucket); by default the live ones. */
  remotes?: RemoteLocation[];
}

/**
 * The part of a visitor's `Cookie` header that a first view depends on: the consent choice, which
 * decides whether the page opens with the consent dialog. Normalized, so the page cache keeps one
 * variant per choice and nothing else of the visitor reaches the render.
 */
export function firstViewCookies(cookieHeader: string | undefined): string {
  const choice = savedConsentChoice(cookieHeader ?? '');
  return choice ? `${CONSENT_COOKIE}=${consentCookieValue(choice)}` : '';
}

/** What one render gave: the page, or why the page goes out as the browser shell. */
export type RenderOutcome = { rendered: ServerRenderResult } | { fallback: 'over-budget' | 'failed' | 'not-built' };

export interface FirstViewRenderer {
  /**
   * Renders a page's first view within the budget. `completed` settles when the render ends,
   * even after the budget, so a late render can still fill the page cache.
   */
  render(request: FirstViewRequest): { withinBudget: Promise<RenderOutcome>; completed: Promise<ServerRenderResult | null> };
  /** Settles when every render started so far has ended, in budget or not. */
  idle(): Promise<void>;
}

function headersOf(raw: Record<string, string | string[] | number | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
  }
  return headers;
}

/** fetch for the render: this api's own answers in-process, anything else over the network. */
export function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== IN_PROCESS_ORIGIN) return fetch(request);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.from(await request.arrayBuffer());
    const answer = await app.inject({
      method: request.method as InjectOptions['method'],
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 304 || request.method === 'HEAD';
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers: headersOf(answer.headers) });
  };
}

/**
 * Before another shell bundle loads, the federation runtime's state on `globalThis` (its instances,
 * share scopes, loaded remote containers) is made anew: the runtime looks its instance up there by
 * name, and the new bundle would otherwise run on the old one's shared modules (its kernel, its
 * React). The old bundle's files leave the module cache.
 */
function forgetShellBundle(bundlePath: string): void {
  const global = globalThis as Record<string, unknown>;
  const federation = {
    __GLOBAL_PLUGIN__: [],
    __INSTANCES__: [],
    moduleInfo: {},
    __SHARE__: {},
    __MANIFEST_LOADING__: {},
    __PRELOADED_MAP__: new Map(),
    __PRELOADED_ASSETS__: new Set(),
  };
  global.__FEDERATION__ = federation;
  global.__VMOK__ = federation;
  const loading = global.__GLOBAL_LOADING_REMOTE_ENTRY__;
  if (loading && typeof loading === 'object') for (const key of Object.keys(loading)) delete (loading as Record<string, unknown>)[key];
  for (const { name } of REMOTES) delete global[name];
  const folder = path.dirname(bundlePath) + path.sep;
  const cache = createRequire(import.meta.url).cache;
  for (const file of Object.keys(cache)) if (file.startsWith(folder)) delete cache[file];
}

/**
 * Server rendering of public pages through the shell's server bundle (shell/dist/server/server.js),
 * which loads the remotes' server containers with Module Federation. The bundle is loaded once per
 * process, on first use; without a build the pages go out as the browser shell.
 */
export function createFirstViewRenderer({ app, shellDir, liveRemotes, budgetMs, log }: FirstViewRendererOptions): FirstViewRenderer {
  // One shell bundle at a time, the live release's, loaded on its first render. A deploy of the
  // shell switches once the renders on the old bundle have ended, so no render mixes two shells.
  let shell: { path: string; module: ShellServerModule } | null = null;
  let switching: Promise<void> | null = null;
  let rendersOnShell = 0;
  const drained = new Set<() => void>();
  const switchTo = async (bundlePath: string) => {
    if (shell) {
      if (rendersOnShell > 0) await new Promise<void>((resolve) => drained.add(resolve));
      forgetShellBundle(shell.path);
    }
    shell = { path: bundlePath, module: createRequire(import.meta.url)(bundlePath) as ShellServerModule };
  };
  const enterShell = async (): Promise<ShellServerModule | null> => {
    for (;;) {
      const bundlePath = path.join(shellDir(), 'server', 'server.js');
      if (shell?.path === bundlePath && switching === null) break;
      if (!existsSync(bundlePath)) return null;
      switching ??= switchTo(bundlePath).finally(() => {
        switching = null;
      });
      await switching;
    }
    rendersOnShell += 1;
    return shell?.module ?? null;
  };
  const leaveShell = () => {
    rendersOnShell -= 1;
    if (rendersOnShell > 0) return;
    for (const resolve of drained) resolve();
    drained.clear();
  };
  const fetchInProcess = inProcessFetch(app);
  const renderWithShell = async (request: FirstViewRequest): Promise<ServerRenderResult | 'not-built'> => {
    const module = await enterShell();
    if (!module) return 'not-built';
    try {
      return await renderOnShell(module, request);
    } finally {
      leaveShell();
    }
  };
  const renderOnShell = async (module: ShellServerModule, request: FirstViewRequest): Promise<ServerRenderResult> => {
    // Relative remote addresses are this api's own; before it listens they cannot load (fallback).
    const base = `${loopbackOrigin(app) ?? 'http://127.0.0.1:1'}/`;
    // One list for the whole render: the shell renders it with exactly these versions, never two builds of one remote in a page.
    const remotes = request.remotes ?? liveRemotes();
    const serverRemotes = remotes.map(({ name, entry }) => ({ name, entry: new URL(serverContainerOf(entry), base).href }));
    const { remotes: _chosen, ...asked } = request;
    const rendered = await module.renderFirstView({ ...asked, apiOrigin: IN_PROCESS_ORIGIN, fetch: fetchInProcess, remotes: serverRemotes });
    const { remoteModules, deferredModules = [] } = rendered.firstView;
    const used = new Set([...remoteModules, ...deferredModules].map((id) => remoteNameOf(id as RemoteModuleId)));
    return { ...rendered, firstView: { ...rendered.firstView, remotes: remotes.filter(({ name }) => used.has(name)) } };
  };
  // The first render loads the remotes' containers: later renders wait for it instead of loading
  // them again side by side.
  let firstRender: Promise<unknown> | null = null;
  const inFlight = new Set<Promise<unknown>>();
  const track = <T>(render: Promise<T>): Promise<T> => {
    inFlight.add(render);
    void render.finally(() => inFlight.delete(render)).catch(() => {});
    return render;
  };

  return {
    render(request) {
      const { url } = request;
      const started = performance.now();
      const previous = firstRender;
      const attempt = track(previous ? previous.catch(() => undefined).then(() => renderWithShell(request)) : renderWithShell(request));
      firstRender ??= attempt;
      const outcome = attempt.then(
        (rendered): RenderOutcome => {
          if (rendered === 'not-built') {
            log.warn('server render: the shell has no server build; pages go out as the browser shell');
            return { fallback: 'not-built' };
          }
          if (rendered.firstView.failedRemotes.length > 0) {
            const ms = Math.round(performance.now() - started);
            log.warn({ url, failedRemotes: rendered.firstView.failedRemotes, ms }, 'server render: remotes fell back; the browser retries them');
          }
          return { rendered };
        },
        (error: unknown): RenderOutcome => {
          log.warn({ url, err: error }, 'server render failed; the page goes out as the browser shell');
          return { fallback: 'failed' };
        },
      );
      const completed = outcome.then((ended) => ('rendered' in ended ? ended.rendered : null));
      let timer: NodeJS.Timeout | undefined;
      const overBudget = new Promise<RenderOutcome>((resolve) => {
        timer = setTimeout(() => {
          log.warn({ url, budgetMs }, 'server render over budget; the page goes out as the browser shell');
          resolve({ fallback: 'over-budget' });
        }, budgetMs);
      });
      const withinBudget = Promise.race([outcome, overBudget]).finally(() => clearTimeout(timer));
      return { withinBudget, completed };
    },
    async idle() {
      await Promise.allSettled([...inFlight]);
    },
  };
}
