import { existsSync } from 'node:fs';
import path from 'node:path';
import type { CommandIo } from '../catalogue/importCommand.js';
import { loadConfig, type Config } from '../config.js';
import { remoteGateProblems, shellGateProblems, type BuildSource, type GateContext } from './deployGate.js';
import {
  DEPLOY_TARGETS,
  deployVersion,
  DeployError,
  isDeployTarget,
  isManifestUrl,
  latestBuildDir,
  publishBuild,
  publishedVersions,
  readDeployments,
  releaseDir,
  releaseIdOf,
  REMOTE_FOLDERS,
  remoteNameOfFolder,
  rollBack,
  rollbackTarget,
  type DeploymentRecord,
  type DeployOutcome,
  type DeployTarget,
  type RemoteFolder,
} from './deployments.js';

const USAGE = `Usage:
  npm run deploy -w api -- TARGET [VERSION] [--build DIR] [--force]   publish TARGET's build and make it (or VERSION) live
  npm run deploy -w api -- REMOTE https://…/mf-manifest.json [--force]  make a build hosted elsewhere live
  npm run deploy -w api -- rollback TARGET                  make the version live before the current one live again
  npm run deploy -w api -- all                              publish the shell's and every remote's latest build, shell first
  npm run deploy -w api -- status                           what is live, from where, what rollback would do
TARGET is shell or a remote (${REMOTE_FOLDERS.join(', ')}); its build is TARGET/dist unless --build names another folder.
Every deploy passes the compatibility gate first (the remote's own build, its exposes, its shared
ranges against the live shell, its server render); --force overrides a refusal, kept on record.
The running api serves the new version within a second, without a restart.
`;

function describe({ folder, from, to }: DeployOutcome, ms: number): string {
  const change = from === to ? 'was already live' : from ? `is live (was ${from})` : 'is live';
  return `${folder} ${to} ${change} in ${ms} ms\n`;
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, Math.round(performance.now() - started)];
}

/** A gate refusal: the problems, each with its fix, for the team that asked. */
class GateRefusal extends DeployError {
  constructor(
    target: DeployTarget,
    readonly problems: string[],
  ) {
    super(`${target} was not deployed; the compatibility gate refused it:\n${problems.map((problem) => `  - ${problem}`).join('\n')}\n(--force deploys it anyway; visitors would meet what is listed above)`);
  }
}

