import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPGlite } from './db/pglite.js';
import { startApi, type RunningApi } from './start.js';
import { StartupError } from './startupError.js';
import { testConfig } from './test/config.js';
import { copyPGliteTemplate } from './test/databases.js';

describe('startApi', () => {
  let root: string;
  const running: RunningApi[] = [];

  const start = async (dataDir: string, port = '0', env: Record<string, string> = {}) => {
    if (!existsSync(path.join(root, dataDir, 'pglite'))) await copyPGliteTemplate(path.join(root, dataDir, 'pglite'));
    const api = await startApi(
      testConfig({ PORT: port, HOST: '127.0.0.1', DATA_DIR: path.join(root, dataDir), STATIC_ROOT: root, ...env }),
    );
    running.push(api);
    return api;
  };

  const getJson = async (url: string) => (await fetch(url)).json() as Promise<unknown>;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'api-start-'));
  });

  afterAll(async () => {
    await Promise.all(running.map((api) => api.close()));
    await rm(root, { recursive: true, force: true });
  });

  it('runs two servers side by side on their own ports and data', async () => {
    const [first, second] = await Promise.all([start('first'), start('second')]);
    expect(first?.url).not.toBe(second?.url);
    for (const api of [first, second]) {
      expect(await getJson(`${api?.url}/api/health`)).toEqual({ status: 'ok', database: 'pglite' });
    }
    expect(existsSync(path.join(root, 'first', 'pglite', 'PG_VERSION'))).toBe(true);
    expect(existsSync(path.join(root, 'second', 'pglite', 'PG_VERSION'))).toBe(true);

    await first?.close();
    expect(await getJson(`${second?.url}/api/health`)).toEqual({ status: 'ok', database: 'pglite' });
  });

  it('refuses a data directory that a running server holds', async () => {
    await start('held');
    const attempt = start('held');
    await expect(attempt).rejects.toThrow(StartupError);
    await expect(attempt).rejects.toThrow(/held\/pglite is in use by process \d+\. Give each api instance its own DATA_DIR/);
  });

  it('keeps its data across a restart, without running a migration twice', async () => {
    const api = await start('kept');
    await api.close();
    const db = await openPGlite(path.join(root, 'kept', 'pglite'));
    await db.query(`insert into site_settings (key, value) values ('defaultLanguage', '"de"') on conflict (key) do update set value = excluded.value`);
    await db.close();

    const restarted = await start('kept');
    expect(await getJson(`${restarted.url}/api/site`)).toMatchObject({ defaultLanguage: 'de' });
  });

  it('says so when its port is taken', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const address = blocker.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    try {
      await expect(start('blocked', String(port))).rejects.toThrow(
        `Port ${port} on 127.0.0.1 is already in use: stop the other server or set PORT.`,
      );
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it('drains on SIGTERM: says so on its health, answers every request it received, then closes', async () => {
    // Long enough that forty requests on a busy CI machine are still inside it when the late one comes.
    const api = await start('draining', '0', { SHUTDOWN_DELAY_MS: '5000' });
    const inFlight = Array.from({ length: 40 }, (_, index) =>
      fetch(`${api.url}/api/properties?page=${(index % 4) + 1}`).then((response) => response.status),
    );
    const drained = api.drain();

    const health = await fetch(`${api.url}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'draining' });
    // Still served meanwhile, on a connection that then closes so the next request goes elsewhere.
    const late = await fetch(`${api.url}/api/properties?page=1`);
    expect(late.status).toBe(200);
    expect(late.headers.get('connection')).toBe('close');
    expect(await Promise.all(inFlight)).toEqual(Array.from({ length: 40 }, () => 200));

    await drained;
    await expect(fetch(`${api.url}/api/health`)).rejects.toThrow();
  });
});
