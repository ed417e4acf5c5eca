import { NECESSARY_ONLY, type ConsentChoice, type ConsentOption } from './consentChoice.js';

/**
 * `unknown`: nobody has read the saved choice yet (a server render, or mf-consent still loading);
 * `undecided`: the visitor has made no choice (the dialog is shown); `decided`: a choice is saved.
 * Until `decided`, only the necessary option holds.
 */
export type ConsentStatus = 'unknown' | 'undecided' | 'decided';

export interface ConsentState {
  status: ConsentStatus;
  choice: ConsentChoice;
}

type Listener = (state: ConsentState) => void;

interface ConsentHub {
  state: ConsentState;
  listeners: Set<Listener>;
  settingsListeners: Set<() => void>;
  /** A footer click that came before the dialog was ready; the dialog opens its settings on arrival. */
  settingsRequested: boolean;
}

const UNKNOWN: ConsentState = Object.freeze({ status: 'unknown', choice: NECESSARY_ONLY });

/**
 * Shared-kernel is a federation singleton, but the hub hangs on `globalThis` as well so that a second
 * copy (a remote that fell back to its own shared-kernel) still sees the same choice. On the server
 * nothing publishes, so every render sees `unknown`.
 */
const HUB_KEY = Symbol.for('shared-kernel/consent');

function hub(): ConsentHub {
  const holder = globalThis as typeof globalThis & { [HUB_KEY]?: ConsentHub };
  holder[HUB_KEY] ??= { state: UNKNOWN, listeners: new Set(), settingsListeners: new Set(), settingsRequested: false };
  return holder[HUB_KEY];
}

/** The visitor's consent as mf-consent last published it; stable between changes (for useSyncExternalStore). */
export function getConsent(): ConsentState {
  return hub().state;
}

export function subscribeConsent(listener: Listener): () => void {
  const { listeners } = hub();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether a category may be used now: never before a saved choice. */
export function isConsentGranted(state: ConsentState, option: ConsentOption): boolean {
  if (option === 'necessary') return true;
  return state.status === 'decided' && state.choice[option];
}

/** Only mf-consent calls this, after reading or writing the consent cookies. */
export function publishConsent(state: ConsentState): void {
  const current = hub();
  current.state = Object.freeze({ status: state.status, choice: Object.freeze({ ...state.choice }) });
  for (const listener of [...current.listeners]) listener(current.state);
}

/** The footer's "cookie settings" link: reopens the dialog at its settings layer. */
export function requestConsentSettings(): void {
  const current = hub();
  if (current.settingsListeners.size === 0) {
    current.settingsRequested = true;
    return;
  }
  for (const listener of [...current.settingsListeners]) listener();
}

/** Only mf-consent listens; a request made before it listened is delivered at once. */
export function onConsentSettingsRequest(listener: () => void): () => void {
  const current = hub();
  current.settingsListeners.add(listener);
  if (current.settingsRequested) {
    current.settingsRequested = false;
    listener();
  }
  return () => {
    current.settingsListeners.delete(listener);
  };
}
