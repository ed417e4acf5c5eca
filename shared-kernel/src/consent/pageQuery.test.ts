import { asksConsentOnArrival, asksToResetConsent, isPreviewPage } from './pageQuery.js';

describe('the page query', () => {
  it('recognises a preview page by its preview parameter', () => {
    expect(isPreviewPage('?preview')).toBe(true);
    expect(isPreviewPage('?lang=fr&preview=1')).toBe(true);
    expect(isPreviewPage('')).toBe(false);
    expect(isPreviewPage('?previewed=1')).toBe(false);
  });

  it('recognises the setcookies reset', () => {
    expect(asksToResetConsent('?setcookies')).toBe(true);
    expect(asksToResetConsent('?city=Uccle%7C1180&setcookies=1')).toBe(true);
    expect(asksToResetConsent('?city=setcookies')).toBe(false);
  });
});

describe('asksConsentOnArrival', () => {
  it('asks everywhere but on the cookie policy, in every language', () => {
    expect(asksConsentOnArrival('/fr/')).toBe(true);
    expect(asksConsentOnArrival('/fr/a-vendre/')).toBe(true);
    expect(asksConsentOnArrival('/no-such-page/')).toBe(true);
    expect(asksConsentOnArrival('/cookie-policy/')).toBe(false);
    expect(asksConsentOnArrival('/fr/politique-cookies/')).toBe(false);
    expect(asksConsentOnArrival('/nl/cookiebeleid/')).toBe(false);
  });
});
