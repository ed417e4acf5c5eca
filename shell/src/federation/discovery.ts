import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteLocation, RemoteName, RemotesResponse } from 'shared-kernel/federation';

const registered = new Map<RemoteName, string>();
/** The release live before each remote's, as the api named it. */
const previousEntries = new Map<RemoteName, string>();
/** The live entries that could not load and were replaced by the release before them. */
const replacedEntries = new Map<RemoteName, string>();

/** Settles once the live remotes are known (at once on the server, which is handed them). */
let discovered: Promise<unknown> = Promise.resolve();

/**
 * Registers the remotes a server-rendered page was made with, at the versions it names, before
 * anything else: the page hydrates with the very code that rendered it, even if a deploy came in
 * between, and without waiting for the api to say where the other remotes are.
 */
export function registerRenderedRemotes(rendered: readonly RemoteLocation[]): void {
  registerRemotes(rendered.map(({ name, entry }) => ({ name, entry })));
  announceRemotes(rendered);
}

/**
 * Asks the api where each remote's manifest lives and registers the ones not registered yet with
 * the federation runtime. No remote URL is compiled into the shell, so a remote redeploys without a
 * shell build. An api that does not answer leaves them unregistered: their slots show their fallback.
 */
export function discoverRemotes(fetchImpl: typeof fetch = fetch): Promise<RemoteLocation[]> {
  const discovery = (async () => {
    let live: RemoteLocation[] = [];
    try {
      const response = await fetchImpl('/api/site/remotes', { headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`remote discovery answered ${response.status}`);
      live = ((await response.json()) as RemotesResponse).remotes;
    } catch (error) {
      console.warn('Remote discovery failed; remotes will show their fallback', error);
    }
    const remotes = live.filter(({ name }) => !registered.has(name));
    registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
    announceRemotes(remotes);
    return remotes;
  })();
  discovered = discovery;
  return discovery;
}

/** Whether a remote is registered, once the discovery under way (if any) has ended. */
export async function isDiscovered(name: RemoteName): Promise<boolean> {
  if (!registered.has(name)) await discovered;
  return registered.has(name);
}

/** Where a remote was registered from (its manifest, which names its release). */
export function registeredEntry(name: RemoteName): string | undefined {
  return registered.get(name);
}

/** Notes remotes registered with the federation runtime, so slots may load them. */
export function announceRemotes(remotes: readonly RemoteLocation[]): void {
  for (const { name, entry, previous } of remotes) {
    registered.set(name, entry);
    replacedEntries.delete(name);
    if (previous === undefined) previousEntries.delete(name);
    else previousEntries.set(name, previous);
  }
}

/**
 * Registers the release live before a remote's in its place, once, when the live one could not
 * load: answers false when the api named none or it was tried already. The page-view report then
 * names both (replacedEntry).
 */
export function registerPreviousRelease(name: RemoteName): boolean {
  const previous = previousEntries.get(name);
  const live = registered.get(name);
  if (previous === undefined || live === undefined || replacedEntries.has(name)) return false;
  replaceRemotes([{ name, entry: previous }]);
  replacedEntries.set(name, live);
  registered.set(name, previous);
  return true;
}

/** The live entry a remote's release before it replaced in this page (registerPreviousRelease). */
export function replacedEntry(name: RemoteName): string | undefined {
  return replacedEntries.get(name);
}

/** What the federation runtime says at every replacement of a registered remote. */
const REPLACED_WARNING = 'is already registered';

/**
 * Registers remotes in place of those of the same names: the runtime drops the old container and
 * its modules first. It warns at each such replacement that "overriding it may cause unexpected
 * errors", the errors of a remote replaced under modules still in use, which the callers rule
 * out: a server switches versions once the renders of the old ones have ended, a retry replaces a
 * remote that never loaded, the render check's process serves no one. A replacement is what they
 * mean, so that warning is not passed on (every other one is); the runtime warns synchronously,
 * inside the call, so nothing else is silenced meanwhile.
 */
export function replaceRemotes(remotes: readonly RemoteLocation[]): void {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!args.some((arg) => typeof arg === 'string' && arg.includes(REPLACED_WARNING))) warn.apply(console, args);
  };
  try {
    registerRemotes(
      remotes.map(({ name, entry }) => ({ name, entry })),
      { force: true },
    );
  } finally {
    console.warn = warn;
  }
}

/**
 * Registers a remote again under a fresh URL, so a retry does not reuse a cached failed manifest
 * or a container that never finished loading.
 */
export function reRegisterRemote(name: RemoteName, attempt: number): void {
  const entry = registered.get(name);
  if (!entry) return;
  const separator = entry.includes('?') ? '&' : '?';
  replaceRemotes([{ name, entry: `${entry}${separator}retry=${attempt}` }]);
}

