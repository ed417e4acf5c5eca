import { execFile } from 'node:child_process';
import { cp, mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { FALLBACK_TITLE_FR, test, watchConsole, withSavedConsent } from './support';

/** The api of playwright.config.ts that this spec alone deploys to. */
const ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8181) + 2}`;
const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const run = promisify(execFile);

/** mf-search's French label of its search field, as built, and as the team changes it. */
const LIVE_LABEL = 'Rechercher un bien';
const CHANGED_LABEL = 'Chercher un bien : nouvelle version';

/** A change a team makes to its copy of mf-search (or of the kernel) before building it. */
interface Change {
  file: string;
  from: string;
  to: string;
}

const CHANGED_TEXT: Change = { file: 'src/locales/fr.json', from: `"${LIVE_LABEL}"`, to: `"${CHANGED_LABEL}"` };

async function applyChanges(dir: string, changes: Change[]): Promise<void> {
  for (const { file, from, to } of changes) {
    const changed = path.join(dir, file);
    const text = await readFile(changed, 'utf8');
    if (!text.includes(from)) throw new Error(`${changed} no longer holds ${from}: update this spec`);
    await writeFile(changed, text.replaceAll(from, to));
  }
}

/**
 * What mf-search's team does: the remote's sources with changes, built with its own webpack
 * config. The copy sits inside the repository (the test's output folder) so that its imports
 * resolve to the workspace's packages, as they do for mf-search itself. With `kernel` changes, the
 * build takes a copy of shared-kernel so changed (a newer kernel than the live shell was built
 * with), as a team whose remote needs a kernel change does; the copy sits outside any
 * `node_modules` folder, as the workspace's own kernel does, so the build compiles its sources.
 */
async function buildChangedSearch(dir: string, changes: Change[], buildId: string, kernel: Change[] = []): Promise<string> {
  for (const entry of ['src', 'package.json', 'tsconfig.json', 'webpack.config.ts', 'module-federation.config.ts']) {
    await cp(path.join(repoRoot, 'mf-search', entry), path.join(dir, entry), { recursive: true });
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

/** The next patch version of the kernel's `field` in `file` (an addition, semver while 0.x), as a change of that file. */
async function kernelAddition(file: string, field: RegExp): Promise<{ change: Change; version: string }> {
  const text = await readFile(path.join(repoRoot, 'shared-kernel', file), 'utf8');
  const current = field.exec(text);
  if (!current?.[1]) throw new Error(`shared-kernel/${file} no longer matches ${field}: update this spec`);
  const [major, minor, patch] = current[1].split('.').map(Number);
  const version = `${major}.${minor}.${(patch ?? 0) + 1}`;
  return { change: { file, from: current[0], to: current[0].replace(current[1], version) }, version };
}

/** `npm run deploy -w api -- …` against this spec's api; answers what it printed. */
async function deploy(...args: string[]): Promise<string> {
  const dataDir = process.env.E2E_DEPLOY_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DEPLOY_DATA_DIR is set by playwright.config.ts');
  const { stdout } = await run('npm', ['run', '--silent', 'deploy', '-w', 'api', '--', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir },
  });
  return stdout;
}

/**
 * The home page as the server renders it. The first render after a deploy loads the new version's
 * server container and may run over the render budget on a busy machine: that visitor gets the
 * browser shell (which loads the new version too) and the render, once done, fills the cache.
 */
async function serverHtml(request: APIRequestContext, showing: string): Promise<string> {
  let html = '';
  // A render (not the browser shell) with `showing`: every api process reads the deployment
  // record again within 200 ms of a deploy or a rollback, so the first page asked may precede it.
  await expect
    .poll(
      async () => {
        const response = await request.get(`${ORIGIN}/fr/`, { headers: { accept: 'text/html' } });
        expect(response.status()).toBe(200);
        html = await response.text();
        return !/<div id=(?:"root"|root)><\/div>/.test(html) && html.includes(showing);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return html;
}

/** The search fields of the page (header and home block) say `label`, in the HTML and once hydrated. */
async function expectSearchLabel(page: Page, label: string) {
  await expect(page.getByRole('combobox', { name: label })).toHaveCount(2);
}

test.describe('a remote team deploys and rolls back its remote while the api runs (issue 15)', () => {
  // One api for both tests. A build of a remote takes a while on a busy machine.
  test.describe.configure({ mode: 'serial', timeout: 300_000 });

  test.beforeEach(async ({ context }) => {
    await withSavedConsent(context, ORIGIN);
    // The build in the repository first, so each test starts from it (a retry too).
    expect(await deploy('mf-search')).toMatch(/^mf-search \S+ (is live|was already live)/m);
  });

  test('the new text is in the server HTML and the browser, the rollback brings the old one back, an open tab goes on', async ({
    page,
    context,
  }, testInfo) => {
    const openedBefore = await context.newPage();
    const openTabProblems = watchConsole(openedBefore);
    await openedBefore.goto(`${ORIGIN}/fr/`);
    await expectSearchLabel(openedBefore, LIVE_LABEL);

    const build = await buildChangedSearch(testInfo.outputPath('mf-search'), [CHANGED_TEXT], 'e2e-text');
    const deployed = await deploy('mf-search', '--build', build);
    expect(deployed).toMatch(/^mf-search \S+ is live \(was \S+\) in \d+ ms$/m);
    const version = /^mf-search (\S+)/.exec(deployed)?.[1] ?? '';

    // The server render follows the deploy: the page names the version it was rendered with.
    const afterDeploy = await serverHtml(page.request, CHANGED_LABEL);
    expect(afterDeploy).toContain(CHANGED_LABEL);
    expect(afterDeploy).not.toContain(LIVE_LABEL);
    expect(afterDeploy).toContain(`/releases/mf-search/${version}/mf-manifest.json`);

    const problems = watchConsole(page);
    const manifests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/mf-search/')) manifests.push(new URL(request.url()).pathname);
    });
    await page.goto(`${ORIGIN}/fr/`);
    await expectSearchLabel(page, CHANGED_LABEL);
    expect(manifests.filter((file) => !file.startsWith(`/releases/mf-search/${version}/`))).toEqual([]);

    // The tab opened before the deploy keeps its version: its next pages and suggestions load, no 404.
    await openedBefore.getByRole('combobox', { name: LIVE_LABEL }).first().fill('Bruxelles');
    await expect(openedBefore.getByRole('status').filter({ hasText: /suggestion|Aucun résultat/ })).toHaveCount(1);
    await openedBefore.getByRole('link', { name: 'À vendre', exact: true }).first().click();
    await expect(openedBefore.getByRole('heading', { level: 1 })).toHaveText('À vendre');
    await expect(openedBefore.getByRole('combobox', { name: LIVE_LABEL }).first()).toBeVisible();
    expect(openTabProblems).toEqual([]);

    const rolledBack = await deploy('rollback', 'mf-search');
    expect(rolledBack).toMatch(new RegExp(`^mf-search \\S+ is live \\(was ${version.replace(/[.+]/g, '\\$&')}\\) in \\d+ ms$`, 'm'));
    const afterRollback = await serverHtml(page.request, LIVE_LABEL);
    expect(afterRollback).toContain(LIVE_LABEL);
    expect(afterRollback).not.toContain(CHANGED_LABEL);
    await page.reload();
    await expectSearchLabel(page, LIVE_LABEL);
    expect(problems).toEqual([]);
  });

  test('a remote using a pure rule added to the kernel, its kernel range raised, deploys and renders on the shell built before (issue 37)', async ({
    page,
  }, testInfo) => {
    const { change: newerKernel, version } = await kernelAddition('package.json', /"version": "([^"]+)"/);
    const rule = 'searchLabelWithRule';
    const ruleText = ' (nouvelle règle)';
    const addRule: Change = {
      file: 'src/index.ts',
      from: "export * from './routing/index.js';",
      to: `export * from './routing/index.js';\nexport const ${rule} = (label: string): string => \`\${label}${ruleText}\`;`,
    };
    const kernelRange = /"shared-kernel": "([^"]+)"/.exec(await readFile(path.join(repoRoot, 'mf-search', 'package.json'), 'utf8'))?.[1];
    if (kernelRange === undefined) throw new Error("mf-search's package.json names no shared-kernel range");
    const useRule: Change[] = [
      { file: 'package.json', from: `"shared-kernel": "${kernelRange}"`, to: `"shared-kernel": "^${version}"` },
      { file: 'src/features/search-panel/SearchCombobox.tsx', from: "{t('box.label')}", to: `{${rule}(t('box.label'))}` },
      {
        file: 'src/features/search-panel/SearchCombobox.tsx',
        from: "import { css } from '@emotion/react';",
        to: `import { css } from '@emotion/react';\nimport { ${rule} } from 'shared-kernel';`,
      },
    ];
    const build = await buildChangedSearch(testInfo.outputPath('mf-search'), useRule, 'e2e-rule', [newerKernel, addRule]);
    expect(await deploy('mf-search', '--build', build)).toMatch(/^mf-search \S+ is live/m);

    const withRule = `${LIVE_LABEL}${ruleText}`;
    expect(await serverHtml(page.request, withRule)).toContain(withRule);
    const problems = watchConsole(page);
    await page.goto(`${ORIGIN}/fr/`);
    await expectSearchLabel(page, withRule);
    await expect(page.getByRole('heading', { name: FALLBACK_TITLE_FR })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('a build that needs an addition to a shared kernel subpath the shell lacks fails loudly with its fallback, and a rollback restores it', async ({
    page,
  }, testInfo) => {
    const { change: newerReact, version } = await kernelAddition('shared-subpaths.json', /"shared-kernel\/react": \{\s*"version": "([^"]+)"/);
    const build = await buildChangedSearch(testInfo.outputPath('mf-search'), [], 'e2e-kernel', [newerReact]);
    const manifest = JSON.parse(await readFile(path.join(build, 'mf-manifest.json'), 'utf8')) as { shared: { name: string; version: string; requiredVersion: string; singleton?: boolean }[] };
    // What a gate reads without running code: the subpath's version as built, and what it requires.
    expect(manifest.shared.find(({ name }) => name === 'shared-kernel/react')).toMatchObject({ version, requiredVersion: `^${version}`, singleton: true });
    await deploy('mf-search', '--build', build);

    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await page.goto(`${ORIGIN}/fr/`);
    const slot = page.locator('[data-remote="mf_search/SearchBlock"]');
    await expect(slot.getByRole('heading', { name: FALLBACK_TITLE_FR })).toBeVisible({ timeout: 30_000 });
    expect(messages.join('\n')).toMatch(
      new RegExp(`Version \\S+ from \\S+ of shared singleton module shared-kernel/react does not satisfy the requirement of mf_search which needs \\^${version.replaceAll('.', '\\.')}`),
    );
    // The rest of the page works.
    await expect(page.locator('[data-remote="mf_listings/PropertyList"]').getByRole('article').first()).toBeVisible();

    await deploy('rollback', 'mf-search');
    await page.reload();
    await expectSearchLabel(page, LIVE_LABEL);
  });
});
