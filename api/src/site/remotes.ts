import { REMOTES, sameOriginManifest, type RemoteLocation } from 'shared-kernel/federation';
import type { Config } from '../config.js';
import { isManifestUrl, isVersion, type DeploymentRecord } from './deployments.js';

/**
 * Where the shell loads each remote's manifest from: a manifest hosted elsewhere deployed at run
 * time first, then an explicit `REMOTE_URLS` entry (the same, set at start), then the remote's
 * webpack dev server in development, else the version deployed on record (issue 15), from the
 * release store's public address when it has one (a CDN, issue 39), else the latest build this api
 * serves itself.
 */
export function remoteLocations(
  config: Pick<Config, 'remoteUrls' | 'remotesFromDevServers'> & Partial<Pick<Config, 'releasesPublicUrl'>>,
  deployed: DeploymentRecord = {},
): RemoteLocation[] {
  return REMOTES.map(({ name, folder, devPort }) => {
    const live = deployed[folder]?.live;
    const published = live !== undefined && isVersion(live) && config.releasesPublicUrl ? `${config.releasesPublicUrl}/${folder}/${live}/mf-manifest.json` : undefined;
    const elsewhere = live !== undefined && isManifestUrl(live) ? live : config.remoteUrls[name];
    return {
      name,
      entry: elsewhere ?? (config.remotesFromDevServers ? `http://localhost:${devPort}/mf-manifest.json` : (published ?? sameOriginManifest(folder, live))),
    };
  });
}
