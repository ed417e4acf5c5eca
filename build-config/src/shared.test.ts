import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { satisfy } from '@module-federation/runtime-core';
import { sharedDependencies, type SharedMap } from './shared.js';

const require = createRequire(import.meta.url);
const KERNEL_SUBPATHS = ['shared-kernel/react', 'shared-kernel/federation', 'shared-kernel/router', 'shared-kernel/routing'];
/** The kernel's record today: what the shell on the site provides. */
const LIVE_SUBPATHS = require('shared-kernel/shared-subpaths.json') as Record<string, { version: string }>;
const LIVE_KERNEL = (require('shared-kernel/package.json') as { version: string }).version;

let workspace: string;

beforeAll(async () => {
  workspace = await mkdtemp(path.join(tmpdir(), 'shared-map-'));
});

afterAll(async () => {
  await rm(workspace, { recursive: true, force: true });
});

/** What the apps pin beside the kernel, as installed in this repository. */
const OTHER_SINGLETONS = ['react', 'react-dom', 'i18next', '@emotion/react', '@emotion/styled', '@emotion/cache'];

/**
 * An app folder as a team builds it: its package.json, and a node_modules whose `shared-kernel`
 * has the given package version and subpath versions (the rest is this repository's).
 */
async function appWith(name: string, kernel: { version: string; subpaths: Record<string, string> }, kernelRange: string): Promise<string> {
  const dir = path.join(workspace, name);
  const modules = path.join(dir, 'node_modules');
  await mkdir(path.join(modules, 'shared-kernel'), { recursive: true });
  await mkdir(path.join(modules, '@emotion'), { recursive: true });
  for (const dependency of OTHER_SINGLETONS) {
    await symlink(path.dirname(require.resolve(`${dependency}/package.json`)), path.join(modules, dependency));
  }
  await writeFile(
    path.join(modules, 'shared-kernel', 'package.json'),
    JSON.stringify({ name: 'shared-kernel', version: kernel.version, exports: { './shared-subpaths.json': './shared-subpaths.json', './package.json': './package.json' } }),
  );
  await writeFile(
    path.join(modules, 'shared-kernel', 'shared-subpaths.json'),
    JSON.stringify(Object.fromEntries(Object.entries(kernel.subpaths).map(([subpath, version]) => [subpath, { version, exports: [] }]))),
  );
  const dependencies = Object.fromEntries(OTHER_SINGLETONS.map((dependency) => [dependency, '*']));
  await writeFile(path.join(dir, 'package.json'), JSON.stringify({ name, version: '0.1.0', dependencies: { ...dependencies, 'shared-kernel': kernelRange } }));
  return dir;
}

/** The version an addition makes of `version` (semver while 0.x: the patch). */
function nextPatch(version: string): string {
  const [major, minor, patch] = version.split('.').map(Number);
  return `${major}.${minor}.${(patch ?? 0) + 1}`;
}

const liveSubpaths = (): Record<string, string> => Object.fromEntries(Object.entries(LIVE_SUBPATHS).map(([subpath, { version }]) => [subpath, version]));

/**
 * The kernel subpaths of `remote` that the singletons `shell` provides do not satisfy, as the
 * runtime checks them (a subpath without an entry of its own takes its package's prefix entry).
 */
function refused(remote: SharedMap, shell: SharedMap): string[] {
  const entry = (shared: SharedMap, subpath: string) => shared[subpath] ?? shared['shared-kernel/'];
  return KERNEL_SUBPATHS.filter((subpath) => {
    const required = entry(remote, subpath)?.requiredVersion;
    const provided = entry(shell, subpath)?.version;
    if (typeof required !== 'string' || provided === undefined) throw new Error(`${subpath} is not shared`);
    return !satisfy(provided, required);
  });
}

describe('the shared kernel subpaths', () => {
  it('share each subpath of the kernel with the version its record states, and not the kernel as a prefix', () => {
    const shared = sharedDependencies(path.resolve(import.meta.dirname, '..', '..', 'mf-listings'));
    for (const subpath of KERNEL_SUBPATHS) {
      expect(shared[subpath]).toEqual({ singleton: true, strictVersion: true, version: LIVE_SUBPATHS[subpath]?.version, requiredVersion: `^${LIVE_SUBPATHS[subpath]?.version}` });
    }
    expect(shared['shared-kernel/']).toBeUndefined();
    expect(shared['shared-kernel']).toBeUndefined();
  });

  it('a pure rule added to the root entry, and the remote that uses it raising its kernel range, leave every subpath loadable on the live shell', async () => {
    const shell = sharedDependencies(await appWith('shell', { version: LIVE_KERNEL, subpaths: liveSubpaths() }, `^${LIVE_KERNEL}`));
    const newerRoot = nextPatch(LIVE_KERNEL);
    const remote = sharedDependencies(await appWith('remote-with-rule', { version: newerRoot, subpaths: liveSubpaths() }, `^${newerRoot}`));

    expect(refused(remote, shell)).toEqual([]);
    for (const subpath of KERNEL_SUBPATHS) expect(remote[subpath]?.requiredVersion).not.toContain(newerRoot);
  });

  it('an addition to shared-kernel/react refuses that subpath on the live shell, and only it, until the shell has it', async () => {
    const current = liveSubpaths();
    const withHook = { ...current, 'shared-kernel/react': nextPatch(current['shared-kernel/react'] ?? '') };
    const newerRoot = nextPatch(LIVE_KERNEL);
    const liveShell = sharedDependencies(await appWith('live-shell', { version: LIVE_KERNEL, subpaths: current }, `^${LIVE_KERNEL}`));
    const remote = sharedDependencies(await appWith('remote-with-hook', { version: newerRoot, subpaths: withHook }, `^${newerRoot}`));
    const newShell = sharedDependencies(await appWith('new-shell', { version: newerRoot, subpaths: withHook }, `^${newerRoot}`));

    expect(refused(remote, liveShell)).toEqual(['shared-kernel/react']);
    expect(refused(remote, newShell)).toEqual([]);
    // A remote built before the addition keeps loading on the new shell.
    const olderRemote = sharedDependencies(await appWith('older-remote', { version: LIVE_KERNEL, subpaths: current }, `^${LIVE_KERNEL}`));
    expect(refused(olderRemote, newShell)).toEqual([]);
  });
});
