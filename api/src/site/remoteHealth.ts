import { z } from 'zod';
import type { RemoteLocation, RemoteName } from 'shared-kernel/federation';

/** A remote host that does not answer within this is, for a visitor, a remote that does not load. */
const CHECK_TIMEOUT_MS = 3000;

/** The part of an `mf-manifest.json` the browser's federation runtime relies on. */
const manifestSchema = z.object({
  metaData: z.object({
    buildInfo: z.object({ buildVersion: z.string() }).partial().optional(),
    remoteEntry: z.object({ name: z.string().min(1), path: z.string() }),
    publicPath: z.string().optional(),
  }),
  exposes: z.array(z.object({ path: z.string(), assets: z.object({ js: z.object({ sync: z.array(z.string()) }) }) })),
});

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
}

function problemOf(error: unknown): string {
  return error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${CHECK_TIMEOUT_MS} ms` : String(error);
}

/**
 * What a visitor's browser would meet loading one remote: the manifest (fetched by the federation
 * runtime, so a cross-origin host must allow the site's origin), its entry script, and the
 * scripts each exposed module needs first. Nothing is executed.
 */
export async function checkRemote(location: RemoteLocation, { siteOrigin, ownOrigin, fetch }: RemoteCheckOptions): Promise<RemoteHealth> {
  const manifestUrl = new URL(location.entry, `${ownOrigin}/`);
  const health: RemoteHealth = { name: location.name, manifest: location.entry, version: null, loadable: false, problems: [] };
  const get = (url: URL, method: 'GET' | 'HEAD') =>
    fetch(url, { method, headers: { origin: siteOrigin }, signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });

  let manifest: z.infer<typeof manifestSchema>;
  try {
    const answer = await get(manifestUrl, 'GET');
    if (!answer.ok) {
      health.problems.push(`the manifest answers ${answer.status}`);
      return health;
    }
    if (manifestUrl.origin !== ownOrigin) {
      const allowed = answer.headers.get('access-control-allow-origin');
      if (allowed !== '*' && allowed !== siteOrigin) {
        health.problems.push(`the remote's host does not allow ${siteOrigin} to read the manifest (CORS: ${allowed ?? 'no Access-Control-Allow-Origin'})`);
      }
    }
    const parsed = manifestSchema.safeParse(await answer.json());
    if (!parsed.success) {
      health.problems.push('the manifest is not a Module Federation manifest');
      return health;
    }
    manifest = parsed.data;
  } catch (error) {
    health.problems.push(`the manifest cannot be read: ${problemOf(error)}`);
    return health;
  }

  health.version = manifest.metaData.buildInfo?.buildVersion ?? null;
  const { publicPath = 'auto', remoteEntry } = manifest.metaData;
  const base = new URL(publicPath === 'auto' ? '.' : publicPath, manifestUrl);
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
  health.loadable = health.problems.length === 0;
  return health;
}

/**
 * The remotes' health, checked at most once per `everyMs` however often and under whatever Host it
 * is asked (a flood must not become one of outgoing requests), concurrent askers sharing one check.
 * The site origin of the first asker in each period is the one checked.
 */
export function remoteHealthMonitor(
  locations: () => RemoteLocation[],
  { ownOrigin, fetch }: Omit<RemoteCheckOptions, 'siteOrigin'>,
  everyMs = 15_000,
): (siteOrigin: string) => Promise<RemoteHealthReport> {
  let last: { at: number; report: Promise<RemoteHealthReport> } | null = null;
  return (siteOrigin) => {
    const now = Date.now();
    if (!last || now - last.at >= everyMs) {
      const checks = locations().map((location) => checkRemote(location, { siteOrigin, ownOrigin, fetch }));
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
    return last.report;
  };
}
