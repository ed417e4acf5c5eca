import { consentModeOf, type ConsentChoice, type ConsentModeState } from 'shared-kernel';

/** Spec §9: how long tags wait for the saved choice before they fall back to the default. */
export const CONSENT_WAIT_FOR_UPDATE_MS = 500;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

const DENIED: ConsentModeState = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' };

/** The standard gtag queue: Google's tags only read `arguments` objects from the data layer. */
export function gtag(): (...args: unknown[]) => void {
  window.dataLayer ??= [];
  window.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js ignores entries that are not Arguments objects
    window.dataLayer?.push(arguments);
  };
  return window.gtag;
}

let defaultPushed = false;

/** Consent Mode v2: everything denied before any tag can run; pushed once per page. */
export function pushConsentDefault(): void {
  if (defaultPushed) return;
  defaultPushed = true;
  gtag()('consent', 'default', { ...DENIED, wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS });
}

/** Consent Mode v2 update, on every choice and on each page with a saved choice. */
export function pushConsentUpdate(choice: ConsentChoice): void {
  pushConsentDefault();
  gtag()('consent', 'update', consentModeOf(choice));
}
