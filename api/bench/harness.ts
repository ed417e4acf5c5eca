import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';

// What the api's benches share: starting servers, and autocannon runs taken in turns.

export const CONNECTIONS = 20;
export const WARM_UP_S = 2;
// Short runs taken by each server in turn, and the median kept: a neighbour's burst of work on
// this shared machine then spoils one run of each rather than one whole side.
export const ROUNDS = 3;
const API_DIR = path.resolve(import.meta.dirname, '..');

export const progress = (line: string) => process.stderr.write(`… ${line}\n`);
export const print = (line = '') => process.stdout.write(`${line}\n`);
export const size = (bytes: number) => (bytes < 1_000_000 ? `${(bytes / 1000).toFixed(1)} kB` : `${(bytes / 1_000_000).toFixed(1)} MB`);
export const column = (text: string, width: number) => text.padStart(width);

export function startNode(args: string[], env: NodeJS.ProcessEnv, cwd = API_DIR): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', ...args], {
    cwd,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (code !== null && code !== 0) progress(`${args[0]} exited with ${code ?? signal}`);
  });
  return child;
}

const REPO_ROOT = path.resolve(API_DIR, '..');

/**
 * The api serving the built site with server rendering, on a fresh embedded database in `dataDir`
 * and a free loopback port (`origin`), once it answers its health check; `apiDir` is another
 * checkout's api (a baseline's).
 */
export async function startSiteApi(dataDir: string, port: number, env: NodeJS.ProcessEnv = {}, apiDir = API_DIR): Promise<ChildProcess> {
  const api = startNode(
    ['src/server.ts'],
    {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      STATIC_ROOT: REPO_ROOT,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SSR: 'on',
      ...env,
    },
    apiDir,
  );
  try {
    await waitUntilUp(`http://127.0.0.1:${port}/api/health`, api, 300_000);
  } catch (error) {
    await stop(api);
    throw error;
  }
  return api;
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export async function waitUntilUp(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server for ${url} exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export async function hammer(url: string, seconds: number): Promise<Result> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  if (result.errors + result.timeouts + result.non2xx > 0) {
    throw new Error(`${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`);
  }
  return result;
}

export interface Contender {
  name: string;
  url: string;
}

export interface Measured {
  name: string;
  result: Result;
}

/**
 * Each contender's run of median throughput. Every contender is warmed up first, then the runs go
 * round the contenders in turns.
 */
export async function compare(contenders: readonly Contender[], roundSeconds: number): Promise<Measured[]> {
  for (const contender of contenders) await hammer(contender.url, WARM_UP_S);
  const runs = contenders.map((): Result[] => []);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, contender] of contenders.entries()) runs[index]?.push(await hammer(contender.url, roundSeconds));
  }
  return contenders.map((contender, index) => {
    const sorted = [...(runs[index] ?? [])].sort((a, b) => a.requests.average - b.requests.average);
    const result = sorted[Math.floor(sorted.length / 2)];
    if (result === undefined) throw new Error('No runs');
    return { name: contender.name, result };
  });
}

