import {
  allowedTrackingScripts,
  trackerOrigins,
  type ConsentChoice,
  type ConsentState,
  type SiteInfo,
  type TrackingScript,
  type TrackingTag,
} from 'shared-kernel';
import { gtag } from './consentMode';

interface FacebookPixel {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[];
  push: FacebookPixel;
  loaded: boolean;
  version: string;
}

declare global {
  interface Window {
    fbq?: FacebookPixel;
    _fbq?: FacebookPixel;
  }
}

/** The first-party cookies each vendor's script sets, removed when its consent is withdrawn. */
const TRACKER_COOKIES: Record<TrackingTag, RegExp | null> = {
  analytics: /^(_ga|_ga_.+|_gid|_gat.*)$/,
  ads: /^_gcl_.+$/,
  // The tag manager sets none itself; the tags it runs are the analytics and ads ones above.
  tagManager: null,
  socialPixel: /^_fb[pc]$/,
};

/** A script cannot be unloaded: what ran on this page is remembered until the next page. */
const loadedTags = new Set<TrackingTag>();

function queueFor(script: TrackingScript): void {
  switch (script.tag) {
    case 'analytics':
    case 'ads':
      if (!loadedTags.has('analytics') && !loadedTags.has('ads')) gtag()('js', new Date());
      gtag()('config', script.id);
      return;
    case 'tagManager':
      window.dataLayer ??= [];
      window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      return;
    case 'socialPixel': {
      // Meta's documented stub: calls queue until fbevents.js replaces it.
      const fbq = Object.assign(
        (...args: unknown[]) => {
          if (fbq.callMethod) fbq.callMethod(...args);
          else fbq.queue.push(args);
        },
        { loaded: true, version: '2.0', queue: [] as unknown[] },
      ) as FacebookPixel;
      fbq.push = fbq;
      window.fbq ??= fbq;
      window._fbq ??= window.fbq;
      window.fbq('init', script.id);
      window.fbq('track', 'PageView');
      return;
    }
  }
}

/** Loads each allowed script once per page, after its queue is ready. */
export function loadTrackingScripts(siteInfo: SiteInfo | undefined, consent: ConsentState): void {
  for (const script of allowedTrackingScripts(siteInfo, consent)) {
    if (loadedTags.has(script.tag)) continue;
    queueFor(script);
    loadedTags.add(script.tag);
    const element = document.createElement('script');
    element.async = true;
    element.src = script.src;
    element.dataset.consentTag = script.tag;
    document.head.append(element);
  }
}

/**
 * Whether a new choice allows a script that the page's Content-Security-Policy leaves out: the api
 * made that policy for the choice saved when the page was loaded (`pageChoice`, null when none was;
 * see `trackerOrigins`), and a page cannot widen it, so the page must load again to run the script.
 */
export function outsidePagePolicy(siteInfo: SiteInfo | undefined, consent: ConsentState, pageChoice: ConsentChoice | null): boolean {
  const allowedByPage = trackerOrigins(pageChoice).script;
  return allowedTrackingScripts(siteInfo, consent).some((script) => !allowedByPage.includes(new URL(script.src).origin));
}

/** The scripts already running that a new choice no longer allows. */
export function tagsToStop(siteInfo: SiteInfo | undefined, consent: ConsentState): TrackingTag[] {
  const allowed = new Set(allowedTrackingScripts(siteInfo, consent).map((script) => script.tag));
  return [...loadedTags].filter((tag) => !allowed.has(tag));
}

/** Deletes the vendors' cookies on this host and each parent domain they may have been set on. */
export function forgetTrackerCookies(tags: readonly TrackingTag[]): void {
  const names = document.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter((name) => name !== '' && tags.some((tag) => TRACKER_COOKIES[tag]?.test(name)));
  const labels = window.location.hostname.split('.');
  const domains = ['', ...labels.slice(0, -1).map((_, index) => `; domain=.${labels.slice(index).join('.')}`)];
  for (const name of names) {
    for (const domain of domains) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
  }
}
