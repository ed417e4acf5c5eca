import { existsSync } from 'node:fs';
import { readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { Database, DatabaseLogger, Queryable } from '../db/database.js';
import type { ReleaseStore } from './releaseStore.js';
import { readSignals, type VersionSignals } from './telemetry.js';
import {
  DEPLOY_TARGETS,
  deploymentSchema,
  DeployError,
  isManifestUrl,
  isVersion,
  latestBuildDir,
  liveEntrySchema,
  publishBuild,
  publishedVersions,
  releaseIdOf,
  pruneReleases,
  remoteNameOfFolder,
  ROLLBACK_DEPTH,
  type DeploymentRecord,
  type DeployTarget,
  type RemoteDeployment,
} from './deployments.js';

/**
 * Which release of each part is live, kept in the database that every replica shares:
 * the `deployments` table, its history, and a `NOTIFY deployments` on each change that every
 * replica follows. The deploy command and the api change it through the same ledger.
 */

export const DEPLOYMENTS_CHANNEL = 'deployments';

/** Who asked for a change of what is live, and why: kept in the history. */
export interface ChangeNote {
  by: string;
  reason?: string;
  /** What the compatibility gate found and `--force` overrode. */
  forced?: string[];
  now?: Date;
}

export interface DeployOutcome {
  folder: DeployTarget;
  from: string | null;
  to: string;
}

export interface HistoryEntry {
  target: DeployTarget;
  action: 'deploy' | 'rollback' | 'import' | 'canary' | 'promote' | 'abort';
  from: string | null;
  to: string;
  by: string;
  reason: string | null;
  at: string;
}

export interface DeploymentLedger {
  read(): Promise<DeploymentRecord>;
  /** Makes a published version, or a manifest hosted elsewhere, live. */
  deploy(target: DeployTarget, version: string, note: ChangeNote): Promise<DeployOutcome>;
  /**
   * Makes the version live before the current one live again; with `expected`, only while `from`
   * is live (else a DeployError: another replica acted first), and back to `to`, one of the
   * versions before it, dropping those in between (the api's own rollback of a failing version).
   */
  rollBack(target: DeployTarget, note: ChangeNote, expected?: { from: string; to: string }): Promise<DeployOutcome>;
  /** Sends `share` % of page views (by their bucket) to a published version beside the live one. */
  startCanary(target: DeployTarget, version: string, share: number, note: ChangeNote): Promise<DeployOutcome>;
  /** Makes the canary live. */
  promote(target: DeployTarget, note: ChangeNote): Promise<DeployOutcome>;
  /**
   * Drops the canary; with `only`, only while that version is the canary (null when it is not:
   * another replica aborted it already, or it changed since it was judged).
   */
  abort(target: DeployTarget, note: ChangeNote, only?: string): Promise<DeployOutcome | null>;
  /** The latest changes, the latest first. */
  history(limit: number): Promise<HistoryEntry[]>;
  /** How each version does for visitors (telemetry.ts). */
  signals(): Promise<VersionSignals[]>;
}

interface DeploymentRow {
  target: DeployTarget;
  live: string;
  previous: string[];
  since: Date | string;
  forced: string[] | null;
  canary: string | null;
  canary_share: number | null;
  canary_since: Date | string | null;
}

const rowSchema = z.object({
  target: z.enum(DEPLOY_TARGETS as [DeployTarget, ...DeployTarget[]]),
  live: liveEntrySchema,
  previous: z.array(liveEntrySchema),
  since: z.union([z.date(), z.string()]),
  forced: z.array(z.string()).nullable(),
  canary: liveEntrySchema.nullable(),
  canary_share: z.number().int().nullable(),
  canary_since: z.union([z.date(), z.string()]).nullable(),
});

function deploymentOf(row: DeploymentRow): RemoteDeployment {
  const { live, previous, since, forced, canary, canary_share: share, canary_since: canarySince } = rowSchema.parse(row);
  return {
    live,
    previous,
    since: new Date(since).toISOString(),
    ...(forced && forced.length > 0 ? { forced } : {}),
    ...(canary !== null && share !== null && canarySince !== null ? { canary: { version: canary, share, since: new Date(canarySince).toISOString() } } : {}),
  };
}

const COLUMNS = 'target, live, previous, since, forced, canary, canary_share, canary_since';

export async function readRecord(db: Queryable): Promise<DeploymentRecord> {
  const rows = await db.query<DeploymentRow>(`select ${COLUMNS} from deployments order by target`);
  return Object.fromEntries(rows.map((row) => [row.target, deploymentOf(row)]));
}

async function lockedDeployment(tx: Queryable, target: DeployTarget): Promise<RemoteDeployment | undefined> {
  const [row] = await tx.query<DeploymentRow>(`select ${COLUMNS} from deployments where target = $1 for update`, [target]);
  return row ? deploymentOf(row) : undefined;
}

/** Why, as the history keeps it: with what `--force` overrode, so the history shows a forced change as one. */
function historyReason({ reason, forced = [] }: ChangeNote): string | null {
  const over = forced.length > 0 ? `forced over the gate: ${forced.join('; ')}` : undefined;
  return [reason, over].filter((part) => part !== undefined).join(' — ') || null;
}

async function writeDeployment(
  tx: Queryable,
  target: DeployTarget,
  deployment: RemoteDeployment,
  change: { action: HistoryEntry['action']; from: string | null; to?: string; note: ChangeNote; at?: string },
): Promise<void> {
  const { canary } = deployment;
  await tx.query(
    `insert into deployments (${COLUMNS}) values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (target) do update set live = excluded.live, previous = excluded.previous, since = excluded.since, forced = excluded.forced,
       canary = excluded.canary, canary_share = excluded.canary_share, canary_since = excluded.canary_since`,
    [
      target,
      deployment.live,
      JSON.stringify(deployment.previous),
      deployment.since,
      deployment.forced ? JSON.stringify(deployment.forced) : null,
      canary?.version ?? null,
      canary?.share ?? null,
      canary?.since ?? null,
    ],
  );
  await tx.query('insert into deployment_history (target, action, from_version, to_version, by_whom, reason, at) values ($1, $2, $3, $4, $5, $6, $7)', [
    target,
    change.action,
    change.from,
    change.to ?? deployment.live,
    change.note.by,
    historyReason(change.note),
    change.at ?? deployment.since,
  ]);
  // Delivered at commit, to every replica listening: none acts on a change that did not happen.
  await tx.query('select pg_notify($1, $2)', [DEPLOYMENTS_CHANNEL, target]);
}

/** A version every replica can serve: an address elsewhere, or a release in the store (or, without one, here). */
async function isServable(dataDir: string, store: ReleaseStore | null, target: DeployTarget, version: string): Promise<boolean> {
  if (isManifestUrl(version)) return true;
  return store !== null ? store.has(target, version) : (await publishedVersions(dataDir, target)).includes(version);
}

async function mustBeServable(dataDir: string, store: ReleaseStore | null, target: DeployTarget, version: string, allowsRemote: (manifestUrl: string) => boolean): Promise<void> {
  if (isManifestUrl(version) && !allowsRemote(version)) {
    throw new DeployError(`${target} cannot be deployed from ${version}: its host is not in REMOTE_HOSTS (deploy a release, or have the operator add the host)`);
  }
  if (await isServable(dataDir, store, target, version)) return;
  const published = await publishedVersions(dataDir, target);
  throw new DeployError(`${target} ${version} is not published${store ? ` in ${store.name}` : ''}; published here: ${published.join(', ') || 'none'}`);
}

/**
 * The ledger over the database itself: the api's, and the deploy command's when it can open it.
 * With a release store, a version goes live only once the store holds it.
 */
export function databaseLedger(
  db: Database,
  dataDir: string,
  store: ReleaseStore | null = null,
  /** Whether a manifest address may go live (REMOTE_HOSTS, site/remotes.ts); none by default. */
  allowsRemote: (manifestUrl: string) => boolean = () => false,
): DeploymentLedger {
  return {
    read: () => readRecord(db),

    async deploy(target, version, note) {
      await mustBeServable(dataDir, store, target, version, allowsRemote);
      const since = (note.now ?? new Date()).toISOString();
      const outcome = await db.transaction(async (tx): Promise<DeployOutcome & { deployment?: RemoteDeployment }> => {
        const current = await lockedDeployment(tx, target);
        if (current?.live === version) return { folder: target, from: version, to: version };
        const previous = current ? [current.live, ...current.previous.filter((earlier) => earlier !== version)].slice(0, ROLLBACK_DEPTH) : [];
        const forced = note.forced ?? [];
        const deployment: RemoteDeployment = { live: version, previous, since, ...(forced.length > 0 ? { forced } : {}) };
        await writeDeployment(tx, target, deployment, { action: 'deploy', from: current?.live ?? null, note });
        return { folder: target, from: current?.live ?? null, to: version, deployment };
      });
      if (outcome.deployment) await pruneReleases(dataDir, target, outcome.deployment);
      return { folder: outcome.folder, from: outcome.from, to: outcome.to };
    },

    async rollBack(target, note, expected) {
      return db.transaction(async (tx) => {
        const current = await lockedDeployment(tx, target);
        if (expected !== undefined && current?.live !== expected.from) throw new DeployError(`${target} ${expected.from} is no longer live`);
        const at = expected === undefined ? 0 : (current?.previous.indexOf(expected.to) ?? -1);
        const back = at === -1 ? undefined : current?.previous[at];
        const older = current?.previous.slice(at + 1) ?? [];
        if (!current || back === undefined) throw new DeployError(`${target} has no earlier version to roll back to${expected ? ` (${expected.to} is not one)` : ''}`);
        if (!(await isServable(dataDir, store, target, back))) throw new DeployError(`${target} ${back} is no longer published`);
        const forced = note.forced ?? [];
        const deployment: RemoteDeployment = { live: back, previous: older, since: (note.now ?? new Date()).toISOString(), ...(forced.length > 0 ? { forced } : {}) };
        await writeDeployment(tx, target, deployment, { action: 'rollback', from: current.live, note });
        return { folder: target, from: current.live, to: back };
      });
    },

    async startCanary(target, version, share, note) {
      if (target === 'shell') throw new DeployError('the shell has no canary: every page is made with the one live shell (deploy it, or roll it back)');
      if (!isVersion(version)) throw new DeployError(`a canary is a version published here, not an address (${version})`);
      if (!Number.isInteger(share) || share < 1 || share > 99) throw new DeployError(`--canary takes the share of page views, a whole number from 1 to 99 (got ${share})`);
      await mustBeServable(dataDir, store, target, version, allowsRemote);
      const at = (note.now ?? new Date()).toISOString();
      return db.transaction(async (tx) => {
        const current = await lockedDeployment(tx, target);
        if (!current) throw new DeployError(`${target} has nothing live yet: deploy a version before a canary beside it`);
        if (current.live === version) throw new DeployError(`${target} ${version} is live already: a canary is another version`);
        // Another share for the same canary keeps its start: its figures run on.
        const since = current.canary?.version === version ? current.canary.since : at;
        const reason = `${share} % of page views${note.reason ? `: ${note.reason}` : ''}`;
        await writeDeployment(tx, target, { ...current, canary: { version, share, since } }, { action: 'canary', from: current.live, to: version, note: { ...note, reason }, at });
        return { folder: target, from: current.live, to: version };
      });
    },

    async promote(target, note) {
      const since = (note.now ?? new Date()).toISOString();
      const outcome = await db.transaction(async (tx) => {
        const current = await lockedDeployment(tx, target);
        const canary = current?.canary;
        if (!current || !canary) throw new DeployError(`${target} has no canary to promote`);
        const previous = [current.live, ...current.previous.filter((earlier) => earlier !== canary.version)].slice(0, ROLLBACK_DEPTH);
        const deployment: RemoteDeployment = { live: canary.version, previous, since };
        await writeDeployment(tx, target, deployment, { action: 'promote', from: current.live, note });
        return { folder: target, from: current.live, to: canary.version, deployment };
      });
      await pruneReleases(dataDir, target, outcome.deployment);
      return { folder: outcome.folder, from: outcome.from, to: outcome.to };
    },

    async abort(target, note, only) {
      return db.transaction(async (tx) => {
        const current = await lockedDeployment(tx, target);
        const canary = current?.canary;
        if (only !== undefined && canary?.version !== only) return null;
        if (!current || !canary) throw new DeployError(`${target} has no canary to abort`);
        const { canary: _dropped, ...kept } = current;
        await writeDeployment(tx, target, kept, { action: 'abort', from: canary.version, note, at: (note.now ?? new Date()).toISOString() });
        return { folder: target, from: canary.version, to: current.live };
      });
    },

    signals: () => readSignals(db),

    async history(limit) {
      const rows = await db.query<{ target: DeployTarget; action: HistoryEntry['action']; from_version: string | null; to_version: string; by_whom: string; reason: string | null; at: Date | string }>(
        'select target, action, from_version, to_version, by_whom, reason, at from deployment_history order by id desc limit $1',
        [limit],
      );
      return rows.map((row) => ({
        target: row.target,
        action: row.action,
        from: row.from_version,
        to: row.to_version,
        by: row.by_whom,
        reason: row.reason,
        at: new Date(row.at).toISOString(),
      }));
    },
  };
}

const fileRecordSchema = z.partialRecord(z.enum(DEPLOY_TARGETS as [DeployTarget, ...DeployTarget[]]), deploymentSchema);

/** Where the record was kept before the database held it, one file per DATA_DIR. */
export function recordFileOf(dataDir: string): string {
  return path.join(dataDir, 'deployments.json');
}

/**
 * Moves a record kept in `DATA_DIR/deployments.json` (one machine's record, from before a fleet) into the database, once:
 * what was live stays live. Only into an empty table, so a replica that still has an old file
 * never overrides what the fleet has deployed since; the file is renamed either way.
 */
export async function importRecordFile(db: Database, dataDir: string, log: DatabaseLogger): Promise<void> {
  const file = recordFileOf(dataDir);
  if (!existsSync(file)) return;
  const parsed = fileRecordSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) {
    log.warn({ file, problem: parsed.error.message }, 'the old deployment record is not one; left where it is');
    return;
  }
  const imported = await db.transaction(async (tx) => {
    await tx.query('lock table deployments in exclusive mode');
    const [{ count } = { count: 0 }] = await tx.query<{ count: number }>('select count(*)::int as count from deployments');
    if (count > 0) return false;
    for (const [target, deployment] of Object.entries(parsed.data) as [DeployTarget, RemoteDeployment][]) {
      await writeDeployment(tx, target, deployment, { action: 'import', from: null, note: { by: 'api', reason: `imported from ${file}` } });
    }
    return true;
  });
  await rename(file, `${file}.imported`);
  log.info({ file, imported }, imported ? 'the deployment record moved into the database' : 'the database already holds a deployment record; the old file is set aside');
}

