import { ALL_CONSENTS, NECESSARY_ONLY } from './consentChoice.js';
import type { ConsentState } from './consentState.js';
import { allowedTrackingScripts, trackerOrigins } from './trackingScripts.js';

const siteInfo = { analyticsId: 'G-TEST1', adsId: 'AW-123', tagManagerId: 'GTM-ABC', socialPixelId: '4242' };
const decided = (choice: Partial<typeof ALL_CONSENTS>): ConsentState => ({
  status: 'decided',
  choice: { ...NECESSARY_ONLY, ...choice },
});
const tags = (state: ConsentState, info = siteInfo) => allowedTrackingScripts(info, state).map((script) => script.tag);

describe('allowedTrackingScripts', () => {
  it('loads nothing before a choice, even with every identifier set', () => {
    expect(tags({ status: 'unknown', choice: ALL_CONSENTS })).toEqual([]);
    expect(tags({ status: 'undecided', choice: NECESSARY_ONLY })).toEqual([]);
  });

  it('loads nothing after a decline', () => {
    expect(tags(decided({}))).toEqual([]);
  });

  it('loads each script only with its own consent', () => {
    expect(tags(decided({ analytics: true }))).toEqual(['analytics', 'tagManager']);
    expect(tags(decided({ marketing: true }))).toEqual(['ads', 'tagManager']);
    expect(tags(decided({ social: true }))).toEqual(['socialPixel']);
    expect(tags(decided({ unclassified: true }))).toEqual([]);
    expect(tags(decided(ALL_CONSENTS))).toEqual(['analytics', 'ads', 'tagManager', 'socialPixel']);
  });

  it('loads only the scripts whose identifier is set and well formed', () => {
    expect(tags(decided(ALL_CONSENTS), { ...siteInfo, adsId: '', tagManagerId: '"><script>' })).toEqual([
      'analytics',
      'socialPixel',
    ]);
    expect(allowedTrackingScripts(undefined, decided(ALL_CONSENTS))).toEqual([]);
  });

  it('points at the vendors’ script addresses', () => {
    expect(allowedTrackingScripts(siteInfo, decided(ALL_CONSENTS)).map((script) => script.src)).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-TEST1',
      'https://www.googletagmanager.com/gtag/js?id=AW-123',
      'https://www.googletagmanager.com/gtm.js?id=GTM-ABC',
      'https://connect.facebook.net/en_US/fbevents.js',
    ]);
  });
});

describe('trackerOrigins', () => {
  const GOOGLE_TAGS = 'https://www.googletagmanager.com';
  const META_PIXEL = 'https://connect.facebook.net';

  it('names no tracker for a visitor who refused them', () => {
    expect(trackerOrigins(NECESSARY_ONLY)).toEqual({ script: [], connect: [], image: [], frame: [] });
  });

  it('names the vendors of the tags a choice lets run, and only those', () => {
    const analyticsOnly = trackerOrigins({ ...NECESSARY_ONLY, analytics: true });
    expect(analyticsOnly.script).toEqual([GOOGLE_TAGS]);
    expect(analyticsOnly.connect).toContain('https://www.google-analytics.com');
    const socialOnly = trackerOrigins({ ...NECESSARY_ONLY, social: true });
    expect(socialOnly.script).toEqual([META_PIXEL]);
    expect(socialOnly.image).toEqual(['https://www.facebook.com']);
    expect(trackerOrigins(ALL_CONSENTS).script).toEqual([GOOGLE_TAGS, META_PIXEL]);
  });

  it('names them all while the visitor has not chosen (the dialog on the page may grant them)', () => {
    expect(trackerOrigins(null)).toEqual(trackerOrigins(ALL_CONSENTS));
  });
});
