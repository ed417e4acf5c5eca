import { loadConfig } from '../config.js';
import { remoteLocations } from './remotes.js';

const sameOrigin = [
  { name: 'mf_listings', entry: '/remotes/mf-listings/mf-manifest.json' },
  { name: 'mf_search', entry: '/remotes/mf-search/mf-manifest.json' },
  { name: 'mf_forms', entry: '/remotes/mf-forms/mf-manifest.json' },
  { name: 'mf_portal', entry: '/remotes/mf-portal/mf-manifest.json' },
  { name: 'mf_consent', entry: '/remotes/mf-consent/mf-manifest.json' },
];

describe('remoteLocations', () => {
  it('points every remote at the build this api serves, by default', () => {
    expect(remoteLocations({ remoteUrls: {}, remotesFromDevServers: false })).toEqual(sameOrigin);
  });

  it('points every remote at its dev server with REMOTES_FROM_DEV_SERVERS', () => {
    expect(remoteLocations(loadConfig({ REMOTES_FROM_DEV_SERVERS: 'true' }))).toEqual([
      { name: 'mf_listings', entry: 'http://localhost:3001/mf-manifest.json' },
      { name: 'mf_search', entry: 'http://localhost:3002/mf-manifest.json' },
      { name: 'mf_forms', entry: 'http://localhost:3003/mf-manifest.json' },
      { name: 'mf_portal', entry: 'http://localhost:3004/mf-manifest.json' },
      { name: 'mf_consent', entry: 'http://localhost:3005/mf-manifest.json' },
    ]);
  });

  it('lets an explicit URL win over both', () => {
    const cdn = 'https://cdn.example/mf-search/mf-manifest.json';
    expect(remoteLocations({ remoteUrls: { mf_search: cdn }, remotesFromDevServers: false })[1]).toEqual({
      name: 'mf_search',
      entry: cdn,
    });
    expect(remoteLocations({ remoteUrls: { mf_search: cdn }, remotesFromDevServers: true })).toEqual([
      { name: 'mf_listings', entry: 'http://localhost:3001/mf-manifest.json' },
      { name: 'mf_search', entry: cdn },
      { name: 'mf_forms', entry: 'http://localhost:3003/mf-manifest.json' },
      { name: 'mf_portal', entry: 'http://localhost:3004/mf-manifest.json' },
      { name: 'mf_consent', entry: 'http://localhost:3005/mf-manifest.json' },
    ]);
  });
});

describe('remoteLocations with deploys on record', () => {
  const since = '2026-11-25T12:00:00.000Z';
  const deployed = { 'mf-search': { live: '0.1.0+2', previous: ['0.1.0+1'], since } };

  it('points a deployed remote at its live version folder, with the release live before it, and the others at their latest build', () => {
    const entries = { name: 'mf_search', entry: '/releases/mf-search/0.1.0+2/mf-manifest.json', previous: '/releases/mf-search/0.1.0+1/mf-manifest.json' };
    expect(remoteLocations({ remoteUrls: {}, remotesFromDevServers: false }, deployed)).toEqual(sameOrigin.map((remote) => (remote.name === 'mf_search' ? entries : remote)));
    const fromCdn = remoteLocations({ remoteUrls: {}, remotesFromDevServers: false, releasesPublicUrl: 'https://cdn.example/releases' }, deployed)[1];
    expect(fromCdn).toEqual({ name: 'mf_search', entry: 'https://cdn.example/releases/mf-search/0.1.0+2/mf-manifest.json', previous: 'https://cdn.example/releases/mf-search/0.1.0+1/mf-manifest.json' });
  });

  it('leaves a remote hosted elsewhere and the dev servers where they are, with no release before them', () => {
    const cdn = 'https://cdn.example/mf-search/mf-manifest.json';
    expect(remoteLocations({ remoteUrls: { mf_search: cdn }, remotesFromDevServers: false }, deployed)[1]).toEqual({ name: 'mf_search', entry: cdn });
    expect(remoteLocations({ remoteUrls: {}, remotesFromDevServers: true }, deployed)[1]).toEqual({ name: 'mf_search', entry: 'http://localhost:3002/mf-manifest.json' });
  });
});
