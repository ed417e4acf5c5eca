import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
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

// Issue 39 with the embedded database: the deploy command reaches the record whether the api that
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

      const { origin } = JSON.parse(await readFile(path.join(dataDir, 'deploy-endpoint.json'), 'utf8')) as { origin: string };
      const forged = await fetch(`${origin}/api/site/deployments/ledger`, {
        method: 'POST',
        headers: { authorization: 'Bearer not-the-key', 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'rollback', target: 'mf-search', note: { by: 'someone' } }),
      });
      expect(forged.status).toBe(403);
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

      const { origin } = JSON.parse(await readFile(path.join(dataDir, 'deploy-endpoint.json'), 'utf8')) as { origin: string };
      const forged = await fetch(`${origin}/api/site/catalogue/import`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"properties":[]}' });
      expect(forged.status).toBe(403);
    } finally {
      await app.close();
    }
  });
});
