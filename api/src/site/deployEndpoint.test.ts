import { request } from 'node:http';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateFeed } from 'demo-agency';
import { buildApp } from '../app.js';
import { runImportCommand } from '../catalogue/importCommand.js';
import { testConfig } from '../test/config.js';
import { copyPGliteTemplate } from '../test/databases.js';
import { writeBuild } from '../test/builds.js';
import { waitFor } from '../test/waitFor.js';
import { openLedger, runDeployCommand, type DeployGate } from './deployCommand.js';
import { OPERATOR_ENDPOINT_FILE } from './operatorClient.js';

// With the embedded database, which one process holds: the deploy command reaches the record whether the api that
// holds the database runs (through it) or not (opening the database itself).

let root: string;
let dataDir: string;
let staticRoot: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'deploy-endpoint-'));
  dataDir = path.join(root, 'data');
  staticRoot = path.join(root, 'site');
  await copyPGliteTemplate(path.join(dataDir, 'pglite'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** A build of `folder` where `npm run build` leaves it. */
const writeLatestBuild = (folder: string, version: string) => writeBuild(path.join(staticRoot, folder, 'dist'), version);

/** A request on the operators' socket, as any local process could send it. */
function askSocket(socketPath: string, method: string, route: string, authorization: string | undefined, body: unknown): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const call = request({ socketPath, method, path: route, headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) } }, (answer) => {
      let text = '';
      answer.on('data', (chunk: Buffer) => (text += chunk.toString()));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body: JSON.parse(text) as unknown }));
    });
    call.on('error', reject);
    call.end(payload);
  });
}

const open: DeployGate = { remote: async () => [], shell: async () => [] };
const quiet = { out: () => {}, err: () => {} };
const env = () => ({ DATA_DIR: dataDir, STATIC_ROOT: staticRoot, DATABASE_URL: '', LOG_LEVEL: 'silent', DEPLOYED_BY: 'team search' });

describe('the deploy command on the embedded database', () => {
  it('opens the database itself when no api runs, and keeps who deployed', async () => {
    await writeLatestBuild('mf-search', '0.1.0+1');
    await expect(runDeployCommand(['mf-search', '--reason', 'first release'], env(), quiet, open)).resolves.toBe(0);
    const opened = await openLedger(testConfig(env()));
    try {
      expect((await opened.ledger.read())['mf-search']?.live).toMatch(/^0\.1\.0\+1\./);
      expect((await opened.ledger.history(1))[0]).toMatchObject({ action: 'deploy', by: 'team search', reason: 'first release' });
    } finally {
      await opened.close();
    }
  });

  it('changes the record through the running api, which serves the change within a second; a caller without its key is refused', async () => {
    const app = await buildApp(testConfig(env()));
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      await writeLatestBuild('mf-search', '0.1.0+1');
      await expect(runDeployCommand(['mf-search'], env(), quiet, open)).resolves.toBe(0);
      const remotes = async () => (await app.inject({ method: 'GET', url: '/api/site/remotes' })).json<{ remotes: { name: string; entry: string }[] }>().remotes;
      await waitFor(async () => (await remotes()).some(({ name, entry }) => name === 'mf_search' && entry.includes('/releases/mf-search/0.1.0+1.')), 1000);

      const endpoint = JSON.parse(await readFile(path.join(dataDir, OPERATOR_ENDPOINT_FILE), 'utf8')) as { socket: string; key: string };
      // The file system guards the socket: only the operating user may open it.
      expect((await stat(endpoint.socket)).mode & 0o777).toBe(0o600);
      expect((await stat(path.join(dataDir, OPERATOR_ENDPOINT_FILE))).mode & 0o777).toBe(0o600);
      const forged = await askSocket(endpoint.socket, 'POST', '/ledger', 'Bearer not-the-key', { action: 'rollback', target: 'mf-search', note: { by: 'someone' } });
      expect(forged.status).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('imports a feed through the running api, and refuses it without the key', async () => {
    const app = await buildApp(testConfig(env()));
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      // A property of its own: a project's unit would need its project in this empty catalogue.
      const property = generateFeed({ seed: 3, properties: 12 }).properties.find((candidate) => !candidate.ProjectID);
      const feedFile = path.join(root, 'feed.json');
      await writeFile(feedFile, JSON.stringify({ projects: [], properties: [{ ...property, ID: 987_654 }] }));
      const out: string[] = [];
      await expect(runImportCommand([feedFile], env(), { out: (text) => out.push(text), err: () => {} })).resolves.toBe(0);
      expect(out.join('')).toMatch(/properties +1 +0 +0 +0/);
      expect((await app.inject({ method: 'GET', url: '/api/properties/987654' })).statusCode).toBe(200);

      const endpoint = JSON.parse(await readFile(path.join(dataDir, OPERATOR_ENDPOINT_FILE), 'utf8')) as { socket: string; key: string };
      expect((await askSocket(endpoint.socket, 'POST', '/import', undefined, { properties: [], projects: [] })).status).toBe(401);
      // A malformed feed is the sender's mistake: 400 with the one error body, never a 500.
      const malformed = await askSocket(endpoint.socket, 'POST', '/import', `Bearer ${endpoint.key}`, { properties: 'x' });
      expect(malformed.status).toBe(400);
      expect(malformed.body).toMatchObject({ error: 'validation_failed', message: expect.any(String) });
    } finally {
      await app.close();
    }
  });
});
