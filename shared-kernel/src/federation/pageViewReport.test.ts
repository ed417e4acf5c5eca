import { releaseVersionOf } from './pageViewReport.js';

describe('releaseVersionOf', () => {
  it("reads the release from a remote's manifest address, here or on a CDN, retries included", () => {
    expect(releaseVersionOf('mf_search', '/releases/mf-search/0.1.0+2.bbbbbbbbbbbb/mf-manifest.json')).toBe('0.1.0+2.bbbbbbbbbbbb');
    expect(releaseVersionOf('mf_search', 'https://cdn.example/site/mf-search/0.1.0+2.bbbbbbbbbbbb/mf-manifest.json?retry=1')).toBe('0.1.0+2.bbbbbbbbbbbb');
  });

  it("says null for a remote's latest build, a dev server, or another remote's folder", () => {
    expect(releaseVersionOf('mf_search', '/remotes/mf-search/mf-manifest.json')).toBeNull();
    expect(releaseVersionOf('mf_search', 'http://localhost:3002/mf-manifest.json')).toBeNull();
    expect(releaseVersionOf('mf_search', '/releases/mf-forms/0.1.0+1/mf-manifest.json')).toBeNull();
  });
});
