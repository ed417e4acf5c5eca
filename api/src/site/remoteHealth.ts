import { REMOTES, serverContainerOf, type RemoteLocation, type RemoteName } from 'shared-kernel/federation';
import { corsProblem, parseManifest, remoteGateProblems, type BuildManifest } from './deployGate.js';
import type { DeployTarget } from './deployments.js';

/** A remote host that does not answer within this is, for a visitor, a remote that does not load. */
const CHECK_TIMEOUT_MS = 3000;

export interface RemoteHealth {
  name: RemoteName;
  manifest: string;
  /** The build's `buildVersion` from its manifest; null when the manifest could not be read. */
  version: string | null;
  /** True when a browser on the site's origin could load the remote and every exposed module. */
  loadable: boolean;
  /** Why not, in words an operator acts on. */
  problems: string[];
}

export interface RemoteHealthReport {
  status: 'ok' | 'degraded';
  checkedAt: string;
  /** The origin the remotes were checked for (CORS). */
  siteOrigin: string;
  remotes: RemoteHealth[];
}

export interface RemoteCheckOptions {
  /** The origin visitors load the site from, which a cross-origin remote host must allow (CORS). */
  siteOrigin: string;
  /** Resolves the api's own relative addresses (the builds it serves itself). */
  ownOrigin: string;
  fetch: typeof fetch;
  /**
   * The deploy gate's checks of what is live, against the live shell: health never says
   * ok for what a deploy would refuse. `serverOrigin` is where the render check fetches the api's
   * own server containers (its loopback address; null before it listens).
   */
  gate?: { shellDir: () => string; serverOrigin: () => string | null };
}

