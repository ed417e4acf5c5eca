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
    const deployment = deployed[folder];
    const live = deployment?.live;
    const published = (version: string) => (isVersion(version) && config.releasesPublicUrl ? `${config.releasesPublicUrl}/${folder}/${version}/mf-manifest.json` : undefined);
    const addressOf = (version: string) => (isManifestUrl(version) ? version : (published(version) ?? sameOriginManifest(folder, version)));
    const elsewhere = live !== undefined && isManifestUrl(live) ? live : config.remoteUrls[name];
    const entry = elsewhere ?? (config.remotesFromDevServers ? `http://localhost:${devPort}/mf-manifest.json` : (published(live ?? '') ?? sameOriginManifest(folder, live)));
    // The release live before, for the shell to load when the live one cannot: only behind a
    // version on record (a REMOTE_URLS override or a dev server has no record of what came before).
    const before = deployment?.previous[0];
    const previous = live !== undefined && before !== undefined && !config.remotesFromDevServers && entry === addressOf(live) ? addressOf(before) : undefined;
    return { name, entry, ...(previous !== undefined ? { previous } : {}) };
  });
}
