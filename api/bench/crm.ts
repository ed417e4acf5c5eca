import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { recordedEstate } from '../src/crm/sweepbright/testing/recorded.js';
import { sweepBrightServer } from '../src/crm/sweepbright/testing/server.js';
import { hammer, print, progress } from './harness.js';

// `npm run bench:crm -w api`: 1,000 SweepBright webhook events for 500 estates (each added, then
// updated), SweepBright answering every call in 50 ms, against an api on a fresh embedded
// database: the time until all 500 are live, the events accepted per second, the process's
// memory, and the p99 of a catalogue answer (a list page's data, the detail of an estate) while the
// sync runs against the same answers with no sync. A script, not a test: figures for docs/crm.md.

const ESTATES = 500;
const CRM_LATENCY_MS = 50;
const PORT = Number(process.env.BENCH_PORT ?? 8215);
const SECRET = 'bench-webhook-secret-0123456789-abcdef';
const LOAD_SECONDS = 5;

const crm = await sweepBrightServer(0, '127.0.0.1', async (_method, path) => {
  if (path.startsWith('/api/')) await new Promise((resolve) => setTimeout(resolve, CRM_LATENCY_MS));
  return undefined;
});
const ids = Array.from({ length: ESTATES }, (_, index) => `bench000-0000-4000-8000-${String(index).padStart(12, '0')}`);
for (const [index, id] of ids.entries()) {
  const photo = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: index % 256, g: (index * 7) % 256, b: (index * 13) % 256 } } }).jpeg().toBuffer();
  crm.files.set(id, { bytes: photo, type: 'image/jpeg' });
  crm.estates.set(id, { json: recordedEstate(id, crm.fileUrl(id), { price: { amount: 250_000 + index * 1_000, currency: 'EUR', hidden: false } }) });
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-crm-'));
const config = loadConfig({
  PORT: String(PORT),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  SSR: 'off',
  CRM: 'sweepbright',
  SWEEPBRIGHT_API_URL: crm.apiUrl,
  SWEEPBRIGHT_CLIENT_ID: 'bench',
  SWEEPBRIGHT_CLIENT_SECRET: 'bench',
  CRM_WEBHOOK_SECRET: SECRET,
});
const app = await buildApp(config);
await app.listen({ port: PORT, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${PORT}`;
const webhook = `${origin}/api/crm/sweepbright/webhook/${SECRET}`;
const live = async () => {
  const [row] = await app.db.query<{ pending: number; published: number }>(
    "select (select count(*)::int from crm_inbox where pending) as pending, (select count(*)::int from crm_records where synced_at is not null and withdrawn_at is null) as published",
  );
  return row?.pending === 0 && row.published === ESTATES;
};

// A first estate, so the answers measured during the sync exist from the start.
await fetch(webhook, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ event: 'estate-added', estate_id: ids[0] }) });
while (!(await app.db.query("select 1 from crm_records where synced_at is not null")).length) await new Promise((resolve) => setTimeout(resolve, 50));
const [first] = await app.db.query<{ site_id: number }>('select site_id from crm_records limit 1');
const detail = `${origin}/api/properties/${first?.site_id}?lang=fr`;
const list = `${origin}/api/properties?lang=fr&goal=0`;

progress(`sending ${ESTATES * 2} events for ${ESTATES} estates, SweepBright answering in ${CRM_LATENCY_MS} ms`);
let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100);
const started = performance.now();
const events = ids.flatMap((id) => [{ event: 'estate-added', estate_id: id }, { event: 'estate-updated', estate_id: id }]);
const during = hammer(detail, LOAD_SECONDS);
const duringList = hammer(list, LOAD_SECONDS);
for (let index = 0; index < events.length; index += 20) {
  await Promise.all(events.slice(index, index + 20).map((event) => fetch(webhook, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(event) })));
}
const acceptedMs = performance.now() - started;
while (!(await live())) await new Promise((resolve) => setTimeout(resolve, 100));
const liveMs = performance.now() - started;
clearInterval(sampler);
const [duringDetail, duringListResult] = await Promise.all([during, duringList]);
progress('the same answers with no sync');
const quietDetail = await hammer(detail, LOAD_SECONDS);
const quietList = await hammer(list, LOAD_SECONDS);

print(`CRM sync bench: ${events.length} webhook events for ${ESTATES} estates, SweepBright at ${CRM_LATENCY_MS} ms, ${config.databaseUrl ? 'PostgreSQL' : 'PGlite'}`);
print(`  events accepted: ${(events.length / (acceptedMs / 1000)).toFixed(0)} events/s (${(acceptedMs / 1000).toFixed(1)} s for all)`);
print(`  all ${ESTATES} estates live after ${(liveMs / 1000).toFixed(1)} s (${(ESTATES / (liveMs / 1000)).toFixed(1)} estates/s)`);
print(`  peak memory (api and fake CRM in one process): ${(peakRss / 1_000_000).toFixed(0)} MB`);
for (const [name, busy, quiet] of [
  ['property detail', duringDetail, quietDetail],
  ['list page data ', duringListResult, quietList],
] as const) {
  print(`  ${name} p99: ${busy.latency.p99} ms during the sync, ${quiet.latency.p99} ms without (ratio ${(busy.latency.p99 / Math.max(1, quiet.latency.p99)).toFixed(1)})`);
}
await app.close();
await crm.close();
await rm(dataDir, { recursive: true, force: true });
