import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
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
 * and the site's e2e suite can run side by side.
 */
export function harnessPlaywrightConfig(remoteDir: string): PlaywrightTestConfig {
  const folder = path.basename(remoteDir);
  const remote = REMOTES.find((candidate) => candidate.folder === folder);
  if (!remote) throw new Error(`${folder} is not one of shared-kernel's REMOTES`);
  const port = Number(process.env.HARNESS_E2E_PORT ?? remote.devPort + 5190);
  // Made once by the runner and handed to its workers (each loads this file again).
  process.env.HARNESS_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), `harness-e2e-${folder}-`));
  return defineConfig({
    testDir: path.join(remoteDir, 'e2e'),
    globalTeardown: path.join(import.meta.dirname, 'playwrightTeardown.ts'),
    forbidOnly: Boolean(process.env.CI),
    retries: process.env.CI ? 1 : 0,
    workers: 1,
    timeout: 60_000,
    reporter: [['list']],
    use: {
      baseURL: `http://127.0.0.1:${port}`,
      trace: 'retain-on-failure',
      ...devices['Desktop Chrome'],
      launchOptions: {
        // Debian's Chromium, never a downloaded one.
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: CHROMIUM_ARGS,
      },
    },
    webServer: {
      command: 'node api/dist/server.js',
      cwd: path.resolve(remoteDir, '..'),
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: process.env.HARNESS_E2E_DATA_DIR, LOG_LEVEL: 'warn', SEED_PROPERTIES: '60' },
    },
  });
}

/** The harness page of a remote as the api serves its latest build. */
export function harnessPath(folder: string, query = ''): string {
  return `/remotes/${folder}/index.html${query}`;
}
