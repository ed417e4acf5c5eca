import { existsSync } from 'node:fs';
import { userInfo } from 'node:os';
import { StartupError } from '../startupError.js';
import path from 'node:path';
import type { CommandIo } from '../catalogue/importCommand.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { isAllowedRemote } from './remotes.js';
import { s3ReleaseStore, type ReleaseStore } from './releaseStore.js';
import type { PreviewSigner } from './deployEndpoint.js';
import { databaseLedger, importRecordFile, type ChangeNote, type DeploymentLedger, type DeployOutcome } from './deploymentLedger.js';
import type { VersionFigures } from './telemetryRoutes.js';
import { remoteGateProblems, shellGateProblems, type BuildSource, type GateContext, type GateDepth } from './deployGate.js';
import {
  DEPLOY_TARGETS,
  DeployError,
  isDeployTarget,
  isManifestUrl,
  isRemoteFolder,
  isVersion,
  latestBuildDir,
  publishBuild,
  publishedVersions,
  releaseDir,
  releaseIdOf,
  REMOTE_FOLDERS,
  remoteNameOfFolder,
  rollbackTarget,
  type DeploymentRecord,
  type DeployTarget,
  type RemoteFolder,
} from './deployments.js';

const USAGE = `Usage:
  npm run deploy -w api -- TARGET [VERSION] [--build DIR] [--force]   publish TARGET's build and make it (or VERSION) live
  npm run deploy -w api -- REMOTE https://…/mf-manifest.json [--force]  make a build hosted elsewhere live
  npm run deploy -w api -- rollback TARGET                  make the version live before the current one live again
  npm run deploy -w api -- REMOTE [VERSION] [--build DIR] --canary SHARE   the build (or VERSION) as a canary for SHARE % (1-99) of page views
  npm run deploy -w api -- preview REMOTE VERSION             a signed link that shows a published VERSION to one browser, among the live parts
  npm run deploy -w api -- preview REMOTE --build DIR        publish the build (not live) and print its preview link
  npm run deploy -w api -- promote REMOTE                   make REMOTE's canary live
  npm run deploy -w api -- abort REMOTE                     drop REMOTE's canary: every page view gets the live version
  npm run deploy -w api -- all                              publish the shell's and every remote's latest build, shell first
  npm run deploy -w api -- status                           what is live and canary, from where, how each version does, what rollback would do
  npm run deploy -w api -- status --json                    the same figures as JSON (each part's live and canary, share, rates)
TARGET is shell or a remote (${REMOTE_FOLDERS.join(', ')}); its build is TARGET/dist unless --build names another folder.
--reason TEXT keeps why with the change, beside who made it (DEPLOYED_BY, else the user).
Every deploy passes the compatibility gate first (the remote's own build, its exposes, its shared
ranges against the live shell, its server render); --force overrides a refusal, kept on record.
What is live is kept in the database (DATABASE_URL, else the api's embedded one in DATA_DIR):
every running api serves the new version within a second, without a restart.
`;

function describe({ folder, from, to }: DeployOutcome, ms: number): string {
  const change = from === to ? 'was already live' : from ? `is live (was ${from})` : 'is live';
  return `${folder} ${to} ${change} in ${ms} ms\n`;
}

function describeCanary({ folder, from, to }: DeployOutcome, share: number, ms: number): string {
  return `${folder} ${to} is the canary for ${share} % of page views (live: ${from ?? 'none'}) in ${ms} ms\n`;
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, Math.round(performance.now() - started)];
}

/**
 * What a change that passes the gate does to what is live: a deploy, or a rollback to an older
 * release; or a preview, which changes nothing live but shows the release to a tester's browser.
 */
type GatedChange = 'deployed' | 'rolled back' | 'previewed';

const FORCE_SAYS: Record<GatedChange, string> = {
  deployed: '--force deploys it anyway; visitors would meet what is listed above',
  'rolled back': '--force rolls it anyway; visitors would meet what is listed above',
  previewed: 'a preview cannot be forced: what the tester would see is what visitors would meet once it is live',
};

const listed = (problems: string[]) => problems.map((problem) => `  - ${problem}`).join('\n');

/** A gate refusal: the problems, each with its fix, for the team that asked. */
class GateRefusal extends DeployError {
  constructor(
    target: DeployTarget,
    readonly problems: string[],
    change: GatedChange,
  ) {
    super(`${target} was not ${change}; the compatibility gate refused it:\n${listed(problems)}\n(${FORCE_SAYS[change]})`);
  }
}

