import { execFileSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import getPort from 'get-port';
import { column, compare, print, progress, startSiteApi, stop } from './harness.js';

// `npm run bench:renders -w api` (after `npm run build`): uncached server renders of property pages,
// this checkout's renderer against the baseline's (main's, built once in a temporary clone), both
// started side by side and crawled in turns, PAGES different property pages each, so every
// request is a render the page cache does not answer. Then a cached page on both.
// Target: ≥ 1.6× the baseline's renders per second, no page without content at 8 at a time,
// cached pages as fast as before.

const PAGES = Number(process.env.BENCH_PAGES ?? 300);
const AT_A_TIME = [4, 8];
const TARGET_RATIO = 1.6;
const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
/** The packages whose builds the baseline shares with this checkout: only the shell and the api differ. */
const SHARED_BUILDS = ['shared-kernel', 'demo-agency', 'mf-consent', 'mf-forms', 'mf-listings', 'mf-portal', 'mf-search'];

const git = (...args: string[]) => execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();

/**
 * A clone of the baseline (BENCH_BASELINE_REF, main by default) with its shell built, kept in the
 * temporary folder under its commit so a second run starts at once; its dependencies are this
 * checkout's, and so are the remotes' builds.
 */
function baselineCheckout(): string {
  const commit = git('rev-parse', process.env.BENCH_BASELINE_REF ?? 'main');
  const dir = path.join(tmpdir(), `api-bench-renders-baseline-${commit.slice(0, 12)}`);
  if (existsSync(path.join(dir, 'shell', 'dist', 'server', 'server.js'))) return dir;
  progress(`building the baseline's shell (${commit.slice(0, 12)}) in ${dir}, once`);
  rmSync(dir, { recursive: true, force: true });
  execFileSync('git', ['clone', '--quiet', '--shared', '--no-checkout', git('rev-parse', '--git-common-dir'), dir]);
  execFileSync('git', ['-C', dir, 'checkout', '--quiet', commit]);
  for (const folder of ['.', ...readdirSync(REPO_ROOT)]) {
    if (existsSync(path.join(REPO_ROOT, folder, 'node_modules')) && existsSync(path.join(dir, folder))) {
      symlinkSync(path.join(REPO_ROOT, folder, 'node_modules'), path.join(dir, folder, 'node_modules'));
    }
  }
  for (const name of SHARED_BUILDS) cpSync(path.join(REPO_ROOT, name, 'dist'), path.join(dir, name, 'dist'), { recursive: true });
  execFileSync('npm', ['run', 'build', '-w', 'shell'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  return dir;
}

/** A language's property pages of the sitemap, as visitors and search engines reach them. */
async function propertyPaths(origin: string, language: string): Promise<string[]> {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => new URL(loc).pathname).filter((pathname) => pathname.startsWith(`/${language}/`) && /\/\d+\/$/.test(pathname));
  return [...new Set(paths)];
}

interface Crawl {
  seconds: number;
  times: number[];
  /** Pages that went out as the browser shell: no content in #root. */
  empty: number;
  /** Pages the cache answered: not renders, so the run is not what it says. */
  cached: number;
}

/** Fetches `paths`, `atATime` requests at a time, as a crawler does. */
async function crawl(origin: string, paths: readonly string[], atATime: number): Promise<Crawl> {
  const run: Crawl = { seconds: 0, times: [], empty: 0, cached: 0 };
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: atATime }, async () => {
      for (let index = next++; index < paths.length; index = next++) {
        const asked = performance.now();
        const response = await fetch(origin + paths[index]);
        const body = await response.text();
        run.times.push(performance.now() - asked);
        if (!/<div id="root"><[a-z]/.test(body)) run.empty += 1;
        if (response.headers.has('age')) run.cached += 1;
      }
    }),
  );
  run.seconds = (performance.now() - started) / 1000;
  return run;
}

const percentile = (times: readonly number[], share: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN;
};

