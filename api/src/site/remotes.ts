import { REMOTES, sameOriginManifest, type RemoteLocation } from 'shared-kernel/federation';
import type { Config } from '../config.js';
import { isManifestUrl, type DeploymentRecord } from './deployments.js';

/**
 * Where the shell loads each remote's manifest from: a manifest hosted elsewhere deployed at run
 * time first, then an explicit `REMOTE_URLS` entry (the same, set at start), then the remote's
 * webpack dev server in development, else the version deployed on record (issue 15), else the
 * latest build this api serves itself.
 */
export function remoteLocations(
  config: Pick<Config, 'remoteUrls' | 'remotesFromDevServers'>,
  deployed: DeploymentRecord = {},
): RemoteLocation[] {
  return REMOTES.map(({ name, folder, devPort }) => {
    const live = deployed[folder]?.live;
    const elsewhere = live !== undefined && isManifestUrl(live) ? live : config.remoteUrls[name];
    return {
      name,
      entry: elsewhere ?? (config.remotesFromDevServers ? `http://localhost:${devPort}/mf-manifest.json` : sameOriginManifest(folder, live)),
    };
  });
}
