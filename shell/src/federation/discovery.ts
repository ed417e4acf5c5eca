import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteLocation, RemoteName, RemotesResponse } from 'shared-kernel/federation';

const registered = new Map<RemoteName, string>();

/**
 * Asks the api where each remote's manifest lives and registers them with the federation
 * runtime. No remote URL is compiled into the shell, so a remote redeploys without a shell build.
 * `rendered` are the versions a server-rendered page was made with: they win over the live ones,
 * so the page hydrates with the very code that rendered it even if a deploy came in between.
 * An api that does not answer leaves every remote unregistered but those: the others' slots show
 * their fallback.
 */
export async function discoverRemotes(rendered: readonly RemoteLocation[] = [], fetchImpl: typeof fetch = fetch): Promise<RemoteLocation[]> {
  let live: RemoteLocation[] = [];
  try {
    const response = await fetchImpl('/api/site/remotes', { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`remote discovery answered ${response.status}`);
    live = ((await response.json()) as RemotesResponse).remotes;
  } catch (error) {
    console.warn('Remote discovery failed; remotes will show their fallback', error);
  }
  const remotes = [...rendered, ...live.filter(({ name }) => !rendered.some((pinned) => pinned.name === name))];
  registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
  announceRemotes(remotes);
  return remotes;
}

/** Notes remotes registered with the federation runtime, so slots may load them. */
export function announceRemotes(remotes: readonly RemoteLocation[]): void {
  for (const { name, entry } of remotes) registered.set(name, entry);
}

/**
 * Registers a remote again under a fresh URL, so a retry does not reuse a cached failed manifest
 * or a container that never finished loading.
 */
export function reRegisterRemote(name: RemoteName, attempt: number): void {
  const entry = registered.get(name);
  if (!entry) return;
  const separator = entry.includes('?') ? '&' : '?';
  registerRemotes([{ name, entry: `${entry}${separator}retry=${attempt}` }], { force: true });
}

export function isRegistered(name: RemoteName): boolean {
  return registered.has(name);
}
