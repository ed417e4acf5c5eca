import { execFile } from 'node:child_process';
import { cp, mkdir, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type APIRequestContext } from '@playwright/test';

/**
 * What the specs that deploy (deploy.spec.ts, canary.spec.ts) do as a remote's team would: build a
 * changed copy of a remote, run `npm run deploy -w api -- …` against an api of their own, and read
 * the server HTML that follows.
 */

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const run = promisify(execFile);

/** A change a team makes to its copy of mf-search (or of the kernel) before building it. */
export interface Change {
  file: string;
  from: string;
  to: string;
}

async function applyChanges(dir: string, changes: Change[]): Promise<void> {
  for (const { file, from, to } of changes) {
    const changed = path.join(dir, file);
    const text = await readFile(changed, 'utf8');
    if (!text.includes(from)) throw new Error(`${changed} no longer holds ${from}: update this spec`);
    await writeFile(changed, text.replaceAll(from, to));
  }
}

/**
 * What a remote's team does (mf-search's, mf-listings'): the remote's sources with changes, built with its own webpack
 * config. The copy sits inside the repository (the test's output folder) so that its imports
 * resolve to the workspace's packages, as they do for the remote itself. With `kernel` changes, the
 * build takes a copy of shared-kernel so changed (a newer kernel than the live shell was built
 * with), as a team whose remote needs a kernel change does; the copy sits outside any
 * `node_modules` folder, as the workspace's own kernel does, so the build compiles its sources.
 */
export async function buildChangedRemote(folder: string, dir: string, changes: Change[], buildId: string, kernel: Change[] = []): Promise<string> {
  for (const entry of ['src', 'package.json', 'tsconfig.json', 'webpack.config.ts', 'module-federation.config.ts']) {
    await cp(path.join(repoRoot, folder, entry), path.join(dir, entry), { recursive: true });
  }
  await applyChanges(dir, changes);
  if (kernel.length > 0) {
    const kernelCopy = path.join(dir, 'shared-kernel');
    for (const entry of ['src', 'package.json', 'shared-subpaths.json']) {
      await cp(path.join(repoRoot, 'shared-kernel', entry), path.join(kernelCopy, entry), { recursive: true });
    }
    await applyChanges(kernelCopy, kernel);
    await mkdir(path.join(dir, 'node_modules'), { recursive: true });
    await symlink(kernelCopy, path.join(dir, 'node_modules', 'shared-kernel'));
  }
  await run(process.execPath, [path.join(repoRoot, 'node_modules', 'webpack', 'bin', 'webpack.js'), '--mode', 'production'], {
    cwd: dir,
    env: { ...process.env, NODE_OPTIONS: '--import tsx --conditions=source', BUILD_ID: `${buildId}-${Date.now()}` },
    maxBuffer: 64 * 1024 * 1024,
  });
  return path.join(dir, 'dist');
}

/**
 * The recording of the api's answers that the gate's render check gives the modules' queries
 * (`npm run mocks -w api`), made once on a machine without it: a clean clone in CI.
 */
export async function ensureRecordedAnswers(): Promise<void> {
  await run('npm', ['run', '--silent', 'mocks', '-w', 'api', '--', '--if-missing'], { cwd: repoRoot, maxBuffer: 16 * 1024 * 1024 });
}

/** A copy of a build as `npm run build` left it, for a test to break on purpose. */
export async function copyOfBuild(folder: string, into: string): Promise<string> {
  await rm(into, { recursive: true, force: true });
  await cp(path.join(repoRoot, folder, 'dist'), into, { recursive: true });
  return into;
}

/**
 * A copy of a build with its scripts edited in place (no rebuild: seconds instead of a minute);
 * answers the copy and how many files changed. An edited file's compressed twins held the old
 * bytes: they go, and the api serves the file as it is.
 */
export async function editedCopyOfBuild(folder: string, into: string, edit: (file: string, text: string) => string): Promise<{ build: string; changedFiles: number }> {
  const build = await copyOfBuild(folder, into);
  let changedFiles = 0;
  for (const file of await readdir(build, { recursive: true })) {
    if (!file.endsWith('.js')) continue;
    const text = await readFile(path.join(build, file), 'utf8');
    const edited = edit(file, text);
    if (edited === text) continue;
    await writeFile(path.join(build, file), edited);
    await rm(path.join(build, `${file}.br`), { force: true });
    await rm(path.join(build, `${file}.gz`), { force: true });
    changedFiles += 1;
  }
  return { build, changedFiles };
}

/** The deploy command against the api at `origin` whose data folder is in the environment variable `dataDirVariable`. */
export function deployCommand(origin: string, dataDirVariable: string) {
  /** The same, for a deploy that may be refused: its exit code and both outputs. */
  const deployAnswer = async (...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> => {
    const dataDir = process.env[dataDirVariable];
    if (!dataDir) throw new Error(`${dataDirVariable} is set by playwright.config.ts`);
    try {
      const { stdout, stderr } = await run('npm', ['run', '--silent', 'deploy', '-w', 'api', '--', ...args], {
        cwd: repoRoot,
        // In CI the command refuses to record a change for no one named.
        env: { ...process.env, DATA_DIR: dataDir, PORT: new URL(origin).port, DEPLOYED_BY: process.env.DEPLOYED_BY ?? 'e2e' },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code?: number; stdout?: string; stderr?: string };
      return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
    }
  };
  /** `npm run deploy -w api -- …`; answers what it printed. */
  const deploy = async (...args: string[]): Promise<string> => {
    const { code, stdout, stderr } = await deployAnswer(...args);
    if (code !== 0) throw new Error(`deploy ${args.join(' ')} exited ${code}: ${stderr}`);
    return stdout;
  };
  /** What `deploy status` says is live, per part. */
  const liveVersions = async (): Promise<Record<string, string>> => {
    const said = await deploy('status');
    return Object.fromEntries([...said.matchAll(/^(\S+): (?:release (\S+)|deployed by address (\S+)|(.*))/gm)].map((line) => [line[1], line[2] ?? line[3] ?? line[4] ?? '']));
  };
  return { deploy, deployAnswer, liveVersions };
}

/**
 * A page as the server renders it, once it shows `showing`. The first render after a deploy loads
 * the new version's server container and may run over the render budget on a busy machine: that
 * visitor gets the browser shell (which loads the new version too) and the render, once done,
 * fills the cache. Every api process reads the deployment record again within a second of a
 * change, so the first page asked may precede it.
 */
export async function serverHtml(request: APIRequestContext, url: string, showing: string, headers: Record<string, string> = {}): Promise<string> {
  let html = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(url, { headers: { accept: 'text/html', ...headers } });
        expect(response.status()).toBe(200);
        html = await response.text();
        return !/<div id=(?:"root"|root)><\/div>/.test(html) && html.includes(showing);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return html;
}
