import { ALL_CONSENTS, NECESSARY_ONLY } from './consentChoice.js';
import {
  getConsent,
  isConsentGranted,
  onConsentSettingsRequest,
  publishConsent,
  requestConsentSettings,
  subscribeConsent,
} from './consentState.js';

describe('the shared consent state', () => {
  it('is unknown until mf-consent publishes, and grants nothing but the necessary', () => {
    expect(getConsent()).toEqual({ status: 'unknown', choice: NECESSARY_ONLY });
    expect(isConsentGranted(getConsent(), 'necessary')).toBe(true);
    expect(isConsentGranted(getConsent(), 'analytics')).toBe(false);
  });

  it('tells every subscriber of a published choice until they unsubscribe', () => {
    const seen: string[] = [];
    const unsubscribe = subscribeConsent((state) => seen.push(state.status));
    publishConsent({ status: 'undecided', choice: NECESSARY_ONLY });
    publishConsent({ status: 'decided', choice: ALL_CONSENTS });
    unsubscribe();
    publishConsent({ status: 'decided', choice: NECESSARY_ONLY });
    expect(seen).toEqual(['undecided', 'decided']);
    expect(getConsent().choice).toEqual(NECESSARY_ONLY);
  });

  it('keeps one snapshot between changes, as useSyncExternalStore needs', () => {
    publishConsent({ status: 'decided', choice: ALL_CONSENTS });
    expect(getConsent()).toBe(getConsent());
    expect(isConsentGranted(getConsent(), 'social')).toBe(true);
  });

  it('grants nothing while undecided, whatever the choice says', () => {
    expect(isConsentGranted({ status: 'undecided', choice: ALL_CONSENTS }, 'analytics')).toBe(false);
  });

  it('lives on globalThis, so a second copy of shared-kernel shares it', async () => {
    publishConsent({ status: 'decided', choice: ALL_CONSENTS });
    await jest.isolateModulesAsync(async () => {
      const copy = await import('./consentState.js');
      expect(copy.getConsent()).toBe(getConsent());
    });
  });

  it('delivers a settings request made before the dialog listened, once', () => {
    requestConsentSettings();
    const opened = jest.fn();
    const stop = onConsentSettingsRequest(opened);
    expect(opened).toHaveBeenCalledTimes(1);
    requestConsentSettings();
    expect(opened).toHaveBeenCalledTimes(2);
    stop();
    const later = jest.fn();
    onConsentSettingsRequest(later)();
    expect(later).not.toHaveBeenCalled();
  });
});
