import { loadRemote } from '@module-federation/enhanced/runtime';
import { remoteNameOf, type RemoteModuleId, type RemoteModules, type RemoteName } from 'shared-kernel/federation';
// What loading an expose gives: its component, and its loader when it is a page-level route module.
import type { RouteModule as RemoteModule } from 'shared-kernel/react';
import { isDiscovered, registerPreviousRelease, reRegisterRemote } from './discovery';

export interface RetryPolicy {
  attempts: number;
  /** A remote that neither loads nor fails within this time counts as failed (a hung server). */
  timeoutMs: number;
  /** Wait before the first retry; each further wait doubles. */
  firstBackoffMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { attempts: 3, timeoutMs: 4000, firstBackoffMs: 400 };

/**
 * A server render tries twice (a kept-alive socket the remote's server closed fails a fetch now and
 * then): a remote that still cannot load shows its fallback in the page and the browser retries it.
 * The render may wait longer than the page's budget: the answer then falls back to the browser
 * shell, and the finished render fills the cache for the next visitor.
 */
export const SERVER_RETRY_POLICY: RetryPolicy = { attempts: 2, timeoutMs: 5000, firstBackoffMs: 100 };

/**
 * After a remote failed to load on the server, renders show its fallback at once for this long
 * instead of trying again on every page: a remote that is down must not cost every render its
 * timeout (and push pages over their budget).
 */
export const SERVER_RETRY_AFTER_MS = 30_000;

const serverFailures = new Map<RemoteName, number>();

export function noteServerFailure(id: RemoteModuleId, now = Date.now()): void {
  serverFailures.set(remoteNameOf(id), now);
}

export function failedRecentlyOnServer(id: RemoteModuleId, now = Date.now()): boolean {
  const at = serverFailures.get(remoteNameOf(id));
  return at !== undefined && now - at < SERVER_RETRY_AFTER_MS;
}

// Modules that finished loading, per page in the browser and per process on the server: a slot
// renders them at once, which is what lets the browser hydrate a server-rendered remote as it is.
const loadedModules = new Map<RemoteModuleId, RemoteModule<unknown>>();

/** The module if it has already loaded, so it can render without suspending. */
export function loadedRemoteModule<K extends RemoteModuleId>(id: K): RemoteModule<RemoteModules[K]> | undefined {
  return loadedModules.get(id) as RemoteModule<RemoteModules[K]> | undefined;
}

/**
 * Forgets what was loaded or failed of remotes now registered at another address (a deploy): their
 * next use loads the new version whole, never beside a module of the old one.
 */
export function forgetRemotes(names: readonly RemoteName[]): void {
  for (const id of loadedModules.keys()) if (names.includes(remoteNameOf(id))) loadedModules.delete(id);
  for (const name of names) serverFailures.delete(name);
}

export class RemoteUnavailableError extends Error {
  constructor(id: RemoteModuleId, cause: unknown) {
    super(`Remote module ${id} could not be loaded`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

// Loads under way: the slot hydrating a module joins the load the page started before hydrating,
// instead of racing a second series of attempts (and re-registrations) against it.
const loading = new Map<RemoteModuleId, Promise<RemoteModule<unknown>>>();

/** Loads an exposed module, retrying with exponential backoff and a cache-busting re-registration. */
export function loadRemoteModule<K extends RemoteModuleId>(id: K, policy: RetryPolicy = DEFAULT_RETRY_POLICY): Promise<RemoteModule<RemoteModules[K]>> {
  const underWay = loading.get(id);
  if (underWay) return underWay as Promise<RemoteModule<RemoteModules[K]>>;
  const load = loadWithRetries(id, policy).finally(() => loading.delete(id));
  loading.set(id, load as Promise<RemoteModule<unknown>>);
  return load;
}

async function loadWithRetries<K extends RemoteModuleId>(id: K, policy: RetryPolicy): Promise<RemoteModule<RemoteModules[K]>> {
  const name = remoteNameOf(id);
  if (!(await isDiscovered(name))) throw new RemoteUnavailableError(id, new Error(`${name} was not discovered`));
  let lastError: unknown;
  for (let attempt = 0; attempt < policy.attempts; attempt += 1) {
    if (attempt > 0) {
      await delay(policy.firstBackoffMs * 2 ** (attempt - 1));
      reRegisterRemote(name, attempt);
    }
    try {
      const module = await withTimeout(loadRemote<RemoteModule<RemoteModules[K]>>(id), policy.timeoutMs);
      if (module?.default) {
        loadedModules.set(id, module as RemoteModule<unknown>);
        return module;
      }
      lastError = new Error(`${id} has no default export`);
    } catch (error) {
      lastError = error;
    }
  }
  // The release live before, which the deployment record names, before the fallback box: the
  // part as it was yesterday serves a visitor better than no part.
  if (registerPreviousRelease(name)) {
    try {
      const module = await withTimeout(loadRemote<RemoteModule<RemoteModules[K]>>(id), policy.timeoutMs);
      if (module?.default) {
        console.warn(`Remote ${id} unavailable after ${policy.attempts} attempts; the release live before it is shown`, lastError);
        loadedModules.set(id, module as RemoteModule<unknown>);
        return module;
      }
    } catch (error) {
      lastError = error;
    }
  }
  console.warn(`Remote ${id} unavailable after ${policy.attempts} attempts`, lastError);
  throw new RemoteUnavailableError(id, lastError);
}
