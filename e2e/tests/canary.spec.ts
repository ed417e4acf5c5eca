import { expect, type Browser } from '@playwright/test';
import { deployCommand, editedCopyOfBuild, serverHtml } from './deploying';
import { test, watchConsole, withSavedConsent } from './support';

/** The api of playwright.config.ts that this spec alone deploys canaries to (it judges them every 0.5 s, from 3 views or renders). */
const ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8181) + 3}`;
const { deploy } = deployCommand(ORIGIN, 'E2E_CANARY_DATA_DIR');

const LIVE_LABEL = 'Rechercher un bien';
const CANARY_LABEL = 'Chercher un bien : version canari';

/** Buckets 0–49 get a canary at 50 %, 50–99 the live version. */
const IN_CANARY = 10;
const IN_LIVE = 90;

const escape = (text: string) => text.replace(/[.+]/g, '\\$&');

interface Figures {
  version: string;
  views: number;
}

async function searchPart(): Promise<{ live: Figures; canary: (Figures & { share: number }) | null }> {
  // The figures are the operators' (never on the public port): the deploy command reads them.
  const { parts } = JSON.parse(await deploy('status', '--json')) as { parts: { target: string; live: Figures; canary: (Figures & { share: number }) | null }[] };
  const search = parts.find((part) => part.target === 'mf-search');
  if (!search) throw new Error('mf-search is not on record');
  return search;
}

/** A visitor of `bucket`: the server HTML names `version` and shows `label`, and the browser hydrates it with that version's files alone. */
async function visitAs(browser: Browser, bucket: number, version: string, label: string): Promise<void> {
  const context = await browser.newContext();
  await withSavedConsent(context, ORIGIN);
  await context.addCookies([{ name: 'release_bucket', value: String(bucket), url: ORIGIN }]);
  const html = await serverHtml(context.request, `${ORIGIN}/fr/`, label);
  expect(html).toContain(`/releases/mf-search/${version}/mf-manifest.json`);

  const page = await context.newPage();
  const problems = watchConsole(page);
  const searchFiles: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/mf-search/')) searchFiles.push(new URL(request.url()).pathname);
  });
  await page.goto(`${ORIGIN}/fr/`);
  await expect(page.getByRole('combobox', { name: label })).toHaveCount(2);
  await expect(page.locator('html[data-interactive]')).toBeAttached();
  expect(searchFiles.length).toBeGreaterThan(0);
  expect(searchFiles.filter((file) => !file.startsWith(`/releases/mf-search/${version}/`))).toEqual([]);
  expect(problems).toEqual([]);
  // Leaving the page sends its report (pagehide), which the api adds to the version's figures.
  await page.goto('about:blank');
  await context.close();
}

test.describe('a sticky canary', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  let live = '';
  test.beforeAll(async () => {
    live = /^mf-search (\S+)/m.exec(await deploy('mf-search'))?.[1] ?? '';
  });

  test('at 50 %: the server HTML and the hydration of a visitor in the canary and of one in the live share use the version of their bucket', async ({
    browser,
  }, testInfo) => {
    const { build, changedFiles } = await editedCopyOfBuild('mf-search', testInfo.outputPath('canary'), (_file, text) => text.replaceAll(LIVE_LABEL, CANARY_LABEL));
    expect(changedFiles).toBeGreaterThanOrEqual(2);
    const said = await deploy('mf-search', '--build', build, '--canary', '50');
    expect(said).toMatch(new RegExp(`^mf-search \\S+ is the canary for 50 % of page views \\(live: ${escape(live)}\\) in \\d+ ms$`, 'm'));
    const canary = /^mf-search (\S+)/.exec(said)?.[1] ?? '';

    await visitAs(browser, IN_CANARY, canary, CANARY_LABEL);
    await visitAs(browser, IN_LIVE, live, LIVE_LABEL);
    // Each browser's report reached the api: both versions have views of their own.
    await expect
      .poll(
        async () => {
          const part = await searchPart();
          return { live: part.live.version, canary: part.canary?.version, share: part.canary?.share, seen: part.live.views > 0 && (part.canary?.views ?? 0) > 0 };
        },
        { timeout: 10_000 },
      )
      .toEqual({ live, canary, share: 50, seen: true });
    expect(await deploy('abort', 'mf-search')).toMatch(new RegExp(`^mf-search canary ${escape(canary)} aborted`, 'm'));
  });

  test('a canary whose part throws is withdrawn by the api after the threshold; the live version is untouched', async ({ request }, testInfo) => {
    // The part's component throws as it renders, on the server and in the browser.
    const thrower = '()=>{throw new Error("canary e2e: the search block throws")}';
    const { build, changedFiles } = await editedCopyOfBuild('mf-search', testInfo.outputPath('throwing'), (file, text) =>
      file.includes('__federation_expose_SearchBlock')
        ? text.replace('"default": () => (/* binding */ exposes_SearchBlock)', `"default": () => (${thrower})`).replace(/\["default",0,\w+\]/, `["default",0,${thrower}]`)
        : text,
    );
    expect(changedFiles, 'the SearchBlock expose of the browser and server builds: update this spec').toBe(2);
    // The gate renders each expose on the server and would refuse it: forced, as a build that
    // throws in some browsers only would pass it.
    const said = await deploy('mf-search', '--build', build, '--canary', '50', '--force', '--reason', 'e2e: a part that throws');
    const canary = /^mf-search (\S+) is the canary/m.exec(said)?.[1] ?? '';

    // Visitors in the canary's share: each server render of their page fails in the part.
    await expect
      .poll(
        async () => {
          await request.get(`${ORIGIN}/fr/`, { headers: { accept: 'text/html', cookie: `release_bucket=${IN_CANARY}` } });
          return (await searchPart()).canary;
        },
        { timeout: 20_000, intervals: [200] },
      )
      .toBeNull();

    const status = await deploy('status');
    expect(status).toMatch(new RegExp(`^mf-search: release ${escape(live)} live since`, 'm'));
    expect(status).not.toMatch(/^ {2}canary:/m);
    expect(status).toMatch(new RegExp(`mf-search abort ${escape(canary)} -> ${escape(live)} by api \\(automatic rollback: server render failures 100\\.0 % over \\d+ server renders`));
    // The canary's visitors are back on the live version.
    expect(await serverHtml(request, `${ORIGIN}/fr/`, LIVE_LABEL, { cookie: `release_bucket=${IN_CANARY}` })).toContain(`/releases/mf-search/${live}/mf-manifest.json`);
  });
});
