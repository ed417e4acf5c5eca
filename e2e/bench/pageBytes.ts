import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS } from 'build-config/playwright';
import { PAGE_BUDGETS } from '../tests/budgets.js';
import { firstViewScripts, packagesIn, weigh } from '../tests/pageScripts.js';
import * as bench from './benchApi.js';

// `npm run bench:bytes -w e2e`: what a page view costs as the catalogue grows,
// and what the home search costs on the server.
// 1. Two api processes, SEED_PROPERTIES=600 and 10000 (the same seed otherwise), each page loaded
//    in Chromium as a first visit with no interaction: the bytes transferred (as sent, compressed,
//    headers included) by the document, its scripts and styles and the api answers it asks for;
//    images are left out (a page shows the same number of photos whatever the catalogue). Goal:
//    the two within 10 %.
// 2. On the 10,000-property api, `GET /api/search` for every prefix of what visitors type, first
//    answer (computed) and again (cached), p50 and p95, against a cached answer of the same size
//    class (`/api/listing-options`) in the same run.
// 3. On the 600-property api, every page shape of the budgets (`tests/budgets.ts`) on a phone, as
//    the budget spec weighs it: each first-view script with its brotli kB and the packages that
//    make it up (from the build's source maps), so a team sees what it added and where.
// A measurement, not a test: a missed goal is printed, the exit code stays 0; only a crash exits
// non-zero. Env: CHROMIUM_PATH instead of Debian's /usr/bin/chromium; SCRIPTS_ONLY=1 for the third
// part alone (one api of 600 properties, a minute instead of the 10,000-property seed).

const SCRIPTS_ONLY = process.env.SCRIPTS_ONLY === '1';
const SIZES = SCRIPTS_ONLY ? ([600] as const) : ([600, 10_000] as const);
/** Packages named per script; the rest are summed. */
const PACKAGES_SHOWN = 4;
const GOAL_RATIO = 1.1;
const COUNTED = new Set(['document', 'script', 'stylesheet', 'fetch', 'xhr']);
const TYPED = ['ixelles', 'uccle', '1050', 'appartement', 'maison', 'etterbeek'];
const ROUNDS = 20;

interface PageCost {
  bytes: number;
  requests: number;
  /** The api answers it asked for, by path: a page that downloads the catalogue shows here. */
  apiPaths: string[];
}

async function pageCost(browser: Browser, url: string): Promise<PageCost> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const sizes: Promise<number>[] = [];
  const apiPaths: string[] = [];
  page.on('requestfinished', (request) => {
    if (!COUNTED.has(request.resourceType())) return;
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) apiPaths.push(pathname);
    sizes.push(request.sizes().then((size) => size.responseBodySize + size.responseHeadersSize));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-interactive'));
  // Whatever the page asks for once hydrated (the lazy parts' scripts and data).
  await page.waitForLoadState('networkidle');
  const counted = await Promise.all(sizes);
  await context.close();
  return { bytes: counted.reduce((sum, size) => sum + size, 0), requests: counted.length, apiPaths };
}

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
}

