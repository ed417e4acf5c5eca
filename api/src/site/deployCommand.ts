import path from 'node:path';
import type { CommandIo } from '../catalogue/importCommand.js';
import { loadConfig } from '../config.js';
import {
  buildVersionIn,
  deployVersion,
  DeployError,
  isManifestUrl,
  isRemoteFolder,
  publishBuild,
  publishedVersions,
  readDeployments,
  REMOTE_FOLDERS,
  rollBack,
  type DeployOutcome,
  type RemoteFolder,
} from './deployments.js';

const USAGE = `Usage:
  npm run deploy -w api -- REMOTE [VERSION] [--build DIR]   publish REMOTE's build and make it (or VERSION) live
  npm run deploy -w api -- REMOTE https://…/mf-manifest.json  make a build hosted elsewhere live (checked first)
  npm run deploy -w api -- rollback REMOTE                  make the version live before the current one live again
  npm run deploy -w api -- all                              publish every remote's latest build and make it live
  npm run deploy -w api -- status                           each remote's live version and published versions
REMOTE is one of ${REMOTE_FOLDERS.join(', ')}; its build is REMOTE/dist unless --build names another folder.
The running api serves the new version within a second, without a restart.
`;

/** How long a manifest hosted elsewhere has to answer before it is refused. */
const MANIFEST_TIMEOUT_MS = 5_000;

/** A manifest hosted elsewhere goes live only if it answers as one: the page would show fallbacks otherwise. */
async function checkManifest(folder: RemoteFolder, url: string): Promise<void> {
  let answer: Response;
  try {
    answer = await fetch(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
  } catch (error) {
    throw new DeployError(`${folder}: ${url} does not answer (${error instanceof Error ? error.message : String(error)})`);
  }
  const manifest = answer.ok ? ((await answer.json().catch(() => null)) as { metaData?: { name?: unknown } } | null) : null;
  if (!manifest?.metaData) throw new DeployError(`${folder}: ${url} answers ${answer.status}, not a Module Federation manifest`);
}

function describe({ folder, from, to }: DeployOutcome, ms: number): string {
  const change = from === to ? 'was already live' : from ? `is live (was ${from})` : 'is live';
  return `${folder} ${to} ${change} in ${ms} ms\n`;
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, Math.round(performance.now() - started)];
}

/**
 * `npm run deploy -w api -- …` (issue 15): publishes a remote's build as an immutable release and
 * changes which release is live in `DATA_DIR/deployments.json`, which every running api follows.
 * Answers the exit code: 0 done, 1 when it cannot be done as asked (the message says why).
 */
export async function runDeployCommand(args: readonly string[], env: Record<string, string | undefined>, io: CommandIo): Promise<number> {
  const { dataDir, staticRoot } = loadConfig({ ...env, LOG_LEVEL: 'silent' });
  const latestBuild = (folder: RemoteFolder) => path.join(staticRoot, folder, 'dist');
  const positional = args.filter((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--build');
  const buildFlag = args.indexOf('--build');
  const buildArg = buildFlag === -1 ? undefined : args[buildFlag + 1];
  const [command, ...rest] = positional;
  try {
    if (buildFlag !== -1 && buildArg === undefined) throw new DeployError('--build needs a folder');
    if (command === 'status' && rest.length === 0) {
      const record = await readDeployments(dataDir);
      for (const folder of REMOTE_FOLDERS) {
        const live = record[folder];
        const published = await publishedVersions(dataDir, folder);
        io.out(`${folder}: ${live ? `${live.live} live since ${live.since}` : 'latest build (nothing deployed)'}; published: ${published.join(', ') || 'none'}\n`);
      }
      return 0;
    }
    if (command === 'all' && rest.length === 0) {
      for (const folder of REMOTE_FOLDERS) {
        const [outcome, ms] = await timed(async () => deployVersion(dataDir, folder, await publishBuild(dataDir, folder, latestBuild(folder))));
        io.out(describe(outcome, ms));
      }
      return 0;
    }
    if (command === 'rollback' && rest.length === 1 && isRemoteFolder(rest[0] ?? '')) {
      const [outcome, ms] = await timed(() => rollBack(dataDir, rest[0] as RemoteFolder));
      io.out(describe(outcome, ms));
      return 0;
    }
    if (command !== undefined && isRemoteFolder(command) && rest.length <= 1) {
      const buildDir = buildArg === undefined ? latestBuild(command) : path.resolve(env.INIT_CWD ?? process.cwd(), buildArg);
      const [wanted] = rest;
      if (wanted !== undefined && isManifestUrl(wanted)) {
        const [outcome, ms] = await timed(async () => {
          await checkManifest(command, wanted);
          return deployVersion(dataDir, command, wanted);
        });
        io.out(describe(outcome, ms));
        return 0;
      }
      const [outcome, ms] = await timed(async () => {
        // A version not published yet is published from the build, if that is the build it names.
        const published = wanted !== undefined && (await publishedVersions(dataDir, command)).includes(wanted);
        if (!published && wanted !== undefined && (await buildVersionIn(buildDir)) !== wanted) {
          throw new DeployError(`${command} ${wanted} is neither published nor the build in ${buildDir}`);
        }
        const version = published && wanted !== undefined ? wanted : await publishBuild(dataDir, command, buildDir);
        return deployVersion(dataDir, command, version);
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
