import { REMOTES, type PageViewReport, type RemoteName } from 'shared-kernel/federation';
import { z } from 'zod';
import type { Database, DatabaseLogger, Queryable } from '../db/database.js';
import { isVersion, type DeploymentRecord, type DeployTarget, type RemoteFolder } from './deployments.js';

/**
 * Signals per part and version, what a canary is judged by: the shell's page-view reports and this api's own
 * server renders, summed in memory and added to the database every FLUSH_MS by each replica (the
 * additions commute: replicas never overwrite each other's counts).
 */

export type Vital = 'lcp' | 'inp' | 'cls';

/**
 * The upper bounds of each vital's buckets, fine around the "good" and "poor" limits of web.dev
 * (LCP 2.5 s / 4 s, INP 200 / 500 ms, CLS 0.1 / 0.25). A p75 is told as its bucket's upper bound:
 * never better than it was. The last bucket holds everything above.
 */
export const VITAL_BUCKETS: Record<Vital, readonly number[]> = {
  lcp: [250, 500, 750, 1000, 1250, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000, 5000, 6000, 8000, 10_000, 15_000, 30_000],
  inp: [25, 50, 75, 100, 125, 150, 175, 200, 250, 300, 400, 500, 750, 1000, 1500, 2000, 5000],
  cls: [0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1],
};

const VITALS = Object.keys(VITAL_BUCKETS) as Vital[];

export function vitalBucket(vital: Vital, value: number): number {
  const bounds = VITAL_BUCKETS[vital];
  const index = bounds.findIndex((bound) => value <= bound);
  return index === -1 ? bounds.length : index;
}

/** The 75th percentile from bucket counts, as its bucket's upper bound; null without samples. */
export function p75(vital: Vital, counts: ReadonlyMap<number, number>): number | null {
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  let seen = 0;
  for (const bucket of [...counts.keys()].sort((a, b) => a - b)) {
    seen += counts.get(bucket) ?? 0;
    if (seen >= 0.75 * total) return VITAL_BUCKETS[vital][bucket] ?? Number.POSITIVE_INFINITY;
  }
  return Number.POSITIVE_INFINITY;
}

const remoteNames = REMOTES.map((remote) => remote.name) as [RemoteName, ...RemoteName[]];

/** A report as the shell sends it; anything else is refused whole (400), and nothing of it is kept. */
export const pageViewReportSchema = z
  .object({
    parts: z
      .array(
        z
          .object({
            remote: z.enum(remoteNames),
            version: z.string().max(120).refine(isVersion, 'not a version'),
            error: z.boolean(),
            fallback: z.boolean(),
            replaced: z.string().max(120).refine(isVersion, 'not a version').optional(),
          })
          .strict(),
      )
      .max(REMOTES.length)
      .refine((parts) => new Set(parts.map((part) => part.remote)).size === parts.length, 'a remote is named twice'),
    mismatch: z.boolean(),
    vitals: z
      .object({ lcp: z.number().min(0).max(600_000).optional(), inp: z.number().min(0).max(600_000).optional(), cls: z.number().min(0).max(100).optional() })
      .strict(),
    view: z.string().max(1024).optional(),
  })
  .strict() satisfies z.ZodType<PageViewReport>;

/** What is counted of a version: page views and what went wrong in them, server renders and their failures. */
export interface SignalCounts {
  views: number;
  errors: number;
  fallbacks: number;
  mismatches: number;
  serverRenders: number;
  serverFailures: number;
}

/** A version with nothing counted yet. */
export const NO_SIGNALS: Readonly<SignalCounts> = { views: 0, errors: 0, fallbacks: 0, mismatches: 0, serverRenders: 0, serverFailures: 0 };

interface Counts extends SignalCounts {
  vitals: Record<Vital, Map<number, number>>;
}

export interface VersionSignals extends SignalCounts {
  target: DeployTarget;
  version: string;
  p75: Record<Vital, number | null>;
}

const emptyCounts = (): Counts => ({ ...NO_SIGNALS, vitals: { lcp: new Map(), inp: new Map(), cls: new Map() } });

function folderOf(name: RemoteName): RemoteFolder {
  const remote = REMOTES.find((candidate) => candidate.name === name);
  if (!remote) throw new Error(`${name} is not a remote`);
  return remote.folder;
}

/** The versions a record serves of a part: reports of any other version are not kept (bounded storage). */
function servedVersions(record: DeploymentRecord, target: DeployTarget): string[] {
  const deployment = record[target];
  return deployment ? [deployment.live, ...(deployment.canary ? [deployment.canary.version] : [])] : [];
}

/** How often each replica adds what it summed to the database. */
export const FLUSH_MS = 1000;

