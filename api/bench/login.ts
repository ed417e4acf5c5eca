import { scrypt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { print, progress } from './harness.js';

// Twenty logins at once, as a flood or a busy morning would send them: half with a demo owner's
// address and password, half with unknown addresses (checked against a decoy hash). Printed: the
// time each took (p50, p95) and the process's peak resident memory, next to the same twenty
// password checks at the scrypt cost the site used before (N = 2^17, r = 8), in the same run.

const ATTEMPTS = 20;
const ORIGIN = 'http://localhost';
const SOPHIE = { email: 'sophie.dubois@example.be', password: 'Sophie-Louise-1967' };

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

/** Runs `work` while sampling the resident memory; gives each task's time and the peak. */
async function measure(tasks: (() => Promise<unknown>)[]): Promise<{ times: number[]; peakRss: number }> {
  const startRss = process.memoryUsage().rss;
  let peakRss = startRss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 5);
  const times = await Promise.all(
    tasks.map(async (task) => {
      const started = performance.now();
      await task();
      return performance.now() - started;
    }),
  );
  clearInterval(sampler);
  // What the twenty took on top of what the process already held.
  return { times, peakRss: Math.max(peakRss, process.memoryUsage().rss) - startRss };
}

function legacyCheck(password: string): Promise<Buffer> {
  const cost = { N: 2 ** 17, r: 8, p: 1 };
  return new Promise((resolve, reject) => {
    scrypt(password, 'a salt of sixteen', 64, { ...cost, maxmem: 128 * cost.N * cost.r * 2 }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-login-'));
try {
  progress('seeding the demo agency');
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED_PROPERTIES: '20', SSR: 'off' }), { seedDemoAgency: true });
  const login = (index: number) => () =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: `10.1.0.${index + 1}`,
      headers: { origin: ORIGIN, host: 'localhost' },
      payload: index % 2 === 0 ? SOPHIE : { email: `nobody${index}@example.be`, password: 'a wrong password' },
    });
  // One login first: the decoy hash and the database are warm, as on a running site.
  await login(99)();

  // The lighter first: resident memory seldom shrinks back, so the other order would count scrypt's.
  const now = await measure(Array.from({ length: ATTEMPTS }, (_, index) => login(index)));
  await app.close();
  const before = await measure(Array.from({ length: ATTEMPTS }, () => () => legacyCheck(SOPHIE.password)));

  print(`${ATTEMPTS} at once                 p50        p95  peak RSS growth`);
  print(`scrypt checks (before)  ${percentile(before.times, 50).toFixed(0).padStart(6)} ms ${percentile(before.times, 95).toFixed(0).padStart(6)} ms ${mib(before.peakRss).padStart(10)}`);
  print(`argon2id logins (now)   ${percentile(now.times, 50).toFixed(0).padStart(6)} ms ${percentile(now.times, 95).toFixed(0).padStart(6)} ms ${mib(now.peakRss).padStart(10)}`);
  print(`p95 ratio now/before: ${(percentile(now.times, 95) / percentile(before.times, 95)).toFixed(2)}`);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
