/**
 * The federated remotes of the site: container name, folder (the api serves a production build
 * under `/remotes/{folder}/`), development port (ARCHITECTURE.md "Ports") and the i18next namespace
 * of its own words. The api's remote discovery and every webpack build read this one list, so the
 * two cannot drift.
 */
export const REMOTES = [
  { name: 'mf_listings', folder: 'mf-listings', devPort: 3001, namespace: 'listings' },
  { name: 'mf_search', folder: 'mf-search', devPort: 3002, namespace: 'search' },
  { name: 'mf_forms', folder: 'mf-forms', devPort: 3003, namespace: 'forms' },
  { name: 'mf_portal', folder: 'mf-portal', devPort: 3004, namespace: 'portal' },
  { name: 'mf_consent', folder: 'mf-consent', devPort: 3005, namespace: 'consent' },
] as const;

export type RemoteName = (typeof REMOTES)[number]['name'];

export const SHELL_DEV_PORT = 3000;

/** What `GET /api/site/remotes` answers: where the shell finds each remote's manifest. */
export interface RemoteLocation {
  name: RemoteName;
  entry: string;
  /**
   * The manifest of the release live before this one, when the deployment record names one: the
   * shell loads it when this one cannot load (a missing manifest, a chunk error, a throw at init)
   * before it shows the fallback.
   */
  previous?: string;
}

export interface RemotesResponse {
  remotes: RemoteLocation[];
}

/**
 * The contract's declarations a build was checked against, in its folder (published with each
 * release), and where the api serves the live shell's: what a remote built in another repository
 * type-checks its exposes against (`npm run types -w <remote>`).
 */
export const CONTRACT_TYPES_FILE = '@mf-types.d.ts';
export const LIVE_CONTRACT_TYPES_PATH = '/api/site/contract.d.ts';

/** Where the api serves each published version of a remote, in a folder of its own, so open tabs keep loading the version they started with. */
export const RELEASES_PATH = '/releases';

/**
 * A remote's manifest when the api serves the production build on the same origin: a deployed
 * version's own immutable folder, or (no deploy on record) the remote's latest build.
 */
export function sameOriginManifest(folder: string, version?: string): string {
  return version ? `${RELEASES_PATH}/${folder}/${version}/mf-manifest.json` : `/remotes/${folder}/mf-manifest.json`;
}
