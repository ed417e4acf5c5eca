import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runDeployCommand } from './deployCommand.js';
import { remoteLocations } from './remotes.js';
import {
  deployBuildsNotOnRecord,
  deployVersion,
  DeployError,
  KEPT_RELEASES,
  liveDeployments,
  publishBuild,
  publishedVersions,
  readDeployments,
  releaseDir,
  rollBack,
} from './deployments.js';

let root: string;
let dataDir: string;
let staticRoot: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'deployments-'));
  dataDir = path.join(root, 'data');
  staticRoot = path.join(root, 'site');
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** A remote's build as webpack leaves it: its manifest states the version, a script says which build it is. */
async function writeBuild(dir: string, version: string): Promise<string> {
  await mkdir(path.join(dir, 'server'), { recursive: true });
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ metaData: { buildInfo: { buildVersion: version } } }));
  await writeFile(path.join(dir, 'remoteEntry.js'), `/* ${version} */`);
  await writeFile(path.join(dir, 'server', 'remoteEntry.js'), `/* server ${version} */`);
  return dir;
}

const latestBuild = (folder: string) => path.join(staticRoot, folder, 'dist');

describe('publishing a build', () => {
  it('copies it whole into its version folder and never writes that version again', async () => {
    const build = await writeBuild(latestBuild('mf-search'), '0.1.0+1');
    await expect(publishBuild(dataDir, 'mf-search', build)).resolves.toBe('0.1.0+1');
    const release = releaseDir(dataDir, 'mf-search', '0.1.0+1');
    await expect(readFile(path.join(release, 'server', 'remoteEntry.js'), 'utf8')).resolves.toBe('/* server 0.1.0+1 */');

    // The same version built again with other content: the published release stays as it was.
    await writeFile(path.join(build, 'remoteEntry.js'), '/* changed */');
    await publishBuild(dataDir, 'mf-search', build);
    await expect(readFile(path.join(release, 'remoteEntry.js'), 'utf8')).resolves.toBe('/* 0.1.0+1 */');
  });

  it('refuses a folder with no build, or a version that could name another folder', async () => {
    await expect(publishBuild(dataDir, 'mf-search', latestBuild('mf-search'))).rejects.toThrow(/no build.*build the remote first/);
    await writeBuild(latestBuild('mf-search'), '../../escape');
    await expect(publishBuild(dataDir, 'mf-search', latestBuild('mf-search'))).rejects.toBeInstanceOf(DeployError);
    expect(existsSync(path.join(root, 'escape'))).toBe(false);
  });
});

describe('deploying and rolling back', () => {
  it('makes a published version live, then the one before it again', async () => {
    for (const version of ['0.1.0+1', '0.1.0+2']) await publishBuild(dataDir, 'mf-search', await writeBuild(path.join(root, version), version));
    await expect(deployVersion(dataDir, 'mf-search', '0.1.0+1')).resolves.toEqual({ folder: 'mf-search', from: null, to: '0.1.0+1' });
    await expect(deployVersion(dataDir, 'mf-search', '0.1.0+2')).resolves.toEqual({ folder: 'mf-search', from: '0.1.0+1', to: '0.1.0+2' });
    expect((await readDeployments(dataDir))['mf-search']).toMatchObject({ live: '0.1.0+2', previous: ['0.1.0+1'] });

    await expect(rollBack(dataDir, 'mf-search')).resolves.toEqual({ folder: 'mf-search', from: '0.1.0+2', to: '0.1.0+1' });
    expect((await readDeployments(dataDir))['mf-search']).toMatchObject({ live: '0.1.0+1', previous: [] });
    await expect(rollBack(dataDir, 'mf-search')).rejects.toThrow('mf-search has no earlier version to roll back to');
  });

  it('refuses a version that was never published, naming those that were', async () => {
    await publishBuild(dataDir, 'mf-forms', await writeBuild(latestBuild('mf-forms'), '0.1.0+1'));
    await expect(deployVersion(dataDir, 'mf-forms', '9.9.9')).rejects.toThrow('mf-forms 9.9.9 is not published; published: 0.1.0+1');
    await expect(readDeployments(dataDir)).resolves.toEqual({});
  });

  it('keeps the live release, those a rollback reaches and the latest few; removes older ones', async () => {
    const versions = Array.from({ length: KEPT_RELEASES + 4 }, (_, index) => `0.1.0+${index + 1}`);
    for (const [index, version] of versions.entries()) {
      const release = await publishBuild(dataDir, 'mf-listings', await writeBuild(path.join(root, version), version));
      // Published a minute apart: the order does not hang on the file system's clock resolution.
      const at = new Date(Date.UTC(2026, 10, 25, 12, index));
      await utimes(releaseDir(dataDir, 'mf-listings', release), at, at);
    }
    await deployVersion(dataDir, 'mf-listings', '0.1.0+1');
    await deployVersion(dataDir, 'mf-listings', versions.at(-1) ?? '');
    const kept = await publishedVersions(dataDir, 'mf-listings');
    expect(kept).toEqual([...versions.slice(-KEPT_RELEASES).reverse(), '0.1.0+1']);
  });
});