/** Where a version on record is: a release published here, or a manifest's address. */
function sourceOf(dataDir: string, target: DeployTarget, version: string): BuildSource {
  return isManifestUrl(version) ? { url: version } : { dir: releaseDir(dataDir, target, version) };
}

/** Where each part of the site is live now, as the running api serves it. */
export function liveSources(config: Pick<Config, 'dataDir' | 'staticRoot' | 'remoteUrls'>, record: DeploymentRecord) {
  const shellLive = record.shell?.live;
  const shellDir = shellLive !== undefined && !isManifestUrl(shellLive) ? releaseDir(config.dataDir, 'shell', shellLive) : latestBuildDir(config.staticRoot, 'shell');
  const remotes = REMOTE_FOLDERS.map((folder): { folder: RemoteFolder; source: BuildSource } => {
    const live = record[folder]?.live;
    const elsewhere = config.remoteUrls[remoteNameOfFolder(folder)];
    if (live !== undefined) return { folder, source: sourceOf(config.dataDir, folder, live) };
    return { folder, source: elsewhere !== undefined ? { url: elsewhere } : { dir: latestBuildDir(config.staticRoot, folder) } };
  });
  return { shellDir, remotes };
}

/** The compatibility gate the command asks (deployGate.ts); its own tests hand it another. */
export interface DeployGate {
  remote: typeof remoteGateProblems;
  shell: typeof shellGateProblems;
}

const COMPATIBILITY_GATE: DeployGate = { remote: remoteGateProblems, shell: shellGateProblems };

/**
 * What the gate finds in a build of `target` against the parts live in `record`: a remote against
 * the live shell, a shell against the live remotes.
 */
async function gateProblems(checks: DeployGate, config: Config, record: DeploymentRecord, target: DeployTarget, source: BuildSource, depth: GateDepth = {}): Promise<string[]> {
  const live = liveSources(config, record);
  const context: Omit<GateContext, 'shellDir'> = { siteOrigin: config.publicOrigin ?? `http://localhost:${config.port}`, ownOrigin: `http://localhost:${config.port}` };
  if (target !== 'shell') return checks.remote(target, source, { ...context, shellDir: live.shellDir }, depth);
  return 'dir' in source ? checks.shell(source.dir, live.remotes, context, depth) : ['the shell deploys from a build folder, not an address'];
}

/**
 * `npm run deploy -w api -- …`, how a team makes its remote or the shell live on its own: checks a build against the live site, publishes
 * it as an immutable release named by its contents and changes which release is live in the
 * database's record (deploymentLedger.ts), which every running api follows. Answers the exit code: 0 done, 1
 * when it cannot be done as asked or the gate refused (the message says why and what to do).
 */
