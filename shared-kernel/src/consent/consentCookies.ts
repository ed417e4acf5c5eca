import {
  OPTIONAL_CONSENTS,
  consentModeOf,
  type ConsentChoice,
  type ConsentModeSignal,
  type OptionalConsent,
} from './consentChoice.js';
import { cookieValue } from '../format/cookies.js';

/**
 * Spec §3 "Browser storage". `consent` holds the options agreed to, joined by dots
 * (`necessary.analytics`); the four others carry the Consent Mode signals for tags that read cookies.
 */
export const CONSENT_COOKIE = 'consent';

/**
 * The bucket (0–99) of a visitor's page views while a new version of a part is tried on a share of
 * them (a sticky canary): a session cookie set by the api, strictly necessary (the pages
 * and their scripts must be of one version), holding that number alone.
 */
export const RELEASE_BUCKET_COOKIE = 'release_bucket';

export const CONSENT_SIGNAL_COOKIES: Record<ConsentModeSignal, string> = {
  ad_user_data: 'consentAdUserData',
  ad_storage: 'consentAdStorage',
  analytics_storage: 'consentAnalyticsStorage',
  ad_personalization: 'consentAdPersonalization',
};

export const CONSENT_COOKIE_NAMES: readonly string[] = [CONSENT_COOKIE, ...Object.values(CONSENT_SIGNAL_COOKIES)];

/** About six months, as European regulators advise: the visitor is asked again twice a year. */
export const DEFAULT_CONSENT_EXPIRY_DAYS = 182;

const DAY_MS = 86_400_000;

export function consentCookieValue(choice: ConsentChoice): string {
  return ['necessary', ...OPTIONAL_CONSENTS.filter((option) => choice[option])].join('.');
}

/** The saved choice of a `Cookie` header or `document.cookie`; null when none is saved or it is not ours. */
export function savedConsentChoice(cookieHeader: string): ConsentChoice | null {
  const value = cookieValue(cookieHeader, CONSENT_COOKIE);
  if (value === null) return null;
  const options = value.split('.');
  if (options[0] !== 'necessary') return null;
  const agreed = new Set(options.slice(1));
  if ([...agreed].some((option) => !OPTIONAL_CONSENTS.includes(option as OptionalConsent))) return null;
  return Object.fromEntries(OPTIONAL_CONSENTS.map((option) => [option, agreed.has(option)])) as ConsentChoice;
}

/** The `document.cookie` assignments that save a choice for `expiryDays`. */
export function consentCookieStrings(
  choice: ConsentChoice,
  now: Date,
  { expiryDays = DEFAULT_CONSENT_EXPIRY_DAYS, secure = false }: { expiryDays?: number; secure?: boolean } = {},
): string[] {
  const expires = new Date(now.getTime() + expiryDays * DAY_MS).toUTCString();
  const attributes = `; expires=${expires}; path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  const mode = consentModeOf(choice);
  return [
    `${CONSENT_COOKIE}=${consentCookieValue(choice)}${attributes}`,
    ...Object.entries(CONSENT_SIGNAL_COOKIES).map(
      ([signal, name]) => `${name}=${mode[signal as ConsentModeSignal]}${attributes}`,
    ),
  ];
}

/** The assignments that forget a saved choice (`?setcookies`). */
export function clearedConsentCookieStrings(): string[] {
  return CONSENT_COOKIE_NAMES.map((name) => `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`);
}
