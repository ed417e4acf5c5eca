import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import getPort from 'get-port';
import { runningOperatorChannel } from '../src/site/operatorClient.js';
import { column, print, progress, startSiteApi, stop } from './harness.js';
import { FLOOD_CONNECTIONS } from './telemetryFlood.js';

// `npm run bench:telemetry -w api` (after `npm run build`): what a flood of page-view reports
// (signals per remote version, sent by every browser) costs the pages. A cached page asked at a steady rate (a busy site's, well within what
// the api serves), its p99 alone, then while a flood of reports pours in as fast as it can: valid
// reports, malformed ones and oversized ones, from a few addresses (far over their limit), and valid
// reports from a crowd of addresses (each within its limit, all counted). In turns, in one run.
// Target: the page's p99 within 10 % of before.

const ROUNDS = 3;
const ROUND_S = 5;
const PAGE_CONNECTIONS = 10;
/** The page's steady rate, requests per second. */
const PAGE_RATE = 300;
interface Flood {
  name: string;
  rate: number | undefined;
  path: string;
}

/**
 * The floods, reports a second: a steady one (a thousand tabs closing every second on one replica,
 * or one client far over its limit) and one as fast as the api answers (a denial of service). The
 * control sends the same requests as fast to an address the api answers with a 404: what any
 * flood costs on this machine (the load generator shares its cores), whatever the endpoint.
 */
const FLOODS: Flood[] = [
  { name: '1,000 reports/s', rate: 1000, path: '/api/telemetry' },
  { name: 'all it takes', rate: undefined, path: '/api/telemetry' },
  { name: 'all it takes, to a 404 (control)', rate: undefined, path: '/api/no-such-endpoint' },
];
const TARGET = 1.1;
const PAGE = '/fr/';

const run = promisify(execFile);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * The flood, from a process of its own (bench/telemetryFlood.ts): in this one, its client would
 * slow the page's client on the same event loop and count as the api's delay.
 */
async function flood(origin: string, version: string, seconds: number, { rate, path: target }: Flood): Promise<{ total: number; statuses: Record<string, number> }> {
  const args = [path.join(import.meta.dirname, 'telemetryFlood.ts'), origin, version, String(seconds), rate === undefined ? 'max' : String(rate), target];
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--conditions=source', ...args], {
    cwd: path.resolve(import.meta.dirname, '..'),
  });
  return JSON.parse(stdout) as { total: number; statuses: Record<string, number> };
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
  // The reports' addresses are the crowd's, as behind a load balancer.
  const api = await startSiteApi(path.join(scratch, 'data'), port, { TRUST_PROXY: 'true' });
  try {
    // The figures are the operators': asked on the channel of the api holding this data folder.
    const channel = await runningOperatorChannel(path.join(scratch, 'data'));
    if (!channel) throw new Error("the api's operators' channel does not answer");
    const deployments = async () => (await channel.ask('GET', '/deployments')).body as { parts: { target: string; live: { version: string; views: number } }[] };
    const { parts } = await deployments();
    const version = parts.find((part) => part.target === 'mf-search')?.live.version;
    if (!version) throw new Error('mf-search is not deployed: is the site built?');
    progress(`${PAGE} warm-up`);
    await pageP99(origin, 2);
    const alone: Result[] = [];
    const flooded = FLOODS.map(() => ({ pages: [] as Result[], total: 0, statuses: new Map<string, number>() }));
    for (let round = 0; round < ROUNDS; round += 1) {
      progress(`round ${round + 1} of ${ROUNDS}: ${PAGE} alone, then under each flood of reports`);
      alone.push(await pageP99(origin, ROUND_S));
      for (const [index, kind] of FLOODS.entries()) {
        const [page, reports] = await Promise.all([pageP99(origin, ROUND_S), flood(origin, version, ROUND_S, kind)]);
        const kept = flooded[index];
        if (!kept) continue;
        kept.pages.push(page);
        kept.total += reports.total;
        for (const [status, count] of Object.entries(reports.statuses)) kept.statuses.set(status, (kept.statuses.get(status) ?? 0) + count);
      }
    }
    const figures = await deployments();
    const before = median(alone.map((run) => run.latency.p99));

    print();
    print(
      `${PAGE} (cached) at ${PAGE_RATE} requests/s on ${PAGE_CONNECTIONS} connections, alone and under floods of page-view reports ` +
        `(${FLOOD_CONNECTIONS} connections, another process), median of ${ROUNDS} runs of ${ROUND_S} s in turns; Node ${process.version}, ${availableParallelism()} CPUs`,
    );
    print(`${''.padEnd(50)}${column('req/s', 8)}${column('p50', 8)}${column('p99', 8)}${column('p99 ratio', 11)}`);
    const row = (name: string, runs: Result[]) => {
      const p99 = median(runs.map((run) => run.latency.p99));
      print(
        `${name.padEnd(50)}${column(Math.round(median(runs.map((run) => run.requests.average))).toLocaleString('en'), 8)}` +
          `${column(`${median(runs.map((run) => run.latency.p50))} ms`, 8)}${column(`${p99} ms`, 8)}${column((p99 / before).toFixed(2), 11)}`,
      );
    };
    row('alone', alone);
    for (const [index, { name }] of FLOODS.entries()) row(`under a flood of ${name}`, flooded[index]?.pages ?? []);
    print();
    for (const [index, { name }] of FLOODS.entries()) {
      const { total = 0, statuses = new Map<string, number>() } = flooded[index] ?? {};
      const answers = [...statuses].sort(([a], [b]) => a.localeCompare(b)).map(([status, count]) => `${status} × ${count.toLocaleString('en')}`).join(', ');
      print(`Flood of ${name}: ${total.toLocaleString('en')} reports (${Math.round(total / (ROUNDS * ROUND_S)).toLocaleString('en')}/s); answers: ${answers}`);
    }
    // None: the flood's reports carry no view token of a page the api served (SECURITY.md).
    print(`Views counted for mf-search ${version}: ${(figures.parts.find((part) => part.target === 'mf-search')?.live.views ?? 0).toLocaleString('en')}`);
    print(`Target: the page's p99 under a flood within ${TARGET}× of alone.`);
  } finally {
    await stop(api);
    await rm(scratch, { recursive: true, force: true });
  }
}

await main();
