import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { migrate } from '../db/migrate.js';
import { describeEachDatabase } from '../test/databases.js';
import { writeBuild } from '../test/builds.js';
import { bucketCookie, bucketInCookies, LIVE_GRACE_MS, recordForBucket, remoteChooser, rollbackReason, watchCanaries, ROLLBACK_THRESHOLDS } from './canary.js';
import { runDeployCommand, type DeployGate } from './deployCommand.js';
import { databaseLedger } from './deploymentLedger.js';
import { publishBuild, type DeploymentRecord } from './deployments.js';
import { createSignalRecorder, NO_SIGNALS, type VersionSignals } from './telemetry.js';

let root: string;
let dataDir: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'canary-'));
  dataDir = path.join(root, 'data');
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function published(version: string): Promise<string> {
  return publishBuild(dataDir, 'mf-search', await writeBuild(path.join(root, 'builds', version), version));
}

const QUIET = { info: () => {}, warn: () => {} };

const signals = (version: string, figures: Partial<VersionSignals>): VersionSignals => ({
  target: 'mf-search',
  version,
  ...NO_SIGNALS,
  p75: { lcp: null, inp: null, cls: null },
  ...figures,
});

describe('the bucket', () => {
  const record: DeploymentRecord = {
    'mf-search': { live: 'live1', previous: [], since: '2026-11-27T00:00:00.000Z', canary: { version: 'canary1', share: 10, since: '2026-11-27T00:00:00.000Z' } },
    'mf-forms': { live: 'forms1', previous: [], since: '2026-11-27T00:00:00.000Z' },
  };

  it('is read from its cookie alone, 0 to 99, and anything else is no bucket', () => {
    expect(bucketInCookies('a=1; release_bucket=7; b=2')).toBe(7);
    expect(bucketInCookies('release_bucket=99')).toBe(99);
    for (const header of [undefined, '', 'release_bucket=100', 'release_bucket=-1', 'release_bucket=x', 'other_release_bucket=5']) expect(bucketInCookies(header)).toBeNull();
    expect(bucketCookie(7, true)).toBe('release_bucket=7; Path=/; HttpOnly; SameSite=Lax; Secure');
    expect(bucketCookie(7, false)).not.toMatch(/Expires|Max-Age|Secure/);
  });

  it("gives the buckets below the share the canary's version, and names that variant; the others get the live record", () => {
    expect(recordForBucket(record, 9)).toEqual({ record: { ...record, 'mf-search': { ...record['mf-search'], live: 'canary1' } }, variant: 'mf-search@canary1' });
    expect(recordForBucket(record, 10)).toEqual({ record, variant: '' });
    expect(recordForBucket(record, 99).variant).toBe('');
  });

  it('is given (Set-Cookie) only while a canary runs, and the page view gets the remotes of its bucket', async () => {
    let current: DeploymentRecord = { 'mf-search': { live: 'live1', previous: [], since: '2026-11-27T00:00:00.000Z' } };
    const chooser = remoteChooser({ remoteUrls: {}, remotesFromDevServers: false }, () => current);
    const app = Fastify();
    app.get('/', async (request, reply) => chooser.forVisitor(request, reply));
    const search = (answer: { json: () => { remotes: { name: string; entry: string }[] } }) => answer.json().remotes.find((remote) => remote.name === 'mf_search')?.entry;

    const before = await app.inject({ url: '/' });
    expect(before.headers['set-cookie']).toBeUndefined();
    expect(search(before)).toBe('/releases/mf-search/live1/mf-manifest.json');

    current = record;
    const fresh = await app.inject({ url: '/' });
    expect(String(fresh.headers['set-cookie'])).toMatch(/^release_bucket=\d{1,2}; Path=\/; HttpOnly; SameSite=Lax$/);
    const inCanary = await app.inject({ url: '/', headers: { cookie: 'release_bucket=3' } });
    expect(inCanary.headers['set-cookie']).toBeUndefined();
    expect(inCanary.json()).toMatchObject({ variant: 'mf-search@canary1' });
    expect(search(inCanary)).toBe('/releases/mf-search/canary1/mf-manifest.json');
    expect(search(await app.inject({ url: '/', headers: { cookie: 'release_bucket=50' } }))).toBe('/releases/mf-search/live1/mf-manifest.json');
    await app.close();
  });
});

