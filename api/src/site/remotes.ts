import { REMOTES, sameOriginManifest, type RemoteLocation } from 'shared-kernel/federation';
import type { Config } from '../config.js';

/**
 * Where the shell loads each remote's manifest from: an explicit `REMOTE_URLS` entry first, then
 * the remote's webpack dev server in development, else the build this api serves itself.
 */
export function remoteLocations(config: Pick<Config, 'remoteUrls' | 'remotesFromDevServers'>): RemoteLocation[] {
  return REMOTES.map(({ name, folder, devPort }) => ({
    name,
    entry:
      config.remoteUrls[name] ??
      (config.remotesFromDevServers ? `http://localhost:${devPort}/mf-manifest.json` : sameOriginManifest(folder)),
  }));
}