/** A safety net under the notifications: a replica also reads the record this often. */
export const SAFETY_POLL_MS = 30_000;

export interface LiveDeployments {
  /** The record as last read: the same object until it changes. Synchronous, asked on every page. */
  current(): DeploymentRecord;
  stop(): Promise<void>;
}

/** How soon a record this replica could not prepare (its release store down) is tried again. */
const RETRY_MS = 2000;

interface FollowOptions {
  pollMs?: number;
  /** Gets what a record names ready to serve (its releases fetched) before this replica adopts it. */
  prepare?: (record: DeploymentRecord) => Promise<void>;
}

/**
 * The record this replica follows: read at start, again on each notification, after the
 * notification connection comes back and every SAFETY_POLL_MS. A record is adopted once what it
 * names is ready here; a read or a preparation that fails keeps the last good record, says so,
 * and is tried again shortly.
 */
export async function followDeployments(db: Database, log: DatabaseLogger, { pollMs = SAFETY_POLL_MS, prepare = async () => {} }: FollowOptions = {}): Promise<LiveDeployments> {
  let record: DeploymentRecord = {};
  let seen = JSON.stringify(record);
  let retry: NodeJS.Timeout | undefined;
  let reading: Promise<void> | null = null;
  let again = false;
  const reread = (): void => {
    if (reading) {
      again = true;
      return;
    }
    reading = readRecord(db)
      .then(async (fresh) => {
        const text = JSON.stringify(fresh);
        if (text === seen) return;
        await prepare(fresh);
        seen = text;
        record = fresh;
        log.info({ live: Object.fromEntries(Object.entries(fresh).map(([target, deployment]) => [target, deployment.live])) }, 'deployments changed');
      })
      .catch((error: unknown) => {
        log.warn({ err: error }, 'the deployment record could not be read or served; the parts stay as they were');
        clearTimeout(retry);
        retry = setTimeout(reread, RETRY_MS);
        retry.unref();
      })
      .finally(() => {
        reading = null;
        if (!again) return;
        again = false;
        reread();
      });
  };
  const unlisten = await db.listen(DEPLOYMENTS_CHANNEL, { onNotify: reread, onReconnect: reread });
  reread();
  await reading;
  const poll = setInterval(reread, pollMs);
  poll.unref();
  return {
    current: () => record,
    async stop() {
      clearInterval(poll);
      clearTimeout(retry);
      await unlisten();
      await reading;
    },
  };
}

