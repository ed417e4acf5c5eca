/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["source", "node", "require", "default"]}
 */
import type { RemoteModuleId } from 'shared-kernel/federation';
import { loadRemoteModule } from '../federation/loadRemoteModule';
import { siteConfiguration, sitePage } from '../testing/content';
import { renderFirstView } from './renderFirstView';

// Jest never federates: the runtime's registration is a no-op, and the loader stands in for it.
jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));
jest.mock('../federation/loadRemoteModule', () => ({
  ...jest.requireActual<object>('../federation/loadRemoteModule'),
  loadRemoteModule: jest.fn(),
}));

const API = 'http://api.test';

function SearchBlock() {
  return <p>the search block, rendered on the server</p>;
}

/** A build of mf-search that calls a hook the shell's kernel does not have: the render must show its fallback, not fail. */
function SearchBlockUsingAMissingHook(): never {
  throw new TypeError('useNewHook is not a function');
}

/** mf-search's server container: the build behind each address. */
const SEARCH_BUILDS: Record<string, () => unknown> = { v1: SearchBlock, 'v2-new-hook': SearchBlockUsingAMissingHook };
let searchBuild = 'v1';

jest.mocked(loadRemoteModule).mockImplementation(async (id: RemoteModuleId) => {
  if (id.startsWith('mf_search/')) return { default: SEARCH_BUILDS[searchBuild] } as never;
  throw new Error(`${id} is down`);
});

const renderHome = (searchVersion: string) =>
  renderFirstView({
    url: '/fr/',
    language: 'fr',
    site: siteConfiguration(),
    cookies: '',
    apiOrigin: API,
    fetch: apiFetch as typeof fetch,
    remotes: [{ name: 'mf_search', entry: `${API}/releases/mf-search/${searchVersion}/server/remoteEntry.js` }],
  });

/** The api as the render reaches it: the site and the configured pages, nothing else. */
const apiFetch = jest.fn(async (input: RequestInfo | URL) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  if (url.origin === API && url.pathname === '/api/site') return json(siteConfiguration());
  if (url.origin === API && url.pathname === '/api/pages') return json({ pages: [sitePage(1, 'home', 'Published', 1)] });
  return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
});

describe('renderFirstView', () => {
  it('renders the home page with its data, its remotes and the fallback of a remote that is down', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { html, styles, firstView } = await renderHome('v1');
    // The banner comes from the site's answer, asked before the one render from the route's descriptor.
    expect(html).toContain('<h1>Bienvenue</h1>');
    expect(html).not.toContain('aria-busy="true"');
    expect(html).toContain('<p>the search block, rendered on the server</p>');
    expect(html).toContain('Cette partie de la page est indisponible');
    // Every part in place: nothing left for a script to reveal.
    expect(html).not.toMatch(/<!--\$[?!]-->|<template/);
    expect(styles).toMatch(/^<style data-emotion="agency[ -]/);
    expect(apiFetch).toHaveBeenCalledWith(expect.objectContaining({ url: `${API}/api/site?lang=fr` }));
    expect(firstView.language).toBe('fr');
    expect(firstView.namespaces).toContain('common');
    expect(firstView.remoteModules).toEqual(expect.arrayContaining(['mf_search/SearchBlock']));
    expect(firstView.failedRemotes).toEqual(expect.arrayContaining(['mf_consent/ConsentDialog']));
    expect(firstView.remoteModules).not.toContain('mf_consent/ConsentDialog');
    const queries = (firstView.api as { queries: Record<string, { status: string }> }).queries;
    expect(queries['siteConfiguration("fr")']?.status).toBe('fulfilled');
    expect(queries['pages("fr")']?.status).toBe('fulfilled');
  });

  it('names a part that threw while rendering among the failed ones, and shows its fallback instead of a loading placeholder', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    searchBuild = 'v2-new-hook';
    const { html, firstView } = await renderHome('v2-new-hook');
    expect(firstView.failedRemotes).toEqual(expect.arrayContaining(['mf_search/SearchBlock']));
    expect(firstView.remoteModules).not.toContain('mf_search/SearchBlock');
    const slot = /<div data-remote="mf_search\/SearchBlock"[^>]*>(.*?)<\/div><\/section><\/div>/s.exec(html)?.[1] ?? '';
    expect(slot).toContain('Cette partie de la page est indisponible');
    expect(html).not.toMatch(/<!--\$[?!]-->|<template|aria-busy="true"/);
  });
});