export interface SignalRecorder {
  /** A page view's report; parts of versions the record does not serve now are left out. */
  pageView(report: PageViewReport): void;
  /** A server render with `target` at `version`, and whether it failed. */
  serverRender(target: DeployTarget, version: string, failed: boolean): void;
  /** A server render of a page, by the live shell, and whether it failed whole. */
  shellRender(failed: boolean): void;
  /** Adds what is summed to the database now. */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

export function createSignalRecorder(db: Database, deployments: () => DeploymentRecord, log: DatabaseLogger, flushMs = FLUSH_MS): SignalRecorder {
  let pending = new Map<string, { target: DeployTarget; version: string; counts: Counts }>();
  const countsOf = (target: DeployTarget, version: string): Counts | null => {
    if (!servedVersions(deployments(), target).includes(version)) return null;
    const key = `${target} ${version}`;
    let entry = pending.get(key);
    if (!entry) {
      entry = { target, version, counts: emptyCounts() };
      pending.set(key, entry);
    }
    return entry.counts;
  };
  let flushing: Promise<void> = Promise.resolve();
  const flush = (): Promise<void> => {
    const batch = [...pending.values()];
    pending = new Map();
    if (batch.length === 0) return flushing;
    flushing = flushing.then(() => addSignals(db, batch)).catch((error: unknown) => log.warn({ err: error, versions: batch.length }, 'signals per version could not be kept; these are lost'));
    return flushing;
  };
  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();
  const countView = (counts: Counts, report: PageViewReport, { error, fallback }: { error: boolean; fallback: boolean }) => {
    counts.views += 1;
    if (error) counts.errors += 1;
    if (fallback) counts.fallbacks += 1;
    if (report.mismatch) counts.mismatches += 1;
    // The page's vitals go to every version it showed: between a canary's views and the live
    // version's, the canary is what differs.
    for (const vital of VITALS) {
      const value = report.vitals[vital];
      if (value === undefined) continue;
      const bucket = vitalBucket(vital, value);
      counts.vitals[vital].set(bucket, (counts.vitals[vital].get(bucket) ?? 0) + 1);
    }
  };
  /**
   * The shell's figures, which a report cannot name (the shell's files carry no release id): the
   * shell has no canary, so a page is the live shell's, but for tabs opened before a shell deploy
   * and reporting after it. Its slots are the page's: a slot that threw or fell back counts
   * against the shell as well as against the remote's version.
   */
  const shellCounts = (): Counts | null => {
    const live = deployments().shell?.live;
    return live === undefined ? null : countsOf('shell', live);
  };
  const serverRender = (counts: Counts | null, failed: boolean) => {
    if (!counts) return;
    counts.serverRenders += 1;
    if (failed) counts.serverFailures += 1;
  };
  return {
    pageView(report) {
      for (const part of report.parts) {
        const counts = countsOf(folderOf(part.remote), part.version);
        if (counts) countView(counts, report, part);
        // The live version that could not load, replaced by the one before it: a fallback of the
        // live version for this visitor, though the page showed the part.
        const replaced = part.replaced === undefined ? null : countsOf(folderOf(part.remote), part.replaced);
        if (replaced) countView(replaced, report, { error: false, fallback: true });
      }
      const shell = shellCounts();
      if (shell) countView(shell, report, { error: report.parts.some((part) => part.error), fallback: report.parts.some((part) => part.fallback) });
    },
    serverRender: (target, version, failed) => serverRender(countsOf(target, version), failed),
    shellRender: (failed) => serverRender(shellCounts(), failed),
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}

async function addSignals(db: Database, batch: { target: DeployTarget; version: string; counts: Counts }[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { target, version, counts } of batch) {
      await tx.query(
        `insert into version_signals (target, version, views, errors, fallbacks, mismatches, server_renders, server_failures) values ($1, $2, $3, $4, $5, $6, $7, $8)
         on conflict (target, version) do update set views = version_signals.views + excluded.views, errors = version_signals.errors + excluded.errors,
           fallbacks = version_signals.fallbacks + excluded.fallbacks, mismatches = version_signals.mismatches + excluded.mismatches,
           server_renders = version_signals.server_renders + excluded.server_renders, server_failures = version_signals.server_failures + excluded.server_failures,
           updated_at = now()`,
        [target, version, counts.views, counts.errors, counts.fallbacks, counts.mismatches, counts.serverRenders, counts.serverFailures],
      );
      for (const vital of VITALS) {
        for (const [bucket, count] of counts.vitals[vital]) {
          await tx.query(
            `insert into version_vitals (target, version, metric, bucket, count) values ($1, $2, $3, $4, $5)
             on conflict (target, version, metric, bucket) do update set count = version_vitals.count + excluded.count`,
            [target, version, vital, bucket, count],
          );
        }
      }
    }
  });
}

/** Every version's signals, with the p75 of each vital. */
export async function readSignals(db: Queryable): Promise<VersionSignals[]> {
  const [rows, vitals] = await Promise.all([
    db.query<{ target: DeployTarget; version: string; views: string | number; errors: string | number; fallbacks: string | number; mismatches: string | number; server_renders: string | number; server_failures: string | number }>(
      'select target, version, views, errors, fallbacks, mismatches, server_renders, server_failures from version_signals order by target, version',
    ),
    db.query<{ target: DeployTarget; version: string; metric: Vital; bucket: number; count: string | number }>('select target, version, metric, bucket, count from version_vitals'),
  ]);
  return rows.map((row) => {
    const of = (vital: Vital) =>
      p75(vital, new Map(vitals.filter((sample) => sample.target === row.target && sample.version === row.version && sample.metric === vital).map((sample) => [sample.bucket, Number(sample.count)])));
    return {
      target: row.target,
      version: row.version,
      views: Number(row.views),
      errors: Number(row.errors),
      fallbacks: Number(row.fallbacks),
      mismatches: Number(row.mismatches),
      serverRenders: Number(row.server_renders),
      serverFailures: Number(row.server_failures),
      p75: { lcp: of('lcp'), inp: of('inp'), cls: of('cls') },
    };
  });
}
