import { CONSENT_COOKIE, CONSENT_SIGNAL_COOKIES, FAVOURITES_STORAGE_KEY, RELEASE_BUCKET_COOKIE, UTM_STORAGE_KEY, type ConsentOption } from 'shared-kernel';

export type StorageKind = 'cookie' | 'sessionStorage' | 'localStorage';

export type Retention =
  | { unit: 'consentExpiry' }
  | { unit: 'session' }
  | { unit: 'untilCleared' }
  | { unit: 'days' | 'months' | 'years'; count: number };

export interface StoredItem {
  name: string;
  /** 'site' for the agency's own; otherwise the vendor's name, not translated. */
  provider: 'site' | 'Google' | 'Meta';
  storage: StorageKind;
  /** A key of the `purposes` dictionary. */
  purpose: string;
  retention: Retention;
}

/**
 * The cookie policy's list of what each category stores, kept next to the code that stores it.
 * The vendors' retentions are their documented defaults.
 */
export const COOKIE_CATALOGUE: Record<ConsentOption, StoredItem[]> = {
  necessary: [
    { name: CONSENT_COOKIE, provider: 'site', storage: 'cookie', purpose: 'consent', retention: { unit: 'consentExpiry' } },
    ...Object.values(CONSENT_SIGNAL_COOKIES).map(
      (name): StoredItem => ({ name, provider: 'site', storage: 'cookie', purpose: 'consentSignal', retention: { unit: 'consentExpiry' } }),
    ),
    { name: UTM_STORAGE_KEY, provider: 'site', storage: 'sessionStorage', purpose: 'utm', retention: { unit: 'session' } },
    // Set only while a new version of a part is tried on a share of visits: the page and its
    // scripts must be of one version, visit after visit (docs/canary.md, "The cookie, and why no consent is asked").
    { name: RELEASE_BUCKET_COOKIE, provider: 'site', storage: 'cookie', purpose: 'releaseBucket', retention: { unit: 'session' } },
    { name: 'language', provider: 'site', storage: 'localStorage', purpose: 'language', retention: { unit: 'untilCleared' } },
    // Written only when the visitor taps a heart: a service they ask for, so it needs no consent.
    { name: FAVOURITES_STORAGE_KEY, provider: 'site', storage: 'localStorage', purpose: 'favourites', retention: { unit: 'untilCleared' } },
  ],
  analytics: [
    { name: '_ga', provider: 'Google', storage: 'cookie', purpose: 'ga', retention: { unit: 'years', count: 2 } },
    { name: '_ga_*', provider: 'Google', storage: 'cookie', purpose: 'gaSession', retention: { unit: 'years', count: 2 } },
  ],
  marketing: [{ name: '_gcl_au', provider: 'Google', storage: 'cookie', purpose: 'gclAu', retention: { unit: 'months', count: 3 } }],
  social: [{ name: '_fbp', provider: 'Meta', storage: 'cookie', purpose: 'fbp', retention: { unit: 'months', count: 3 } }],
  unclassified: [],
};
