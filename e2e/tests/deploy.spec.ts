import { createReadStream } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { buildChangedRemote, copyOfBuild, deployCommand, editedCopyOfBuild, ensureRecordedAnswers, repoRoot, serverHtml as renderedPage, type Change } from './deploying';
import { FALLBACK_TITLE_FR, test, watchConsole, withSavedConsent } from './support';

/** The api of playwright.config.ts that this spec alone deploys to. */
const ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8181) + 2}`;
const { deploy, deployAnswer, liveVersions } = deployCommand(ORIGIN, 'E2E_DEPLOY_DATA_DIR');

/** mf-search's French label of its search field, as built, and as the team changes it. */
const LIVE_LABEL = 'Rechercher un bien';
const CHANGED_LABEL = 'Chercher un bien : nouvelle version';

const CHANGED_TEXT: Change = { file: 'src/locales/fr.json', from: `"${LIVE_LABEL}"`, to: `"${CHANGED_LABEL}"` };

// Every test here deploys to the one api of this spec: one at a time.
test.describe.configure({ mode: 'serial' });

/** The next patch version of the kernel's `field` in `file` (an addition, semver while 0.x), as a change of that file. */
async function kernelAddition(file: string, field: RegExp): Promise<{ change: Change; version: string }> {
  const text = await readFile(path.join(repoRoot, 'shared-kernel', file), 'utf8');
  const current = field.exec(text);
  if (!current?.[1]) throw new Error(`shared-kernel/${file} no longer matches ${field}: update this spec`);
  const [major, minor, patch] = current[1].split('.').map(Number);
  const version = `${major}.${minor}.${(patch ?? 0) + 1}`;
  return { change: { file, from: current[0], to: current[0].replace(current[1], version) }, version };
}

/** The home page as the server renders it, once it shows `showing`. */
function serverHtml(request: APIRequestContext, showing: string): Promise<string> {
  return renderedPage(request, `${ORIGIN}/fr/`, showing);
}

/** The search fields of the page (header and home block) say `label`, in the HTML and once hydrated. */
async function expectSearchLabel(page: Page, label: string) {
  await expect(page.getByRole('combobox', { name: label })).toHaveCount(2);
}

test.describe('a remote team deploys and rolls back its remote while the api runs', () => {
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

    const build = await buildChangedRemote('mf-search', testInfo.outputPath('mf-search'), [CHANGED_TEXT], 'e2e-text');
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

  test('a remote using a pure rule added to the kernel, its kernel range raised, deploys and renders on the shell built before', async ({
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
      { file: 'src/features/shared/SearchCombobox.tsx', from: "{t('box.label')}", to: `{${rule}(t('box.label'))}` },
      {
        file: 'src/features/shared/SearchCombobox.tsx',
        from: "import { css } from '@emotion/react';",
        to: `import { css } from '@emotion/react';\nimport { ${rule} } from 'shared-kernel';`,
      },
    ];
    const build = await buildChangedRemote('mf-search', testInfo.outputPath('mf-search'), useRule, 'e2e-rule', [newerKernel, addRule]);
    expect(await deploy('mf-search', '--build', build)).toMatch(/^mf-search \S+ is live/m);

    const withRule = `${LIVE_LABEL}${ruleText}`;
    expect(await serverHtml(page.request, withRule)).toContain(withRule);
    const problems = watchConsole(page);
    await page.goto(`${ORIGIN}/fr/`);
    await expectSearchLabel(page, withRule);
    await expect(page.getByRole('heading', { name: FALLBACK_TITLE_FR })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('a build that needs an addition to a shared kernel subpath the shell lacks is refused; forced, it fails loudly with its fallback, and a rollback restores it', async ({
    page,
  }, testInfo) => {
    const { change: newerReact, version } = await kernelAddition('shared-subpaths.json', /"shared-kernel\/react": \{\s*"version": "([^"]+)"/);
    const build = await buildChangedRemote('mf-search', testInfo.outputPath('mf-search'), [], 'e2e-kernel', [newerReact]);
    const manifest = JSON.parse(await readFile(path.join(build, 'mf-manifest.json'), 'utf8')) as { shared: { name: string; version: string; requiredVersion: string; singleton?: boolean }[] };
    // What a gate reads without running code: the subpath's version as built, and what it requires.
    expect(manifest.shared.find(({ name }) => name === 'shared-kernel/react')).toMatchObject({ version, requiredVersion: `^${version}`, singleton: true });
    const refused = await deployAnswer('mf-search', '--build', build);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`mf-search requires shared-kernel/react ^${version}, the live shell provides`);
    // Forced over the gate, visitors get what the gate foresaw.
    await deploy('mf-search', '--build', build, '--force');

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

/**
 * `/api/site/remotes/health` until it answers `status` (it checks at most every 15 s): a verdict
 * for monitors, which says nothing of the remotes' builds or addresses (those are the operators').
 */
async function healthUntil(request: APIRequestContext, status: number): Promise<unknown> {
  let report: unknown;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`${ORIGIN}/api/site/remotes/health`);
        report = await answer.json();
        return answer.status();
      },
      { timeout: 40_000, intervals: [1_000] },
    )
    .toBe(status);
  return report;
}

test.describe('the compatibility gate refuses what would take a part of the site away, and says why', () => {
  test.describe.configure({ timeout: 300_000 });

  test.beforeEach(async ({ context }) => {
    await withSavedConsent(context, ORIGIN);
    expect(await deploy('mf-search')).toMatch(/^mf-search \S+ (is live|was already live)/m);
  });

  test("another remote's build or manifest, a renamed expose, a release without its server container and a manifest without CORS are refused; nothing live changes", async ({
    request,
  }, testInfo) => {
    await healthUntil(request, 200);
    const before = await liveVersions();
    const searchManifest = `${ORIGIN}/releases/mf-search/${before['mf-search']}/mf-manifest.json`;

    const renamed = await copyOfBuild('mf-search', testInfo.outputPath('renamed'));
    const manifestFile = path.join(renamed, 'mf-manifest.json');
    await writeFile(manifestFile, (await readFile(manifestFile, 'utf8')).replaceAll('"SearchBox"', '"SearchField"').replaceAll('./SearchBox', './SearchField'));

    const withoutServer = await copyOfBuild('mf-search', testInfo.outputPath('without-server'));
    await rm(path.join(withoutServer, 'server'), { recursive: true });

    // A team's own host for its build, which forgot the site's origin in its CORS rule.
    const noCors = await copyOfBuild('mf-search', testInfo.outputPath('no-cors'));
    const host = createServer((req, res) => {
      const file = path.join(noCors, path.basename(new URL(req.url ?? '/', 'http://host').pathname));
      res.writeHead(200, { 'content-type': file.endsWith('.json') ? 'application/json' : 'text/javascript' });
      createReadStream(file).on('error', () => res.end()).pipe(res);
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    const noCorsManifest = `http://127.0.0.1:${(host.address() as AddressInfo).port}/mf-manifest.json`;

    const cases: { args: string[]; says: string }[] = [
      { args: ['mf-consent', '--build', path.join(repoRoot, 'mf-search', 'dist')], says: 'this build is mf_search, not mf_consent' },
      { args: ['mf-forms', searchManifest], says: 'this build is mf_search, not mf_forms' },
      { args: ['mf-search', '--build', renamed], says: 'mf_search/SearchBox is not exposed, but the shell renders it' },
      { args: ['mf-search', '--build', withoutServer], says: 'the build has no server container (server/remoteEntry.js)' },
      { args: ['mf-search', noCorsManifest], says: 'does not allow http://localhost' },
    ];
    // A deploy by address is refused before the gate unless the operator allowed its host.
    const hostless = await deployAnswer('mf-search', noCorsManifest);
    expect(hostless.code).toBe(1);
    expect(hostless.stderr).toContain(`mf-search cannot be deployed from ${noCorsManifest}: its host is not in REMOTE_HOSTS`);
    // The hosts of this spec's builds allowed, the gate is what refuses them.
    process.env.REMOTE_HOSTS = [ORIGIN, new URL(noCorsManifest).origin].join(',');
    try {
      for (const { args, says } of cases) {
        const answer = await deployAnswer(...args);
        expect(answer.code, args.join(' ')).toBe(1);
        expect(answer.stderr).toContain('was not deployed; the compatibility gate refused it');
        expect(answer.stderr).toContain(says);
      }
    } finally {
      delete process.env.REMOTE_HOSTS;
      await new Promise((resolve) => host.close(resolve));
    }
    expect(await liveVersions()).toEqual(before);
    const home = await serverHtml(request, LIVE_LABEL);
    expect(home).not.toContain(FALLBACK_TITLE_FR);
  });

  test('forced over the gate, the remotes health answers 503 naming the cause; a rollback mends it', async ({ request }) => {
    const forced = await deployAnswer('mf-consent', '--build', path.join(repoRoot, 'mf-search', 'dist'), '--force');
    expect(forced.code).toBe(0);
    expect(forced.stderr).toContain('deployed with --force over the gate');
    expect(await healthUntil(request, 503)).toEqual({ status: 'degraded' });
    expect(await deploy('status')).toContain('forced over: this build is mf_search, not mf_consent');

    await deploy('rollback', 'mf-consent');
    await healthUntil(request, 200);
  });

  test('a remote that calls a kernel hook the live shell does not provide is refused: its server render fails in the check', async ({ request }, testInfo) => {
    const before = await liveVersions();
    // What a team does by mistake: uses a hook added to shared-kernel/react without raising its range.
    const file = 'src/features/search-box/SearchBox.tsx';
    const build = await buildChangedRemote(
      'mf-search',
      testInfo.outputPath('mf-search'),
      [
        { file, from: "import { useTranslation } from 'shared-kernel/react';", to: "import { useSavedSearches, useTranslation } from 'shared-kernel/react';" },
        { file, from: "  const { t } = useTranslation('search');", to: "  useSavedSearches();\n  const { t } = useTranslation('search');" },
      ],
      'e2e-hook',
    );
    const answer = await deployAnswer('mf-search', '--build', build);
    expect(answer.code).toBe(1);
    expect(answer.stderr).toMatch(/mf_search\/SearchBox does not render on the server: .*useSavedSearches/);
    expect(await liveVersions()).toEqual(before);
    await serverHtml(request, LIVE_LABEL);
  });

  test("a remote whose view behind a query calls a kernel hook the live shell lacks is refused: the check renders with the recorded answers", async ({ request }, testInfo) => {
    const before = await liveVersions();
    // The property view runs once the property's data is there: an empty store shows only its loading state.
    const file = 'src/features/detail/PropertyDetail.tsx';
    const build = await buildChangedRemote(
      'mf-listings',
      testInfo.outputPath('mf-listings'),
      [
        { file, from: "import { isNotFoundError, useLanguage, usePropertyQuery, useSiteConfigurationQuery, useTranslation } from 'shared-kernel/react';", to: "import { isNotFoundError, useLanguage, usePropertyQuery, useSavedSearches, useSiteConfigurationQuery, useTranslation } from 'shared-kernel/react';" },
        { file, from: "  const priceLabels = usePriceLabels();\n  const availability = availabilityOf(property);", to: "  const priceLabels = usePriceLabels();\n  useSavedSearches();\n  const availability = availabilityOf(property);" },
      ],
      'e2e-detail-hook',
    );
    await ensureRecordedAnswers();
    const answer = await deployAnswer('mf-listings', '--build', build);
    expect(answer.code).toBe(1);
    expect(answer.stderr).toMatch(/mf_listings\/PropertyDetail does not render on the server: .*useSavedSearches/);
    expect(await liveVersions()).toEqual(before);
    await serverHtml(request, LIVE_LABEL);
  });

  test('the shell deploys like a remote: the server HTML and the browser show it without a restart, and a rollback restores it', async ({
    browser,
    page,
    request,
  }, testInfo) => {
    const before = (await liveVersions()).shell;
    const skipLink = 'Aller au contenu principal';
    const changedLink = 'Aller directement au contenu';
    const { build, changedFiles } = await editedCopyOfBuild('shell', testInfo.outputPath('shell'), (_file, text) => text.replaceAll(skipLink, changedLink));
    expect(changedFiles).toBeGreaterThanOrEqual(2);

    const deployed = await deploy('shell', '--build', build);
    expect(deployed).toMatch(new RegExp(`^shell \\S+ is live \\(was ${before?.replace(/[.+]/g, '\\$&')}\\) in \\d+ ms$`, 'm'));
    expect(await serverHtml(request, changedLink)).not.toContain(skipLink);
    await page.goto(`${ORIGIN}/fr/a-vendre/`);
    await expect(page.getByRole('link', { name: changedLink })).toBeAttached();
    await page.getByRole('link', { name: 'Accueil' }).first().click();
    await expect(page.getByRole('link', { name: changedLink })).toBeAttached();

    await deploy('rollback', 'shell');
    expect(await serverHtml(request, skipLink)).not.toContain(changedLink);
    // A browser of its own: this copy changed a chunk's bytes under the same hashed name, which the
    // first browser keeps for a year, as it should for a real build (whose names change with it).
    const fresh = await browser.newContext();
    await withSavedConsent(fresh, ORIGIN);
    const again = await fresh.newPage();
    await again.goto(`${ORIGIN}/fr/a-vendre/`);
    await expect(again.getByRole('link', { name: skipLink })).toBeAttached();
    await fresh.close();
    expect((await liveVersions()).shell).toBe(before);
  });
});