describe('the automatic rollback', () => {
  it('aborts a canary whose error or fallback rate is over the margin and twice the live one, past the minimum of views', () => {
    const live = signals('live', { views: 1000, errors: 10, fallbacks: 10 });
    expect(rollbackReason(live, signals('canary', { views: 30, errors: 3 }))).toBe(
      'error rate 10.0 % over 30 views against 1.0 % live (1000); threshold: +5 points and 2×',
    );
    expect(rollbackReason(live, signals('canary', { views: 40, fallbacks: 4 }))).toMatch(/^fallback rate 10\.0 %/);
    // Too few views to tell, within the margin, or not twice a high live rate: it holds.
    expect(rollbackReason(live, signals('canary', { views: ROLLBACK_THRESHOLDS.minViews - 1, errors: 29 }))).toBeNull();
    expect(rollbackReason(live, signals('canary', { views: 100, errors: 5 }))).toBeNull();
    expect(rollbackReason(signals('live', { views: 100, errors: 10 }), signals('canary', { views: 100, errors: 16 }))).toBeNull();
    expect(rollbackReason(live, undefined)).toBeNull();
  });

  it('aborts a canary whose server renders fail', () => {
    const live = signals('live', { serverRenders: 50 });
    expect(rollbackReason(live, signals('canary', { serverRenders: 5, serverFailures: 5 }))).toMatch(/^server render failures 100\.0 % over 5 server renders/);
    expect(rollbackReason(live, signals('canary', { serverRenders: 4, serverFailures: 4 }))).toBeNull();
  });

  it("weighs the server's own renders above the browsers' reports: clean renders need twice the views to be overruled", () => {
    const live = signals('live', { views: 1000, errors: 10, serverRenders: 50 });
    const { minViews, minServerRenders } = ROLLBACK_THRESHOLDS;
    const reported = { views: minViews, errors: minViews / 2 };
    // Judged first, and named: the server's failures.
    expect(rollbackReason(live, signals('canary', { ...reported, serverRenders: minServerRenders, serverFailures: minServerRenders }))).toMatch(/^server render failures/);
    // Rendered cleanly by the server: half of the views in error is not enough yet ...
    expect(rollbackReason(live, signals('canary', { ...reported, serverRenders: 20 }))).toBeNull();
    // ... twice the views are.
    expect(rollbackReason(live, signals('canary', { views: 2 * minViews, errors: minViews, serverRenders: 20 }))).toMatch(/^error rate 50\.0 % over 60 views/);
  });
});

