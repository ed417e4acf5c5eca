import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import getPort from 'get-port';
import { REMOTES } from 'shared-kernel/federation';
import { column, compare, CONNECTIONS, print, progress, ROUNDS, size, startNode, stop, waitUntilUp, WARM_UP_S, type Measured } from './harness.js';

// `npm run bench:pages -w api` (after `npm run build`): what a server-rendered page costs to serve
// once it is cached (issue 10), against a static file of the same bytes served by the same api.
// Target: the page at ≥ 90 % of the static file's requests per second.

const ROUND_S = 5;
const TARGET_SHARE = 0.9;
const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

/**
 * The built site seen through links, plus room for the static twins: the shell's `dist` is a real
 * folder of links to the build's files, so a twin can be written beside them without touching the
 * build.
 */
async function siteWithRoomForTwins(root: string): Promise<string> {
  const shellDist = path.join(root, 'shell', 'dist');
  await mkdir(shellDist, { recursive: true });
  const built = path.join(REPO_ROOT, 'shell', 'dist');
  for (const entry of await readdir(built)) await symlink(path.join(built, entry), path.join(shellDist, entry));
  for (const { folder } of REMOTES) await symlink(path.join(REPO_ROOT, folder), path.join(root, folder));
  return shellDist;
}

/** A page's first card link: a property page as visitors reach it. */
function firstPropertyPath(listHtml: string): string {
  const href = /href="(\/fr\/a-(?:vendre|louer)\/[^"]+\/\d+\/)"/.exec(listHtml)?.[1];
  if (!href) throw new Error('The listing page has no property link: is the site built and rendering?');
  return href;
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
  const staticRoot = path.join(scratch, 'site');
  const shellDist = await siteWithRoomForTwins(staticRoot);
  const port = await getPort({ host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${port}`;
  const api = startNode(['src/server.ts'], {
    ...process.env,
    DATA_DIR: path.join(scratch, 'data'),
    DATABASE_URL: '',
    STATIC_ROOT: staticRoot,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SSR: 'on',
  });
  try {
    await waitUntilUp(`${origin}/api/health`, api, 120_000);
    const listing = await renderedPage(origin, '/fr/a-vendre/');
    const pages = ['/fr/', '/fr/a-vendre/', firstPropertyPath(listing.toString('utf8'))];
    const rows: { path: string; bytes: number; page: Measured; file: Measured }[] = [];
    for (const [index, pagePath] of pages.entries()) {
      const body = await renderedPage(origin, pagePath);
      const twin = `bench-twin-${index}.html`;
      await writeFile(path.join(shellDist, twin), body);
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
    const worst = Math.min(...rows.map(({ page, file }) => page.result.requests.average / file.result.requests.average));
    print(`Target (each page ≥ ${TARGET_SHARE}× its static twin): ${worst >= TARGET_SHARE ? 'met' : 'MISSED'} (worst ${worst.toFixed(2)}×)`);
  } finally {
    await stop(api);
    await rm(scratch, { recursive: true, force: true });
  }
}

await main();