/** Where each part of the site is live now, as the running api serves it. */
export function liveSources(config: Pick<Config, 'dataDir' | 'staticRoot' | 'remoteUrls'>, record: DeploymentRecord) {
  const shellLive = record.shell?.live;
  const shellDir = shellLive !== undefined && !isManifestUrl(shellLive) ? releaseDir(config.dataDir, 'shell', shellLive) : latestBuildDir(config.staticRoot, 'shell');
  const remotes = REMOTE_FOLDERS.map((folder): { folder: RemoteFolder; source: BuildSource } => {
    const live = record[folder]?.live;
    const elsewhere = config.remoteUrls[remoteNameOfFolder(folder)];
    if (live !== undefined) return { folder, source: isManifestUrl(live) ? { url: live } : { dir: releaseDir(config.dataDir, folder, live) } };
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
 * `npm run deploy -w api -- …` (issues 15 and 37): checks a build against the live site, publishes
 * it as an immutable release named by its contents and changes which release is live in
 * `DATA_DIR/deployments.json`, which every running api follows. Answers the exit code: 0 done, 1
 * when it cannot be done as asked or the gate refused (the message says why and what to do).
 */
export async function runDeployCommand(
  args: readonly string[],
  env: Record<string, string | undefined>,
  io: CommandIo,
  checks: DeployGate = COMPATIBILITY_GATE,
): Promise<number> {
  const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
  const { dataDir, staticRoot } = config;
  const force = args.includes('--force');
  const positional = args.filter((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--build');
  const buildFlag = args.indexOf('--build');
  const buildArg = buildFlag === -1 ? undefined : args[buildFlag + 1];
  const [command, ...rest] = positional;
  const context = (record: DeploymentRecord): GateContext => ({
    shellDir: liveSources(config, record).shellDir,
    siteOrigin: config.publicOrigin ?? `http://localhost:${config.port}`,
    ownOrigin: `http://localhost:${config.port}`,
  });

  /** The gate's verdict on a build, before anything is published or made live. */
  const gate = async (target: DeployTarget, source: BuildSource): Promise<string[]> => {
    const record = await readDeployments(dataDir);
    const problems =
      target === 'shell'
        ? 'dir' in source
          ? await checks.shell(source.dir, liveSources(config, record).remotes, context(record))
          : ['the shell deploys from a build folder, not an address']
        : await checks.remote(target, source, context(record));
    if (problems.length === 0) return [];
    if (!force) throw new GateRefusal(target, problems);
    io.err(`${target}: deployed with --force over the gate's refusal:\n${problems.map((problem) => `  - ${problem}`).join('\n')}\n`);
    return problems;
  };

  const deployBuild = async (target: DeployTarget, buildDir: string, wanted?: string): Promise<DeployOutcome> => {
    const { id } = await releaseIdOf(buildDir);
    if (wanted !== undefined && wanted !== id) {
      throw new DeployError(`${target} ${wanted} is not the build in ${buildDir} (that build is ${id}): a version names one build's contents`);
    }
    // The very build that is live already passed the gate (or was forced): nothing to check again.
    if ((await readDeployments(dataDir))[target]?.live === id) return { folder: target, from: id, to: id };
    const forced = await gate(target, { dir: buildDir });
    return deployVersion(dataDir, target, await publishBuild(dataDir, target, buildDir), { forced });
  };

  try {
    if (buildFlag !== -1 && buildArg === undefined) throw new DeployError('--build needs a folder');
    if (command === 'status' && rest.length === 0) return await status(config, io);
    if (command === 'all' && rest.length === 0) {
      for (const target of DEPLOY_TARGETS) {
        if (!existsSync(path.join(latestBuildDir(staticRoot, target), 'mf-manifest.json'))) {
          io.out(`${target}: no build, left as it is\n`);
          continue;
        }
        const [outcome, ms] = await timed(() => deployBuild(target, latestBuildDir(staticRoot, target)));
        io.out(describe(outcome, ms));
      }
      return 0;
    }
    if (command === 'rollback' && rest.length === 1 && isDeployTarget(rest[0] ?? '')) {
      const [outcome, ms] = await timed(() => rollBack(dataDir, rest[0] as DeployTarget));
      io.out(describe(outcome, ms));
      return 0;
    }
    if (command !== undefined && isDeployTarget(command) && rest.length <= 1) {
      const [wanted] = rest;
      if (wanted !== undefined && isManifestUrl(wanted)) {
        if (command === 'shell') throw new DeployError('the shell deploys from a build folder, not an address');
        const [outcome, ms] = await timed(async () => deployVersion(dataDir, command, wanted, { forced: await gate(command, { url: wanted }) }));
        io.out(describe(outcome, ms));
        return 0;
      }
      const [outcome, ms] = await timed(async () => {
        if (buildArg !== undefined) return deployBuild(command, path.resolve(env.INIT_CWD ?? process.cwd(), buildArg), wanted);
        // A published version goes live again once it passes the gate against today's shell.
        if (wanted !== undefined && (await publishedVersions(dataDir, command)).includes(wanted)) {
          const forced = await gate(command, { dir: releaseDir(dataDir, command, wanted) });
          return deployVersion(dataDir, command, wanted, { forced });
        }
        return deployBuild(command, latestBuildDir(staticRoot, command), wanted);
      });
      io.out(describe(outcome, ms));
      return 0;
    }
    io.err(USAGE);
    return 1;
  } catch (error) {
    if (!(error instanceof DeployError)) throw error;
    io.err(`${error.message}\n`);
    return 1;
  }
}

/**
 * What is live and where it comes from, one line per part, with what `rollback` would do. A live
 * release missing from disk is an error (exit 1): the api would serve 404s for it.
 */
async function status(config: Config, io: CommandIo): Promise<number> {
  const record = await readDeployments(config.dataDir);
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
    io.out(
      `${target}: ${source}\n  rollback: ${back === undefined ? 'nothing earlier on record' : `would make ${back} live`}\n  published: ${published.join(', ') || 'none'}\n`,
    );
  }
  return broken ? 1 : 0;
}
