import {
  DEFAULT_CONSENT_EXPIRY_DAYS,
  clearedConsentCookieStrings,
  consentCookieStrings,
  savedConsentChoice,
  type ConsentChoice,
} from 'shared-kernel';

// The only module of the site that reads or writes the consent cookies; everyone else asks the
// shared consent state (shared-kernel's getConsent / subscribeConsent).

export function readSavedChoice(): ConsentChoice | null {
  return savedConsentChoice(document.cookie);
}

export function saveChoice(choice: ConsentChoice, expiryDays = DEFAULT_CONSENT_EXPIRY_DAYS): void {
  const secure = window.location.protocol === 'https:';
  for (const cookie of consentCookieStrings(choice, new Date(), { expiryDays, secure })) document.cookie = cookie;
}

export function forgetChoice(): void {
  for (const cookie of clearedConsentCookieStrings()) document.cookie = cookie;
}
