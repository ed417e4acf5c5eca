import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import getPort, { portNumbers } from 'get-port';

/** An api process of a bench: the production build, its own port and its own data folder. */

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
// Seeding the demo agency on a first start takes 10-20 s (minutes at 10,000 properties on a busy
// machine); leave room.
const STARTUP_TIMEOUT_MS = 600_000;

export const progress = (line: string) => process.stderr.write(`… ${line}\n`);
export const print = (line = '') => process.stdout.write(`${line}\n`);

export interface BenchApi {
  /** How the bench names it in its progress lines (`SSR=on`, `600 properties`). */
  label: string;
  origin: string;
  dataDir: string;
  process: ChildProcess;
}

/**
 * BENCH_PORTS=8320-8340 keeps the api processes to a range of ports (a machine shared by several
 * people, each with ports of their own); any free port otherwise.
 */
function portRange(): Iterable<number> | undefined {
  const range = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
  return range ? portNumbers(Number(range[1]), Number(range[2])) : undefined;
}

/** A free port for a process of the bench (an api, Chrome's debugging port), within BENCH_PORTS if set. */
export const freePort = () => getPort({ host: '127.0.0.1', port: portRange() });

export async function startBenchApi(label: string, env: Record<string, string>): Promise<BenchApi> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'agency-bench-'));
  const child = spawn(process.execPath, ['api/dist/server.js'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (code !== null && code !== 0) progress(`the ${label} api exited with ${code ?? signal}`);
  });
  return { label, origin: `http://127.0.0.1:${port}`, dataDir, process: child };
}

export async function stopBenchApi(api: BenchApi): Promise<void> {
  const child = api.process;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await rm(api.dataDir, { recursive: true, force: true });
}

export async function waitUntilHealthy(api: BenchApi): Promise<void> {
  const url = `${api.origin}/api/health`;
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (api.process.exitCode !== null) throw new Error(`The ${api.label} api exited with ${api.process.exitCode} before it was up`);
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // Not listening yet: still seeding.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer 200 within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

export async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

export const fetchText = async (url: string) => (await fetchOk(url)).text();

/**
 * The first property card of the listing, as the rendered listing links it
 * (`/fr/a-vendre/<commune>/<slug>/<id>/`). A render that fell back to the shell (over budget, or a
 * remote not loaded yet on a cold start) has no cards: then the catalogue's first property, whose
 * French path the sitemap lists.
 */
export async function firstPropertyPath(origin: string): Promise<string> {
  const cardLink = /href="(\/fr\/a-vendre\/[^"/]+\/[^"/]+\/\d+\/)"/.exec(await fetchText(`${origin}/fr/a-vendre/`));
  if (cardLink?.[1] !== undefined) return cardLink[1];

  const firstPage = (await (await fetchOk(`${origin}/api/properties?lang=fr&pageSize=1`)).json()) as { items?: { ID?: number }[] };
  const id = firstPage.items?.[0]?.ID;
  if (id === undefined) throw new Error('The catalogue has no property to measure');
  const sitemap = await fetchText(`${origin}/sitemap.xml`);
  const location = new RegExp(`<loc>[^<]*?(/fr/[^<]*/${id}/)</loc>`).exec(sitemap);
  if (location?.[1] === undefined) throw new Error(`Neither the listing nor the sitemap links property ${id} in French`);
  return location[1];
}

/** The catalogue's first project, at its French address (the page redirects nowhere: it is its canonical form). */
export async function firstProjectPath(origin: string): Promise<string> {
  const projects = (await (await fetchOk(`${origin}/api/projects?lang=fr`)).json()) as { ID?: number }[];
  const id = projects[0]?.ID;
  if (id === undefined) throw new Error('The catalogue has no project to measure');
  return `/fr/project/${id}/`;
}

/**
 * Stops the bench's api processes (and whatever else `stop` names) once, on the bench's end or on
 * Ctrl-C, so none is left behind with its database.
 */
export function cleanUpOnExit(stop: () => Promise<void>): () => Promise<void> {
  let cleaning: Promise<void> | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    progress(`${signal}: stopping the api processes`);
    void cleanUp().finally(() => process.exit(130));
  };
  const cleanUp = () => {
    cleaning ??= stop().finally(() => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    });
    return cleaning;
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return cleanUp;
}
