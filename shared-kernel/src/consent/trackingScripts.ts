import type { SiteInfo } from '../domain/site.js';
import type { OptionalConsent } from './consentChoice.js';
import { isConsentGranted, type ConsentState } from './consentState.js';

export type TrackingTag = 'analytics' | 'ads' | 'tagManager' | 'socialPixel';

export interface TrackingScript {
  tag: TrackingTag;
  id: string;
  src: string;
}

/**
 * Which consent each tag needs (spec §7 "basic" Consent Mode: a tag is not even requested without
 * it). The tag manager carries both analytics and ad tags, and Consent Mode then tells it which of
 * them may run, so either consent lets it load.
 */
export const TAG_CONSENTS: Record<TrackingTag, readonly OptionalConsent[]> = {
  analytics: ['analytics'],
  ads: ['marketing'],
  tagManager: ['analytics', 'marketing'],
  socialPixel: ['social'],
};

const TAG_IDENTIFIERS: Record<TrackingTag, keyof SiteInfo> = {
  analytics: 'analyticsId',
  ads: 'adsId',
  tagManager: 'tagManagerId',
  socialPixel: 'socialPixelId',
};

/** Identifiers such as G-ABC123, AW-123, GTM-XYZ or a pixel number; anything else is not loaded. */
const IDENTIFIER = /^[A-Za-z0-9_-]{1,64}$/;

function scriptSource(tag: TrackingTag, id: string): string {
  const encoded = encodeURIComponent(id);
  switch (tag) {
    case 'analytics':
    case 'ads':
      return `https://www.googletagmanager.com/gtag/js?id=${encoded}`;
    case 'tagManager':
      return `https://www.googletagmanager.com/gtm.js?id=${encoded}`;
    case 'socialPixel':
      return 'https://connect.facebook.net/en_US/fbevents.js';
  }
}

/**
 * Where the supported trackers load from and report to, for the site's Content-Security-Policy:
 * their scripts, and the beacons, pixels and frames those scripts then use. A script runs only
 * after its consent (see `allowedTrackingScripts`); a page cannot widen its policy once the visitor
 * agrees on it, so the policy names these vendors and nothing else.
 */
export const TRACKER_ORIGINS = {
  script: ['https://www.googletagmanager.com', 'https://connect.facebook.net'],
  connect: [
    'https://www.google-analytics.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.googletagmanager.com',
    'https://www.facebook.com',
  ],
  image: ['https://www.google-analytics.com', 'https://www.googletagmanager.com', 'https://www.facebook.com', 'https://googleads.g.doubleclick.net'],
  frame: ['https://www.googletagmanager.com'],
} as const;

/** The scripts a page may load: an identifier is set in the site information and its consent is granted. */
export function allowedTrackingScripts(siteInfo: SiteInfo | undefined, consent: ConsentState): TrackingScript[] {
  const scripts: TrackingScript[] = [];
  for (const tag of Object.keys(TAG_CONSENTS) as TrackingTag[]) {
    const id = siteInfo?.[TAG_IDENTIFIERS[tag]];
    if (typeof id !== 'string' || !IDENTIFIER.test(id.trim())) continue;
    if (!TAG_CONSENTS[tag].some((option) => isConsentGranted(consent, option))) continue;
    scripts.push({ tag, id: id.trim(), src: scriptSource(tag, id.trim()) });
  }
  return scripts;
}
