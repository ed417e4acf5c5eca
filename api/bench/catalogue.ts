import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import type { Result } from 'autocannon';
import getPort from 'get-port';
import { demoAgency } from 'demo-agency';
import { readListingData, readPropertyDetail, readPropertyPage, type Reading } from '../src/catalogue/read.js';
import { propertyQuerySchema } from '../src/catalogue/schemas.js';
import { refreshStatistics } from '../src/catalogue/rows.js';
import { seedCatalogue } from '../src/catalogue/seed.js';
import type { Database } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { openPGlite } from '../src/db/pglite.js';
import { column, compare, CONNECTIONS, print, progress, ROUNDS, size, startNode, stop, waitUntilUp, WARM_UP_S, type Measured } from './harness.js';

// `npm run bench -w api`: the catalogue's cost, measured two ways.
// 1. Query time straight from PGlite (no cache) at 1,000, 10,000 and 100,000 properties, to show
//    how the cost grows with the catalogue: the indexes must keep it far below linear.
// 2. Requests per second and latency of the api started with SEED_PROPERTIES=10000, for the
//    filtered property query and the listing load, against a bare Node http server answering the
//    same bytes (the most any server in Node can do on this machine) and, for the query, a bare
//    Fastify route doing the same (what the framework alone costs).

const SEED = 1967;
const ROUND_S = 5;
// The listing load moves megabytes per request: its few requests per second settle sooner.
const LISTING_ROUND_S = 3;
const TARGET_SHARE = 0.9;
const TARGET_P99_MS = 25;
const READING: Reading = { lang: 'fr', fallback: 'fr' };
const quiet = { info: () => {}, warn: () => {} };


async function seeded(directory: string | undefined, properties: number): Promise<Database> {
  const db = await openPGlite(directory);
  await migrate(db, quiet);
  const started = performance.now();
  await seedCatalogue(db, demoAgency.seed, { seed: SEED, properties });
  progress(`seeded ${properties.toLocaleString('en')} properties in ${seconds(performance.now() - started)}`);
  return db;
}

/**
 * The catalogue times `copies + 1`: the agency's own listings (not the project units) again under
 * new ids, with their photos and documents. Same cities, types and prices in the same proportions, as a larger agency
 * would have, in a fraction of the time generating and validating 90,000 more listings takes.
 */