describe('an api start', () => {
  const config = () => ({ dataDir, staticRoot, remoteUrls: {}, remotesFromDevServers: false });

  it('deploys the latest build of each remote with no version on record, and leaves a version on record alone', async () => {
    await writeBuild(latestBuild('mf-search'), '0.1.0+1');
    await writeBuild(latestBuild('mf-forms'), '0.1.0+1');
    await expect(deployBuildsNotOnRecord(config())).resolves.toHaveLength(2);

    await writeBuild(latestBuild('mf-search'), '0.1.0+2');
    await expect(deployBuildsNotOnRecord(config())).resolves.toEqual([]);
    expect((await readDeployments(dataDir))['mf-search']?.live).toBe('0.1.0+1');
  });

  it('leaves a remote hosted elsewhere unpublished', async () => {
    await writeBuild(latestBuild('mf-search'), '0.1.0+1');
    const elsewhere = { ...config(), remoteUrls: { mf_search: 'https://cdn.example/mf-search/mf-manifest.json' } };
    await expect(deployBuildsNotOnRecord(elsewhere)).resolves.toEqual([]);
  });
});

describe('a running api', () => {
  it('follows the record the deploy command writes, and keeps the last good one when it is broken', async () => {
    const warnings: string[] = [];
    const live = liveDeployments(dataDir, (message) => warnings.push(message));
    expect(live()).toEqual({});
    await publishBuild(dataDir, 'mf-search', await writeBuild(latestBuild('mf-search'), '0.1.0+1'));
    await deployVersion(dataDir, 'mf-search', '0.1.0+1');
    await new Promise((resolve) => setTimeout(resolve, 250));
    const read = live();
    expect(read['mf-search']?.live).toBe('0.1.0+1');
    // Unchanged, the record is the same object: what a reader made of it can be kept.
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(live()).toBe(read);

    await writeFile(path.join(dataDir, 'deployments.json'), '{ "mf-search": { "live": "../x" } }');
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(live()['mf-search']?.live).toBe('0.1.0+1');
    expect(warnings).toEqual([expect.stringContaining('the deployment record could not be read')]);
  });
});