/**
 * What an api start does when a remote has no version on record (a first start, a new machine):
 * its latest build is published and goes live, so tabs are on releases from the first visit and a
 * rebuild never changes the files under them. A remote hosted elsewhere (`REMOTE_URLS`), served
 * by its dev server, or not built is left alone; a version on record always stands. A replica
 * whose DATA_DIR lacks the live release publishes it from its own build when that is the same
 * build (a fleet started from one image after the first replica deployed it).
 */
export async function deployBuildsNotOnRecord(
  config: Pick<Config, 'dataDir' | 'staticRoot' | 'remoteUrls' | 'remotesFromDevServers'>,
  ledger: DeploymentLedger,
  store: ReleaseStore | null,
): Promise<DeployOutcome[]> {
  if (config.remotesFromDevServers) return [];
  const record = await ledger.read();
  const outcomes: DeployOutcome[] = [];
  for (const target of DEPLOY_TARGETS) {
    const build = latestBuildDir(config.staticRoot, target);
    const elsewhere = target !== 'shell' && config.remoteUrls[remoteNameOfFolder(target)] !== undefined;
    if (elsewhere || !existsSync(path.join(build, 'mf-manifest.json'))) continue;
    const live = record[target]?.live;
    if (live === undefined) {
      outcomes.push(await ledger.deploy(target, await publishBuild(config.dataDir, target, build, store), { by: 'api', reason: 'its first start with this build' }));
    } else if (isVersion(live) && !(await publishedVersions(config.dataDir, target)).includes(live) && (await releaseIdOf(build)).id === live) {
      // Another replica deployed the build this one was shipped with: its files are here to serve.
      await publishBuild(config.dataDir, target, build);
    }
  }
  return outcomes;
}