export async function runDeployCommand(
  args: readonly string[],
  env: Record<string, string | undefined>,
  io: CommandIo,
  checks: DeployGate = COMPATIBILITY_GATE,
  ledgerFor: (config: Config) => Promise<OpenedLedger> = openLedger,
): Promise<number> {
  const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
  const { dataDir, staticRoot } = config;
  const force = args.includes('--force');
  const positional = args.filter((arg, index) => !arg.startsWith('--') && !['--build', '--reason', '--canary'].includes(args[index - 1] ?? ''));
  const canaryFlag = args.indexOf('--canary');
  const canaryShare = canaryFlag === -1 ? undefined : Number(args[canaryFlag + 1]);
  const buildFlag = args.indexOf('--build');
  const buildArg = buildFlag === -1 ? undefined : args[buildFlag + 1];
  const reasonFlag = args.indexOf('--reason');
  const reason = reasonFlag === -1 ? undefined : args[reasonFlag + 1];
  const [command, ...rest] = positional;
  let by: string | undefined;
  const note = (forced: string[] = []): ChangeNote => ({ by: (by ??= whoDeploys(env)), ...(reason ? { reason } : {}), forced });

  /** The gate's verdict on a build, before anything is published or made live. */
  const gate = async (ledger: DeploymentLedger, target: DeployTarget, source: BuildSource, change: GatedChange = 'deployed'): Promise<string[]> => {
    const problems = await gateProblems(checks, config, await ledger.read(), target, source);
    if (problems.length === 0) return [];
    if (!force || change === 'previewed') throw new GateRefusal(target, problems, change);
    io.err(`${target}: ${change} with --force over the gate's refusal:\n${listed(problems)}\n`);
    return problems;
  };

  const deployBuild = async (ledger: DeploymentLedger, target: DeployTarget, buildDir: string, wanted?: string): Promise<DeployOutcome> => {
    const { id } = await releaseIdOf(buildDir);
    if (wanted !== undefined && wanted !== id) {
      throw new DeployError(`${target} ${wanted} is not the build in ${buildDir} (that build is ${id}): a version names one build's contents`);
    }
    // The very build that is live already passed the gate (or was forced): nothing to check again.
    if (canaryShare === undefined && (await ledger.read())[target]?.live === id) return { folder: target, from: id, to: id };
    const forced = await gate(ledger, target, { dir: buildDir });
    return goLive(ledger, target, await publishBuild(dataDir, target, buildDir, releaseStoreOf(config)), forced);
  };

  /** Live, or beside the live version as a canary with `--canary`. */
  const goLive = (ledger: DeploymentLedger, target: DeployTarget, version: string, forced: string[]): Promise<DeployOutcome> =>
    canaryShare === undefined ? ledger.deploy(target, version, note(forced)) : ledger.startCanary(target, version, canaryShare, note(forced));

  let opened: OpenedLedger | undefined;
  try {
    if (buildFlag !== -1 && buildArg === undefined) throw new DeployError('--build needs a folder');
    if (reasonFlag !== -1 && !reason) throw new DeployError('--reason needs a text');
    if (canaryShare !== undefined && !(Number.isInteger(canaryShare) && canaryShare >= 1 && canaryShare <= 99)) {
      throw new DeployError(`--canary needs the share of page views, a whole number from 1 to 99 (got ${args[canaryFlag + 1] ?? 'nothing'})`);
    }
    // Asked before anything is published: a change no one can be named for is not made at all.
    if (command !== 'status') note();
    opened = await ledgerFor(config);
    const { ledger } = opened;
    // The figures as JSON, for scripts and monitors: the operators' channel, never the public port.
    if (command === 'status' && rest.length === 0 && args.includes('--json')) {
      const { deploymentReport } = await import('./telemetryRoutes.js');
      io.out(`${JSON.stringify({ parts: deploymentReport(await ledger.read(), await ledger.signals()) })}\n`);
      return 0;
    }
    if (command === 'status' && rest.length === 0) return await status(config, ledger, io, checks);
    if (command === 'all' && rest.length === 0) {
      for (const target of DEPLOY_TARGETS) {
        if (!existsSync(path.join(latestBuildDir(staticRoot, target), 'mf-manifest.json'))) {
          io.out(`${target}: no build, left as it is\n`);
          continue;
        }
        const [outcome, ms] = await timed(() => deployBuild(ledger, target, latestBuildDir(staticRoot, target)));
        io.out(describe(outcome, ms));
      }
      return 0;
    }
    if (command === 'preview' && isRemoteFolder(rest[0] ?? '') && rest.length === (buildArg === undefined ? 2 : 1)) {
      const target = rest[0] as RemoteFolder;
      const version = await (async () => {
        if (buildArg === undefined) {
          const wanted = rest[1] ?? '';
          if (!(await publishedVersions(dataDir, target)).includes(wanted)) {
            throw new DeployError(`${target} ${wanted} is not published here (published: ${(await publishedVersions(dataDir, target)).join(', ') || 'none'}); preview --build DIR publishes a build`);
          }
          await gate(ledger, target, { dir: releaseDir(dataDir, target, wanted) }, 'previewed');
          return wanted;
        }
        const buildDir = path.resolve(env.INIT_CWD ?? process.cwd(), buildArg);
        await gate(ledger, target, { dir: buildDir }, 'previewed');
        return publishBuild(dataDir, target, buildDir, releaseStoreOf(config));
      })();
      const { token, expires } = await opened.signPreview(target, version);
      // Loaded here alone: the pages it serves would slow every other command's start.
      const { previewLink } = await import('./preview.js');
      const origin = config.publicOrigin ?? `http://localhost:${config.port}`;
      io.out(
        `${target} ${version} can be previewed until ${new Date(expires * 1000).toISOString()}, by whoever opens this link (one browser at a time, among the live parts; nothing changes for visitors):\n${previewLink(origin, token)}\n`,
      );
      return 0;
    }
    if ((command === 'promote' || command === 'abort') && rest.length === 1 && isDeployTarget(rest[0] ?? '')) {
      const target = rest[0] as DeployTarget;
      const [outcome, ms] = await timed(async () => (command === 'promote' ? ledger.promote(target, note()) : ledger.abort(target, note())));
      io.out(command === 'promote' ? describe(outcome as DeployOutcome, ms) : `${target} canary ${outcome?.from ?? ''} aborted: every page view gets ${outcome?.to ?? ''} in ${ms} ms\n`);
      return 0;
    }
    if (command === 'rollback' && rest.length === 1 && isDeployTarget(rest[0] ?? '')) {
      const target = rest[0] as DeployTarget;
      const [outcome, ms] = await timed(async () => {
        // A rollback is a deploy of an older release: the live parts must run it as they would a new one.
        const back = rollbackTarget((await ledger.read())[target]);
        if (back !== undefined && !isManifestUrl(back) && !(await publishedVersions(dataDir, target)).includes(back)) {
          throw new DeployError(`${target} ${back}, the version before, is no longer published in ${releaseDir(dataDir, target, back)}`);
        }
        const forced = back === undefined ? [] : await gate(ledger, target, sourceOf(dataDir, target, back), 'rolled back');
        return ledger.rollBack(target, note(forced));
      });
      io.out(describe(outcome, ms));
      return 0;
    }
    if (command !== undefined && isDeployTarget(command) && rest.length <= 1) {
      const [wanted] = rest;
      if (wanted !== undefined && isManifestUrl(wanted)) {
        if (command === 'shell') throw new DeployError('the shell deploys from a build folder, not an address');
        if (canaryShare !== undefined) throw new DeployError('a canary is a version published here (a build folder or its version), not an address');
        // Refused before the gate fetches anything from it; the api's ledger checks again.
        if (!isAllowedRemote(config, wanted)) {
          throw new DeployError(`${command} cannot be deployed from ${wanted}: its host is not in REMOTE_HOSTS (deploy a release, or have the operator add the host)`);
        }
        const [outcome, ms] = await timed(async () => ledger.deploy(command, wanted, note(await gate(ledger, command, { url: wanted }))));
        io.out(describe(outcome, ms));
        return 0;
      }
      const [outcome, ms] = await timed(async () => {
        if (buildArg !== undefined) return deployBuild(ledger, command, path.resolve(env.INIT_CWD ?? process.cwd(), buildArg), wanted);
        // A published version goes live again once it passes the gate against today's shell.
        if (wanted !== undefined && (await publishedVersions(dataDir, command)).includes(wanted)) {
          const forced = await gate(ledger, command, { dir: releaseDir(dataDir, command, wanted) });
          return goLive(ledger, command, wanted, forced);
        }
        return deployBuild(ledger, command, latestBuildDir(staticRoot, command), wanted);
      });
      io.out(canaryShare === undefined ? describe(outcome, ms) : describeCanary(outcome, canaryShare, ms));
      return 0;
    }
    io.err(USAGE);
    return 1;
  } catch (error) {
    if (!(error instanceof DeployError) && !(error instanceof StartupError)) throw error;
    io.err(`${error.message}\n`);
    return 1;
  } finally {
    await opened?.close();
  }
}

