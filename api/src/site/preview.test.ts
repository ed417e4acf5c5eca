import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { writeBuild } from '../test/builds.js';
import { remoteChooser } from './canary.js';
import { publishBuild, type DeploymentRecord } from './deployments.js';
import { pinOfRequest, PREVIEW_LIFETIME_MS, previewIndex, previewRoutes, readPreview, recordForPreview, signPreview } from './preview.js';
import { signClaims } from './signedClaims.js';

const KEY = 'the preview key of this suite';
const NOW = Date.parse('2026-11-28T09:00:00.000Z');
const SINCE = '2026-11-27T00:00:00.000Z';

let root: string;
let dataDir: string;
let published: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'preview-'));
  dataDir = path.join(root, 'data');
  published = await publishBuild(dataDir, 'mf-search', await writeBuild(path.join(root, 'build'), '0.2.0+7'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('a preview link', () => {
  it('names the release it pins until it expires, a few hours later', () => {
    const { token, expires } = signPreview(KEY, 'mf-search', published, NOW);
    expect(expires).toBe((NOW + PREVIEW_LIFETIME_MS) / 1000);
    expect(readPreview(KEY, token, NOW + PREVIEW_LIFETIME_MS - 1000)).toEqual({ target: 'mf-search', version: published, expires });
    expect(readPreview(KEY, token, NOW + PREVIEW_LIFETIME_MS + 1000)).toBeNull();
  });

  it('pins nothing when forged, changed, signed with another key or for another use, or naming no release', () => {
    const { token } = signPreview(KEY, 'mf-search', published, NOW);
    const [payload = '', signature = ''] = token.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ target: 'mf-listings', version: published, expires: NOW / 1000 + 60 })).toString('base64url');
    const expires = NOW / 1000 + 60;
    for (const forged of [
      `${otherPayload}.${signature}`,
      `${payload}.${signature.slice(1)}`,
      signPreview('another key', 'mf-search', published, NOW).token,
      signClaims(KEY, 'page-view', { target: 'mf-search', version: published, expires }),
      signClaims(KEY, 'preview', { target: 'shell', version: published, expires }),
      signClaims(KEY, 'preview', { target: 'mf-search', version: '../../etc', expires }),
      '',
      'not a token',
    ]) {
      expect(readPreview(KEY, forged, NOW)).toBeNull();
    }
  });
});

describe('the record of a preview', () => {
  const record: DeploymentRecord = {
    'mf-search': { live: 'live1', previous: ['older1'], since: SINCE, canary: { version: 'canary1', share: 50, since: SINCE } },
    'mf-forms': { live: 'forms1', previous: [], since: SINCE, canary: { version: 'forms2', share: 99, since: SINCE } },
  };

  it('has the pinned release in place of its live one, which it falls back on, and every other part live without its canary', () => {
    expect(recordForPreview(record, { target: 'mf-search', version: 'next1', expires: 0 })).toEqual({
      record: { 'mf-search': { live: 'next1', previous: ['live1', 'older1'], since: SINCE }, 'mf-forms': { live: 'forms1', previous: [], since: SINCE } },
      variant: 'preview mf-search@next1',
    });
  });

  it("is the one a browser with the preview's cookie gets, before any canary, and without a bucket; other browsers keep theirs", async () => {
    const chooser = remoteChooser({ remoteUrls: {}, remotesFromDevServers: false }, () => record, (request) => pinOfRequest(KEY, dataDir, request));
    const app = Fastify();
    app.get('/', async (request, reply) => chooser.forVisitor(request, reply));
    const entries = (answer: { json: () => { remotes: { name: string; entry: string }[] } }) => Object.fromEntries(answer.json().remotes.map((remote) => [remote.name, remote.entry]));

    const { token } = signPreview(KEY, 'mf-search', published);
    const previewing = await app.inject({ url: '/', headers: { cookie: `release_bucket=3; site_preview=${token}` } });
    expect(previewing.headers['set-cookie']).toBeUndefined();
    expect(previewing.json()).toMatchObject({ variant: `preview mf-search@${published}`, preview: { target: 'mf-search', version: published } });
    expect(entries(previewing)).toMatchObject({ mf_search: `/releases/mf-search/${published}/mf-manifest.json`, mf_forms: '/releases/mf-forms/forms1/mf-manifest.json' });

    const visitor = await app.inject({ url: '/', headers: { cookie: 'release_bucket=3' } });
    expect(visitor.json()).toMatchObject({ variant: 'mf-search@canary1 mf-forms@forms2' });
    expect(visitor.json().preview).toBeUndefined();
    // A release pruned since the link was signed pins nothing: the visitor's own variant again.
    const gone = signPreview(KEY, 'mf-search', '0.2.0+8.000000000000').token;
    expect((await app.inject({ url: '/', headers: { cookie: `release_bucket=3; site_preview=${gone}` } })).json()).toMatchObject({ variant: 'mf-search@canary1 mf-forms@forms2' });
    await app.close();
  });
});

describe('the pages of a preview', () => {
  it('say not to be indexed and carry a banner, in the page’s language, naming the release and how to leave', async () => {
    const html = await previewIndex('<!doctype html><html><head><title>x</title></head><body class="a"><div id=root></div></body></html>', '/nl/te-koop/', {
      target: 'mf-search',
      version: published,
      expires: 0,
    });
    expect(html).toContain('<meta name="robots" content="noindex"></head>');
    expect(html).toMatch(new RegExp(`<body class="a"><div role="status" data-preview[^>]*>Voorvertoning van mf-search ${published.replace(/[.+]/g, '\\$&')}: .*<a href="/preview/leave"[^>]*>Voorvertoning verlaten</a></div><div id=root></div>`));
  });
});

describe('the preview routes', () => {
  const app = async () => {
    const server = Fastify();
    await server.register(previewRoutes, { key: KEY, dataDir });
    return server;
  };

  it('set the cookie for the rest of the link’s life and go home; leaving drops it', async () => {
    const server = await app();
    const { token, expires } = signPreview(KEY, 'mf-search', published);
    const opened = await server.inject({ url: `/preview?token=${token}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/');
    expect(opened.headers['x-robots-tag']).toBe('noindex');
    const cookie = String(opened.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^site_preview=${token.replace(/[.]/g, '\\.')}; Max-Age=(\\d+); Path=/; HttpOnly; SameSite=Lax$`));
    expect(Math.abs(Number(/Max-Age=(\d+)/.exec(cookie)?.[1]) - (expires - Date.now() / 1000))).toBeLessThan(5);

    const left = await server.inject({ url: '/preview/leave' });
    expect(left.statusCode).toBe(303);
    expect(left.headers['set-cookie']).toBe('site_preview=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
    await server.close();
  });

  it('answer an expired, changed or missing link with a page that says so, in the chosen language, and set nothing', async () => {
    const server = await app();
    const expired = signPreview(KEY, 'mf-search', published, Date.now() - PREVIEW_LIFETIME_MS - 1000).token;
    for (const url of [`/preview?token=${expired}`, `/preview?token=${expired.slice(0, -2)}`, '/preview', `/preview?token=${signPreview(KEY, 'mf-search', '0.2.0+8.000000000000').token}`]) {
      const answer = await server.inject({ url, headers: { cookie: 'language=de' } });
      expect(answer.statusCode).toBe(410);
      expect(answer.headers['set-cookie']).toBeUndefined();
      expect(answer.body).toContain('<h1>Dieser Vorschaulink funktioniert nicht mehr</h1>');
      expect(answer.body).toContain('<meta name="robots" content="noindex">');
    }
    await server.close();
  });
});
