import { REMOTES, sameOriginManifest, type RemoteLocation } from 'shared-kernel/federation';
import type { Config } from '../config.js';
import type { DeploymentRecord } from './deployments.js';

/**
 * Where the shell loads each remote's manifest from: an explicit `REMOTE_URLS` entry first (a
 * remote hosted elsewhere, never published here), then the remote's webpack dev server in
 * development, else the version deployed on record (issue 15), else the latest build this api
 * serves itself.
 */
export function remoteLocations(
  config: Pick<Config, 'remoteUrls' | 'remotesFromDevServers'>,
  deployed: DeploymentRecord = {},
): RemoteLocation[] {
  return REMOTES.map(({ name, folder, devPort }) => ({
    name,
    entry:
      config.remoteUrls[name] ??
      (config.remotesFromDevServers ? `http://localhost:${devPort}/mf-manifest.json` : sameOriginManifest(folder, deployed[folder]?.live)),
  }));
}
