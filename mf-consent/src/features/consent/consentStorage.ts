import {
  DEFAULT_CONSENT_EXPIRY_DAYS,
  clearedConsentCookieStrings,
  consentCookieStrings,
  savedConsentChoice,
  type ConsentChoice,
} from 'shared-kernel';

// The only module of the site that reads or writes the consent cookies; everyone else asks the
// shared consent state (shared-kernel's getConsent / subscribeConsent).

/** The saved choice in a cookie string: the page's own by default, or the one a render was given. */
export function readSavedChoice(cookieString: string = document.cookie): ConsentChoice | null {
  return savedConsentChoice(cookieString);
}

export function saveChoice(choice: ConsentChoice, expiryDays = DEFAULT_CONSENT_EXPIRY_DAYS): void {
  const secure = window.location.protocol === 'https:';
  for (const cookie of consentCookieStrings(choice, new Date(), { expiryDays, secure })) document.cookie = cookie;
}

export function forgetChoice(): void {
  for (const cookie of clearedConsentCookieStrings()) document.cookie = cookie;
}