describeEachDatabase('a canary on record', (database) => {
  const ledger = () => databaseLedger(database.db, dataDir);
  const NOTE = { by: 'a test' };
  const history = async () => (await ledger().history(10)).map(({ action, from, to, by, reason }) => ({ action, from, to, by, reason }));

  beforeAll(async () => {
    await migrate(database.db, QUIET);
  });

  beforeEach(async () => {
    await database.db.exec('delete from deployments; delete from deployment_history; delete from version_signals; delete from version_vitals');
  });

  it('runs beside the live version with its share, then is promoted: the live version before it is where a rollback goes', async () => {
    const [one, two] = [await published('0.1.0+1'), await published('0.1.0+2')];
    await ledger().deploy('mf-search', one, NOTE);
    await expect(ledger().startCanary('mf-search', two, 10, { ...NOTE, reason: 'new filters' })).resolves.toEqual({ folder: 'mf-search', from: one, to: two });
    expect((await ledger().read())['mf-search']).toMatchObject({ live: one, canary: { version: two, share: 10 } });
    await ledger().startCanary('mf-search', two, 50, NOTE);
    expect((await ledger().read())['mf-search']?.canary?.share).toBe(50);

    await expect(ledger().promote('mf-search', { by: 'maria', reason: 'figures hold' })).resolves.toEqual({ folder: 'mf-search', from: one, to: two });
    const after = (await ledger().read())['mf-search'];
    expect(after).toMatchObject({ live: two, previous: [one] });
    expect(after?.canary).toBeUndefined();
    expect((await history()).slice(0, 3)).toEqual([
      { action: 'promote', from: one, to: two, by: 'maria', reason: 'figures hold' },
      { action: 'canary', from: one, to: two, by: 'a test', reason: '50 % of page views' },
      { action: 'canary', from: one, to: two, by: 'a test', reason: '10 % of page views: new filters' },
    ]);
  });

  it('is aborted by hand, recorded with who and why; a conditional abort of another version changes nothing', async () => {
    const [one, two] = [await published('0.1.0+1'), await published('0.1.0+2')];
    await ledger().deploy('mf-search', one, NOTE);
    await ledger().startCanary('mf-search', two, 10, NOTE);
    await expect(ledger().abort('mf-search', { by: 'api' }, 'some-other')).resolves.toBeNull();
    expect((await ledger().read())['mf-search']?.canary?.version).toBe(two);
    await expect(ledger().abort('mf-search', { by: 'maria', reason: 'a typo' })).resolves.toEqual({ folder: 'mf-search', from: two, to: one });
    expect((await ledger().read())['mf-search']).toEqual(expect.not.objectContaining({ canary: expect.anything() }));
    expect((await history())[0]).toEqual({ action: 'abort', from: two, to: one, by: 'maria', reason: 'a typo' });
    await expect(ledger().abort('mf-search', NOTE)).rejects.toThrow('mf-search has no canary to abort');
    await expect(ledger().promote('mf-search', NOTE)).rejects.toThrow('mf-search has no canary to promote');
  });

  it('refuses a share out of 1–99, the live version, an unpublished one, the shell, and a part with nothing live', async () => {
    const [one, two] = [await published('0.1.0+1'), await published('0.1.0+2')];
    await expect(ledger().startCanary('mf-search', two, 10, NOTE)).rejects.toThrow('mf-search has nothing live yet');
    await ledger().deploy('mf-search', one, NOTE);
    for (const share of [0, 100, 5.5]) await expect(ledger().startCanary('mf-search', two, share, NOTE)).rejects.toThrow('a whole number from 1 to 99');
    await expect(ledger().startCanary('mf-search', one, 10, NOTE)).rejects.toThrow('is live already');
    await expect(ledger().startCanary('mf-search', '9.9.9', 10, NOTE)).rejects.toThrow('is not published');
    await expect(ledger().startCanary('shell', two, 10, NOTE)).rejects.toThrow('the shell has no canary');
    expect((await ledger().read())['mf-search']?.canary).toBeUndefined();
  });

  it("is withdrawn by the api's watcher once its figures cross the threshold, once however many replicas judge, with the figures on record", async () => {
    const [one, two] = [await published('0.1.0+1'), await published('0.1.0+2')];
    await ledger().deploy('mf-search', one, NOTE);
    await ledger().startCanary('mf-search', two, 50, NOTE);
    const record = await ledger().read();
    const recorder = createSignalRecorder(database.db, () => record, QUIET, 60_000);
    const part = (version: string, error: boolean) => ({ parts: [{ remote: 'mf_search' as const, version, error, fallback: error }], mismatch: false, vitals: {} });
    for (let view = 0; view < 40; view += 1) recorder.pageView(part(one, false));
    for (let view = 0; view < 29; view += 1) recorder.pageView(part(two, view < 10));
    const warnings: unknown[] = [];
    const watch = () => watchCanaries({ ledger: ledger(), deployments: () => record, log: { info: () => {}, warn: (...args: unknown[]) => warnings.push(args) }, everyMs: 60_000, beforeJudging: recorder.flush });
    const [a, b] = [watch(), watch()];
    await expect(a.check()).resolves.toEqual([]);
    recorder.pageView(part(two, false));
    const verdicts = await Promise.all([a.check(), b.check()]);
    a.stop();
    b.stop();
    await recorder.stop();
    expect(verdicts.flat()).toEqual(['mf-search']);
    expect((await ledger().read())['mf-search']).toMatchObject({ live: one });
    expect((await ledger().read())['mf-search']?.canary).toBeUndefined();
    const [abort] = await history();
    expect(abort).toEqual({
      action: 'abort',
      from: two,
      to: one,
      by: 'api',
      reason: 'automatic rollback: error rate 33.3 % over 30 views against 0.0 % live (40); threshold: +5 points and 2×',
    });
    expect(warnings).toHaveLength(1);
  });

  describe('a live version just deployed', () => {
    const watching = (record: () => DeploymentRecord, beforeJudging: () => Promise<void>, warnings: unknown[], now?: () => number) =>
      watchCanaries({ ledger: ledger(), deployments: record, log: { info: () => {}, warn: (...args: unknown[]) => warnings.push(args) }, everyMs: 60_000, beforeJudging, ...(now ? { now } : {}) });

    it('whose server renders fail is rolled back by the api to the last release that rendered, once however many replicas judge, logged by=api', async () => {
      const [one, two, three] = [await published('0.1.0+1'), await published('0.1.0+2'), await published('0.1.0+3')];
      await ledger().deploy('mf-search', one, NOTE);
      let record = await ledger().read();
      const recorder = createSignalRecorder(database.db, () => record, QUIET, 60_000);
      for (let render = 0; render < 6; render += 1) recorder.serverRender('mf-search', one, false);
      await recorder.flush();
      // Two was live too briefly to render anything: no safer than three.
      await ledger().deploy('mf-search', two, NOTE);
      await ledger().deploy('mf-search', three, NOTE);
      record = await ledger().read();
      for (let render = 0; render < 5; render += 1) recorder.serverRender('mf-search', three, render > 0);
      const warnings: unknown[] = [];

      const [a, b] = [watching(() => record, recorder.flush, warnings), watching(() => record, recorder.flush, warnings)];
      // Past the grace window a live version is no longer judged.
      await expect(watching(() => record, recorder.flush, warnings, () => Date.now() + LIVE_GRACE_MS).check()).resolves.toEqual([]);
      const verdicts = await Promise.all([a.check(), b.check()]);
      await recorder.stop();
      expect(verdicts.flat()).toEqual(['mf-search']);
      expect((await ledger().read())['mf-search']).toMatchObject({ live: one, previous: [] });
      expect((await history())[0]).toEqual({
        action: 'rollback',
        from: three,
        to: one,
        by: 'api',
        reason: 'automatic rollback of the live version: server render failures 80.0 % over 5 server renders against 0.0 % before (0); threshold: +5 points and 2×',
      });
      expect(warnings).toEqual([[expect.objectContaining({ target: 'mf-search', live: three, back: one }), expect.stringContaining(`live mf-search ${three} rolled back to ${one} by=api`)]]);
      expect(a.failingLive().size + b.failingLive().size).toBe(0);
    });

    it('whose server renders fail with no release before it that rendered stays live, and the watcher says why', async () => {
      const [one, two] = [await published('0.1.0+1'), await published('0.1.0+2')];
      await ledger().deploy('mf-search', one, NOTE);
      await ledger().deploy('mf-search', two, NOTE);
      const record = await ledger().read();
      const recorder = createSignalRecorder(database.db, () => record, QUIET, 60_000);
      for (let render = 0; render < 5; render += 1) recorder.serverRender('mf-search', two, true);
      const watch = watching(() => record, recorder.flush, []);
      await expect(watch.check()).resolves.toEqual([]);
      await recorder.stop();
      expect((await ledger().read())['mf-search']?.live).toBe(two);
      expect(watch.failingLive()).toEqual(
        new Map([['mf-search', `${two}: server render failures 100.0 % over 5 server renders against 0.0 % before (0); threshold: +5 points and 2×; no release before it rendered, so it stays live`]]),
      );
    });
  });

  describe('npm run deploy -w api', () => {
    const run = (args: string[]) => {
      const said = { out: '', err: '' };
      const open: DeployGate = { remote: async () => [], shell: async () => [] };
      const io = { out: (text: string) => void (said.out += text), err: (text: string) => void (said.err += text) };
      return runDeployCommand(args, { DATA_DIR: dataDir, STATIC_ROOT: path.join(root, 'site'), DEPLOYED_BY: 'maria' }, io, open, async () => ({ ledger: ledger(), signPreview: () => Promise.reject(new Error('no preview here')), close: async () => {} })).then(
        (code) => ({ code, ...said }),
      );
    };

    it('starts a canary from a build, shows it in status with its figures, and promotes or aborts it', async () => {
      const one = await published('0.1.0+1');
      await ledger().deploy('mf-search', one, NOTE);
      const build = await writeBuild(path.join(root, 'builds', 'next'), '0.1.0+2');
      const started = await run(['mf-search', '--build', build, '--canary', '10', '--reason', 'new filters']);
      expect(started.code).toBe(0);
      expect(started.out).toMatch(new RegExp(`^mf-search 0\\.1\\.0\\+2\\.[0-9a-f]{12} is the canary for 10 % of page views \\(live: ${one.replace(/[.+]/g, '\\$&')}\\) in \\d+ ms\\n$`));
      const two = (await ledger().read())['mf-search']?.canary?.version ?? '';

      const status = await run(['status']);
      expect(status.out).toContain(`  canary: ${two} for 10 % of page views since `);
      expect(status.out).toContain('  canary figures: 0 views, errors -, fallbacks -, mismatches -, server renders 0 (failed -), p75 LCP -, INP -, CLS -');
      expect(status.out).toContain(`mf-search canary ${one} -> ${two} by maria (10 % of page views: new filters)`);

      expect(await run(['abort', 'mf-search'])).toMatchObject({ code: 0, out: expect.stringMatching(new RegExp(`^mf-search canary ${two.replace(/[.+]/g, '\\$&')} aborted: every page view gets `)) });
      await run(['mf-search', two, '--canary', '20']);
      expect(await run(['promote', 'mf-search'])).toMatchObject({ code: 0 });
      expect((await ledger().read())['mf-search']?.live).toBe(two);
      expect(await run(['mf-search', two, '--canary', '0'])).toMatchObject({ code: 1, err: expect.stringContaining('--canary needs the share of page views') });
    });
  });
});
