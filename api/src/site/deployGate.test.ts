import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contractIdsOf } from 'shared-kernel/federation';
import { contractProblems, corsProblem, parseManifest, recordedAnswers, remoteGateProblems, serveFolders, sharedProblems, type BuildManifest } from './deployGate.js';

/** A manifest as `@module-federation/enhanced` writes it, with what the gate reads. */
function manifest(name: string, { exposes = exposesOf(name), shared = [] as BuildManifest['shared'] } = {}): BuildManifest {
  return {
    name,
    metaData: { name, buildInfo: { buildVersion: '0.1.0+1' }, remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
    shared,
    exposes: exposes.map((expose) => ({ name: expose, path: `./${expose}`, assets: { js: { sync: [] } } })),
  };
}

function exposesOf(name: string): string[] {
  return name.startsWith('mf_') ? contractIdsOf(name as 'mf_search').map((id) => id.slice(id.indexOf('/') + 1)) : [];
}

const kernel = (version: string, requiredVersion: string) => ({ name: 'shared-kernel/react', version, requiredVersion, singleton: true });

describe('the compatibility gate', () => {
  it('passes a remote that is its own, exposes the contract and is satisfied by the shell', () => {
    const remote = manifest('mf_search', { shared: [kernel('0.4.1', '^0.4.0')] });
    expect(contractProblems('mf_search', remote)).toEqual([]);
    expect(sharedProblems('mf-search', remote, manifest('shell', { shared: [kernel('0.4.1', '^0.4.1')] }))).toEqual([]);
  });

  it("refuses another remote's build, naming both", () => {
    expect(contractProblems('mf_consent', manifest('mf_search'))).toEqual([expect.stringContaining('this build is mf_search, not mf_consent')]);
  });

  it('refuses a renamed, missing or extra expose', () => {
    const renamed = manifest('mf_search', { exposes: ['SearchBlock', 'SearchField', 'SavedSearches'] });
    expect(contractProblems('mf_search', renamed)).toEqual([
      expect.stringMatching(/^mf_search\/SearchBox is not exposed, but the shell renders it/),
      expect.stringMatching(/^mf_search\/SearchField is exposed but not in the contract/),
    ]);
  });

  it('refuses a shared range the live shell does not satisfy, and a shared module it does not provide', () => {
    const shell = manifest('shell', { shared: [kernel('0.4.1', '^0.4.1')] });
    expect(sharedProblems('mf-listings', manifest('mf_listings', { shared: [kernel('0.4.2', '^0.4.2')] }), shell)).toEqual([
      'mf-listings requires shared-kernel/react ^0.4.2, the live shell provides 0.4.1: deploy a shell built with it first, or build mf-listings against 0.4.1',
    ]);
    const extra = manifest('mf_listings', { shared: [{ name: 'shared-kernel/maps', version: '0.4.1', requiredVersion: '^0.4.1', singleton: true }] });
    expect(sharedProblems('mf-listings', extra, shell)).toEqual([expect.stringContaining('shares shared-kernel/maps, which the live shell does not provide')]);
  });

  it('names the shell being checked as "this shell", with the fix on the remote side too', () => {
    const older = manifest('shell', { shared: [kernel('0.4.1', '^0.4.1')] });
    expect(sharedProblems('mf-listings', manifest('mf_listings', { shared: [kernel('0.4.2', '^0.4.2')] }), older, 'this shell')).toEqual([
      'live mf-listings requires shared-kernel/react ^0.4.2, this shell provides 0.4.1: deploy a shell that provides ^0.4.2, or first a mf-listings built against 0.4.1',
    ]);
    const extra = manifest('mf_listings', { shared: [{ name: 'shared-kernel/maps', version: '0.4.1', requiredVersion: '^0.4.1', singleton: true }] });
    expect(sharedProblems('mf-listings', extra, older, 'this shell')).toEqual([
      'live mf-listings shares shared-kernel/maps, which this shell does not provide: deploy a shell that shares it, or first a mf-listings without it',
    ]);
  });

  it('refuses a manifest elsewhere that does not let the site read it (CORS)', () => {
    const url = new URL('https://cdn.example/mf-search/mf-manifest.json');
    const answer = (allowed?: string) => new Response('{}', { headers: allowed ? { 'access-control-allow-origin': allowed } : {} });
    const site = 'https://www.agency.example';
    expect(corsProblem(url, site, 'http://api.internal', answer())).toContain('does not allow https://www.agency.example to read the manifest');
    expect(corsProblem(url, site, 'http://api.internal', answer('https://other.example'))).toContain('CORS: https://other.example');
    expect(corsProblem(url, site, 'http://api.internal', answer(site))).toBeNull();
    expect(corsProblem(url, site, 'http://api.internal', answer('*'))).toBeNull();
  });

  it('says what is wrong with a file that is not a manifest', () => {
    expect(parseManifest('<html>')).toBe('the manifest is not JSON');
    expect(parseManifest('{"name":"x"}')).toBe('the manifest is not a Module Federation manifest');
  });
});

describe('the gate on a build folder', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'gate-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const write = async (dir: string, files: Record<string, string>) => {
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), text);
    }
  };

  it('refuses a release without its server container, before rendering anything', async () => {
    const shell = path.join(root, 'shell');
    const build = path.join(root, 'mf-search');
    await write(shell, { 'mf-manifest.json': JSON.stringify(manifest('shell', { shared: [kernel('0.4.1', '^0.4.1')] })) });
    await write(build, { 'mf-manifest.json': JSON.stringify(manifest('mf_search', { shared: [kernel('0.4.1', '^0.4.0')] })), 'remoteEntry.js': '' });
    const context = { shellDir: shell, siteOrigin: 'http://localhost:8080', ownOrigin: 'http://localhost:8080' };
    await expect(remoteGateProblems('mf-search', { dir: build }, context)).resolves.toEqual([
      'the build has no server container (server/remoteEntry.js): every server render of its parts would fall back. Build it with `npm run build -w mf-search`',
    ]);
  });

  it('refuses a manifest address whose host answers without CORS for the site', async () => {
    const host = createServer((_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(manifest('mf_search'))));
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(host.address() as AddressInfo).port}/mf-search/mf-manifest.json`;
      const context = { shellDir: root, siteOrigin: 'https://www.agency.example', ownOrigin: 'http://localhost:8080' };
      await expect(remoteGateProblems('mf-search', { url }, context)).resolves.toEqual([expect.stringContaining('does not allow https://www.agency.example to read the manifest')]);
    } finally {
      await new Promise((resolve) => host.close(resolve));
    }
  });

  it("hands the render check the recording's GETs made without a session, and nothing without a recording", async () => {
    const recorded = (method: string, extra: object = {}) => ({ method, path: '/api/properties/1242', query: { lang: 'fr' }, status: 200, answer: { ID: 1242 }, ...extra });
    await write(root, { 'answers.json': JSON.stringify({ format: 2, recordedAt: '2026-11-27', answers: [recorded('GET'), recorded('POST'), recorded('GET', { session: 'owner' })], epcLabels: {} }) });
    await expect(recordedAnswers(path.join(root, 'answers.json'))).resolves.toEqual([recorded('GET')]);
    await expect(recordedAnswers(path.join(root, 'none.json'))).resolves.toEqual([]);
  });

  it('serves only the named folders to the render check', async () => {
    await write(root, { 'build/server/remoteEntry.js': 'var x;', 'secret.txt': 'no' });
    const served = await serveFolders({ mf_search: path.join(root, 'build') });
    try {
      expect((await fetch(`${served.origin}/mf_search/server/remoteEntry.js`)).status).toBe(200);
      expect((await fetch(`${served.origin}/mf_search/..%2fsecret.txt`)).status).toBe(404);
      expect((await fetch(`${served.origin}/other/secret.txt`)).status).toBe(404);
    } finally {
      await served.close();
    }
  });
});
