import { expect, type BrowserContext } from '@playwright/test';
import { deployCommand, editedCopyOfBuild, serverHtml } from './deploying';
import { test, watchConsole, withSavedConsent } from './support';

/** The api of playwright.config.ts that the deploying specs share (deploy.spec.ts). */
const ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8181) + 2}`;
const { deploy, deployAnswer } = deployCommand(ORIGIN, 'E2E_DEPLOY_DATA_DIR');

/** mf-search's French label of its search field, as built, and as its team changed it in the release to preview. */
const LIVE_LABEL = 'Rechercher un bien';
const PREVIEW_LABEL = 'Rechercher un bien : version en aperçu';

const escape = (text: string) => text.replace(/[.+]/g, '\\$&');

/** Where the browser of `context` loads each remote from, mf-search's aside: the live parts around it. */
async function otherParts(context: BrowserContext): Promise<Record<string, string>> {
  const { remotes } = (await (await context.request.get(`${ORIGIN}/api/site/remotes`)).json()) as { remotes: { name: string; entry: string }[] };
  return Object.fromEntries(remotes.filter((remote) => remote.name !== 'mf_search').map((remote) => [remote.name, remote.entry]));
}

/** The files of mf-search a page loads in the browser. */
function searchFiles(context: BrowserContext): string[] {
  const files: string[] = [];
  context.on('request', (request) => {
    if (request.url().includes('/mf-search/')) files.push(new URL(request.url()).pathname);
  });
  return files;
}

test.describe('a tester previews a published release of mf-search in the composed site', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 });

  test('the link pins it for that browser alone, server-rendered among the live parts, marked and not indexed; another browser sees the live site', async ({
    browser,
  }, testInfo) => {
    // A release published but not live: the team's build, with a text of its own.
    const { build, changedFiles } = await editedCopyOfBuild('mf-search', testInfo.outputPath('preview'), (_file, text) => text.replaceAll(LIVE_LABEL, PREVIEW_LABEL));
    expect(changedFiles).toBeGreaterThanOrEqual(2);
    const said = await deploy('preview', 'mf-search', '--build', build);
    const [, version = '', link = ''] = /^mf-search (\S+) can be previewed until \S+, by whoever opens this link .*:\n(\S+)$/m.exec(said) ?? [];
    expect(link).toMatch(/\/preview\?token=[\w-]+\.[\w-]+$/);
    const status = await deploy('status');
    expect(status).not.toMatch(new RegExp(`^mf-search: release ${escape(version)} `, 'm'));
    expect(status).toMatch(new RegExp(`^  published: .*${escape(version)}`, 'm'));

    const tester = await browser.newContext();
    await withSavedConsent(tester, ORIGIN);
    const testerFiles = searchFiles(tester);
    const page = await tester.newPage();
    const problems = watchConsole(page);
    // The link names the site's public origin (PUBLIC_ORIGIN; here none, so localhost): the test's api listens on 127.0.0.1.
    const { pathname, search } = new URL(link);
    await page.goto(`${ORIGIN}${pathname}${search}`);
    const answer = await page.goto(`${ORIGIN}/fr/`);
    expect(answer?.headers()).toMatchObject({ 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' });
    await expect(page.getByRole('status').filter({ hasText: `Aperçu de mf-search ${version}` })).toBeVisible();
    await expect(page.getByRole('combobox', { name: PREVIEW_LABEL })).toHaveCount(2);
    await expect(page.locator('html[data-interactive]')).toBeAttached();
    expect(testerFiles.length).toBeGreaterThan(0);
    expect(testerFiles.filter((file) => !file.startsWith(`/releases/mf-search/${version}/`))).toEqual([]);
    expect(problems).toEqual([]);

    // Server-rendered with the previewed release, the other parts as live; never kept for anyone else.
    const previewHtml = await serverHtml(tester.request, `${ORIGIN}/fr/`, PREVIEW_LABEL);
    expect(previewHtml).toContain(`/releases/mf-search/${version}/mf-manifest.json`);
    expect(previewHtml).toContain('<meta name="robots" content="noindex">');

    const visitor = await browser.newContext();
    await withSavedConsent(visitor, ORIGIN);
    const visitorFiles = searchFiles(visitor);
    // Rendered or not (a busy machine's render may run over its budget), it is the live page.
    const liveAnswer = await visitor.request.get(`${ORIGIN}/fr/`, { headers: { accept: 'text/html' } });
    expect(liveAnswer.status()).toBe(200);
    const liveHtml = await liveAnswer.text();
    expect(liveHtml).not.toContain(version);
    expect(liveHtml).not.toContain(PREVIEW_LABEL);
    expect(liveHtml).not.toContain('data-preview');
    const aroundPreview = await otherParts(tester);
    expect(Object.keys(aroundPreview)).toHaveLength(4);
    expect(aroundPreview).toEqual(await otherParts(visitor));
    const visitorPage = await visitor.newPage();
    const visitorAnswer = await visitorPage.goto(`${ORIGIN}/fr/`);
    expect(visitorAnswer?.headers()['x-robots-tag']).toBeUndefined();
    await expect(visitorPage.getByRole('combobox').first()).toBeVisible();
    await expect(visitorPage.getByRole('combobox', { name: PREVIEW_LABEL })).toHaveCount(0);
    await expect(visitorPage.locator('[data-preview]')).toHaveCount(0);
    expect(visitorFiles.filter((file) => file.includes(`/${version}/`))).toEqual([]);
    await visitor.close();

    // The banner's link leaves the preview: the tester's browser gets the live site again.
    await page.getByRole('link', { name: "Quitter l'aperçu" }).click();
    await expect(page.locator('[data-preview]')).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: PREVIEW_LABEL })).toHaveCount(0);
    await tester.close();
  });

  test('a changed or expired link is a page saying so and pins nothing; a version the gate refuses cannot be previewed, with the reason', async ({ page, request }) => {
    const answer = await page.goto(`${ORIGIN}/preview?token=eyJ0YXJnZXQiOiJtZi1zZWFyY2gifQ.forged`);
    expect(answer?.status()).toBe(410);
    await expect(page.getByRole('heading', { name: "Ce lien d'aperçu ne fonctionne plus" })).toBeVisible();
    expect(await page.context().cookies()).not.toContainEqual(expect.objectContaining({ name: 'site_preview' }));

    // A build of another remote published as mf-search's is what the gate refuses for a deploy.
    const { build } = await editedCopyOfBuild('mf-forms', test.info().outputPath('not-search'), (_file, text) => text);
    const refused = await deployAnswer('preview', 'mf-search', '--build', build);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('mf-search was not previewed; the compatibility gate refused it:');
    expect(refused.stderr).toContain('(a preview cannot be forced');
    expect((await request.get(`${ORIGIN}/fr/`)).headers()['x-robots-tag']).toBeUndefined();
  });
});