async function timings(urls: readonly string[]): Promise<number[]> {
  const times: number[] = [];
  for (const url of urls) {
    const started = performance.now();
    const response = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const describeTimes = (sorted: readonly number[]) => `p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms`;

async function searchCost(api: bench.BenchApi): Promise<void> {
  const id = /\/(\d+)\/$/.exec(await bench.firstPropertyPath(api.origin))?.[1] ?? '1';
  const queries = [...new Set(['', ...[...TYPED, id].flatMap((word) => [...word].map((_, index) => word.slice(0, index + 1)))])];
  const urls = queries.map((query) => `${api.origin}/api/search?lang=fr&q=${encodeURIComponent(query)}`);
  const first = await timings(urls);
  const cached = await timings(Array.from({ length: ROUNDS }, () => urls).flat());
  const baseline = await timings(Array.from({ length: ROUNDS * 4 }, () => `${api.origin}/api/listing-options?lang=fr`));
  bench.print(`/api/search at ${api.label}, ${queries.length} queries as typed (every prefix of ${[...TYPED, id].join(', ')}):`);
  bench.print(`  first answer (computed): ${describeTimes(first)}`);
  bench.print(`  again (cached):          ${describeTimes(cached)}`);
  bench.print(`  baseline, a cached /api/listing-options: ${describeTimes(baseline)}`);
  bench.print(`  p95 first answer / baseline p95: ${(percentile(first, 0.95) / percentile(baseline, 0.95)).toFixed(1)}`);
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

/** Per page shape: its first-view scripts, heaviest first, each with its biggest packages. */
async function scriptTable(browser: Browser, origin: string): Promise<void> {
  bench.print('First-view scripts per page shape (phone, no interaction; brotli kB of the build; packages from the source maps, estimated)');
  for (const budget of PAGE_BUDGETS) {
    const address = typeof budget.path === 'string' ? budget.path : await budget.path(origin);
    let weights: ReturnType<typeof weigh> = [];
    // The first load renders and caches the page; the second is what visitors get.
    for (const round of [1, 2]) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      const scripts = await firstViewScripts(await context.newPage(), `${origin}${address}`);
      await context.close();
      if (round === 2) weights = weigh(scripts);
    }
    const total = weights.reduce((sum, { bytes }) => sum + bytes, 0);
    bench.print(`${budget.name} ${address}: ${kB(total)} kB in ${weights.length} files (budget ${budget.kB} kB, ${budget.files} files)`);
    for (const { file, bytes } of weights) {
      const packages = packagesIn(file, bytes);
      const shown = packages.slice(0, PACKAGES_SHOWN).map((entry) => `${entry.name} ${kB(entry.bytes)}`);
      const rest = packages.slice(PACKAGES_SHOWN).reduce((sum, entry) => sum + entry.bytes, 0);
      if (rest >= 100) shown.push(`others ${kB(rest)}`);
      bench.print(`  ${kB(bytes).padStart(6)}  ${file}${shown.length > 0 ? `  (${shown.join(', ')})` : ''}`);
    }
  }
  bench.print();
}

async function main(): Promise<void> {
  const apis: bench.BenchApi[] = [];
  let browser: Browser | undefined;
  const cleanUp = bench.cleanUpOnExit(async () => {
    await browser?.close();
    await Promise.all(apis.map(bench.stopBenchApi));
  });
  try {
    const started = performance.now();
    for (const size of SIZES) apis.push(await bench.startBenchApi(`${size.toLocaleString('en')} properties`, { SEED_PROPERTIES: String(size) }));
    await Promise.all(apis.map(bench.waitUntilHealthy));
    bench.progress(`the api processes up in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    for (const api of apis) {
      const site = (await (await bench.fetchOk(`${api.origin}/api/site?lang=fr`)).json()) as { config: { data: { countProperty: number[] } } };
      const [sale = 0, rent = 0] = site.config.data.countProperty;
      bench.progress(`${api.label}: the catalogue lists ${sale} for sale and ${rent} for rent`);
    }
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const [smallest] = apis;
    if (smallest) await scriptTable(browser, smallest.origin);
    if (SCRIPTS_ONLY) return;

    const costs = new Map<string, PageCost[]>();
    for (const api of apis) {
      for (const [name, path] of [['home', '/fr/'], ['list', '/fr/a-vendre/'], ['property', await bench.firstPropertyPath(api.origin)]] as const) {
        // The first load renders and caches the page; the second is what visitors get.
        await pageCost(browser, `${api.origin}${path}`);
        costs.set(name, [...(costs.get(name) ?? []), await pageCost(browser, `${api.origin}${path}`)]);
      }
    }

    bench.print(`Bytes transferred by a first page view, no interaction (document, scripts, styles, api answers; no images)`);
    bench.print(`${'page'.padEnd(10)}${SIZES.map((size) => `${size.toLocaleString('en')} props`.padStart(16)).join('')}${'ratio'.padStart(8)}  goal ≤ ${GOAL_RATIO}`);
    for (const [name, [small, large]] of costs) {
      if (small === undefined || large === undefined) continue;
      const ratio = large.bytes / small.bytes;
      bench.print(
        `${name.padEnd(10)}${`${(small.bytes / 1000).toFixed(1)} kB`.padStart(16)}${`${(large.bytes / 1000).toFixed(1)} kB`.padStart(16)}` +
          `${ratio.toFixed(3).padStart(8)}  ${ratio <= GOAL_RATIO ? 'PASS' : 'MISS'}`,
      );
      bench.print(`${''.padEnd(10)}api answers asked: ${[...new Set(large.apiPaths)].join(' ') || 'none'}`);
    }
    bench.print();
    const largest = apis.at(-1);
    if (largest) await searchCost(largest);
  } finally {
    await cleanUp();
  }
}

await main();
