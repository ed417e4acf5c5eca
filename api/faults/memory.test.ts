import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { residentBytes, startApi, stopApi, type RunningProcess } from './process.js';

// A crawler or an attacker asks for thousands of distinct addresses: tracking tags on a list, made-up
// parameters, property ids that do not exist. Measured on main before the byte-bounded caches:
// 4,000 such URLs took the process from 436 MiB to 1,095 MiB, every one a render.

const URLS = 2_000;
const CONCURRENCY = 8;
const MIB = 1024 * 1024;
const CACHE_MB = 16;
const HEAP_MB = 256;
// The bound the caches promise: what the caches may hold, plus 150 MiB for everything else a busy process grows by.
const ALLOWED_GROWTH = (2 * CACHE_MB + 150) * MIB;

describe('thousands of distinct URLs', () => {
  let dataDir: string;
  let api: RunningProcess;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'faults-memory-'));
    // With a heap limit, as a container deploy sets one (docs/operations.md): without it V8 lets its heap grow
    // lazily towards a quarter of the machine's memory before collecting, whatever the caches hold.
    api = await startApi({
      DATA_DIR: dataDir,
      PAGE_CACHE_MB: String(CACHE_MB),
      RESPONSE_CACHE_MB: String(CACHE_MB),
      NODE_OPTIONS: `--max-old-space-size=${HEAP_MB}`,
    });
  });

  afterAll(async () => {
    await stopApi(api);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('leave resident memory within the caches’ bound plus 150 MiB, and the home page in the cache', async () => {
    const home = () => fetch(`${api.url}/fr/`, { headers: { accept: 'text/html' } });
    await (await home()).text();
    const urlOf = (index: number) => {
      switch (index % 4) {
        case 0:
          return `/fr/a-vendre/?utm_source=mail${index}&utm_campaign=c${index}&gclid=${index}`;
        case 1:
          return `/nl/te-koop/?sort=price_asc&fbclid=${index}&made-up=${index}`;
        case 2:
          return `/en/property/${1_000_000 + index}/`;
        default:
          return `/api/properties?page=1&pageSize=${(index % 48) + 1}`;
      }
    };
    const statuses = new Map<number, number>();
    const crawl = async (from: number, count: number) => {
      let next = from;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < from + count) {
            const response = await fetch(api.url + urlOf(next++), { headers: { accept: 'text/html' } });
            await response.arrayBuffer();
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          }
        }),
      );
    };
    // Each page shape rendered a few times first: what a running site has loaded and compiled anyway.
    await crawl(URLS, 200);
    const before = await residentBytes(api.child.pid ?? 0);
    await crawl(0, URLS);
    const after = await residentBytes(api.child.pid ?? 0);
    process.stdout.write(`resident memory: ${(before / MIB).toFixed(0)} MiB before, ${(after / MIB).toFixed(0)} MiB after ${URLS} URLs\n`);

    expect([...statuses.keys()].sort()).toEqual([200, 404]);
    expect(after - before).toBeLessThan(ALLOWED_GROWTH);
    // Still the one kept (an Age header says it was made earlier, not rendered for this request).
    const again = await home();
    expect(again.status).toBe(200);
    expect(again.headers.get('age')).not.toBeNull();
  });
});