/**
 * Who the history names for a change: DEPLOYED_BY, else the operating-system user (from the
 * environment, else the system's own record of the process's user, which a container without
 * $USER still has). In CI (CI=true) every change is made as the same system user, so the
 * pipeline must name itself.
 */
export function whoDeploys(env: Record<string, string | undefined>): string {
  if (env.DEPLOYED_BY) return env.DEPLOYED_BY;
  if (env.CI === 'true') throw new DeployError('in CI (CI=true), DEPLOYED_BY names who makes the change (the pipeline and its run): set it');
  if (env.USER) return env.USER;
  try {
    return userInfo().username;
  } catch {
    throw new DeployError('no user to record the change for ($USER is unset and the system names none): set DEPLOYED_BY');
  }
}

export interface OpenedLedger {
  ledger: DeploymentLedger;
  /** Signs a preview with the key of the api that will check it. */
  signPreview: PreviewSigner;
  close(): Promise<void>;
}

const QUIET = { info: () => {}, warn: () => {} };

function releaseStoreOf(config: Config): ReleaseStore | null {
  return config.releasesS3 ? s3ReleaseStore(config.releasesS3) : null;
}

/**
 * The record every replica follows: in PostgreSQL, written directly; in the embedded
 * database, through the api that holds it when one runs, else opened here (a first `npm start`).
 */
