import { randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RELEASE_BUCKET_COOKIE } from 'shared-kernel';
import type { RemoteLocation } from 'shared-kernel/federation';
import type { Config } from '../config.js';
import type { DatabaseLogger } from '../db/database.js';
import type { DeploymentLedger } from './deploymentLedger.js';
import { DeployError, type DeploymentRecord, type DeployTarget } from './deployments.js';
import { recordForPreview, type PreviewPin } from './preview.js';
import { remoteLocations } from './remotes.js';
import type { VersionSignals } from './telemetry.js';

/**
 * The sticky canary: a new version for a share of page views first. A visitor's page views fall in one of BUCKETS buckets, kept in a
 * session cookie that holds that number alone; a part's canary gets the buckets below its share.
 * Every replica decides alike: the bucket comes with the request, the share from the database.
 * The cookie is set only while a canary runs (docs/canary.md: why it needs no consent).
 */

export const BUCKETS = 100;

const BUCKET_IN_COOKIE = new RegExp(`(?:^|;)\\s*${RELEASE_BUCKET_COOKIE}=(\\d{1,2})\\s*(?:;|$)`);

export function bucketInCookies(cookieHeader: string | undefined): number | null {
  const match = BUCKET_IN_COOKIE.exec(cookieHeader ?? '');
  return match ? Number(match[1]) : null;
}

