/**
 * Spec §4: the five options of the settings layer. Strictly necessary is always on; the visitor
 * switches the four others, none of them ticked before they choose.
 */
export const CONSENT_OPTIONS = ['necessary', 'analytics', 'marketing', 'social', 'unclassified'] as const;

export type ConsentOption = (typeof CONSENT_OPTIONS)[number];

/** The options a visitor can switch. */
export type OptionalConsent = Exclude<ConsentOption, 'necessary'>;

export const OPTIONAL_CONSENTS: readonly OptionalConsent[] = ['analytics', 'marketing', 'social', 'unclassified'];

/** A saved choice: which optional categories the visitor agreed to. */
export type ConsentChoice = Record<OptionalConsent, boolean>;

/** What "Decline" saves, and what holds while no choice is saved: only the necessary option. */
export const NECESSARY_ONLY: ConsentChoice = Object.freeze({
  analytics: false,
  marketing: false,
  social: false,
  unclassified: false,
});

/** What "Agree all" saves. */
export const ALL_CONSENTS: ConsentChoice = Object.freeze({
  analytics: true,
  marketing: true,
  social: true,
  unclassified: true,
});

/** The four Consent Mode v2 signals (spec §4 "the four ad and analytics consents"). */
export const CONSENT_MODE_SIGNALS = ['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage'] as const;

export type ConsentModeSignal = (typeof CONSENT_MODE_SIGNALS)[number];

export type ConsentModeState = Record<ConsentModeSignal, 'granted' | 'denied'>;

/** Analytics consent opens analytics storage; marketing consent opens the three ad signals. */
export function consentModeOf(choice: ConsentChoice): ConsentModeState {
  const signal = (granted: boolean) => (granted ? 'granted' : 'denied');
  return {
    ad_storage: signal(choice.marketing),
    ad_user_data: signal(choice.marketing),
    ad_personalization: signal(choice.marketing),
    analytics_storage: signal(choice.analytics),
  };
}