export async function openLedger(config: Config): Promise<OpenedLedger> {
  if (config.databaseUrl === undefined) {
    // Loaded only for the embedded database: with PostgreSQL the command never reaches an api.
    const { runningApiLedger } = await import('./deployEndpoint.js');
    const running = await runningApiLedger(config.dataDir);
    if (running) return { ...running, close: async () => {} };
  }
  const db = await openDatabase(config, QUIET);
  try {
    await migrate(db, QUIET);
    await importRecordFile(db, config.dataDir, QUIET);
  } catch (error) {
    await db.close();
    throw error;
  }
  const { previewSigningKey, signPreview } = await import('./preview.js');
  return {
    ledger: databaseLedger(db, config.dataDir, releaseStoreOf(config), (manifestUrl) => isAllowedRemote(config, manifestUrl)),
    signPreview: async (target, version) => signPreview(await previewSigningKey(db, config), target, version),
    close: () => db.close(),
  };
}

const rateText = (rate: number | null) => (rate === null ? '-' : `${rate} %`);
const boundText = (bound: number | null, unit: string) => (bound === null ? '-' : Number.isFinite(bound) ? `≤ ${bound}${unit}` : 'beyond the last bucket');

function figuresLine(figures: VersionFigures): string {
  return (
    `${figures.views} views, errors ${rateText(figures.errorRate)}, fallbacks ${rateText(figures.fallbackRate)}, mismatches ${rateText(figures.mismatchRate)}, ` +
    `server renders ${figures.serverRenders} (failed ${rateText(figures.serverFailureRate)}), p75 LCP ${boundText(figures.p75.lcpMs, ' ms')}, ` +
    `INP ${boundText(figures.p75.inpMs, ' ms')}, CLS ${boundText(figures.p75.cls, '')}`
  );
}

/**
 * What is live and where it comes from, one line per part, with its canary, how each version does
 * for visitors, and what `rollback` would do. A live
 * release missing from disk is an error (exit 1): the api would serve 404s for it.
 */
async function status(config: Config, ledger: DeploymentLedger, io: CommandIo, checks: DeployGate): Promise<number> {
  const record = await ledger.read();
  // Loaded here, not at the command's start: the api's routes behind it take most of a second to load.
  const { deploymentReport } = await import('./telemetryRoutes.js');
  const reports = deploymentReport(record, await ledger.signals());
  let broken = false;
  for (const target of DEPLOY_TARGETS) {
    const deployment = record[target];
    const published = await publishedVersions(config.dataDir, target);
    const elsewhere = target === 'shell' ? undefined : config.remoteUrls[remoteNameOfFolder(target)];
    let source: string;
    if (deployment === undefined) {
      source = elsewhere !== undefined ? `from REMOTE_URLS ${elsewhere}` : 'the latest build (not deployed: the api publishes it on its next start)';
    } else if (isManifestUrl(deployment.live)) {
      source = `deployed by address ${deployment.live} since ${deployment.since}`;
    } else if (!published.includes(deployment.live)) {
      broken = true;
      source = `ERROR: release ${deployment.live} is live but missing from ${releaseDir(config.dataDir, target, deployment.live)}; deploy a published version or rebuild`;
    } else {
      source = `release ${deployment.live} live since ${deployment.since}`;
    }
    if (deployment?.forced) source += ` (forced over: ${deployment.forced.join('; ')})`;
    const back = rollbackTarget(deployment);
    // The manifests' checks only: a render per part would make status take seconds.
    const refusal =
      back === undefined
        ? []
        : isVersion(back) && !published.includes(back)
          ? [`${back} is no longer published here`]
          : await gateProblems(checks, config, record, target, sourceOf(config.dataDir, target, back), { depth: 'manifests' });
    const report = reports.find((part) => part.target === target);
    const signals = report
      ? `  live figures: ${figuresLine(report.live)}\n${report.canary ? `  canary: ${report.canary.version} for ${report.canary.share} % of page views since ${report.canary.since}\n  canary figures: ${figuresLine(report.canary)}\n` : ''}`
      : '';
    io.out(
      `${target}: ${source}\n${signals}  rollback: ${back === undefined ? 'nothing earlier on record' : `would make ${back} live`}${refusal.length > 0 ? `, but the live parts cannot run it (the gate refuses it):\n${refusal.map((problem) => `    - ${problem}`).join('\n')}` : ''}\n  published: ${published.join(', ') || 'none'}\n`,
    );
  }
  const changes = await ledger.history(10);
  io.out(`latest changes:\n${changes.map((change) => `  ${change.at} ${change.target} ${change.action} ${change.from ?? '-'} -> ${change.to} by ${change.by}${change.reason ? ` (${change.reason})` : ''}\n`).join('') || '  none\n'}`);
  return broken ? 1 : 0;
}
