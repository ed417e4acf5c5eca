import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import type { FastifyBaseLogger, FastifyInstance, InjectOptions } from 'fastify';
import { CONSENT_COOKIE, consentCookieValue, savedConsentChoice, type FormsFirstView, type Language, type SiteConfigResponse } from 'shared-kernel';
import { Piscina } from 'piscina';
import { remoteNameOf, serverContainerOf, type RemoteLocation, type RemoteModuleId, type ServerRenderResult } from 'shared-kernel/federation';
import { answerThrough } from './renderChannel.js';
import type { RenderTask } from './renderWorker.js';

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
  /**
   * Runs `pages`, whose renders each run on every thread of the pool (their first renders load
   * the remotes' containers, about a second), then waits for those renders to end.
   */
  warmUp(pages: () => Promise<void>): Promise<void>;
  /** Starts the live shell's render threads and waits until each has loaded its bundle. */
  start(): Promise<void>;
  /** Ends the render threads at once (the api closing). */
  close(): Promise<void>;
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

/** A shell release's render threads: one page at a time each, as many as the machine has cores. */
const THREADS = availableParallelism();

const workerFile = fileURLToPath(new URL(`./renderWorker${path.extname(fileURLToPath(import.meta.url))}`, import.meta.url));
// From the sources (the dev server, the benches, jest) the worker is TypeScript: tsx loads it.
const workerArgs = workerFile.endsWith('.ts') && !process.execArgv.includes('tsx') ? [...process.execArgv, '--import', 'tsx'] : process.execArgv;

/**
 * Server rendering of public pages through the shell's server bundle (shell/dist/server/server.js),
 * which loads the remotes' server containers with Module Federation. Each live shell release
 * renders in a pool of worker threads of its own, started on its first render: a deploy of the
 * shell starts the new release's pool for the renders that follow and closes the old one once its
 * renders have ended, so no render mixes two shells and no thread reloads a bundle. Without a
 * build the pages go out as the browser shell.
 */
export function createFirstViewRenderer({ app, shellDir, liveRemotes, budgetMs, log }: FirstViewRendererOptions): FirstViewRenderer {
  let pool: { bundlePath: string; threads: Piscina<RenderTask | null, ServerRenderResult | null> } | null = null;
  const poolOf = (bundlePath: string) => {
    if (pool?.bundlePath === bundlePath) return pool.threads;
    if (pool) void pool.threads.close();
    const threads = new Piscina<RenderTask | null, ServerRenderResult | null>({
      filename: workerFile,
      workerData: { bundlePath },
      execArgv: workerArgs,
      minThreads: THREADS,
      maxThreads: THREADS,
      concurrentTasksPerWorker: 1,
      idleTimeout: Number.POSITIVE_INFINITY,
    });
    pool = { bundlePath, threads };
    return threads;
  };
  const fetchInProcess = inProcessFetch(app);
  const renderOnPool = async (request: FirstViewRequest): Promise<ServerRenderResult | 'not-built'> => {
    const bundlePath = path.join(shellDir(), 'server', 'server.js');
    if (!existsSync(bundlePath)) return 'not-built';
    // Relative remote addresses are this api's own; before it listens they cannot load (fallback).
    const base = `${loopbackOrigin(app) ?? 'http://127.0.0.1:1'}/`;
    // One list for the whole render: the shell renders it with exactly these versions.
    const remotes = request.remotes ?? liveRemotes();
    const serverRemotes = remotes.map(({ name, entry }) => ({ name, entry: new URL(serverContainerOf(entry), base).href }));
    const { remotes: _chosen, ...asked } = request;
    const { port1, port2 } = new MessageChannel();
    answerThrough(port1, fetchInProcess);
    try {
      const task: RenderTask = { request: { ...asked, apiOrigin: IN_PROCESS_ORIGIN, remotes: serverRemotes }, port: port2 };
      const rendered = await poolOf(bundlePath).run(task, { transferList: [port2] });
      if (rendered === null) throw new Error('the render thread answered no page');
      const { remoteModules, deferredModules = [] } = rendered.firstView;
      const used = new Set([...remoteModules, ...deferredModules].map((id) => remoteNameOf(id as RemoteModuleId)));
      return { ...rendered, firstView: { ...rendered.firstView, remotes: remotes.filter(({ name }) => used.has(name)) } };
    } finally {
      port1.close();
    }
  };
  const inFlight = new Set<Promise<unknown>>();
  const track = <T>(render: Promise<T>): Promise<T> => {
    inFlight.add(render);
    void render.finally(() => inFlight.delete(render)).catch(() => {});
    return render;
  };
  let warming = false;

  return {
    render(request) {
      const { url } = request;
      const started = performance.now();
      // While warming up, every thread renders the page, so none is cold for the first visitors.
      const attempt = warming ? Promise.any(Array.from({ length: THREADS }, () => track(renderOnPool(request)))) : track(renderOnPool(request));
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
    async warmUp(pages) {
      warming = true;
      try {
        await pages();
      } finally {
        warming = false;
      }
      await this.idle();
    },
    async start() {
      const bundlePath = path.join(shellDir(), 'server', 'server.js');
      if (!existsSync(bundlePath)) return;
      const threads = poolOf(bundlePath);
      await Promise.all(Array.from({ length: THREADS }, () => threads.run(null)));
    },
    async close() {
      await pool?.threads.destroy();
      pool = null;
    },
  };
}
