import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import getPort from 'get-port';
import { column, print, progress, startNode, stop, waitUntilUp } from './harness.js';

// `npm run bench:telemetry -w api` (after `npm run build`): what a flood of page-view reports
// (issue 39) costs the pages. A cached page asked at a steady rate (a busy site's, well within what
// the api serves), its p99 alone, then while a flood of reports pours in as fast as it can: valid
// reports, malformed ones and oversized ones, from a few addresses (far over their limit), and valid
// reports from a crowd of addresses (each within its limit, all counted). In turns, in one run.
// Target: the page's p99 within 10 % of before.

const ROUNDS = 3;
const ROUND_S = 5;
const PAGE_CONNECTIONS = 10;
/** The page's steady rate, requests per second. */
const PAGE_RATE = 300;
const FLOOD_CONNECTIONS = 20;
const TARGET = 1.1;
const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
const PAGE = '/fr/';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** An address of the documentation range per report: a crowd, as a load balancer would say it (X-Forwarded-For). */
function crowdAddress(): string {
  return `198.51.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
}

function flood(origin: string, version: string, seconds: number, statuses: Map<number, number>): Promise<Result> {
  const count = (status: number) => void statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const report = JSON.stringify({ parts: [{ remote: 'mf_search', version, error: false, fallback: false }], mismatch: false, vitals: { lcp: 1800, inp: 120, cls: 0.03 } });
  const from = (address: string) => ({ 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': address });
  const beacon = { method: 'POST', path: '/api/telemetry', onResponse: count };
  const fromCrowd = (request: { headers?: Record<string, string> } & Record<string, unknown>) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': crowdAddress() } });
  return autocannon({
    url: origin,
    connections: FLOOD_CONNECTIONS,
    duration: seconds,
    requests: [
      { ...beacon, headers: from('203.0.113.1'), body: report },
      { ...beacon, headers: from('203.0.113.2'), body: '{"parts": [' },
      { ...beacon, headers: from('203.0.113.3'), body: JSON.stringify({ parts: [], mismatch: false, vitals: {}, userAgent: 'x'.repeat(9000) }) },
      { ...beacon, headers: from('198.51.100.1'), body: report, setupRequest: fromCrowd },
    ],
  });
}

async function pageP99(origin: string, seconds: number): Promise<Result> {
  const result = await autocannon({ url: origin + PAGE, connections: PAGE_CONNECTIONS, duration: seconds, overallRate: PAGE_RATE });
  if (result.errors + result.timeouts + result.non2xx > 0) throw new Error(`${PAGE}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`);
  return result;
}

async function main(): Promise<void> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'api-bench-telemetry-'));
  const port = await getPort({ host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${port}`;
  const api = startNode(['src/server.ts'], {
    ...process.env,
    DATA_DIR: path.join(scratch, 'data'),
    DATABASE_URL: '',
    STATIC_ROOT: REPO_ROOT,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SSR: 'on',
    // The reports' addresses are the crowd's, as behind a load balancer.
    TRUST_PROXY: 'true',
  });
  try {
    await waitUntilUp(`${origin}/api/health`, api, 120_000);
    const { parts } = (await (await fetch(`${origin}/api/site/deployments`)).json()) as { parts: { target: string; live: { version: string } }[] };
    const version = parts.find((part) => part.target === 'mf-search')?.live.version;
    if (!version) throw new Error('mf-search is not deployed: is the site built?');
    progress(`${PAGE} warm-up`);
    await pageP99(origin, 2);
    const statuses = new Map<number, number>();
    const alone: Result[] = [];
    const flooded: Result[] = [];
    let floodRequests = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      progress(`round ${round + 1} of ${ROUNDS}: ${PAGE} alone, then under a flood of reports`);
      alone.push(await pageP99(origin, ROUND_S));
      const [page, reports] = await Promise.all([pageP99(origin, ROUND_S), flood(origin, version, ROUND_S, statuses)]);
      flooded.push(page);
      floodRequests += reports.requests.total;
    }
    const figures = (await (await fetch(`${origin}/api/site/deployments`)).json()) as { parts: { target: string; live: { views: number } }[] };
    const [before, during] = [median(alone.map((run) => run.latency.p99)), median(flooded.map((run) => run.latency.p99))];
    const ratio = during / before;

    print();
    print(
      `${PAGE} (cached) at ${PAGE_RATE} requests/s on ${PAGE_CONNECTIONS} connections, alone and under ${FLOOD_CONNECTIONS} connections of page-view reports, ` +
        `median of ${ROUNDS} runs of ${ROUND_S} s in turns; Node ${process.version}, ${availableParallelism()} CPUs`,
    );
    print(`${''.padEnd(14)}${column('req/s', 10)}${column('p50', 10)}${column('p99', 10)}`);
    for (const [name, runs] of [['alone', alone], ['under flood', flooded]] as const) {
      print(
        `${name.padEnd(14)}${column(Math.round(median(runs.map((run) => run.requests.average))).toLocaleString('en'), 10)}` +
          `${column(`${median(runs.map((run) => run.latency.p50))} ms`, 10)}${column(`${median(runs.map((run) => run.latency.p99))} ms`, 10)}`,
      );
    }
    print();
    print(`Reports sent: ${floodRequests.toLocaleString('en')} (${Math.round(floodRequests / (ROUNDS * ROUND_S)).toLocaleString('en')}/s); answers: ${[...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status} × ${count.toLocaleString('en')}`).join(', ')}`);
    print(`Views counted for mf-search ${version}: ${(figures.parts.find((part) => part.target === 'mf-search')?.live.views ?? 0).toLocaleString('en')}`);
    print(`Page p99 under the flood / alone: ${ratio.toFixed(2)} (target ≤ ${TARGET}: ${ratio <= TARGET ? 'met' : 'MISSED'})`);
  } finally {
    await stop(api);
    await rm(scratch, { recursive: true, force: true });
  }
}

await main();
