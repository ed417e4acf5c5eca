import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices, expect, type Locator, type PlaywrightTestConfig } from '@playwright/test';
import { REMOTES } from 'shared-kernel/federation';

/**
 * Debian's Chromium as every suite and bench here launches it: flags for a closed network (nothing
 * may try to reach Google or download), and without the browser's own interface pages (the
 * omnibox popup, a WebUI page that Chromium 156 preloads for every new window even headless: some
 * 2,500 trace events a page, CPU taken from the page under test on a 2-core machine).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-features=PreloadTopChromeWebUI,WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
];

/**
 * A remote's own Playwright suite (`npm run e2e -w mf-x`, after `npm run build`): its specs in
 * `e2e/` drive its production harness page, `/remotes/<folder>/index.html`, as the built api
 * serves it with the demo agency, so a team checks its remote in a browser without the shell. The
 * api has a port and a data folder of its own (a remote's dev port + 5190), so the five suites
 * and the site's e2e suite can run side by side. `HARNESS_E2E_URL` (`http://127.0.0.1:8080`)
 * names a built api already running instead: the suite starts none and drives that one, which
 * saves the api's start (seeding a fresh database, warming its renders up) on each run.
 */
export function harnessPlaywrightConfig(remoteDir: string): PlaywrightTestConfig {
  const folder = path.basename(remoteDir);
  const remote = REMOTES.find((candidate) => candidate.folder === folder);
  if (!remote) throw new Error(`${folder} is not one of shared-kernel's REMOTES`);
  const running = process.env.HARNESS_E2E_URL;
  const port = Number(process.env.HARNESS_E2E_PORT ?? remote.devPort + 5190);
  const webServer = (dataDir: string): PlaywrightTestConfig['webServer'] => ({
    command: 'node api/dist/server.js',
    cwd: path.resolve(remoteDir, '..'),
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_PROPERTIES: '60' },
  });
  return defineConfig({
    testDir: path.join(remoteDir, 'e2e'),
    globalTeardown: path.join(import.meta.dirname, 'playwrightTeardown.ts'),
    forbidOnly: Boolean(process.env.CI),
    retries: process.env.CI ? 1 : 0,
    workers: 1,
    timeout: 60_000,
    reporter: [['list']],
    use: {
      baseURL: running ?? `http://127.0.0.1:${port}`,
      trace: 'retain-on-failure',
      ...devices['Desktop Chrome'],
      launchOptions: {
        // Debian's Chromium, never a downloaded one.
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: CHROMIUM_ARGS,
      },
    },
    // The data folder is made once by the runner and handed to its workers (each loads this file again).
    ...(running ? {} : { webServer: webServer((process.env.HARNESS_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), `harness-e2e-${folder}-`)))) }),
  });
}

/** The harness page of a remote as the api serves its latest build. */
export function harnessPath(folder: string, query = ''): string {
  return `/remotes/${folder}/index.html${query}`;
}

/** The numbers the captcha's question spells out, in the site's four languages. */
const NUMBER_WORDS: Record<string, number> = Object.fromEntries(
  [
    ['un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf'],
    ['een', 'twee', 'drie', 'vier', 'vijf', 'zes', 'zeven', 'acht', 'negen'],
    ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'],
    ['eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'],
  ].flatMap((words) => words.map((word, index) => [word, index + 1])),
);

/** Answers the captcha's accessible alternative as a person would: the sum its question spells out. */
export async function answerCaptcha(form: Locator, toggle: string): Promise<void> {
  await form.getByRole('button', { name: toggle }).click();
  const label = form.locator('label[for$="-captchaAnswer"]');
  await expect(label).toHaveText(/\?/);
  const words = ((await label.textContent()) ?? '').toLowerCase().split(/[^\p{L}]+/u);
  const terms = words.map((word) => NUMBER_WORDS[word]).filter((value): value is number => value !== undefined);
  expect(terms).toHaveLength(2);
  await form.locator('input[id$="-captchaAnswer"]').fill(String(terms[0]! + terms[1]!));
}

/** Fills the French contact form as a visitor would (all but its captcha). */
export async function fillContactForm(form: Locator): Promise<void> {
  await form.getByRole('radio', { name: 'Madame' }).check();
  await form.getByLabel('Prénom').fill('Anne');
  await form.getByLabel('Nom', { exact: true }).fill('Peeters');
  await form.getByLabel('E-mail').fill('anne@example.be');
  await form.getByLabel('Téléphone').fill('02 512 34 56');
  await form.getByLabel('Votre message').fill('Bonjour, pouvez-vous me rappeler ?');
}
