import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_ARGS } from 'build-config/playwright';
import {
  cleanUpOnExit,
  firstProjectPath,
  firstPropertyPath,
  freePort,
  print,
  progress,
  startBenchApi,
  stopBenchApi,
  waitUntilHealthy,
  type BenchApi,
} from './benchApi.js';

// `npm run bench:lighthouse -w e2e`: what server rendering does to the first view a
// phone sees. Two api processes side by side, one with SSR=on and one with SSR=off, seeded alike,
// each page measured by Lighthouse 12 on both with its default mobile settings (simulated
// throttling), performance only, on every page shape of the site: the home, a list, the list's map
// view, a property, a project and the contact page. Beside the paint figures, what holds a phone's
// main thread (and so delays a first interaction): Total Blocking Time and the long tasks (over
// 50 ms) of the load, their number and the longest. A measurement, not a test: a missed goal is
// printed, the exit code stays 0; only a crash exits non-zero.
//
// Env: RUNS (default 3) Lighthouse runs per page and mode; PAGES a comma list of paths instead of
// those; SSR=on to measure the server-rendered side only (half the time); CHROMIUM_PATH instead
// of Debian's /usr/bin/chromium.

const RUNS = Number(process.env.RUNS ?? 3);
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const WARM_UPS = 2;
const TRACE_RETRIES = 2;
const GOALS = { lcpSeconds: 2.0, score: 95, tbtMs: 150, cls: 0.02 };


type Mode = 'on' | 'off';
const MODES: readonly Mode[] = process.env.SSR === 'on' ? ['on'] : ['on', 'off'];

interface Api extends BenchApi {
  mode: Mode;
}

/** One Lighthouse run's figures, in the units the table prints. */
interface Figures {
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** 0-100. */
  score: number;
  scriptBytes: number;
  /** Main-thread tasks over 50 ms during the load, and the longest of them. */
  longTasks: number;
  longestTaskMs: number;
}

interface Row {
  page: string;
  mode: Mode;
  figures: Figures;
}

function startApi(mode: Mode): Promise<Api> {
  // SEED is left to its default on both: the same seed makes the same agency, so a path found on
  // one server is the same page on the other.
  return startBenchApi(`SSR=${mode}`, { SSR: mode }).then((api) => ({ ...api, mode }));
}

async function pagesToMeasure(ssrOn: Api): Promise<string[]> {
  const override = process.env.PAGES?.split(',')
    .map((page) => page.trim())
    .filter((page) => page !== '');
  if (override !== undefined && override.length > 0) return override;
  return [
    '/fr/',
    '/fr/a-vendre/',
    '/fr/a-vendre/?view=map',
    await firstPropertyPath(ssrOn.origin),
    await firstProjectPath(ssrOn.origin),
    '/fr/contact/',
  ];
}

/**
 * Plain requests before Lighthouse, so the page cache, the render and the database are hot on
 * both. Answers the size of the last HTML.
 */
async function warm(api: Api, page: string): Promise<number> {
  let htmlBytes = 0;
  for (let round = 0; round < WARM_UPS; round += 1) {
    const response = await fetch(`${api.origin}${page}`);
    if (!response.ok) throw new Error(`${page} answered ${response.status} on the SSR=${api.mode} api`);
    htmlBytes = (await response.arrayBuffer()).byteLength;
  }
  progress(`warmed ${page} on SSR=${api.mode}: ${(htmlBytes / 1000).toFixed(1)} kB of HTML`);
  return htmlBytes;
}

function scriptTransferBytes(result: Result): number {
  const details = result.audits['resource-summary']?.details;
  if (details?.type !== 'table') throw new Error('Lighthouse gave no resource-summary table');
  const script = details.items.find((item) => item.resourceType === 'script');
  return typeof script?.transferSize === 'number' ? script.transferSize : 0;
}

/** Lighthouse's `long-tasks` diagnostic: the main thread's tasks over 50 ms, with their durations. */
function longTasksOf(result: Result): { count: number; longestMs: number } {
  const details = result.audits['long-tasks']?.details;
  if (details?.type !== 'table') return { count: 0, longestMs: 0 };
  const durations = details.items.map((item) => (typeof item.duration === 'number' ? item.duration : 0));
  return { count: durations.length, longestMs: Math.max(0, ...durations) };
}