describe('npm run deploy -w api', () => {
  const io = () => {
    const said = { out: '', err: '' };
    return { said, io: { out: (text: string) => void (said.out += text), err: (text: string) => void (said.err += text) } };
  };
  const env = () => ({ DATA_DIR: dataDir, STATIC_ROOT: staticRoot });

  it('deploys a remote\'s latest build, rolls it back, and says what it did with its timing', async () => {
    await writeBuild(latestBuild('mf-search'), '0.1.0+1');
    const first = io();
    await expect(runDeployCommand(['mf-search'], env(), first.io)).resolves.toBe(0);
    expect(first.said.out).toMatch(/^mf-search 0\.1\.0\+1 is live in \d+ ms\n$/);

    await writeBuild(latestBuild('mf-search'), '0.1.0+2');
    const second = io();
    await expect(runDeployCommand(['mf-search', '0.1.0+2'], env(), second.io)).resolves.toBe(0);
    expect(second.said.out).toMatch(/^mf-search 0\.1\.0\+2 is live \(was 0\.1\.0\+1\) in \d+ ms\n$/);

    const back = io();
    await expect(runDeployCommand(['rollback', 'mf-search'], env(), back.io)).resolves.toBe(0);
    expect(back.said.out).toMatch(/^mf-search 0\.1\.0\+1 is live \(was 0\.1\.0\+2\) in \d+ ms\n$/);

    // Published earlier, so deployable again though the build folder now holds another version.
    const again = io();
    await expect(runDeployCommand(['mf-search', '0.1.0+2'], env(), again.io)).resolves.toBe(0);
    expect((await readDeployments(dataDir))['mf-search']?.live).toBe('0.1.0+2');
  });

  it('makes a build hosted elsewhere live by its manifest, checked first, and rolls back to the one published here', async () => {
    const manifest = JSON.stringify({ metaData: { name: 'mf_search', buildInfo: { buildVersion: '0.2.0+9' } } });
    const server = createServer((request, response) => {
      const found = request.url === '/mf-search/mf-manifest.json';
      response.writeHead(found ? 200 : 404, { 'content-type': 'application/json' }).end(found ? manifest : '{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await writeBuild(latestBuild('mf-search'), '0.1.0+1');
      await expect(runDeployCommand(['mf-search'], env(), io().io)).resolves.toBe(0);

      const elsewhere = io();
      await expect(runDeployCommand(['mf-search', `${origin}/mf-search/mf-manifest.json`], env(), elsewhere.io)).resolves.toBe(0);
      expect(elsewhere.said.out).toContain(`mf-search ${origin}/mf-search/mf-manifest.json is live (was 0.1.0+1)`);
      const deployed = await readDeployments(dataDir);
      // It outranks REMOTE_URLS, set at start: the later decision wins.
      const config = { remoteUrls: { mf_search: 'https://old.example/mf-manifest.json' }, remotesFromDevServers: false };
      expect(remoteLocations(config, deployed).find((remote) => remote.name === 'mf_search')?.entry).toBe(`${origin}/mf-search/mf-manifest.json`);

      const missing = io();
      await expect(runDeployCommand(['mf-search', `${origin}/nothing/mf-manifest.json`], env(), missing.io)).resolves.toBe(1);
      expect(missing.said.err).toContain('answers 404, not a Module Federation manifest');
      expect((await readDeployments(dataDir))['mf-search']?.live).toBe(`${origin}/mf-search/mf-manifest.json`);

      await expect(runDeployCommand(['rollback', 'mf-search'], env(), io().io)).resolves.toBe(0);
      const back = await readDeployments(dataDir);
      expect(back['mf-search']?.live).toBe('0.1.0+1');
      expect(remoteLocations({ remoteUrls: {}, remotesFromDevServers: false }, back).find((remote) => remote.name === 'mf_search')?.entry).toContain(
        '/releases/mf-search/0.1.0+1/mf-manifest.json',
      );
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('answers 1 with the reason for what it cannot do, and the usage for what it does not know', async () => {
    await writeBuild(latestBuild('mf-search'), '0.1.0+1');
    const wrongVersion = io();
    await expect(runDeployCommand(['mf-search', '0.2.0'], env(), wrongVersion.io)).resolves.toBe(1);
    expect(wrongVersion.said.err).toContain('mf-search 0.2.0 is neither published nor the build in');

    const unknown = io();
    await expect(runDeployCommand(['mf-nothing'], env(), unknown.io)).resolves.toBe(1);
    expect(unknown.said.err).toContain('Usage:');
    await expect(readDeployments(dataDir)).resolves.toEqual({});
  });
});
