import type { FastifyInstance } from 'fastify';
import type { PageViewReport } from 'shared-kernel/federation';
import { migrate } from '../db/migrate.js';
import { pluginTestApp } from '../images/testApp.js';
import { describeEachDatabase } from '../test/databases.js';
import type { DeploymentRecord } from './deployments.js';
import { createSignalRecorder, p75, readSignals, vitalBucket, type SignalRecorder } from './telemetry.js';
import { deploymentReport, telemetryRoutes } from './telemetryRoutes.js';
import { issueViewToken, readViewToken, redeemViewToken, reportMatchesView } from './viewTokens.js';

const QUIET = { info: () => {}, warn: () => {} };
const SINCE = '2026-11-27T08:00:00.000Z';
const record: DeploymentRecord = { 'mf-search': { live: '0.1.0+1.aaaaaaaaaaaa', previous: [], since: SINCE, canary: { version: '0.1.0+2.bbbbbbbbbbbb', share: 10, since: SINCE } } };
const [LIVE, CANARY] = ['0.1.0+1.aaaaaaaaaaaa', '0.1.0+2.bbbbbbbbbbbb'];

const KEY = 'a key of the tests, long enough to sign with';
const manifest = (version: string) => `/releases/mf-search/${version}/mf-manifest.json`;
/** The token of a page the api served with `version` of mf-search. */
const viewOf = (version: string, now?: number) => issueViewToken(KEY, [{ name: 'mf_search', entry: manifest(version) }], now);

/** `view: null` sends no token; left out, the token of a page served with `version`. */
const report = (version: string, { error = false, fallback = false, mismatch = false, vitals = {}, view = viewOf(version) as string | null } = {}) => ({
  parts: [{ remote: 'mf_search' as const, version, error, fallback }],
  mismatch,
  vitals,
  ...(view === null ? {} : { view }),
});

describe('vitals in buckets', () => {
  it('tells the p75 as the upper bound of its bucket, and nothing without samples', () => {
    const counts = new Map<number, number>();
    for (const lcp of [900, 1100, 1200, 2400]) counts.set(vitalBucket('lcp', lcp), (counts.get(vitalBucket('lcp', lcp)) ?? 0) + 1);
    expect(p75('lcp', counts)).toBe(1250);
    expect(p75('cls', new Map([[vitalBucket('cls', 0.02), 3], [vitalBucket('cls', 0.5), 1]]))).toBe(0.025);
    expect(p75('inp', new Map([[vitalBucket('inp', 60_000), 4]]))).toBe(Number.POSITIVE_INFINITY);
    expect(p75('inp', new Map())).toBeNull();
  });
});