async function main(): Promise<void> {
  const baselineRoot = baselineCheckout();
  const scratch = await mkdtemp(path.join(tmpdir(), 'api-bench-renders-'));
  const sides = [
    { name: 'this checkout', root: REPO_ROOT },
    { name: `baseline (${process.env.BENCH_BASELINE_REF ?? 'main'})`, root: baselineRoot },
  ];
  // One after the other: each seeds its catalogue and warms its rendering up, which takes the machine.
  const apis: { name: string; origin: string; child: ChildProcess }[] = [];
  for (const [index, { name, root }] of sides.entries()) {
    const port = await getPort({ host: '127.0.0.1' });
    progress(`starting ${name} on ${port}`);
    const child = await startSiteApi(path.join(scratch, `data-${index}`), port, { STATIC_ROOT: root }, path.join(root, 'api'));
    apis.push({ name, origin: `http://127.0.0.1:${port}`, child });
  }
  try {
    const rows: { name: string; atATime: number; run: Crawl }[] = [];
    // Another language at each concurrency, so every request of every run is a first one.
    for (const [round, atATime] of AT_A_TIME.entries()) {
      const language = ['fr', 'nl', 'en', 'de'][round] ?? 'fr';
      for (const { name, origin } of apis) {
        const paths = (await propertyPaths(origin, language)).slice(0, PAGES);
        if (paths.length < PAGES) throw new Error(`${name} has ${paths.length} property pages in ${language}, fewer than ${PAGES}`);
        progress(`${name}: ${PAGES} property pages in ${language}, ${atATime} at a time`);
        rows.push({ name, atATime, run: await crawl(origin, paths, atATime) });
      }
    }
    const cachedPage = '/fr/a-vendre/';
    progress(`${cachedPage} from the page cache, on both`);
    for (const { origin } of apis) await fetch(origin + cachedPage);
    const cached = await compare(
      apis.map(({ name, origin }) => ({ name, url: origin + cachedPage })),
      3,
    );

    print();
    print(`Uncached server renders of ${PAGES} different property pages, embedded database, default budget; Node ${process.version}, ${availableParallelism()} CPUs`);
    print(`${'renderer'.padEnd(24)}${column('at a time', 10)}${column('pages/s', 10)}${column('p50', 9)}${column('p99', 9)}${column('no content', 12)}${column('cached', 8)}`);
    for (const { name, atATime, run } of rows) {
      print(
        `${name.padEnd(24)}${column(String(atATime), 10)}${column((run.times.length / run.seconds).toFixed(1), 10)}` +
          `${column(`${percentile(run.times, 0.5).toFixed(0)} ms`, 9)}${column(`${percentile(run.times, 0.99).toFixed(0)} ms`, 9)}${column(String(run.empty), 12)}${column(String(run.cached), 8)}`,
      );
    }
    print();
    let met = true;
    for (const atATime of AT_A_TIME) {
      const [ours, theirs] = apis.map(({ name }) => rows.find((row) => row.name === name && row.atATime === atATime)?.run);
      if (!ours || !theirs) continue;
      const ratio = theirs.seconds / ours.seconds;
      met &&= ratio >= TARGET_RATIO && (atATime < 8 || ours.empty === 0);
      print(`${atATime} at a time: ${ratio.toFixed(2)}× the baseline's renders per second; p99 ${percentile(ours.times, 0.99).toFixed(0)} ms against ${percentile(theirs.times, 0.99).toFixed(0)} ms`);
    }
    const [ourCache, theirCache] = cached.map(({ result }) => result);
    if (ourCache && theirCache) {
      print(
        `${cachedPage} cached: ${Math.round(ourCache.requests.average).toLocaleString('en')} req/s against ${Math.round(theirCache.requests.average).toLocaleString('en')} ` +
          `(${(ourCache.requests.average / theirCache.requests.average).toFixed(2)}×), p99 ${ourCache.latency.p99} ms against ${theirCache.latency.p99} ms`,
      );
    }
    print(`Target (≥ ${TARGET_RATIO}× at each concurrency, no page without content at 8 at a time): ${met ? 'met' : 'MISSED'}`);
  } finally {
    await Promise.all(apis.map(({ child }) => stop(child)));
    await rm(scratch, { recursive: true, force: true });
  }
}

await main();
