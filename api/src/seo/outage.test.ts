import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { POSTGRES_STATE_VARIABLE, TEST_DATABASE_URL, withAdminClient } from '../test/globalSetup.js';
import { testConfig } from '../test/config.js';
import { CuttableProxy } from '../test/cuttableProxy.js';

const describePostgres = process.env[POSTGRES_STATE_VARIABLE] === 'unavailable' ? describe.skip : describe;

describePostgres('a database outage while pages are served [postgres, through a proxy the test cuts]', () => {
  let app: FastifyInstance;
  let proxy: CuttableProxy;
  let staticRoot: string;
  const databaseName = `api_outage_${process.pid}_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    await withAdminClient((client) => client.query(`create database ${databaseName}`));
    const server = new URL(TEST_DATABASE_URL);
    proxy = new CuttableProxy({ host: server.hostname, port: Number(server.port || 5432) });
    await proxy.open();
    const viaProxy = new URL(TEST_DATABASE_URL);
    viaProxy.port = String(proxy.port);
    viaProxy.pathname = `/${databaseName}`;
    // The browser shell's index.html is all a page needs with server rendering off.
    staticRoot = await mkdtemp(path.join(tmpdir(), 'outage-static-'));
    await mkdir(path.join(staticRoot, 'shell', 'dist'), { recursive: true });
    await writeFile(path.join(staticRoot, 'shell', 'dist', 'index.html'), '<!doctype html><html lang="fr"><head><title>Shell</title></head><body><div id="root"></div></body></html>');
    const config = testConfig({ DATABASE_URL: viaProxy.toString(), STATIC_ROOT: staticRoot, SSR: 'off', SEED_PROPERTIES: '12', STALE_IF_ERROR_SECONDS: '600' });
    app = await buildApp(config, { seedDemoAgency: true });
  });

  afterAll(async () => {
    await app?.close();
    await proxy?.cut();
    await rm(staticRoot, { recursive: true, force: true });
    await withAdminClient((client) => client.query(`drop database if exists ${databaseName} with (force)`));
  });

  it('serves the pages and catalogue answers it holds as stale, answers the rest 503 with Retry-After, never 500, and recovers by itself', async () => {
    const held = await app.inject({ method: 'GET', url: '/fr/', headers: { accept: 'text/html' } });
    expect(held.statusCode).toBe(200);
    // Asked twice: an answer is kept when the data version was known current as it was made.
    await app.inject({ method: 'GET', url: '/api/properties?page=1' });
    const heldList = await app.inject({ method: 'GET', url: '/api/properties?page=1' });
    expect(heldList.statusCode).toBe(200);

    await proxy.cut();
    // The data version is trusted for a second; past it, every request asks the database again.
    await new Promise((resolve) => setTimeout(resolve, 1_200));

    const stale = await app.inject({ method: 'GET', url: '/fr/?utm_source=newsletter', headers: { accept: 'text/html' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(held.body);
    expect(stale.headers.warning).toBe('110 - "Response is Stale"');
    expect(Number(stale.headers.age)).toBeGreaterThanOrEqual(1);

    const notHeld = await app.inject({ method: 'GET', url: '/nl/te-koop/', headers: { accept: 'text/html' } });
    expect(notHeld.statusCode).toBe(503);
    expect(notHeld.headers['retry-after']).toBe('10');
    expect(notHeld.body).toContain('<html lang="nl">');

    // The catalogue's answers too: a list the api holds goes on, marked stale; another is a 503.
    const staleList = await app.inject({ method: 'GET', url: '/api/properties?page=1', headers: { 'accept-encoding': 'identity' } });
    expect(staleList.statusCode).toBe(200);
    expect(staleList.json()).toEqual(heldList.json());
    expect(staleList.headers['content-type']).toBe(heldList.headers['content-type']);
    expect(staleList.headers.warning).toBe('110 - "Response is Stale"');
    const listNotHeld = await app.inject({ method: 'GET', url: '/api/properties?page=2' });
    expect(listNotHeld.statusCode).toBe(503);
    expect(listNotHeld.headers['retry-after']).toBe('10');

    for (const url of ['/api/forms/captcha', '/api/portal/properties', '/api/site?lang=fr']) {
      const answer = await app.inject({ method: 'GET', url });
      expect({ url, status: answer.statusCode }).not.toEqual({ url, status: 500 });
      if (answer.statusCode >= 500) expect(answer.headers['retry-after']).toBe('10');
    }
    const captcha = await app.inject({ method: 'GET', url: '/api/forms/captcha' });
    expect(captcha.statusCode).toBe(503);
    expect(captcha.json()).toMatchObject({ error: 'service_unavailable' });

    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'degraded', reason: 'database_unavailable' });

    await proxy.open();
    let recovered = 0;
    for (let attempt = 0; attempt < 40 && recovered !== 200; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      recovered = (await app.inject({ method: 'GET', url: '/nl/te-koop/', headers: { accept: 'text/html' } })).statusCode;
    }
    expect(recovered).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ status: 'ok' });
  });
});