/** A session cookie (no expiry: it ends with the browser session), sent to this site alone. */
export function bucketCookie(bucket: number, secure: boolean): string {
  return `${RELEASE_BUCKET_COOKIE}=${bucket}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function hasCanary(record: DeploymentRecord): boolean {
  return Object.values(record).some((deployment) => deployment.canary !== undefined);
}

/**
 * The record a page view in `bucket` is made with: each part whose canary's share covers the bucket
 * has its canary in place of its live version. `variant` names those canaries ('' for none): pages
 * made for one variant are never served to another.
 */
export function recordForBucket(record: DeploymentRecord, bucket: number): { record: DeploymentRecord; variant: string } {
  const chosen: DeploymentRecord = {};
  const canaries: string[] = [];
  for (const [target, deployment] of Object.entries(record) as [DeployTarget, NonNullable<DeploymentRecord[DeployTarget]>][]) {
    if (deployment.canary && bucket < deployment.canary.share) {
      chosen[target] = { ...deployment, live: deployment.canary.version };
      canaries.push(`${target}@${deployment.canary.version}`);
    } else chosen[target] = deployment;
  }
  return { record: chosen, variant: canaries.join(' ') };
}

export interface VisitorRemotes {
  remotes: RemoteLocation[];
  /** The canaries this view gets, or the release it previews; '' for the live versions alone. */
  variant: string;
  /** The release this browser previews: its pages are its own, and count for no version. */
  preview?: PreviewPin;
}

export interface RemoteChooser {
  /** Every visitor's remotes without a canary: the live versions. */
  live(): RemoteLocation[];
  /**
   * The remotes of this visitor's page view: with a canary running, the visitor's bucket decides,
   * and one is given (Set-Cookie) to a visitor without. The answer must then not be shared.
   * A browser that previews a release gets it among the live versions, before any canary.
   */
  forVisitor(request: FastifyRequest, reply: FastifyReply): VisitorRemotes;
}

export function remoteChooser(
  config: Parameters<typeof remoteLocations>[0],
  deployments: () => DeploymentRecord,
  previewOf: (request: FastifyRequest) => PreviewPin | null = () => null,
): RemoteChooser {
  let recordSeen: DeploymentRecord | null = null;
  let byVariant = new Map<string, RemoteLocation[]>();
  const locations = (record: DeploymentRecord, variant: string, chosen: DeploymentRecord) => {
    if (record !== recordSeen) {
      recordSeen = record;
      byVariant = new Map();
    }
    let remotes = byVariant.get(variant);
    if (!remotes) {
      remotes = remoteLocations(config, chosen);
      byVariant.set(variant, remotes);
    }
    return remotes;
  };
  const live = () => {
    const record = deployments();
    return locations(record, 'live', record);
  };
  return {
    live,
    forVisitor(request, reply) {
      const record = deployments();
      const preview = previewOf(request);
      if (preview !== null) {
        const pinned = recordForPreview(record, preview);
        return { remotes: locations(record, pinned.variant, pinned.record), variant: pinned.variant, preview };
      }
      if (!hasCanary(record)) return { remotes: live(), variant: '' };
      let bucket = bucketInCookies(request.headers.cookie);
      if (bucket === null) {
        bucket = randomInt(BUCKETS);
        void reply.header('set-cookie', bucketCookie(bucket, request.protocol === 'https'));
      }
      const chosen = recordForBucket(record, bucket);
      return { remotes: locations(record, chosen.variant || 'live', chosen.record), variant: chosen.variant };
    },
  };
}

/**
 * When the api withdraws a canary by itself. A rate compares a canary's views (or server renders)
 * with the live version's; the canary is aborted when its rate is above the live one's by
 * `marginPoints` AND at least `factor` times it, over at least `minViews` views (or
 * `minServerRenders` renders):
 * - 30 views: below that, two or three visitors with a broken extension swing a rate by 10
 *   points; at a 10 % share, a site with a few thousand views a day gets there within the hour.
 * - +5 points: the live version's own noise (a slow phone network, a blocked script) stays far
 *   below it, a slot that throws for a browser family is far above it.
 * - 2×: a live version with a high rate of its own (a third-party outage) does not get every
 *   canary aborted for the same 5 points of noise.
 * Server renders are counted the same way: a canary whose part throws on the server falls back
 * on every page that shows it, which is a broken page for crawlers too.
 */
export interface RollbackThresholds {
  minViews: number;
  marginPoints: number;
  factor: number;
  minServerRenders: number;
}

export const ROLLBACK_THRESHOLDS: RollbackThresholds = { minViews: 30, marginPoints: 5, factor: 2, minServerRenders: 5 };

function rate(part: number, whole: number): number {
  return whole === 0 ? 0 : (100 * part) / whole;
}

const figure = (value: number) => `${value.toFixed(1)} %`;

/**
 * Why a canary must be withdrawn, with the figures, or null while it holds (or has too few views
 * to tell). `compared` names the version it is judged against in the reason: the live one, or for
 * a live version, the one live before it.
 */
export function rollbackReason(
  live: VersionSignals | undefined,
  canary: VersionSignals | undefined,
  thresholds: RollbackThresholds = ROLLBACK_THRESHOLDS,
  compared: 'live' | 'before' = 'live',
): string | null {
  if (!canary) return null;
  const worse = (canaryRate: number, liveRate: number) => canaryRate > liveRate + thresholds.marginPoints && canaryRate >= thresholds.factor * liveRate;
  // The server's own renders weigh more than the browsers' reports: they are judged first, and
  // once they are enough and no worse than live, the reports must be twice as many to overrule them.
  const serverClean =
    canary.serverRenders >= thresholds.minServerRenders && !worse(rate(canary.serverFailures, canary.serverRenders), live ? rate(live.serverFailures, live.serverRenders) : 0);
  const minViews = serverClean ? 2 * thresholds.minViews : thresholds.minViews;
  const checks: { name: string; part: keyof VersionSignals; whole: 'views' | 'serverRenders'; min: number }[] = [
    { name: 'server render failures', part: 'serverFailures', whole: 'serverRenders', min: thresholds.minServerRenders },
    { name: 'error rate', part: 'errors', whole: 'views', min: minViews },
    { name: 'fallback rate', part: 'fallbacks', whole: 'views', min: minViews },
  ];
  for (const { name, part, whole, min } of checks) {
    if (canary[whole] < min) continue;
    const canaryRate = rate(canary[part] as number, canary[whole]);
    const liveRate = live ? rate(live[part] as number, live[whole]) : 0;
    if (worse(canaryRate, liveRate)) {
      return `${name} ${figure(canaryRate)} over ${canary[whole]} ${whole === 'views' ? 'views' : 'server renders'} against ${figure(liveRate)} ${compared} (${live?.[whole] ?? 0}); threshold: +${thresholds.marginPoints} points and ${thresholds.factor}×`;
    }
  }
  return null;
}

/**
 * How long after a deploy the live version is still judged like a canary: long enough for the
 * minimum of server renders on a quiet site, short enough that a version that did well for that
 * long is not rolled back for a later outage it did not cause (a database, a CRM).
 */
export const LIVE_GRACE_MS = 15 * 60_000;

/**
 * The release a failing live version goes back to: the latest before it that rendered on the
 * server within the thresholds (a release never rendered here is no safer than the failing one).
 */
export function lastReleaseThatRendered(previous: readonly string[], of: (version: string) => VersionSignals | undefined, thresholds: RollbackThresholds = ROLLBACK_THRESHOLDS): string | undefined {
  return previous.find((version) => {
    const figures = of(version);
    return figures !== undefined && figures.serverRenders > figures.serverFailures && rollbackReason(undefined, figures, thresholds) === null;
  });
}

export interface CanaryWatch {
  /**
   * Judges every running canary, and every remote's live version within LIVE_GRACE_MS of its
   * deploy, now; answers the targets it aborted or rolled back.
   */
  check(): Promise<DeployTarget[]>;
  /** The live versions judged failing and not (yet) rolled back, with why: what health reports. */
  failingLive(): ReadonlyMap<DeployTarget, string>;
  stop(): void;
}

/**
 * Every replica watches; the abort is conditional (only while that very version is the canary,
 * under the row's lock), so two replicas judging together withdraw it once. A remote's live
 * version is judged the same way for LIVE_GRACE_MS after it went live, against the version live
 * before it: above the thresholds, the api rolls it back to the last release that rendered (again
 * only while that version is live), or, with none, leaves it live and health says why. The shell
 * is not rolled back by the api: the release before it may lack what the live remotes need, which
 * only the deploy gate checks. Nor is a version deployed with --force: someone chose it over the
 * gate's refusal, and health already names what the gate found.
 */
export function watchCanaries({
  ledger,
  deployments,
  log,
  thresholds = ROLLBACK_THRESHOLDS,
  everyMs,
  beforeJudging = async () => {},
  graceMs = LIVE_GRACE_MS,
  now = Date.now,
}: {
  ledger: DeploymentLedger;
  deployments: () => DeploymentRecord;
  log: DatabaseLogger;
  thresholds?: RollbackThresholds;
  everyMs: number;
  /** Adds this replica's latest figures first. */
  beforeJudging?: () => Promise<void>;
  graceMs?: number;
  now?: () => number;
}): CanaryWatch {
  let failing = new Map<DeployTarget, string>();
  const check = async (): Promise<DeployTarget[]> => {
    const parts = Object.entries(deployments()) as [DeployTarget, NonNullable<DeploymentRecord[DeployTarget]>][];
    const running = parts.filter(([, deployment]) => deployment.canary);
    const judged = parts.filter(([target, deployment]) => target !== 'shell' && !deployment.canary && !deployment.forced && now() - Date.parse(deployment.since) < graceMs);
    if (running.length === 0 && judged.length === 0) {
      failing = new Map();
      return [];
    }
    await beforeJudging();
    const signals = await ledger.signals();
    const changed: DeployTarget[] = [];
    for (const [target, deployment] of running) {
      const canary = deployment.canary?.version ?? '';
      const of = (version: string) => signals.find((entry) => entry.target === target && entry.version === version);
      const reason = rollbackReason(of(deployment.live), of(canary), thresholds);
      if (reason === null) continue;
      const outcome = await ledger.abort(target, { by: 'api', reason: `automatic rollback: ${reason}` }, canary);
      if (outcome === null) continue;
      changed.push(target);
      log.warn({ target, canary, live: deployment.live, canaryFigures: of(canary), liveFigures: of(deployment.live), thresholds }, `canary aborted by the api: ${reason}`);
    }
    const stillFailing = new Map<DeployTarget, string>();
    for (const [target, deployment] of judged) {
      const of = (version: string) => signals.find((entry) => entry.target === target && entry.version === version);
      const before = deployment.previous[0];
      const reason = rollbackReason(before === undefined ? undefined : of(before), of(deployment.live), thresholds, 'before');
      if (reason === null) continue;
      const back = lastReleaseThatRendered(deployment.previous, of, thresholds);
      const figures = { target, live: deployment.live, liveFigures: of(deployment.live), back, thresholds };
      if (back === undefined) {
        stillFailing.set(target, `${deployment.live}: ${reason}; no release before it rendered, so it stays live`);
        log.warn(figures, `live ${target} ${deployment.live} fails and no release before it rendered: left live (${reason})`);
        continue;
      }
      try {
        await ledger.rollBack(target, { by: 'api', reason: `automatic rollback of the live version: ${reason}` }, { from: deployment.live, to: back });
      } catch (error) {
        // Another replica rolled it back first, or someone deployed meanwhile: nothing left to do.
        if (error instanceof DeployError) continue;
        throw error;
      }
      changed.push(target);
      log.warn(figures, `live ${target} ${deployment.live} rolled back to ${back} by=api: ${reason}`);
    }
    failing = stillFailing;
    return changed;
  };
  let checking: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    checking = checking.then(check).catch((error: unknown) => log.warn({ err: error }, 'the canaries could not be judged; tried again shortly'));
  }, everyMs);
  timer.unref();
  return { check, failingLive: () => failing, stop: () => clearInterval(timer) };
}

/** The thresholds, each of which the environment may lower (an end-to-end test, a small site). */
export function rollbackThresholdsOf(config: Pick<Config, 'canaryRollback'>): RollbackThresholds {
  return { ...ROLLBACK_THRESHOLDS, ...config.canaryRollback };
}
