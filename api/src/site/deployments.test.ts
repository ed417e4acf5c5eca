import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { migrate } from '../db/migrate.js';
import { describeEachDatabase } from '../test/databases.js';
import { waitFor } from '../test/waitFor.js';
import { writeBuild } from '../test/builds.js';
import { contractIdsOf } from 'shared-kernel/federation';
import { remoteGateProblems, shellGateProblems } from './deployGate.js';
import { runDeployCommand, type DeployGate } from './deployCommand.js';
import { databaseLedger, deployBuildsNotOnRecord, followDeployments, importRecordFile, recordFileOf } from './deploymentLedger.js';
import { readPreview, signPreview } from './preview.js';
import { remoteLocations } from './remotes.js';
import { DeployError, KEPT_RELEASES, liveShellDirs, publishBuild, publishedVersions, releaseDir, ROLLBACK_DEPTH } from './deployments.js';

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

const latestBuild = (folder: string) => path.join(staticRoot, folder, 'dist');

describe('publishing a build', () => {
  it('names the release by its version and a hash of its files, copies it whole, and publishes the same build once', async () => {
    const build = await writeBuild(latestBuild('mf-search'), '0.1.0+1');
    const id = await publishBuild(dataDir, 'mf-search', build);
    expect(id).toMatch(/^0\.1\.0\+1\.[0-9a-f]{12}$/);
    const release = releaseDir(dataDir, 'mf-search', id);
    await expect(readFile(path.join(release, 'server', 'remoteEntry.js'), 'utf8')).resolves.toBe('/* server 0.1.0+1 */');
    await expect(publishBuild(dataDir, 'mf-search', build)).resolves.toBe(id);
  });

  it('gives a different build under the same BUILD_ID a release of its own: the fix ships', async () => {
    const build = await writeBuild(latestBuild('mf-search'), '0.1.0+1');
    const first = await publishBuild(dataDir, 'mf-search', build);
    await writeFile(path.join(build, 'remoteEntry.js'), '/* the fix */');
    const second = await publishBuild(dataDir, 'mf-search', build);
    expect(second).not.toBe(first);
    await expect(readFile(path.join(releaseDir(dataDir, 'mf-search', first), 'remoteEntry.js'), 'utf8')).resolves.toBe('/* 0.1.0+1 */');
  });

  it('publishes a build once when two processes publish it together, and leaves no copy behind', async () => {
    const build = await writeBuild(latestBuild('mf-search'), '0.1.0+1');
    const [one, two] = await Promise.all([publishBuild(dataDir, 'mf-search', build), publishBuild(dataDir, 'mf-search', build)]);
    expect(two).toBe(one);
    expect(await readdir(path.join(dataDir, 'releases', 'mf-search'))).toEqual([one]);
  });

  it('refuses a different build under an id already published', async () => {
    const build = await writeBuild(latestBuild('mf-search'), '0.1.0+1');
    const id = await publishBuild(dataDir, 'mf-search', build);
    // A release changed behind the api's back: its files no longer match what was published.
    await writeFile(path.join(releaseDir(dataDir, 'mf-search', id), '.release.json'), JSON.stringify({ contentHash: 'other', publishedAt: '' }));
    await expect(publishBuild(dataDir, 'mf-search', build)).rejects.toThrow(`mf-search ${id} is already published with other files`);
  });

  it('refuses a folder with no build, or a version that could name another folder', async () => {
    await expect(publishBuild(dataDir, 'mf-search', latestBuild('mf-search'))).rejects.toThrow(/no build.*build it first/);
    await writeBuild(latestBuild('mf-search'), '../../escape');
    await expect(publishBuild(dataDir, 'mf-search', latestBuild('mf-search'))).rejects.toBeInstanceOf(DeployError);
    expect(existsSync(path.join(root, 'escape'))).toBe(false);
  });
});

/** Publishes a build stating `version` and answers its release id. */
async function published(folder: 'mf-search' | 'mf-forms' | 'mf-listings' | 'shell', version: string): Promise<string> {
  return publishBuild(dataDir, folder, await writeBuild(path.join(root, 'builds', folder, version), version));
}