function problemOf(error: unknown): string {
  return error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${CHECK_TIMEOUT_MS} ms` : String(error);
}

/**
 * What a visitor's browser would meet loading one remote: the manifest (fetched by the federation
 * runtime, so a cross-origin host must allow the site's origin), its entry script, and the
 * scripts each exposed module needs first. Nothing is executed.
 */
export async function checkRemote(location: RemoteLocation, { siteOrigin, ownOrigin, fetch, gate }: RemoteCheckOptions): Promise<RemoteHealth> {
  const manifestUrl = new URL(location.entry, `${ownOrigin}/`);
  const health: RemoteHealth = { name: location.name, manifest: location.entry, version: null, loadable: false, problems: [] };
  const get = (url: URL, method: 'GET' | 'HEAD') =>
    fetch(url, { method, headers: { origin: siteOrigin }, signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });

  let manifest: BuildManifest;
  try {
    const answer = await get(manifestUrl, 'GET');
    if (!answer.ok) {
      health.problems.push(`the manifest answers ${answer.status}`);
      return health;
    }
    const cors = corsProblem(manifestUrl, siteOrigin, ownOrigin, answer);
    if (cors) health.problems.push(cors);
    const parsed = parseManifest(await answer.text());
    if (typeof parsed === 'string') {
      health.problems.push(parsed);
      return health;
    }
    manifest = parsed;
  } catch (error) {
    health.problems.push(`the manifest cannot be read: ${problemOf(error)}`);
    return health;
  }

  health.version = manifest.metaData.buildInfo?.buildVersion ?? null;
  const { publicPath = 'auto', remoteEntry } = manifest.metaData;
  const base = new URL(publicPath === 'auto' ? '.' : publicPath, manifestUrl);
  if (remoteEntry.name === '') health.problems.push('the manifest names no entry script (remoteEntry): is it a remote\'s build?');
  const scripts = new Set([remoteEntry.path + remoteEntry.name, ...manifest.exposes.flatMap((expose) => expose.assets.js.sync)]);
  const missing = await Promise.all(
    [...scripts].map(async (file) => {
      try {
        const answer = await get(new URL(file, base), 'HEAD');
        return answer.ok ? null : `${file} answers ${answer.status}`;
      } catch (error) {
        return `${file}: ${problemOf(error)}`;
      }
    }),
  );
  health.problems.push(...missing.filter((problem): problem is string => problem !== null));
  if (health.problems.length === 0 && gate) health.problems.push(...(await gateProblemsOf(location, manifestUrl, { siteOrigin, ownOrigin, fetch, gate })));
  health.loadable = health.problems.length === 0;
  return health;
}

/**
 * The gate's verdict on a live remote. A release and a shell release never change, so their verdict
 * is kept for as long as both are live; anything else (a latest build, an address elsewhere) is
 * checked again each time.
 */
const releaseVerdicts = new Map<string, Promise<string[]>>();

function gateProblemsOf(location: RemoteLocation, manifestUrl: URL, options: RemoteCheckOptions & Required<Pick<RemoteCheckOptions, 'gate'>>): Promise<string[]> {
  const { gate, siteOrigin, ownOrigin, fetch } = options;
  const folder = REMOTES.find((remote) => remote.name === location.name)?.folder ?? location.name;
  const shellDir = gate.shellDir();
  const serverOrigin = gate.serverOrigin();
  const sameOrigin = manifestUrl.origin === ownOrigin;
  if (sameOrigin && serverOrigin === null) return Promise.resolve([]);
  const source = {
    url: manifestUrl.href,
    ...(sameOrigin ? { serverContainer: new URL(serverContainerOf(manifestUrl.pathname), serverOrigin ?? undefined).href } : {}),
  };
  const check = () => remoteGateProblems(folder, source, { shellDir, siteOrigin, ownOrigin, fetch });
  if (!manifestUrl.pathname.startsWith('/releases/')) return check();
  const key = `${manifestUrl.href}|${shellDir}|${siteOrigin}`;
  let verdict = releaseVerdicts.get(key);
  if (!verdict) {
    verdict = check();
    releaseVerdicts.set(key, verdict);
  }
  return verdict;
}

/**
 * The remotes' health, checked at most once per `everyMs` however often and under whatever Host it
 * is asked (a flood must not become one of outgoing requests), concurrent askers sharing one check.
 * The site origin of the first asker in each period is the one checked.
 */
export function remoteHealthMonitor(
  locations: () => RemoteLocation[],
  options: Omit<RemoteCheckOptions, 'siteOrigin'> & {
    /** The live versions the telemetry watcher judged failing (canary.ts), with the figures: read at every ask. */
    failingLive?: () => ReadonlyMap<DeployTarget, string>;
  },
  everyMs = 15_000,
): (siteOrigin: string) => Promise<RemoteHealthReport> {
  let last: { at: number; report: Promise<RemoteHealthReport> } | null = null;
  return (siteOrigin) => {
    const now = Date.now();
    if (!last || now - last.at >= everyMs) {
      const checks = locations().map((location) => checkRemote(location, { ...options, siteOrigin }));
      last = {
        at: now,
        report: Promise.all(checks).then((remotes) => ({
          status: remotes.every((remote) => remote.loadable) ? 'ok' : 'degraded',
          checkedAt: new Date(now).toISOString(),
          siteOrigin,
          remotes,
        })),
      };
    }
    const failing = options.failingLive?.() ?? new Map<DeployTarget, string>();
    return failing.size === 0 ? last.report : last.report.then((report) => withFailingRenders(report, failing));
  };
}

/**
 * A report with what visitors meet beyond loading: a live version whose server renders fail above
 * the thresholds loads, but its pages go out unrendered, so health says degraded with the figure.
 */
function withFailingRenders(report: RemoteHealthReport, failing: ReadonlyMap<DeployTarget, string>): RemoteHealthReport {
  let degraded = report.status === 'degraded';
  const remotes = report.remotes.map((remote) => {
    const folder = REMOTES.find((candidate) => candidate.name === remote.name)?.folder;
    const why = folder === undefined ? undefined : failing.get(folder);
    if (why === undefined) return remote;
    degraded = true;
    return { ...remote, problems: [...remote.problems, `its server renders fail: ${why}`] };
  });
  return { ...report, status: degraded ? 'degraded' : 'ok', remotes };
}
