import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from '@playwright/test';
import { repoRoot } from './deploying';
import { test } from './support';

/** The api of playwright.config.ts serving the shell as built: its contract is the live one. */
const ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8181)}`;
const run = promisify(execFile);

/** A command's exit code and what it printed, for one that may fail. */
async function answerOf(command: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(command, args, { cwd, env: { ...process.env, ...env } });
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

/**
 * A team's remote in a repository of its own, the least of one: its Module Federation config and
 * one expose, typed against the contract `npm run types` fetches, and React's types (installed
 * here as links to the workspace's: nothing is downloaded).
 */
async function scratchRemote(dir: string): Promise<void> {
  const files: Record<string, string> = {
    'package.json': JSON.stringify({ name: 'scratch-search', private: true, type: 'module', scripts: { types: `node ${path.join(repoRoot, 'build-config', 'bin', 'mf-contract-types.js')}` } }),
    'tsconfig.json': JSON.stringify({
      compilerOptions: { strict: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'bundler', noEmit: true, skipLibCheck: true, types: [], paths: { '@mf-types/*': ['./@mf-types/*'] } },
      include: ['src', 'module-federation.config.ts'],
    }),
    'module-federation.config.ts': [
      "import type { RemoteFederationConfig } from '@mf-types/contract';",
      'export const federation = {',
      "  name: 'mf_search',",
      "  exposes: { './SearchBlock': './src/SearchBlock.ts', './SearchBox': './src/SearchBox.ts', './SavedSearches': './src/SavedSearches.ts' },",
      "} as const satisfies RemoteFederationConfig<'mf_search'>;",
      '',
    ].join('\n'),
    'src/SearchBox.ts': [
      "import type { ComponentType } from 'react';",
      "import type { RemoteModules } from '@mf-types/contract';",
      'function SearchBox({ showButton }: { showButton: boolean }) {',
      '  return showButton ? null : null;',
      '}',
      "export default SearchBox satisfies ComponentType<RemoteModules['mf_search/SearchBox']>;",
      '',
    ].join('\n'),
  };
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  await mkdir(path.join(dir, 'node_modules', '@types'), { recursive: true });
  await symlink(path.join(repoRoot, 'node_modules', '@types', 'react'), path.join(dir, 'node_modules', '@types', 'react'));
  await symlink(path.join(repoRoot, 'node_modules', 'csstype'), path.join(dir, 'node_modules', 'csstype'));
}

async function change(file: string, from: string, to: string): Promise<void> {
  const text = await readFile(file, 'utf8');
  expect(text).toContain(from);
  await writeFile(file, text.replace(from, to));
}

test('a remote in another repository fetches the live shell’s contract with `npm run types`; tsc then fails on a renamed expose or prop', async ({ request }) => {
  test.setTimeout(180_000);
  const served = await request.get(`${ORIGIN}/api/site/contract.d.ts`);
  expect(served.status()).toBe(200);
  expect(served.headers()['cache-control']).toBe('no-cache');
  expect(await served.text()).toContain('export interface RemoteModules');

  const dir = await mkdtemp(path.join(tmpdir(), 'scratch-remote-'));
  try {
    await scratchRemote(dir);
    const tsc = () => answerOf(process.execPath, [path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json'], dir);
    // Before the contract is fetched the remote has nothing to check against.
    expect((await tsc()).output).toContain("Cannot find module '@mf-types/contract'");

    const fetched = await answerOf('npm', ['run', '--silent', 'types'], dir, { SITE_ORIGIN: ORIGIN });
    expect(fetched).toEqual({ code: 0, output: expect.stringContaining("The live shell's contract from") });
    expect(await readFile(path.join(dir, '@mf-types', 'contract.d.ts'), 'utf8')).toBe(await served.text());
    expect(await tsc()).toEqual({ code: 0, output: '' });

    await change(path.join(dir, 'module-federation.config.ts'), "'./SearchBox':", "'./SearchField':");
    const renamedExpose = await tsc();
    expect(renamedExpose.code).not.toBe(0);
    expect(renamedExpose.output).toContain('module-federation.config.ts');
    expect(renamedExpose.output).toContain('./SearchField');
    await change(path.join(dir, 'module-federation.config.ts'), "'./SearchField':", "'./SearchBox':");

    await change(path.join(dir, 'src', 'SearchBox.ts'), '{ showButton }: { showButton: boolean }', '{ withButton }: { withButton: boolean }');
    await change(path.join(dir, 'src', 'SearchBox.ts'), 'return showButton', 'return withButton');
    const renamedProp = await tsc();
    expect(renamedProp.code).not.toBe(0);
    expect(renamedProp.output).toContain('src/SearchBox.ts');

    // A site that answers nothing is said, not written over what was fetched.
    const down = await answerOf('npm', ['run', '--silent', 'types', '--', '--from', 'http://127.0.0.1:9'], dir);
    expect(down.code).toBe(1);
    expect(down.output).toContain('No contract fetched: http://127.0.0.1:9/api/site/contract.d.ts did not answer');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