describeEachDatabase('what is live', (database) => {
  // The api's ledger allows what its REMOTE_HOSTS names: here one host, for the deploys by address.
  const ledger = () => databaseLedger(database.db, dataDir, null, (manifestUrl) => manifestUrl.startsWith('https://cdn.example/'));
  const NOTE = { by: 'a test' };

  beforeAll(async () => {
    await migrate(database.db, { info: () => {}, warn: () => {} });
  });

  beforeEach(async () => {
    await database.db.exec('delete from deployments; delete from deployment_history');
  });

  describe('deploying and rolling back', () => {
    it('makes a published version live, then the one before it again', async () => {
      const [one, two] = [await published('mf-search', '0.1.0+1'), await published('mf-search', '0.1.0+2')];
      await expect(ledger().deploy('mf-search', one, NOTE)).resolves.toEqual({ folder: 'mf-search', from: null, to: one });
      await expect(ledger().deploy('mf-search', two, NOTE)).resolves.toEqual({ folder: 'mf-search', from: one, to: two });
      expect((await ledger().read())['mf-search']).toMatchObject({ live: two, previous: [one] });

      await expect(ledger().rollBack('mf-search', NOTE)).resolves.toEqual({ folder: 'mf-search', from: two, to: one });
      expect((await ledger().read())['mf-search']).toMatchObject({ live: one, previous: [] });
      await expect(ledger().rollBack('mf-search', NOTE)).rejects.toThrow('mf-search has no earlier version to roll back to');
    });

    it('refuses a version that was never published, naming those that were', async () => {
      const one = await published('mf-forms', '0.1.0+1');
      await expect(ledger().deploy('mf-forms', '9.9.9', NOTE)).rejects.toThrow(`mf-forms 9.9.9 is not published; published here: ${one}`);
      await expect(ledger().read()).resolves.toEqual({});
    });

    it('rolls back through every version the record lists, the tenth included', async () => {
      const versions: string[] = [];
      for (let index = 1; index <= ROLLBACK_DEPTH + 1; index += 1) {
        versions.push(await published('mf-listings', `0.1.0+${index}`));
        await ledger().deploy('mf-listings', versions.at(-1) ?? '', NOTE);
      }
      for (const expected of versions.slice(0, -1).reverse()) {
        await expect(ledger().rollBack('mf-listings', NOTE)).resolves.toMatchObject({ to: expected });
      }
      await expect(ledger().rollBack('mf-listings', NOTE)).rejects.toThrow('has no earlier version');
    });

    it('keeps the live release, those a rollback reaches and the latest few; removes older ones', async () => {
      const versions: string[] = [];
      for (let index = 0; index < KEPT_RELEASES + 4; index += 1) {
        const release = await published('mf-listings', `0.1.0+${index + 1}`);
        versions.push(release);
        // Published a minute apart: the order does not hang on the file system's clock resolution.
        const at = new Date(Date.UTC(2026, 10, 25, 12, index));
        await utimes(releaseDir(dataDir, 'mf-listings', release), at, at);
      }
      await ledger().deploy('mf-listings', versions[0] ?? '', NOTE);
      await ledger().deploy('mf-listings', versions.at(-1) ?? '', NOTE);
      const kept = await publishedVersions(dataDir, 'mf-listings');
      expect(kept).toEqual([...versions.slice(-KEPT_RELEASES).reverse(), versions[0]]);
    });
  });

  describe('an api start', () => {
    const config = () => ({ dataDir, staticRoot, remoteUrls: {}, remotesFromDevServers: false });

    it('deploys the latest build of the shell and each remote with no version on record, and leaves a version on record alone', async () => {
      await writeBuild(latestBuild('shell'), '0.1.0+1');
      await writeBuild(latestBuild('mf-search'), '0.1.0+1');
      await writeBuild(latestBuild('mf-forms'), '0.1.0+1');
      await expect(deployBuildsNotOnRecord(config(), ledger(), null)).resolves.toHaveLength(3);
      const first = (await ledger().read())['mf-search']?.live;
      expect(first).toMatch(/^0\.1\.0\+1\./);
      expect(liveShellDirs(config(), await ledger().read()).live).toBe(releaseDir(dataDir, 'shell', (await ledger().read()).shell?.live ?? ''));

      await writeBuild(latestBuild('mf-search'), '0.1.0+2');
      await expect(deployBuildsNotOnRecord(config(), ledger(), null)).resolves.toEqual([]);
      expect((await ledger().read())['mf-search']?.live).toBe(first);
    });

    it('leaves a remote hosted elsewhere unpublished', async () => {
      await writeBuild(latestBuild('mf-search'), '0.1.0+1');
      const elsewhere = { ...config(), remoteUrls: { mf_search: 'https://cdn.example/mf-search/mf-manifest.json' } };
      await expect(deployBuildsNotOnRecord(elsewhere, ledger(), null)).resolves.toEqual([]);
    });
  });

  describe('a running api', () => {
    it('follows every change within a second of its commit, keeps the same object while nothing changes, and the last good record when one is broken', async () => {
      const warnings: unknown[] = [];
      const live = await followDeployments(database.db, { info: () => {}, warn: (problem: unknown) => warnings.push(problem) }, { pollMs: 200 });
      try {
        expect(live.current()).toEqual({});
        const one = await publishBuild(dataDir, 'mf-search', await writeBuild(latestBuild('mf-search'), '0.1.0+1'));
        const committed = Date.now();
        await ledger().deploy('mf-search', one, NOTE);
        await waitFor(() => live.current()['mf-search']?.live === one, 1000);
        expect(Date.now() - committed).toBeLessThan(1000);
        const read = live.current();
        // Unchanged, the record is the same object: what a reader made of it can be kept.
        await new Promise((resolve) => setTimeout(resolve, 450));
        expect(live.current()).toBe(read);

        await database.db.query("update deployments set live = '../x' where target = 'mf-search'");
        await new Promise((resolve) => setTimeout(resolve, 450));
        expect(live.current()['mf-search']?.live).toBe(one);
        expect(warnings.length).toBeGreaterThan(0);
      } finally {
        await live.stop();
      }
    });
  });

  describe('a record kept in a file, as replicas did before the database kept it', () => {
    it('moves into an empty table with what was live, once, and never over what the table holds', async () => {
      const one = await publishBuild(dataDir, 'mf-search', await writeBuild(latestBuild('mf-search'), '0.1.0+1'));
      const file = { 'mf-search': { live: one, previous: [], since: '2026-11-25T12:00:00.000Z' } };
      await mkdir(dataDir, { recursive: true });
      await writeFile(recordFileOf(dataDir), JSON.stringify(file));
      await importRecordFile(database.db, dataDir, { info: () => {}, warn: () => {} });
      expect(await ledger().read()).toEqual(file);
      expect(existsSync(recordFileOf(dataDir))).toBe(false);
      expect((await ledger().history(5))[0]).toMatchObject({ target: 'mf-search', action: 'import', to: one });

      await writeFile(recordFileOf(dataDir), JSON.stringify({ 'mf-search': { live: 'https://old.example/mf-manifest.json', previous: [], since: '2026-01-01T00:00:00.000Z' } }));
      await importRecordFile(database.db, dataDir, { info: () => {}, warn: () => {} });
      expect((await ledger().read())['mf-search']?.live).toBe(one);
    });
  });

  describe('npm run deploy -w api', () => {
    const io = () => {
      const said = { out: '', err: '' };
      return { said, io: { out: (text: string) => void (said.out += text), err: (text: string) => void (said.err += text) } };
    };
    const env = () => ({ DATA_DIR: dataDir, STATIC_ROOT: staticRoot });
    /** The command's own steps, with a gate that lets every build through (deployGate.test.ts and the e2e suite check the gate). */
    const open: DeployGate = { remote: async () => [], shell: async () => [] };
    /** The command with this suite's database (openLedger's own paths: deployEndpoint.test.ts). */
    const PREVIEW_KEY = 'a preview key of this suite alone';
    const run = (args: string[], environment: Record<string, string>, said: ReturnType<typeof io>['io'], gate: DeployGate) =>
      runDeployCommand(args, environment, said, gate, async () => ({ ledger: ledger(), signPreview: async (target, version) => signPreview(PREVIEW_KEY, target, version), close: async () => {} }));
    const deploy = (args: string[], said = io()) => run(args, env(), said.io, open);
    const liveOf = async (target: 'mf-search' | 'mf-listings' | 'shell') => (await ledger().read())[target]?.live;

    it("deploys a remote's latest build, rolls it back, and says what it did with its timing", async () => {
      await writeBuild(latestBuild('mf-search'), '0.1.0+1');
      const first = io();
      await expect(deploy(['mf-search'], first)).resolves.toBe(0);
      expect(first.said.out).toMatch(/^mf-search 0\.1\.0\+1\.[0-9a-f]{12} is live in \d+ ms\n$/);
      const one = (await liveOf('mf-search')) ?? '';

      await writeBuild(latestBuild('mf-search'), '0.1.0+2');
      const second = io();
      await expect(deploy(['mf-search'], second)).resolves.toBe(0);
      const two = (await liveOf('mf-search')) ?? '';
      expect(second.said.out).toMatch(new RegExp(`^mf-search ${escape(two)} is live \\(was ${escape(one)}\\) in \\d+ ms\n$`));

      const back = io();
      await expect(deploy(['rollback', 'mf-search'], back)).resolves.toBe(0);
      expect(back.said.out).toMatch(new RegExp(`^mf-search ${escape(one)} is live \\(was ${escape(two)}\\) in \\d+ ms\n$`));

      // Published earlier, so deployable again by its id though the build folder holds another.
      await expect(deploy(['mf-search', two])).resolves.toBe(0);
      expect(await liveOf('mf-search')).toBe(two);

      // The live build deployed again is no change, and asks the gate nothing.
      const again = io();
      await expect(run(['mf-search'], env(), again.io, { ...open, remote: async () => ['must not be asked'] })).resolves.toBe(0);
      expect(again.said.out).toMatch(new RegExp(`^mf-search ${escape(two)} was already live in \\d+ ms\n$`));
    });

    it('deploys and rolls back the shell like a remote', async () => {
      await writeBuild(latestBuild('shell'), '0.1.0+1');
      await expect(deploy(['shell'])).resolves.toBe(0);
      const one = await liveOf('shell');
      await writeBuild(latestBuild('shell'), '0.1.0+2');
      await expect(deploy(['shell'])).resolves.toBe(0);
      expect(await liveOf('shell')).not.toBe(one);
      await expect(deploy(['rollback', 'shell'])).resolves.toBe(0);
      expect(await liveOf('shell')).toBe(one);
    });

    it('refuses what the gate refuses, naming why, and changes nothing; --force deploys it and keeps the reasons on record', async () => {
      await writeBuild(latestBuild('mf-search'), '0.1.0+1');
      await expect(deploy(['mf-search'])).resolves.toBe(0);
      const live = await liveOf('mf-search');
      await writeBuild(latestBuild('mf-search'), '0.1.0+2');
      const refusing: DeployGate = { ...open, remote: async () => ['mf_search/SearchBox is not exposed'] };

      const refused = io();
      await expect(run(['mf-search'], env(), refused.io, refusing)).resolves.toBe(1);
      expect(refused.said.err).toContain('mf-search was not deployed; the compatibility gate refused it:\n  - mf_search/SearchBox is not exposed');
      expect(await liveOf('mf-search')).toBe(live);
      expect(await publishedVersions(dataDir, 'mf-search')).toEqual([live]);

      const forced = io();
      await expect(run(['mf-search', '--force'], env(), forced.io, refusing)).resolves.toBe(0);
      expect(forced.said.err).toContain('deployed with --force over the gate');
      expect((await ledger().read())['mf-search']?.forced).toEqual(['mf_search/SearchBox is not exposed']);
      const status = io();
      await run(['status'], env(), status.io, open);
      expect(status.said.out).toContain('(forced over: mf_search/SearchBox is not exposed)');
    });

    it('prints a signed preview link of a published version the gate accepts, changing nothing live; refuses one it refuses, even with --force', async () => {
      await writeBuild(latestBuild('mf-search'), '0.1.0+1');
      await expect(deploy(['mf-search'])).resolves.toBe(0);
      const live = await liveOf('mf-search');
      const build = path.join(staticRoot, 'next-search');
      await writeBuild(build, '0.1.0+2');

      const published = io();
      await expect(run(['preview', 'mf-search', '--build', build], { ...env(), PUBLIC_ORIGIN: 'https://www.example.be' }, published.io, open)).resolves.toBe(0);
      const [, version = '', link = ''] = /^mf-search (\S+) can be previewed until \S+, by whoever opens this link .*:\n(\S+)\n$/.exec(published.said.out) ?? [];
      expect(await liveOf('mf-search')).toBe(live);
      expect(await publishedVersions(dataDir, 'mf-search')).toContain(version);
      const url = new URL(link);
      expect(`${url.origin}${url.pathname}`).toBe('https://www.example.be/preview');
      expect(readPreview(PREVIEW_KEY, url.searchParams.get('token') ?? '')).toMatchObject({ target: 'mf-search', version });

      const again = io();
      await expect(deploy(['preview', 'mf-search', version], again)).resolves.toBe(0);
      expect(again.said.out).toContain(`mf-search ${version} can be previewed until`);

      const refused = io();
      await expect(run(['preview', 'mf-search', version, '--force'], env(), refused.io, { ...open, remote: async () => ['mf_search/SearchBox is not exposed'] })).resolves.toBe(1);
      expect(refused.said.err).toBe(
        'mf-search was not previewed; the compatibility gate refused it:\n  - mf_search/SearchBox is not exposed\n' +
          '(a preview cannot be forced: what the tester would see is what visitors would meet once it is live)\n',
      );
      const unknown = io();
      await expect(deploy(['preview', 'mf-search', '0.1.0+9.000000000000'], unknown)).resolves.toBe(1);
      expect(unknown.said.err).toContain('mf-search 0.1.0+9.000000000000 is not published here');
      expect(await liveOf('mf-search')).toBe(live);
    });

    describe('a rollback, a deploy of an older release', () => {
      const gate: DeployGate = { remote: remoteGateProblems, shell: shellGateProblems };
      const kernel = (version: string, requiredVersion = `^${version}`) => [{ name: 'shared-kernel/react', version, requiredVersion, singleton: true }];
      /** What the gate reads of a build: its name, what it shares, the contract's exposes. */
      const gated = (name: string, shared: ReturnType<typeof kernel>) => ({
        name,
        metaData: { name, remoteEntry: { name: 'remoteEntry.js', path: '' } },
        shared,
        exposes: name === 'shell' ? [] : contractIdsOf(name as 'mf_listings').map((id) => ({ name: id.slice(id.indexOf('/') + 1), path: `./${id}`, assets: { js: { sync: [] } } })),
      });
      const shellWith = (version: string, kernelVersion: string) => writeBuild(latestBuild('shell'), version, gated('shell', kernel(kernelVersion)));
      const listingsNeeding = (version: string, kernelVersion: string) => writeBuild(latestBuild('mf-listings'), version, gated('mf_listings', kernel(kernelVersion, `^${kernelVersion}`)));

      it("is refused when the live remotes need what the shell before lacks, as a deploy of it is; status says so; --force records why in the history", async () => {
        // An addition to shared-kernel/react, deployed in the order docs/teams.md gives: the shell first, then the remote that uses it.
        await shellWith('0.1.0+1', '0.4.1');
        await deploy(['shell']);
        const before = (await liveOf('shell')) ?? '';
        await listingsNeeding('0.1.0+1', '0.4.1');
        await deploy(['mf-listings']);
        await shellWith('0.1.0+2', '0.4.2');
        await deploy(['shell']);
        const after = await liveOf('shell');
        await listingsNeeding('0.1.0+2', '0.4.2');
        await deploy(['mf-listings']);

        const why = 'live mf-listings requires shared-kernel/react ^0.4.2, this shell provides 0.4.1: deploy a shell that provides ^0.4.2, or first a mf-listings built against 0.4.1';
        const refused = io();
        await expect(run(['rollback', 'shell'], env(), refused.io, gate)).resolves.toBe(1);
        expect(refused.said.err).toBe(`shell was not rolled back; the compatibility gate refused it:\n  - ${why}\n(--force rolls it anyway; visitors would meet what is listed above)\n`);
        expect(await liveOf('shell')).toBe(after);
        const redeployed = io();
        await expect(run(['shell', before], env(), redeployed.io, gate)).resolves.toBe(1);
        expect(redeployed.said.err).toContain(`shell was not deployed; the compatibility gate refused it:\n  - ${why}`);

        const report = io();
        await expect(run(['status'], env(), report.io, gate)).resolves.toBe(0);
        expect(report.said.out).toContain(`shell: release ${after} live since`);
        expect(report.said.out).toContain(`rollback: would make ${before} live, but the live parts cannot run it (the gate refuses it):\n    - ${why}\n`);

        const forced = io();
        await expect(run(['rollback', 'shell', '--force', '--reason', 'the header breaks'], { ...env(), DEPLOYED_BY: 'ci' }, forced.io, gate)).resolves.toBe(0);
        expect(forced.said.err).toContain(`shell: rolled back with --force over the gate's refusal:\n  - ${why}`);
        expect(await ledger().read()).toMatchObject({ shell: { live: before, forced: [why] } });
        const [latest] = await ledger().history(1);
        expect(latest).toMatchObject({ target: 'shell', action: 'rollback', from: after, to: before, by: 'ci', reason: `the header breaks — forced over the gate: ${why}` });
      });

      it('of a remote is refused when the live shell no longer provides what that release needs', async () => {
        await shellWith('0.1.0+1', '0.4.1');
        await deploy(['shell']);
        await listingsNeeding('0.1.0+1', '0.4.1');
        await deploy(['mf-listings']);
        const before = await liveOf('mf-listings');
        await listingsNeeding('0.1.0+2', '0.5.0');
        await deploy(['mf-listings']);
        await shellWith('0.1.0+2', '0.5.0');
        await deploy(['shell']);
        const after = await liveOf('mf-listings');

        const refused = io();
        await expect(run(['rollback', 'mf-listings'], env(), refused.io, gate)).resolves.toBe(1);
        expect(refused.said.err).toContain(
          'mf-listings was not rolled back; the compatibility gate refused it:\n  - mf-listings requires shared-kernel/react ^0.4.1, the live shell provides 0.5.0: deploy a shell built with it first, or build mf-listings against 0.5.0',
        );
        expect(await liveOf('mf-listings')).toBe(after);
        const report = io();
        await run(['status'], env(), report.io, gate);
        expect(report.said.out).toContain(`rollback: would make ${before} live, but the live parts cannot run it`);
      });
    });

    it('records the system user when $USER is unset, and refuses a change in CI that names no one, before publishing anything', async () => {
      await writeBuild(latestBuild('mf-search'), '0.1.0+1');
      await expect(deploy(['mf-search'])).resolves.toBe(0);
      expect((await ledger().history(1))[0]?.by).toBe(userInfo().username);

      await writeBuild(latestBuild('mf-search'), '0.1.0+2');
      const ci = io();
      await expect(run(['mf-search'], { ...env(), CI: 'true', USER: 'runner' }, ci.io, open)).resolves.toBe(1);
      expect(ci.said.err).toBe('in CI (CI=true), DEPLOYED_BY names who makes the change (the pipeline and its run): set it\n');
      expect(await publishedVersions(dataDir, 'mf-search')).toHaveLength(1);
      await expect(run(['status'], { ...env(), CI: 'true' }, io().io, open)).resolves.toBe(0);

      await expect(run(['mf-search'], { ...env(), CI: 'true', DEPLOYED_BY: 'pipeline 42' }, io().io, open)).resolves.toBe(0);
      expect((await ledger().history(1))[0]?.by).toBe('pipeline 42');
    });

    it('refuses a named version that is not the build it names', async () => {
      await writeBuild(latestBuild('mf-search'), '0.1.0+1');
      const said = io();
      await expect(deploy(['mf-search', '0.1.0+1.000000000000', '--build', latestBuild('mf-search')], said)).resolves.toBe(1);
      expect(said.said.err).toMatch(/mf-search 0\.1\.0\+1\.000000000000 is not the build in .* \(that build is 0\.1\.0\+1\.[0-9a-f]{12}\)/);
      await expect(ledger().read()).resolves.toEqual({});
    });

    it('makes a build hosted elsewhere live by its manifest, and rolls back to the one published here', async () => {
      await writeBuild(latestBuild('mf-search'), '0.1.0+1');
      await expect(deploy(['mf-search'])).resolves.toBe(0);
      const here = await liveOf('mf-search');
      const address = 'https://cdn.example/mf-search/0.2.0/mf-manifest.json';
      // Only from a host the operator allowed: a manifest elsewhere runs in every visitor's page.
      const refused = io();
      await expect(deploy(['mf-search', address], refused)).resolves.toBe(1);
      expect(refused.said.err).toContain('cannot be deployed from https://cdn.example/mf-search/0.2.0/mf-manifest.json: its host is not in REMOTE_HOSTS');
      const elsewhere = io();
      await expect(run(['mf-search', address], { ...env(), REMOTE_HOSTS: 'https://cdn.example' }, elsewhere.io, open)).resolves.toBe(0);
      expect(elsewhere.said.out).toContain(`mf-search ${address} is live (was ${here})`);
      const deployed = await ledger().read();
      // It outranks REMOTE_URLS, set at start: the later decision wins.
      const config = { remoteUrls: { mf_search: 'https://old.example/mf-manifest.json' }, remotesFromDevServers: false, remoteHosts: ['https://cdn.example'] };
      expect(remoteLocations(config, deployed).find((remote) => remote.name === 'mf_search')?.entry).toBe(address);
      // A record naming a host the api does not allow (REMOTE_HOSTS changed since) never reaches a page.
      expect(remoteLocations({ ...config, remoteHosts: [] }, deployed).find((remote) => remote.name === 'mf_search')?.entry).toBe(
        'https://old.example/mf-manifest.json',
      );

      await expect(deploy(['rollback', 'mf-search'])).resolves.toBe(0);
      const back = await ledger().read();
      expect(back['mf-search']?.live).toBe(here);
      expect(remoteLocations({ remoteUrls: {}, remotesFromDevServers: false }, back).find((remote) => remote.name === 'mf_search')?.entry).toContain(
        `/releases/mf-search/${here}/mf-manifest.json`,
      );
    });

    it('says in status where each part comes from, what rollback would do, and a missing live release as an error', async () => {
      await writeBuild(latestBuild('mf-search'), '0.1.0+1');
      await deploy(['mf-search']);
      await writeBuild(latestBuild('mf-search'), '0.1.0+2');
      await deploy(['mf-search']);
      const [two, one] = await publishedVersions(dataDir, 'mf-search');
      const report = io();
      await expect(run(['status'], { ...env(), REMOTE_URLS: 'mf_forms=https://cdn.example/mf-forms/mf-manifest.json' }, report.io, open)).resolves.toBe(0);
      expect(report.said.out).toContain(`mf-search: release ${two} live since`);
      expect(report.said.out).toContain(`rollback: would make ${one} live`);
      expect(report.said.out).toContain('mf-forms: from REMOTE_URLS https://cdn.example/mf-forms/mf-manifest.json');
      expect(report.said.out).toContain('shell: the latest build (not deployed');

      await rm(releaseDir(dataDir, 'mf-search', two ?? ''), { recursive: true });
      const broken = io();
      await expect(run(['status'], env(), broken.io, open)).resolves.toBe(1);
      expect(broken.said.out).toContain(`mf-search: ERROR: release ${two} is live but missing`);
    });

    it('answers 1 with the reason for what it cannot do, and the usage for what it does not know', async () => {
      await writeBuild(latestBuild('mf-search'), '0.1.0+1');
      const wrongVersion = io();
      await expect(deploy(['mf-search', '0.2.0'], wrongVersion)).resolves.toBe(1);
      expect(wrongVersion.said.err).toContain('mf-search 0.2.0 is not the build in');

      const unknown = io();
      await expect(deploy(['mf-nothing'], unknown)).resolves.toBe(1);
      expect(unknown.said.err).toContain('Usage:');
      await expect(ledger().read()).resolves.toEqual({});
    });
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
