import type { SiteInfo } from '../domain/site.js';
import { ALL_CONSENTS, type ConsentChoice, type OptionalConsent } from './consentChoice.js';
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

export interface TrackerOrigins {
  script: readonly string[];
  connect: readonly string[];
  image: readonly string[];
  frame: readonly string[];
}

/**
 * Where each tag loads from and reports to, for the site's Content-Security-Policy: its script, and
 * the beacons, pixels and frames that script then uses.
 */
const GOOGLE: TrackerOrigins = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
  image: ['https://www.google-analytics.com', 'https://www.googletagmanager.com', 'https://googleads.g.doubleclick.net'],
  frame: ['https://www.googletagmanager.com'],
};
const META: TrackerOrigins = {
  script: ['https://connect.facebook.net'],
  connect: ['https://www.facebook.com'],
  image: ['https://www.facebook.com'],
  frame: [],
};
const TAG_ORIGINS: Record<TrackingTag, TrackerOrigins> = { analytics: GOOGLE, ads: GOOGLE, tagManager: GOOGLE, socialPixel: META };

/**
 * The trackers' origins a page's policy names for a visitor, no wider than their consent: those of the tags their
 * saved choice lets run, none for a visitor who refused them. A visitor who has not chosen yet
 * (`null`) gets them all, because the page shows the consent dialog and its policy cannot widen
 * once they agree on it; their scripts still load only after that agreement.
 */
export function trackerOrigins(choice: ConsentChoice | null): TrackerOrigins {
  const state: ConsentState = choice ? { status: 'decided', choice } : { status: 'decided', choice: ALL_CONSENTS };
  const tags = (Object.keys(TAG_CONSENTS) as TrackingTag[]).filter((tag) => TAG_CONSENTS[tag].some((option) => isConsentGranted(state, option)));
  const union = (kind: keyof TrackerOrigins) => [...new Set(tags.flatMap((tag) => TAG_ORIGINS[tag][kind]))];
  return { script: union('script'), connect: union('connect'), image: union('image'), frame: union('frame') };
}

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
