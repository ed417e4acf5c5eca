import {
  ALL_CONSENTS,
  NECESSARY_ONLY,
  asksConsentOnArrival,
  asksToResetConsent,
  isPreviewPage,
  type ConsentChoice,
  type ConsentState,
  type OptionalConsent,
} from 'shared-kernel';

/** `first`: Agree all / Decline / Change settings; `settings`: the five options. */
export type DialogLayer = 'closed' | 'first' | 'settings';

export interface ConsentDialogState {
  consent: ConsentState;
  layer: DialogLayer;
  /** The options ticked in the settings layer, saved only by a button. */
  draft: ConsentChoice;
}

export type ConsentEvent =
  | { type: 'pageLoaded'; saved: ConsentChoice | null; pathname: string; search: string }
  /** In-site navigation to another page. */
  | { type: 'pageShown'; pathname: string }
  | { type: 'agreeAll' }
  | { type: 'decline' }
  | { type: 'changeSettings' }
  | { type: 'toggle'; option: OptionalConsent; on: boolean }
  | { type: 'agreePartly' }
  | { type: 'settingsRequested' }
  | { type: 'dismissed' };

export const INITIAL_DIALOG_STATE: ConsentDialogState = {
  consent: { status: 'unknown', choice: NECESSARY_ONLY },
  layer: 'closed',
  draft: NECESSARY_ONLY,
};

/**
 * The state a page opens with, from its first render on (the server's included): the saved choice
 * read from the visitor's cookies, so the dialog paints with the page instead of after the scripts.
 */
export function stateOnArrival(saved: ConsentChoice | null, pathname: string, search: string): ConsentDialogState {
  return consentReducer(INITIAL_DIALOG_STATE, { type: 'pageLoaded', saved, pathname, search });
}

function decided(choice: ConsentChoice): ConsentDialogState {
  return { consent: { status: 'decided', choice }, layer: 'closed', draft: choice };
}

/** Spec §4: no choice (dialog shown) → saved choice; setcookies forgets it; preview pages never ask. */
export function consentReducer(state: ConsentDialogState, event: ConsentEvent): ConsentDialogState {
  switch (event.type) {
    case 'pageLoaded':
      if (isPreviewPage(event.search)) return INITIAL_DIALOG_STATE;
      if (event.saved && !asksToResetConsent(event.search)) return decided(event.saved);
      return {
        consent: { status: 'undecided', choice: NECESSARY_ONLY },
        layer: asksConsentOnArrival(event.pathname) ? 'first' : 'closed',
        draft: NECESSARY_ONLY,
      };
    case 'pageShown': {
      // Until a choice is saved every page asks again, except the cookie policy, left readable.
      if (state.consent.status !== 'undecided' || state.layer === 'settings') return state;
      const layer = asksConsentOnArrival(event.pathname) ? 'first' : 'closed';
      // The same state when nothing changes, as on arrival, where the first render already asked.
      return layer === state.layer ? state : { ...state, layer };
    }
    case 'agreeAll':
      return decided(ALL_CONSENTS);
    case 'decline':
      return decided(NECESSARY_ONLY);
    case 'changeSettings':
    case 'settingsRequested':
      if (state.consent.status === 'unknown') return state;
      return { ...state, layer: 'settings', draft: state.consent.choice };
    case 'toggle':
      return state.layer === 'settings' ? { ...state, draft: { ...state.draft, [event.option]: event.on } } : state;
    case 'agreePartly':
      return state.layer === 'settings' ? decided(state.draft) : state;
    case 'dismissed':
      // Escape never accepts. Without a saved choice the dialog stays: it needs one, and closed it
      // would be back on the next page. Reopened over a saved choice, it closes and keeps it.
      if (state.consent.status === 'undecided') return state;
      return { ...state, layer: 'closed', draft: state.consent.choice };
  }
}
