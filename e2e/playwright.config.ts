import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from 'build-config/playwright';

/** The api serves the production build; a port and a database of the suite's own. */
const PORT = Number(process.env.E2E_PORT ?? 8181);
/**
 * A data folder of the suite's own for an api, made once by the runner and handed to the workers
 * through the environment (each worker loads this file again); globalTeardown removes them all
 * (each holds a database and the remotes' published releases, tens of MB).
 */
function dataFolder(variable: string, prefix: string): string {
  process.env[variable] ??= mkdtempSync(path.join(tmpdir(), prefix));
  return process.env[variable];
}

const DATA_DIR = dataFolder('E2E_DATA_DIR', 'agency-e2e-');
/**
 * A second api whose mf_search server container cannot be loaded (its address points at nothing),
 * for what a visitor gets when a remote is down: the page, with that remote's fallback.
 */
const DEGRADED_PORT = PORT + 1;
const DEGRADED_DATA_DIR = dataFolder('E2E_DEGRADED_DATA_DIR', 'agency-e2e-degraded-');
/**
 * A third api for deploys and rollbacks (tests/deploy.spec.ts), so the remote versions it changes
 * never reach the other specs; the spec finds its data folder in E2E_DEPLOY_DATA_DIR.
 */
const DEPLOY_PORT = PORT + 2;
const DEPLOY_DATA_DIR = dataFolder('E2E_DEPLOY_DATA_DIR', 'agency-e2e-deploy-');
/**
 * A fourth api for canaries (tests/canary.spec.ts), which judges them every half second from a
 * few views or server renders instead of 30 views, so a bad canary is withdrawn within the test.
 */
const CANARY_PORT = PORT + 3;
const CANARY_DATA_DIR = dataFolder('E2E_CANARY_DATA_DIR', 'agency-e2e-canary-');
/**
 * A fifth api, a real agency's (SEED_DEMO=false), for the admin api (tests/admin.spec.ts): before it
 * starts, the key command makes the keys the spec uses (written to files in its data folder, which
 * the spec finds in E2E_ADMIN_DATA_DIR) and revokes one of them.
 */
const ADMIN_PORT = PORT + 4;
const ADMIN_DATA_DIR = dataFolder('E2E_ADMIN_DATA_DIR', 'agency-e2e-admin-');
const adminKey = (args: string) => `node api/dist/scripts/adminKey.js ${args}`;
/**
 * A sixth api, a real agency's on SweepBright (tests/crm.spec.ts), fed by the fake CRM on the port
 * after it, which sends its webhooks to it.
 */
const CRM_PORT = PORT + 5;
const CRM_DATA_DIR = dataFolder('E2E_CRM_DATA_DIR', 'agency-e2e-crm-');
const FAKE_CRM_PORT = PORT + 6;
const CRM_WEBHOOK_SECRET = 'e2e-fake-crm-webhook-secret-0123456789';
const repoRoot = path.resolve(import.meta.dirname, '..');
/**
 * The suite checks what a page does, not how fast the api renders it (the benches do): on a
 * machine running two browsers, seven apis and the builds of the deploy tests, a render can run
 * past the production budget of 300 ms, and the page would then go out as the browser shell, empty
 * for a visitor without scripts.
 */
const SUITE_RENDER_BUDGET_MS = '3000';

export default defineConfig({
  testDir: './tests',
  globalTeardown: './teardown.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      // Playwright never downloads a browser here: Debian's Chromium.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  webServer: [
    {
      command: 'node api/dist/server.js',
      cwd: repoRoot,
      url: `http://127.0.0.1:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      // The tile server refuses at once (nothing listens on port 9): the maps show that the
      // background could not load, whatever network the machine has.
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR,
        LOG_LEVEL: 'warn',
        TILE_UPSTREAM: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
        SSR_BUDGET_MS: SUITE_RENDER_BUDGET_MS,
        // The specs of forms posted without scripts are each a visitor of their own (X-Forwarded-For,
        // see visitorOfItsOwn), as many visitors are; from one address, they would share its limit of
        // 20 posts in 10 minutes.
        TRUST_PROXY: 'true',
      },
    },
    {
      command: 'node api/dist/server.js',
      cwd: repoRoot,
      url: `http://127.0.0.1:${DEGRADED_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(DEGRADED_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: DEGRADED_DATA_DIR,
        LOG_LEVEL: 'error',
        SEED_PROPERTIES: '24',
        REMOTE_URLS: 'mf_search=/remotes/mf-search-unreachable/mf-manifest.json',
      },
    },
    {
      command: 'node api/dist/server.js',
      cwd: repoRoot,
      url: `http://127.0.0.1:${DEPLOY_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(DEPLOY_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: DEPLOY_DATA_DIR,
        LOG_LEVEL: 'error',
        SEED_PROPERTIES: '24',
      },
    },
    {
      command: 'node api/dist/server.js',
      cwd: repoRoot,
      url: `http://127.0.0.1:${CANARY_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(CANARY_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: CANARY_DATA_DIR,
        LOG_LEVEL: 'error',
        SEED_PROPERTIES: '24',
        CANARY_MIN_VIEWS: '3',
        CANARY_MIN_SERVER_RENDERS: '3',
        CANARY_WATCH_MS: '500',
      },
    },
    {
      command: [
        adminKey('create e2e-content --scopes content > "$DATA_DIR/content.key"'),
        adminKey('create e2e-owners --scopes owners > "$DATA_DIR/owners.key"'),
        adminKey('create e2e-revoked --scopes content,owners > "$DATA_DIR/revoked.key"'),
        adminKey('revoke e2e-revoked'),
        'node api/dist/server.js',
      ].join(' && '),
      cwd: repoRoot,
      url: `http://127.0.0.1:${ADMIN_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: { PORT: String(ADMIN_PORT), HOST: '127.0.0.1', DATA_DIR: ADMIN_DATA_DIR, LOG_LEVEL: 'error', SEED_DEMO: 'false' },
    },
    {
      command: 'npx tsx --conditions=source api/src/scripts/fakeCrm.ts',
      cwd: repoRoot,
      url: `http://127.0.0.1:${FAKE_CRM_PORT}/fake/estates`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { FAKE_CRM_PORT: String(FAKE_CRM_PORT), SITE_URL: `http://127.0.0.1:${CRM_PORT}`, CRM_WEBHOOK_SECRET },
    },
    {
      command: 'node api/dist/server.js',
      cwd: repoRoot,
      url: `http://127.0.0.1:${CRM_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(CRM_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: CRM_DATA_DIR,
        LOG_LEVEL: 'error',
        SEED_DEMO: 'false',
        CRM: 'sweepbright',
        SWEEPBRIGHT_API_URL: `http://127.0.0.1:${FAKE_CRM_PORT}/api/`,
        SWEEPBRIGHT_CLIENT_ID: 'e2e',
        SWEEPBRIGHT_CLIENT_SECRET: 'e2e',
        CRM_WEBHOOK_SECRET,
        TILE_UPSTREAM: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
        SSR_BUDGET_MS: SUITE_RENDER_BUDGET_MS,
      },
    },
  ],
});