describeEachDatabase('page-view reports', (database) => {
  let app: FastifyInstance;
  let recorder: SignalRecorder;

  const send = (body: unknown, { ip = '198.51.100.7', contentType = 'text/plain;charset=UTF-8' } = {}) =>
    app.inject({ method: 'POST', url: '/api/telemetry', remoteAddress: ip, headers: { 'content-type': contentType }, payload: typeof body === 'string' ? body : JSON.stringify(body) });
  const stored = async () => {
    await recorder.flush();
    const [{ rows } = { rows: 0 }] = await database.db.query<{ rows: number }>('select (select count(*) from version_signals) + (select count(*) from version_vitals) as rows');
    return Number(rows);
  };

  beforeAll(async () => {
    await migrate(database.db, QUIET);
    recorder = createSignalRecorder(database.db, () => record, QUIET, 60_000);
    const redeem = async (sent: PageViewReport) => {
      const claims = sent.view === undefined ? null : readViewToken(KEY, sent.view);
      return claims !== null && reportMatchesView(sent, claims) && redeemViewToken(database.db, claims);
    };
    ({ app } = await pluginTestApp(telemetryRoutes, { recorder, redeem, rateLimit: { max: 5, timeWindowMs: 60_000 } }));
  });

  beforeEach(async () => {
    await database.db.exec('delete from version_signals; delete from version_vitals; delete from redeemed_view_tokens');
  });

  afterAll(async () => {
    await app.close();
    await recorder.stop();
  });

  it('adds each report to its versions, as text/plain (sendBeacon) or JSON, and sets no cookie', async () => {
    const first = await send(report(LIVE, { vitals: { lcp: 1800, inp: 90, cls: 0.02 } }));
    expect(first.statusCode).toBe(204);
    expect(first.headers['set-cookie']).toBeUndefined();
    expect((await send(report(CANARY, { error: true, fallback: true, mismatch: true, vitals: { lcp: 4200 } }), { ip: '198.51.100.8', contentType: 'application/json' })).statusCode).toBe(204);
    await send(report(CANARY), { ip: '198.51.100.8' });
    await recorder.flush();
    const figures = await readSignals(database.db);
    expect(figures).toEqual([
      { target: 'mf-search', version: LIVE, views: 1, errors: 0, fallbacks: 0, mismatches: 0, serverRenders: 0, serverFailures: 0, p75: { lcp: 2000, inp: 100, cls: 0.025 } },
      { target: 'mf-search', version: CANARY, views: 2, errors: 1, fallbacks: 1, mismatches: 1, serverRenders: 0, serverFailures: 0, p75: { lcp: 5000, inp: null, cls: null } },
    ]);
    expect(deploymentReport(record, figures)).toEqual(
      [
        {
          target: 'mf-search',
          live: { version: LIVE, since: SINCE, views: 1, errorRate: 0, fallbackRate: 0, mismatchRate: 0, serverRenders: 0, serverFailureRate: null, p75: { lcpMs: 2000, inpMs: 100, cls: 0.025 } },
          canary: { version: CANARY, share: 10, since: SINCE, views: 2, errorRate: 50, fallbackRate: 50, mismatchRate: 50, serverRenders: 0, serverFailureRate: null, p75: { lcpMs: 5000, inpMs: null, cls: null } },
        },
      ],
    );
  });

  it('counts only reports of pages the api served, each once: no token, a forged, expired or replayed one, or other versions count for nothing', async () => {
    const replayed = viewOf(CANARY);
    const [payload = '', signature = ''] = replayed.split('.');
    const forged = `${Buffer.from(JSON.stringify({ id: 'mine', expires: 4_000_000_000, versions: { mf_search: CANARY } })).toString('base64url')}.${signature}`;
    const answers = [
      await send(report(CANARY, { error: true, view: null }), { ip: '198.51.100.30' }),
      await send(report(CANARY, { error: true, view: forged }), { ip: '198.51.100.31' }),
      await send(report(CANARY, { error: true, view: `${payload}.${'A'.repeat(signature.length)}` }), { ip: '198.51.100.32' }),
      await send(report(CANARY, { error: true, view: viewOf(CANARY, Date.now() - 25 * 60 * 60_000) }), { ip: '198.51.100.33' }),
      // A page rendered with the live version, reported as the canary's.
      await send(report(CANARY, { error: true, view: viewOf(LIVE) }), { ip: '198.51.100.34' }),
      await send(report(CANARY, { error: true, view: replayed }), { ip: '198.51.100.35' }),
      await send(report(CANARY, { error: true, view: replayed }), { ip: '198.51.100.36' }),
    ];
    // Answered alike, so a forger learns nothing of what counted.
    expect(answers.map((answer) => answer.statusCode)).toEqual([204, 204, 204, 204, 204, 204, 204]);
    await recorder.flush();
    expect(await readSignals(database.db)).toEqual([
      { target: 'mf-search', version: CANARY, views: 1, errors: 1, fallbacks: 0, mismatches: 0, serverRenders: 0, serverFailures: 0, p75: { lcp: null, inp: null, cls: null } },
    ]);
  });

  it('counts a live version the shell replaced by the release before it as a fallback of the live version', async () => {
    // The page was rendered with the live version: its token names that one.
    const replaced = { parts: [{ remote: 'mf_search' as const, version: '0.0.9+before.dddddddddddd', error: false, fallback: false, replaced: LIVE }], mismatch: false, vitals: {}, view: viewOf(LIVE) };
    expect((await send(replaced, { ip: '198.51.100.11' })).statusCode).toBe(204);
    await recorder.flush();
    expect(await readSignals(database.db)).toEqual([expect.objectContaining({ target: 'mf-search', version: LIVE, views: 1, errors: 0, fallbacks: 1 })]);
  });

  it('keeps nothing of a version not deployed now: the storage stays bounded', async () => {
    expect((await send(report('0.0.9+made.up'), { ip: '198.51.100.9' })).statusCode).toBe(204);
    expect(await stored()).toBe(0);
  });

  it('refuses a body over 8 kB unread (413), and anything but a report (400), keeping nothing', async () => {
    const big = await send({ ...report(LIVE), padding: 'x'.repeat(9000) }, { ip: '198.51.100.10' });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ error: 'payload_too_large' });
    const bad = [
      'not json',
      { ...report(LIVE), userAgent: 'Mozilla/5.0' },
      report('../../etc'),
      { parts: [{ remote: 'mf_nothing', version: LIVE, error: false, fallback: false }], mismatch: false, vitals: {} },
      { ...report(LIVE), vitals: { lcp: -1 } },
      { parts: [report(LIVE).parts[0], report(LIVE).parts[0]], mismatch: false, vitals: {} },
    ];
    for (const [index, body] of bad.entries()) {
      const answer = await send(body, { ip: `198.51.100.${20 + index}` });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ error: expect.any(String), message: expect.any(String), key: expect.any(String) });
    }
    expect(await stored()).toBe(0);
  });

  it('refuses a flood from one address (429) and counts only what it let through', async () => {
    const answers = [];
    for (let index = 0; index < 8; index += 1) answers.push((await send(report(LIVE), { ip: '203.0.113.50' })).statusCode);
    expect(answers).toEqual([204, 204, 204, 204, 204, 429, 429, 429]);
    expect((await send(report(LIVE), { ip: '203.0.113.51' })).statusCode).toBe(204);
    await recorder.flush();
    expect((await readSignals(database.db))[0]?.views).toBe(6);
  });

  it("counts the live shell's figures too: every page view, its slots' failures, vitals and the pages it rendered", async () => {
    const SHELL = '0.1.0+7.cccccccccccc';
    const withShell: DeploymentRecord = { ...record, shell: { live: SHELL, previous: [], since: SINCE } };
    const shellRecorder = createSignalRecorder(database.db, () => withShell, QUIET, 60_000);
    try {
      shellRecorder.pageView(report(LIVE, { vitals: { lcp: 1800 } }));
      shellRecorder.pageView(report(CANARY, { fallback: true, mismatch: true }));
      shellRecorder.shellRender(false);
      shellRecorder.shellRender(true);
      await shellRecorder.flush();
    } finally {
      await shellRecorder.stop();
    }
    expect((await readSignals(database.db)).find((signals) => signals.target === 'shell')).toEqual({
      target: 'shell',
      version: SHELL,
      views: 2,
      errors: 0,
      fallbacks: 1,
      mismatches: 1,
      serverRenders: 2,
      serverFailures: 1,
      p75: { lcp: 2000, inp: null, cls: null },
    });
  });
});
