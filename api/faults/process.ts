import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import getPort from 'get-port';
import { TEST_DATABASE_URL, withAdminClient } from '../src/test/globalSetup.js';

/** The built api, started as docs/configuration.md says: `node api/dist/server.js` with its own PORT and DATA_DIR. */
const SERVER = path.resolve(import.meta.dirname, '..', 'dist', 'server.js');

export interface RunningProcess {
  child: ChildProcess;
  url: string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

export async function startApi(env: Record<string, string>): Promise<RunningProcess> {
  const port = await getPort();
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, LOG_LEVEL: 'warn', SEED_PROPERTIES: '60', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(async () => (await fetch(`${url}/api/health`).catch(() => null))?.status === 200, 120_000, () => child.exitCode !== null);
  return { child, url, exited };
}

/** Polls `check` until it holds; fails after `timeoutMs`, or at once when `gaveUp` says so. */
export async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, gaveUp: () => boolean = () => false): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gaveUp()) throw new Error('the process exited while it was awaited');
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not within ${timeoutMs} ms`);
}

/** The process's resident memory, in bytes, from the kernel's own count. */
export async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (kib === undefined) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kib) * 1024;
}

export async function stopApi(api: RunningProcess): Promise<void> {
  if (api.child.exitCode !== null) return;
  api.child.kill('SIGINT');
  await api.exited;
}

/**
 * The api processes of one test file: a data folder of their own, each process stopped after its
 * test, the folder removed at the end. `start` takes the environment beyond DATA_DIR.
 */
export function apiProcesses(name: string): { dataDir: () => string; start: (env?: Record<string, string>) => Promise<RunningProcess> } {
  let dataDir = '';
  const running: RunningProcess[] = [];
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), `faults-${name}-`));
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((api) => stopApi(api)));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  return {
    dataDir: () => dataDir,
    start: async (env = {}) => {
      const api = await startApi({ DATA_DIR: dataDir, ...env });
      running.push(api);
      return api;
    },
  };
}

/** A new database on the PostgreSQL test server, for processes to share; `drop` removes it. */
export async function freshPostgresDatabase(name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const database = `faults_${name}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient((client) => client.query(`create database ${database}`));
  return {
    url: Object.assign(new URL(TEST_DATABASE_URL), { pathname: `/${database}` }).toString(),
    drop: async () => {
      await withAdminClient((client) => client.query(`drop database if exists ${database} with (force)`));
    },
  };
}
