import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../config.js';

/**
 * A data folder of the test process's own: tests never read or write the repository's `data/`,
 * where `npm start` keeps its database, mails and deployed remotes (a deployment record there
 * would otherwise change what the page tests render).
 */
let ownDataDir: string | undefined;
function testDataDir(): string {
  if (!ownDataDir) {
    const dir = mkdtempSync(path.join(tmpdir(), 'agency-api-test-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    ownDataDir = dir;
  }
  return ownDataDir;
}

/** The operators' channel's key in tests, which ask it in-process (`operatorInject`). */
export const TEST_OPERATOR_KEY = 'the operator key of the api tests, 32+ chars';

/** The configuration a test starts from: the environment's defaults, quiet logs, plus `env`. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent', DATA_DIR: testDataDir(), OPERATOR_KEY: TEST_OPERATOR_KEY, ...env });
}

/** A request on the app's operators' channel with its key, in-process. */
export function operatorInject(app: FastifyInstance, options: { method?: 'GET' | 'POST'; url: string; payload?: unknown }) {
  return app.operator.inject({ method: options.method ?? 'GET', url: options.url, headers: { authorization: `Bearer ${TEST_OPERATOR_KEY}` }, ...(options.payload === undefined ? {} : { payload: options.payload as object }) });
}