async function multiply(db: Database, copies: number): Promise<void> {
  const started = performance.now();
  const offset = 10_000_000;
  const own = `select id from properties where id < ${offset} and project_id is null`;
  const copyStatement = async (table: string, idColumn: string) => {
    const columns = await db.query<{ name: string }>(
      `select column_name as name from information_schema.columns
       where table_schema = current_schema() and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
      [table],
    );
    const names = columns.map((column) => column.name);
    const shifted = names.map((name) => (name === idColumn ? `${name} + $1` : name));
    return `insert into ${table} (${names.join(', ')}) select ${shifted.join(', ')} from ${table} where ${idColumn} in (${own})`;
  };
  const statements = [
    await copyStatement('properties', 'id'),
    await copyStatement('property_photos', 'property_id'),
    await copyStatement('property_documents', 'property_id'),
  ];
  await db.transaction(async (tx) => {
    for (let round = 1; round <= copies; round += 1) {
      for (const statement of statements) await tx.query(statement, [round * offset]);
    }
  });
  await refreshStatistics(db);
  progress(`copied the listings ${copies} times in ${seconds(performance.now() - started)}`);
}

async function median(runs: number, work: () => Promise<unknown>): Promise<number> {
  if (runs > 1) await work();
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(runs / 2)] ?? Number.NaN;
}

/** The commune with the most apartments for sale: the busiest page a visitor filters to. */
async function busiestCity(db: Database): Promise<string> {
  const [row] = await db.query<{ city: string; postcode: string }>(
    `select city, postcode from properties where not for_rent and web_ids @> '{3}'
     group by city, postcode order by count(*) desc, city limit 1`,
  );
  if (row === undefined) throw new Error('The catalogue is empty');
  return `${row.city}|${row.postcode}`;
}

interface QueryCost {
  properties: number;
  city: string;
  page: number;
  detail: number;
  listing: number;
}

async function measureQueries(db: Database, city: string): Promise<QueryCost> {
  const [counted] = await db.query<{ count: number }>('select count(*)::int as count from properties');
  const query = propertyQuerySchema.parse({ goal: '0', city, type: '3', sort: 'price_asc', page: '1' });
  const firstId = (await readPropertyPage(db, query, READING)).items[0]?.ID ?? 0;
  const cost = {
    properties: counted?.count ?? 0,
    city,
    page: await median(30, () => readPropertyPage(db, query, READING)),
    detail: await median(30, () => readPropertyDetail(db, firstId, READING)),
    // Seconds at 100,000 properties: one run tells how it grows.
    listing: await median(1, () => readListingData(db, READING)),
  };
  progress(`timed the queries at ${cost.properties.toLocaleString('en')} properties`);
  return cost;
}

interface HttpRun {
  label: string;
  path: string;
  bytes: number;
  /** The api first, the bare http server last. */
  measured: Measured[];
}

async function measureHttp(dataDir: string, city: string, scratch: string): Promise<HttpRun[]> {
  const apiPort = await getPort({ host: '127.0.0.1' });
  const api = startNode(['src/server.ts'], {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    // One log line per request is the api's own cost, not the catalogue's; the baseline logs nothing either.
    LOG_LEVEL: 'warn',
    SEED: String(SEED),
    SEED_PROPERTIES: '10000',
  });
  const targets = [
    {
      label: 'property query',
      path: `/api/properties?goal=0&city=${encodeURIComponent(city)}&type=3&sort=price_asc&page=1`,
      withFastify: true,
      roundSeconds: ROUND_S,
    },
    { label: 'listing load', path: '/api/listing-data', withFastify: false, roundSeconds: LISTING_ROUND_S },
  ];
  let baseline: ChildProcess | undefined;
  try {
    await waitUntilUp(`http://127.0.0.1:${apiPort}/api/health`, api, 120_000);
    const bodies = await Promise.all(
      targets.map(async (target, index) => {
        const response = await fetch(`http://127.0.0.1:${apiPort}${target.path}`);
        if (!response.ok) throw new Error(`${target.path} answered ${response.status}`);
        const file = path.join(scratch, `body-${index}.json`);
        const body = Buffer.from(await response.arrayBuffer());
        await writeFile(file, body);
        return { ...target, file, bytes: body.length };
      }),
    );
    const httpPort = await getPort({ host: '127.0.0.1' });
    const fastifyPort = await getPort({ host: '127.0.0.1' });
    baseline = startNode(
      ['bench/baseline.ts', String(httpPort), String(fastifyPort), ...bodies.flatMap((body) => [body.path, body.file])],
      process.env,
    );
    await waitUntilUp(`http://127.0.0.1:${fastifyPort}${targets[0]?.path}`, baseline, 30_000);

    const runs: HttpRun[] = [];
    for (const body of bodies) {
      progress(`${body.label}: the api and the yardsticks in turns`);
      const contenders = [
        { name: `api: ${body.label}`, url: `http://127.0.0.1:${apiPort}${body.path}` },
        ...(body.withFastify ? [{ name: '  bare Fastify, same bytes', url: `http://127.0.0.1:${fastifyPort}${body.path}` }] : []),
        { name: '  bare http, same bytes', url: `http://127.0.0.1:${httpPort}${body.path}` },
      ];
      runs.push({ label: body.label, path: body.path, bytes: body.bytes, measured: await compare(contenders, body.roundSeconds) });
    }
    return runs;
  } finally {
    await stop(api);
    if (baseline !== undefined) await stop(baseline);
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const milliseconds = (ms: number) => (ms < 10 ? `${ms.toFixed(2)} ms` : `${Math.round(ms).toLocaleString('en')} ms`);

function printQueryCosts(costs: QueryCost[]): void {
  print(`Query time straight from PGlite, no cache (median; page: goal 0, ${costs[0]?.city}, type 3, by price, page 1)`);
  print(`${column('properties', 12)}${column('page query', 14)}${column('detail', 12)}${column('listing load', 16)}`);
  for (const cost of costs) {
    print(
      `${column(cost.properties.toLocaleString('en'), 12)}${column(milliseconds(cost.page), 14)}` +
        `${column(milliseconds(cost.detail), 12)}${column(milliseconds(cost.listing), 16)}`,
    );
  }
  const growth = costs.slice(1).map((cost, index) => {
    const previous = costs[index];
    return previous === undefined ? '' : `×${(cost.page / previous.page).toFixed(1)}`;
  });
  print(`  page query per ×10 properties: ${growth.join(', ')} (linear would be ×10; the listing load returns every property, so it is linear by nature)`);
}

function printHttp(runs: HttpRun[]): void {
  print(
    `HTTP, ${CONNECTIONS} connections, median of ${ROUNDS} runs of ${ROUND_S} s (listing load ${LISTING_ROUND_S} s) ` +
      `taken in turns after ${WARM_UP_S} s of warm-up; ` +
      'api started with SEED_PROPERTIES=10000',
  );
  print(`${''.padEnd(30)}${column('body', 10)}${column('req/s', 10)}${column('p50', 9)}${column('p99', 9)}${column('of bare http', 15)}`);
  const share = (result: Result, bare: Result) => result.requests.average / bare.requests.average;
  for (const run of runs) {
    const bare = run.measured[run.measured.length - 1]?.result;
    if (bare === undefined) continue;
    for (const { name, result } of run.measured) {
      print(
        `${name.padEnd(30)}${column(size(run.bytes), 10)}${column(Math.round(result.requests.average).toLocaleString('en'), 10)}` +
          `${column(`${result.latency.p50} ms`, 9)}${column(`${result.latency.p99} ms`, 9)}` +
          `${column(result === bare ? '' : `${Math.round(100 * share(result, bare))} %`, 15)}`,
      );
    }
  }
  const query = runs[0];
  const api = query?.measured[0]?.result;
  const bare = query?.measured[query.measured.length - 1]?.result;
  if (query === undefined || api === undefined || bare === undefined) return;
  const met = share(api, bare) >= TARGET_SHARE && api.latency.p99 < TARGET_P99_MS;
  print(
    `Target for the property query (≥ ${TARGET_SHARE * 100} % of bare http, p99 < ${TARGET_P99_MS} ms): ` +
      `${met ? 'met' : 'MISSED'} (${Math.round(share(api, bare) * 100)} %, p99 ${api.latency.p99} ms)`,
  );
  print(`  ${query.path}`);
}

async function main(): Promise<void> {
  const started = performance.now();
  const scratch = await mkdtemp(path.join(tmpdir(), 'api-bench-'));
  const dataDir = path.join(scratch, 'data');
  try {
    const small = await seeded(undefined, 1000);
    const large = await seeded(path.join(dataDir, 'pglite'), 10_000);
    const city = await busiestCity(large);
    const costs = [await measureQueries(small, city), await measureQueries(large, city)];
    await small.close();
    await large.close();

    const runs = await measureHttp(dataDir, city, scratch);

    const largest = await openPGlite(path.join(dataDir, 'pglite'));
    await multiply(largest, 9);
    costs.push(await measureQueries(largest, city));
    await largest.close();

    print();
    print(`Catalogue bench, seed ${SEED}, Node ${process.version}, ${availableParallelism()} CPUs, ${seconds(performance.now() - started)} in all`);
    print();
    printQueryCosts(costs);
    print();
    printHttp(runs);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

await main();
