import { REMOTES, type RemoteName } from './remotes.js';

/**
 * What the shell reports of one page view, so a team sees how its version does for real
 * visitors: per remote shown, the version it loaded and whether its slot threw or showed its
 * fallback; whether hydration had to render part of the page again; the page's web vitals. Nothing
 * of the visitor: no address, no query, no id, no user agent.
 */
export interface PageViewReport {
  /**
   * `replaced`: the live version that could not load in this view, which the shell replaced by
   * `version`, the release live before it.
   */
  parts: { remote: RemoteName; version: string; error: boolean; fallback: boolean; replaced?: string }[];
  /** React recovered from a hydration mismatch (the server's markup was not the browser's). */
  mismatch: boolean;
  /** Largest Contentful Paint and Interaction to Next Paint in ms, Cumulative Layout Shift unitless. */
  vitals: { lcp?: number; inp?: number; cls?: number };
  /**
   * The token the api gave the page with its answer (`Server-Timing: view;desc=…`): a report counts
   * only with the token of a page the api served, once.
   */
  view?: string;
}

/** The `Server-Timing` entry that carries a page's view token. */
export const VIEW_TOKEN_TIMING = 'view';

/** Where the shell sends it, by `navigator.sendBeacon` (a text/plain body of JSON). */
export const PAGE_VIEW_REPORT_PATH = '/api/telemetry';

/** A report is far smaller: a larger body is refused unread (413). */
export const PAGE_VIEW_REPORT_MAX_BYTES = 8192;

/**
 * The release a remote's manifest address names (`…/mf-search/<version>/mf-manifest.json`, on this
 * api's `/releases/` or a CDN); null for a remote not loaded from a release (a dev server, its
 * latest build), which has no version to report for.
 */
export function releaseVersionOf(name: RemoteName, entry: string): string | null {
  const folder = REMOTES.find((remote) => remote.name === name)?.folder;
  const match = /\/([^/]+)\/([^/?#]+)\/mf-manifest\.json(?:[?#].*)?$/.exec(entry);
  return match && match[1] === folder ? (match[2] ?? null) : null;
}
