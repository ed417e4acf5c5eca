import { CONSENT_EXPIRY_DAYS, consentCookieStrings, savedChoice } from './consentCookies';

describe('savedChoice', () => {
  it('finds no choice on a first visit', () => {
    expect(savedChoice('')).toBeNull();
    expect(savedChoice('language=fr; other=1')).toBeNull();
  });

  it('reads a saved choice among other cookies', () => {
    expect(savedChoice('a=1; consent=all; b=2')).toBe('all');
    expect(savedChoice('consent=necessary')).toBe('necessary');
  });

  it('ignores a tampered value', () => {
    expect(savedChoice('consent=everything')).toBeNull();
  });
});

describe('consentCookieStrings', () => {
  const now = new Date('2026-01-01T00:00:00Z');

  it('grants the four signals when the visitor agrees to all', () => {
    const cookies = consentCookieStrings('all', now);
    expect(cookies.map((cookie) => cookie.split(';')[0])).toEqual([
      'consent=all',
      'consentAdUserData=granted',
      'consentAdStorage=granted',
      'consentAnalyticsStorage=granted',
      'consentAdPersonalization=granted',
    ]);
  });

  it('denies the four signals when the visitor declines', () => {
    const cookies = consentCookieStrings('necessary', now);
    expect(cookies[0]).toMatch(/^consent=necessary;/);
    expect(cookies.slice(1).every((cookie) => cookie.split(';')[0]?.endsWith('=denied'))).toBe(true);
  });

  it('expires after the configured number of days', () => {
    const [cookie] = consentCookieStrings('all', now);
    const expected = new Date(now.getTime() + CONSENT_EXPIRY_DAYS * 86_400_000).toUTCString();
    expect(cookie).toContain(`expires=${expected}`);
    expect(consentCookieStrings('all', now, 1)[0]).toContain('expires=Fri, 02 Jan 2026 00:00:00 GMT');
  });
});
