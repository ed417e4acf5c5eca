import { createPageViewReporter, startPageViewReporting } from './pageViewReport';

// jsdom measures nothing: the library hands over the figures a browser would have measured so
// far, as it does while the page is shown, to a caller that asks for every change; its final
// figures come only once the page is hidden, after pagehide when the visitor leaves by a
// navigation (a search submitted), too late for the report.
jest.mock('web-vitals', () => {
  const soFar = (value: number) => (report: (metric: { value: number }) => void, options?: { reportAllChanges?: boolean }) => {
    if (options?.reportAllChanges) report({ value });
  };
  return { onLCP: soFar(2100), onINP: soFar(180), onCLS: soFar(0.02) };
});

const ENTRIES: Record<string, string> = {
  mf_search: '/releases/mf-search/0.1.0+2.bbbbbbbbbbbb/mf-manifest.json',
  mf_listings: 'https://cdn.example/releases/mf-listings/0.1.0+1.aaaaaaaaaaaa/mf-manifest.json',
  // Its latest build, not a release: no version to report for.
  mf_forms: '/remotes/mf-forms/mf-manifest.json',
};

function reporter() {
  const sent: { url: string; body: string }[] = [];
  const instance = createPageViewReporter(
    (name) => ENTRIES[name],
    (url, body) => {
      sent.push({ url, body });
      return true;
    },
  );
  return { instance, sent };
}

describe('the page view report', () => {
  it("names each released remote the view showed with its version and what its slots did, the hydration and the vitals, and nothing else", () => {
    const { instance, sent } = reporter();
    instance.shown('mf_search/SearchBlock');
    instance.shown('mf_listings/PropertyList');
    instance.shown('mf_forms/EnquiryForm');
    instance.threw('mf_search/SearchBlock');
    instance.fellBack('mf_search/SearchBlock');
    instance.mismatched();
    instance.vital('lcp', 1234.5);
    instance.vital('cls', 0.04);
    instance.send();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/telemetry');
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({
      parts: [
        { remote: 'mf_search', version: '0.1.0+2.bbbbbbbbbbbb', error: true, fallback: true },
        { remote: 'mf_listings', version: '0.1.0+1.aaaaaaaaaaaa', error: false, fallback: false },
      ],
      mismatch: true,
      vitals: { lcp: 1234.5, cls: 0.04 },
    });
  });

  it('is sent once per page view, and not at all for a view without a released remote', () => {
    const empty = reporter();
    empty.instance.shown('mf_forms/EnquiryForm');
    empty.instance.send();
    expect(empty.sent).toHaveLength(0);

    const { instance, sent } = reporter();
    instance.shown('mf_search/SearchBlock');
    instance.send();
    instance.threw('mf_search/SearchBlock');
    instance.send();
    expect(sent).toHaveLength(1);
  });

  it('carries the LCP measured so far when the visitor leaves by a navigation (pagehide before the page is hidden)', async () => {
    const { instance, sent } = reporter();
    startPageViewReporting(instance);
    instance.shown('mf_search/SearchBlock');
    await new Promise((resolve) => setTimeout(resolve, 0));
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(sent[0]?.body ?? '')).toMatchObject({ vitals: { lcp: 2100 } });
  });

  it('leaves when the page is hidden, with the vitals measured until then', async () => {
    const { instance, sent } = reporter();
    startPageViewReporting(instance);
    instance.shown('mf_listings/PropertyList');
    expect(sent).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({
      parts: [{ remote: 'mf_listings', version: '0.1.0+1.aaaaaaaaaaaa', error: false, fallback: false }],
      mismatch: false,
      vitals: { lcp: 2100, inp: 180, cls: 0.02 },
    });
  });
});
