import { REMOTES, sameOriginManifest, type RemoteLocation } from 'shared-kernel/federation';
import type { Config } from '../config.js';
import { isManifestUrl, isVersion, type DeploymentRecord } from './deployments.js';

/**
 * Where the shell loads each remote's manifest from: a manifest hosted elsewhere deployed at run
 * time first, then an explicit `REMOTE_URLS` entry (the same, set at start), then the remote's
 * webpack dev server in development, else the version deployed on record (a team deploys without a restart), from the
 * release store's public address when it has one (a CDN), else the latest build this api
 * serves itself.
 */
export function remoteLocations(
  config: Pick<Config, 'remoteUrls' | 'remotesFromDevServers'> & Partial<Pick<Config, 'releasesPublicUrl' | 'remoteHosts'>>,
  deployed: DeploymentRecord = {},
): RemoteLocation[] {
  return REMOTES.map(({ name, folder, devPort }) => {
    const deployment = deployed[folder];
    const live = deployment?.live;
    const published = (version: string) => (isVersion(version) && config.releasesPublicUrl ? `${config.releasesPublicUrl}/${folder}/${version}/mf-manifest.json` : undefined);
    const addressOf = (version: string) => (isManifestUrl(version) ? version : (published(version) ?? sameOriginManifest(folder, version)));
    // A record may name an address no longer allowed (written before the allow-list, or by hand):
    // it never reaches a page, which gets the remote's own build instead.
    const deployedElsewhere = live !== undefined && isManifestUrl(live) && isAllowedRemote(config, live) ? live : undefined;
    const elsewhere = deployedElsewhere ?? config.remoteUrls[name];
    const entry = elsewhere ?? (config.remotesFromDevServers ? `http://localhost:${devPort}/mf-manifest.json` : (published(live ?? '') ?? sameOriginManifest(folder, live !== undefined && isVersion(live) ? live : undefined)));
    // The release live before, for the shell to load when the live one cannot: only behind a
    // version on record (a REMOTE_URLS override or a dev server has no record of what came before).
    const before = deployment?.previous[0];
    const previous = live !== undefined && before !== undefined && !config.remotesFromDevServers && entry === addressOf(live) ? addressOf(before) : undefined;
    return { name, entry, ...(previous !== undefined ? { previous } : {}) };
  });
}

/**
 * Whether a remote may be loaded from `manifestUrl`: the site's own paths, the origins of
 * REMOTE_HOSTS and those REMOTE_URLS names (both set by the operator, never by a request).
 */
export function isAllowedRemote(config: Pick<Config, 'remoteUrls'> & Partial<Pick<Config, 'remoteHosts'>>, manifestUrl: string): boolean {
  if (manifestUrl.startsWith('/') && !manifestUrl.startsWith('//')) return true;
  let origin: string;
  try {
    origin = new URL(manifestUrl).origin;
  } catch {
    return false;
  }
  const configured = Object.values(config.remoteUrls).flatMap((url) => (/^https?:\/\//.test(url) ? [new URL(url).origin] : []));
  return [...(config.remoteHosts ?? []), ...configured].includes(origin);
}
