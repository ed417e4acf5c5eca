import { PAGE_VIEW_REPORT_PATH, releaseVersionOf, remoteNameOf, VIEW_TOKEN_TIMING, type PageViewReport, type RemoteModuleId, type RemoteName } from 'shared-kernel/federation';
import { registeredEntry, replacedEntry } from './discovery';

/**
 * The page view's report to the api, what a canary is judged by: which remote versions the view showed, which of
 * their slots threw or showed the fallback, whether hydration had to render part of the page again,
 * and the page's web vitals. Sent once, when the page is first hidden (the visitor leaves, closes
 * or switches tabs): the last moment a browser reliably sends anything, and when web-vitals
 * reports its final CLS and INP. Nothing of the visitor goes with it.
 */
export interface PageViewReporter {
  shown(id: RemoteModuleId): void;
  threw(id: RemoteModuleId): void;
  fellBack(id: RemoteModuleId): void;
  mismatched(): void;
  vital(name: keyof PageViewReport['vitals'], value: number): void;
  /** The report so far; null when the view showed no released remote. */
  report(): PageViewReport | null;
  /** Sends the report once; later calls send nothing. */
  send(): void;
}

export function createPageViewReporter(
  entryOf: (name: RemoteName) => string | undefined,
  beacon: (url: string, body: string) => boolean,
  replacedOf: (name: RemoteName) => string | undefined = () => undefined,
  viewToken: () => string | undefined = () => undefined,
): PageViewReporter {
  const parts = new Map<RemoteName, { error: boolean; fallback: boolean }>();
  const vitals: PageViewReport['vitals'] = {};
  let mismatch = false;
  let sent = false;
  const part = (id: RemoteModuleId) => {
    const name = remoteNameOf(id);
    let state = parts.get(name);
    if (!state) {
      state = { error: false, fallback: false };
      parts.set(name, state);
    }
    return state;
  };
  const report = (): PageViewReport | null => {
    const released = [...parts].flatMap(([remote, state]) => {
      const version = releaseVersionOf(remote, entryOf(remote) ?? '');
      const replaced = releaseVersionOf(remote, replacedOf(remote) ?? '');
      return version === null ? [] : [{ remote, version, ...state, ...(replaced !== null ? { replaced } : {}) }];
    });
    if (released.length === 0) return null;
    const view = viewToken();
    return { parts: released, mismatch, vitals: { ...vitals }, ...(view === undefined ? {} : { view }) };
  };
  return {
    shown: (id) => void part(id),
    threw: (id) => {
      part(id).error = true;
    },
    fellBack: (id) => {
      part(id).fallback = true;
    },
    mismatched: () => {
      mismatch = true;
    },
    vital: (name, value) => {
      vitals[name] = value;
    },
    report,
    send() {
      if (sent) return;
      const body = report();
      if (body === null) return;
      sent = true;
      beacon(PAGE_VIEW_REPORT_PATH, JSON.stringify(body));
    },
  };
}

/**
 * The token the api gave this page with its answer, for the report to count: a header of the
 * document's own answer, which a page reads only through its Server-Timing entries.
 */
export function documentViewToken(): string | undefined {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return undefined;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.serverTiming?.find((entry) => entry.name === VIEW_TOKEN_TIMING)?.description || undefined;
}

/** This page's reporter: the slots and the hydration note what happens to it. */
export const pageView = createPageViewReporter(
  registeredEntry,
  (url, body) => typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body),
  replacedEntry,
  documentViewToken,
);

/**
 * Sends the report when the page is first hidden, and measures LCP, INP and CLS with web-vitals,
 * loaded in a chunk of its own once the page has started: it takes nothing from the first load.
 * The listeners are on the document, after web-vitals' own on the window's capture: its final
 * figures are in when the report leaves.
 */
export function startPageViewReporting(reporter: PageViewReporter = pageView): void {
  const send = () => reporter.send();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  window.addEventListener('pagehide', send);
  // A browser without the performance APIs it reads reports views and errors all the same.
  void import(/* webpackChunkName: "web-vitals" */ 'web-vitals')
    .then(({ onLCP, onINP, onCLS }) => {
      // Every change, not only the final figure: web-vitals reports that once the page is hidden,
      // which a page left by a navigation (a search submitted, mf-search's way out) reaches only
      // after pagehide has sent the report, so those views had no LCP at all.
      const everyChange = { reportAllChanges: true };
      onLCP((metric) => reporter.vital('lcp', metric.value), everyChange);
      onINP((metric) => reporter.vital('inp', metric.value), everyChange);
      onCLS((metric) => reporter.vital('cls', metric.value), everyChange);
    })
    .catch(() => undefined);
}
