import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import getPort from 'get-port';
import { column, compare, CONNECTIONS, print, progress, ROUNDS, size, startSiteApi, stop, WARM_UP_S, type Measured } from './harness.js';

// `npm run bench:pages -w api` (after `npm run build`): what a server-rendered page costs to serve
// once it is cached, against a static file of the same bytes served by the same api.
// Target: the page at ≥ 90 % of the static file's requests per second. Before that, what a page
// costs to render: the first request of each of RENDERED_PROPERTIES property pages,
// one at a time, each a render the cache does not answer.

const ROUND_S = 5;
const RENDERED_PROPERTIES = Number(process.env.BENCH_RENDERED_PROPERTIES ?? 60);
const TARGET_SHARE = 0.9;

/**
 * Where the api serves the shell's files from: its live release, published into the data folder at
 * start (the shell deploys like a remote). A static twin written there is served as a file of the same shell, by the same
 * route as its scripts.
 */
async function liveShellRelease(dataDir: string): Promise<string> {
  const releases = path.join(dataDir, 'releases', 'shell');
  const [release] = (await readdir(releases)).filter((name) => !name.startsWith('.'));
  if (!release) throw new Error(`No shell release in ${releases}: is the site built?`);
  return path.join(releases, release);
}

/** A page's first card link: a property page as visitors reach it. */
function firstPropertyPath(listHtml: string): string {
  const href = /href="(\/fr\/a-(?:vendre|louer)\/[^"]+\/\d+\/)"/.exec(listHtml)?.[1];
  if (!href) throw new Error('The listing page has no property link: is the site built and rendering?');
  return href;
}

/** The French property pages of the sitemap: every property's own address, as visitors and search engines reach it. */
async function propertyPaths(origin: string): Promise<string[]> {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, loc = '']) => new URL(loc).pathname)
    .filter((pathname) => /^\/fr\/(?:a-vendre|a-louer|projects\/[^/]+\/[^/]+\/\d+)\/[^/]+\/[^/]+\/\d+\/$/.test(pathname));
  return [...new Set(paths)];
}

const percentile = (sorted: readonly number[], share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN;

/**
 * The time of the first request of each page, rendered then (the budget is raised so the answer
 * waits for the render); a page the cache answered (the start's warm-up renders one) is left out.
 */
async function uncachedRenders(origin: string, paths: readonly string[], count: number): Promise<{ times: number[]; tried: number }> {
  const times: number[] = [];
  let tried = 0;
  for (const pagePath of paths) {
    if (times.length === count) break;
    tried += 1;
    const started = performance.now();
    const response = await fetch(origin + pagePath);
    const body = await response.text();
    const elapsed = performance.now() - started;
    if (response.headers.has('age')) continue;
    if (!/<div id="root"><[a-z]/.test(body)) throw new Error(`${pagePath} was not server-rendered (${response.status})`);
    times.push(elapsed);
  }
  return { times, tried };
}

async function renderedPage(origin: string, pagePath: string): Promise<Buffer> {
  // The first request may render; the second is served from the cache, as every later one.
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const body = Buffer.from(await (await fetch(origin + pagePath)).arrayBuffer());
    if (/<div id="root"><[a-z]/.test(body.toString('utf8'))) return body;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${pagePath} never arrived server-rendered`);
}

async function main(): Promise<void> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'api-bench-pages-'));
  const dataDir = path.join(scratch, 'data');
  const port = await getPort({ host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${port}`;
  // A render is timed whole: the first request waits for it instead of going out as the browser shell.
  const api = await startSiteApi(dataDir, port, { SSR_BUDGET_MS: '30000' });
  try {
    const listing = await renderedPage(origin, '/fr/a-vendre/');
    progress(`first requests of ${RENDERED_PROPERTIES} property pages, one at a time`);
    const renders = await uncachedRenders(origin, await propertyPaths(origin), RENDERED_PROPERTIES);
    const pages = ['/fr/', '/fr/a-vendre/', firstPropertyPath(listing.toString('utf8'))];
    const shellRelease = await liveShellRelease(dataDir);
    const rows: { path: string; bytes: number; page: Measured; file: Measured }[] = [];
    for (const [index, pagePath] of pages.entries()) {
      const body = await renderedPage(origin, pagePath);
      const twin = `bench-twin-${index}.html`;
      await writeFile(path.join(shellRelease, twin), body);
      progress(`${pagePath} (${size(body.length)}) and its static twin, in turns`);
      const [page, file] = await compare(
        [
          { name: pagePath, url: origin + pagePath },
          { name: twin, url: `${origin}/${twin}` },
        ],
        ROUND_S,
      );
      if (!page || !file) throw new Error('No runs');
      rows.push({ path: pagePath, bytes: body.length, page, file });
    }

    print();
    print(
      `Server-rendered pages from the api's cache against a static file of the same bytes, same api; ${CONNECTIONS} connections, ` +
        `median of ${ROUNDS} runs of ${ROUND_S} s in turns after ${WARM_UP_S} s of warm-up; Node ${process.version}, ${availableParallelism()} CPUs`,
    );
    print(`${'page'.padEnd(46)}${column('bytes', 10)}${column('page req/s', 12)}${column('file req/s', 12)}${column('ratio', 8)}${column('page p99', 10)}`);
    for (const { path: pagePath, bytes, page, file } of rows) {
      const ratio = page.result.requests.average / file.result.requests.average;
      print(
        `${pagePath.padEnd(46)}${column(size(bytes), 10)}${column(Math.round(page.result.requests.average).toLocaleString('en'), 12)}` +
          `${column(Math.round(file.result.requests.average).toLocaleString('en'), 12)}${column(ratio.toFixed(2), 8)}${column(`${page.result.latency.p99} ms`, 10)}`,
      );
    }
    const sorted = [...renders.times].sort((a, b) => a - b);
    print();
    print(
      `Server render of a property page, uncached: first request of ${sorted.length} different property pages ` +
        `(of ${renders.tried} asked; the others were cached by the start's warm-up), one at a time, after the start's warm-up`,
    );
    print(`${'p50'.padStart(10)}${'p99'.padStart(10)}${'min'.padStart(10)}${'max'.padStart(10)}`);
    print([0.5, 0.99].map((share) => `${percentile(sorted, share).toFixed(0)} ms`.padStart(10)).join('') + `${`${sorted[0]?.toFixed(0)} ms`.padStart(10)}${`${sorted.at(-1)?.toFixed(0)} ms`.padStart(10)}`);
    print();
    const worst = Math.min(...rows.map(({ page, file }) => page.result.requests.average / file.result.requests.average));
    print(`Target (each page ≥ ${TARGET_SHARE}× its static twin): ${worst >= TARGET_SHARE ? 'met' : 'MISSED'} (worst ${worst.toFixed(2)}×)`);
  } finally {
    await stop(api);
    await rm(scratch, { recursive: true, force: true });
  }
}

await main();
