import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { OPERATOR_ENDPOINT_FILE } from '../site/operatorClient.js';
import { bypasses, concretePath, operatorPathsAnswered, spellingsOf } from '../test/bypass.js';
import { testConfig } from '../test/config.js';
import { describeEachDatabase } from '../test/databases.js';

describe('the spellings an attacker tries', () => {
  it('cover escaped letters in every segment, upper-case escapes, %2F, case, a trailing slash, ./ and // segments, ;params and an escaped ?', () => {
    const spellings = spellingsOf('/api/portal/properties');
    for (const expected of [
      '/%61pi/portal/properties',
      '/api/%70ortal/properties',
      '/api/portal/%70roperties',
      '/API/portal/properties',
      '/api/portal/properties/',
      '/api/portal/./properties',
      '//api/portal/properties',
      '/api/portal//properties',
      '/api/portal%2Fproperties',
      '/api/portal;jsessionid=1/properties',
      '/api/portal/properties%3Fx=1',
    ]) {
      expect(spellings).toContain(expected);
    }
    expect(spellingsOf('/api/site/ledger')).toEqual(expect.arrayContaining(['/api/site/%6cedger', '/api/site/%6Cedger']));
  });
});

/**
 * Every route behind a key, a session or a signature, as the route table has it (a new one is
 * covered without editing this test), asked without credentials under every spelling: each answer
 * is a refusal, never its handler's nor its validation's. The operators' routes are not on the
 * public port at all.
 */
describeEachDatabase('guards follow the matched route', (database) => {
  let app: FastifyInstance;
  let dataDir: string;
  let origin: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'guards-'));
    // A built shell: a spelling the router does not match is a page address, answered as a 404 page.
    const staticRoot = path.join(dataDir, 'site');
    await mkdir(path.join(staticRoot, 'shell', 'dist'), { recursive: true });
    await writeFile(path.join(staticRoot, 'shell', 'dist', 'index.html'), '<!doctype html><html lang="fr"><head><title>Site</title></head><body><div id="root"></div></body></html>');
    app = await buildApp(testConfig({ DATA_DIR: dataDir, STATIC_ROOT: staticRoot }), { database: database.db });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    origin = `http://127.0.0.1:${address.port}`;
  });

  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('knows the guarded routes from the route table', () => {
    expect(app.guardedRoutes.map((route) => route.guard)).toEqual(expect.arrayContaining(['owner-session']));
    expect(app.guardedRoutes).toEqual(expect.arrayContaining([expect.objectContaining({ method: 'GET', url: '/api/portal/properties' })]));
  });

  it('refuses every spelling of every guarded route without credentials', async () => {
    expect(await bypasses(origin, app.guardedRoutes)).toEqual([]);
  });

  it("answers 404 on the public port for every spelling of the operators' routes, old addresses included", async () => {
    const operatorRoutes = app.operator.guardedRoutes;
    expect(operatorRoutes.map((route) => route.url)).toEqual(expect.arrayContaining(['/ledger', '/import', '/deployments']));
    expect(await operatorPathsAnswered(origin, operatorRoutes)).toEqual([]);
  });

  it("refuses the operators' channel without its key, and a wrong key, under every spelling", async () => {
    if (database.kind !== 'pglite') {
      // With PostgreSQL the commands write the database themselves: no channel listens.
      await expect(readFile(path.join(dataDir, OPERATOR_ENDPOINT_FILE), 'utf8')).rejects.toThrow(/ENOENT/);
      return;
    }
    const through: { spelled: string; status: number }[] = [];
    for (const route of app.operator.guardedRoutes) {
      if (route.method === 'HEAD') continue;
      for (const spelled of spellingsOf(concretePath(route.url))) {
        for (const authorization of [undefined, 'Bearer not-the-key']) {
          const answer = await app.operator.inject({ method: route.method as 'GET' | 'POST', url: spelled, ...(authorization ? { headers: { authorization } } : {}), ...(route.method === 'POST' ? { payload: {} } : {}) });
          if (![401, 404].includes(answer.statusCode)) through.push({ spelled, status: answer.statusCode });
        }
      }
    }
    expect(through).toEqual([]);
  });
});