function figuresOf(result: Result): Figures {
  if (result.runtimeError !== undefined) throw new Error(`Lighthouse: ${result.runtimeError.code} ${result.runtimeError.message}`);
  const metric = (id: string): number => {
    const value = result.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse gave no ${id}`);
    return value;
  };
  const score = result.categories.performance?.score;
  if (score === null || score === undefined) throw new Error('Lighthouse gave no performance score');
  const longTasks = longTasksOf(result);
  return {
    lcpMs: metric('largest-contentful-paint'),
    fcpMs: metric('first-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    score: Math.round(score * 100),
    scriptBytes: scriptTransferBytes(result),
    longTasks: longTasks.count,
    longestTaskMs: longTasks.longestMs,
  };
}

async function measure(chrome: LaunchedChrome, url: string): Promise<Result> {
  // No config: Lighthouse's default, i.e. a mid-range phone (formFactor mobile) with simulated
  // throttling. Given the port, Lighthouse opens a fresh tab in that Chrome and clears its storage.
  const runner = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
  if (runner === undefined) throw new Error(`Lighthouse returned nothing for ${url}`);
  for (const warning of runner.lhr.runWarnings) progress(`warning for ${url}: ${warning}`);
  return runner.lhr;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}

/**
 * Per-metric medians rather than the run of median score: the score is itself made of LCP, TBT,
 * CLS, FCP and Speed Index, so one run slowed by a neighbour on this shared machine moves every
 * column of that run at once; taking each column's own median keeps that run out of all of them.
 */
function medianFigures(runs: Figures[]): Figures {
  const of = (pick: (figures: Figures) => number) => median(runs.map(pick));
  return {
    lcpMs: of((figures) => figures.lcpMs),
    fcpMs: of((figures) => figures.fcpMs),
    tbtMs: of((figures) => figures.tbtMs),
    cls: of((figures) => figures.cls),
    score: of((figures) => figures.score),
    scriptBytes: of((figures) => figures.scriptBytes),
    longTasks: of((figures) => figures.longTasks),
    longestTaskMs: of((figures) => figures.longestTaskMs),
  };
}

function printTable(rows: Row[], pages: string[]): void {
  const pageWidth = Math.max(4, ...pages.map((page) => page.length)) + 2;
  const right = (text: string, width: number) => text.padStart(width);
  print(
    `${'page'.padEnd(pageWidth)}${'SSR'.padEnd(5)}${right('LCP s', 8)}${right('FCP s', 8)}${right('TBT ms', 8)}` +
      `${right('CLS', 8)}${right('score', 7)}${right('JS kB', 9)}${right('long tasks', 12)}${right('longest ms', 12)}`,
  );
  for (const { page, mode, figures } of rows) {
    print(
      `${page.padEnd(pageWidth)}${mode.padEnd(5)}${right((figures.lcpMs / 1000).toFixed(2), 8)}` +
        `${right((figures.fcpMs / 1000).toFixed(2), 8)}${right(String(Math.round(figures.tbtMs)), 8)}` +
        `${right(figures.cls.toFixed(3), 8)}${right(String(Math.round(figures.score)), 7)}` +
        `${right((figures.scriptBytes / 1000).toFixed(1), 9)}${right(String(figures.longTasks), 12)}` +
        `${right(String(Math.round(figures.longestTaskMs)), 12)}`,
    );
  }
}

function printComparison(rows: Row[], pages: string[]): void {
  const figuresFor = (page: string, mode: Mode) => rows.find((row) => row.page === page && row.mode === mode)?.figures;
  print('LCP with SSR on / LCP with SSR off (below 1: server rendering paints sooner)');
  for (const page of pages) {
    const on = figuresFor(page, 'on');
    const off = figuresFor(page, 'off');
    if (on === undefined || off === undefined) continue;
    print(`  ${page}: ${(on.lcpMs / off.lcpMs).toFixed(2)}`);
  }
  print();
  print(`Goals with SSR on: LCP ≤ ${GOALS.lcpSeconds.toFixed(1)} s, score ≥ ${GOALS.score}, TBT ≤ ${GOALS.tbtMs} ms, CLS ≤ ${GOALS.cls}`);
  const verdict = (met: boolean) => (met ? 'PASS' : 'MISS');
  for (const page of pages) {
    const on = figuresFor(page, 'on');
    if (on === undefined) continue;
    const lcpSeconds = on.lcpMs / 1000;
    print(
      `  ${page}: LCP ${verdict(lcpSeconds <= GOALS.lcpSeconds)} (${lcpSeconds.toFixed(2)} s), ` +
        `score ${verdict(on.score >= GOALS.score)} (${Math.round(on.score)}), ` +
        `TBT ${verdict(on.tbtMs <= GOALS.tbtMs)} (${Math.round(on.tbtMs)} ms), ` +
        `CLS ${verdict(on.cls <= GOALS.cls)} (${on.cls.toFixed(3)})`,
    );
  }
}

async function main(): Promise<void> {
  if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`RUNS must be a whole number from 1 (got "${process.env.RUNS}")`);
  const apis: Api[] = [];
  let chrome: LaunchedChrome | undefined;
  // Ctrl-C mid-run must not leave two api processes, their databases and a Chrome behind.
  const cleanUp = cleanUpOnExit(async () => {
    chrome?.kill();
    await Promise.all(apis.map(stopBenchApi));
  });

  try {
    const started = performance.now();
    for (const mode of MODES) apis.push(await startApi(mode));
    await Promise.all(apis.map(waitUntilHealthy));
    progress(`the api processes up in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const [ssrOn, ssrOff] = apis;
    if (ssrOn === undefined) throw new Error('The SSR=on api must have started');

    const pages = await pagesToMeasure(ssrOn);
    for (const page of pages) {
      const onBytes = await warm(ssrOn, page);
      const offBytes = ssrOff === undefined ? 0 : await warm(ssrOff, page);
      // A render still falling back to the shell after the warm-up would measure the shell twice.
      if (ssrOff !== undefined && onBytes <= offBytes) progress(`WARNING: ${page} on SSR=on is no larger than the shell: not server-rendered?`);
    }

    // chrome-launcher's own SIGINT handler would exit before the api processes are stopped.
    chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, handleSIGINT: false, logLevel: 'error', port: await freePort() });
    const runs = new Map<string, Figures[]>();
    let lastResult: Result | undefined;
    const key = (page: string, mode: Mode) => `${mode} ${page}`;
    // Round after round over every page and mode, rather than all runs of one then the next: a
    // slow spell on this shared machine then spoils one run of each, not one side of the comparison.
    for (let round = 1; round <= RUNS; round += 1) {
      for (const page of pages) {
        for (const api of apis) {
          lastResult = await measure(chrome, `${api.origin}${page}`);
          // Lighthouse now and then fails to record a trace (NO_NAVSTART): that run is taken again.
          for (let retry = 1; lastResult.runtimeError !== undefined && retry <= TRACE_RETRIES; retry += 1) {
            progress(`run ${round}/${RUNS} ${page} SSR=${api.mode}: ${lastResult.runtimeError.code}, taken again`);
            lastResult = await measure(chrome, `${api.origin}${page}`);
          }
          const figures = figuresOf(lastResult);
          runs.set(key(page, api.mode), [...(runs.get(key(page, api.mode)) ?? []), figures]);
          progress(
            `run ${round}/${RUNS} ${page} SSR=${api.mode}: LCP ${(figures.lcpMs / 1000).toFixed(2)} s, score ${figures.score}`,
          );
        }
      }
    }

    const rows: Row[] = pages.flatMap((page) =>
      MODES.map((mode) => ({ page, mode, figures: medianFigures(runs.get(key(page, mode)) ?? []) })),
    );
    print();
    print(
      `Lighthouse ${lastResult?.lighthouseVersion}, default mobile settings (simulated throttling), performance only; ` +
        `median of ${RUNS} run${RUNS === 1 ? '' : 's'} per metric`,
    );
    print(`${lastResult?.environment.hostUserAgent}; Node ${process.version}`);
    print();
    printTable(rows, pages);
    print();
    printComparison(rows, pages);
  } finally {
    await cleanUp();
  }
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
