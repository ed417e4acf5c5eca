import { ALL_CONSENTS, NECESSARY_ONLY, consentModeOf } from './consentChoice.js';
import {
  CONSENT_COOKIE_NAMES,
  DEFAULT_CONSENT_EXPIRY_DAYS,
  clearedConsentCookieStrings,
  consentCookieStrings,
  consentCookieValue,
  savedConsentChoice,
} from './consentCookies.js';

const now = new Date('2026-01-01T00:00:00Z');
const nameAndValue = (cookies: string[]) => cookies.map((cookie) => cookie.split(';')[0]);

describe('the consent cookies', () => {
  it('are the five of spec §3, with the four Consent Mode signals', () => {
    expect(nameAndValue(consentCookieStrings(ALL_CONSENTS, now))).toEqual([
      'consent=necessary.analytics.marketing.social.unclassified',
      'consentAdUserData=granted',
      'consentAdStorage=granted',
      'consentAnalyticsStorage=granted',
      'consentAdPersonalization=granted',
    ]);
  });

  it('keep only the necessary option on decline', () => {
    expect(nameAndValue(consentCookieStrings(NECESSARY_ONLY, now))).toEqual([
      'consent=necessary',
      'consentAdUserData=denied',
      'consentAdStorage=denied',
      'consentAnalyticsStorage=denied',
      'consentAdPersonalization=denied',
    ]);
  });

  it('map analytics to analytics storage and marketing to the three ad signals', () => {
    const partly = { ...NECESSARY_ONLY, analytics: true, social: true };
    expect(nameAndValue(consentCookieStrings(partly, now))).toEqual([
      'consent=necessary.analytics.social',
      'consentAdUserData=denied',
      'consentAdStorage=denied',
      'consentAnalyticsStorage=granted',
      'consentAdPersonalization=denied',
    ]);
    expect(consentModeOf({ ...NECESSARY_ONLY, marketing: true })).toEqual({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'denied',
    });
  });

  it('expire after 182 days unless configured otherwise', () => {
    expect(DEFAULT_CONSENT_EXPIRY_DAYS).toBe(182);
    for (const cookie of consentCookieStrings(ALL_CONSENTS, now)) {
      expect(cookie).toContain('expires=Thu, 02 Jul 2026 00:00:00 GMT; path=/; SameSite=Lax');
      expect(cookie).not.toContain('Secure');
    }
    expect(consentCookieStrings(ALL_CONSENTS, now, { expiryDays: 1, secure: true })[0]).toBe(
      'consent=necessary.analytics.marketing.social.unclassified; expires=Fri, 02 Jan 2026 00:00:00 GMT; path=/; SameSite=Lax; Secure',
    );
  });

  it('are all cleared by the setcookies reset', () => {
    const cleared = clearedConsentCookieStrings();
    expect(nameAndValue(cleared)).toEqual(CONSENT_COOKIE_NAMES.map((name) => `${name}=`));
    expect(cleared.every((cookie) => cookie.includes('expires=Thu, 01 Jan 1970'))).toBe(true);
  });
});

describe('savedConsentChoice', () => {
  it('finds no choice on a first visit', () => {
    expect(savedConsentChoice('')).toBeNull();
    expect(savedConsentChoice('i18nextLng=fr; consentAdStorage=granted')).toBeNull();
  });

  it('reads back every choice it wrote, among other cookies', () => {
    for (const choice of [ALL_CONSENTS, NECESSARY_ONLY, { ...NECESSARY_ONLY, unclassified: true }]) {
      expect(savedConsentChoice(`a=1; consent=${consentCookieValue(choice)}; b=2`)).toEqual(choice);
    }
  });

  it('ignores a value it did not write', () => {
    expect(savedConsentChoice('consent=all')).toBeNull();
    expect(savedConsentChoice('consent=analytics')).toBeNull();
    expect(savedConsentChoice('consent=necessary.everything')).toBeNull();
    expect(savedConsentChoice('myconsent=necessary.analytics')).toBeNull();
  });
});
