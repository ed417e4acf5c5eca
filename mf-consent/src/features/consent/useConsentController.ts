import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useLocation } from 'shared-kernel/router';
import {
  asksToResetConsent,
  captureUtmParameters,
  isPreviewPage,
  onConsentSettingsRequest,
  publishConsent,
} from 'shared-kernel';
import { useCookieString } from 'shared-kernel/react';
import { consentReducer, stateOnArrival, type ConsentEvent } from './consentMachine';
import { pushConsentDefault, pushConsentUpdate } from './consentMode';
import { forgetChoice, readSavedChoice, saveChoice } from './consentStorage';
import { useConsentSiteInfo } from './siteInfoApi';
import { forgetTrackerCookies, loadTrackingScripts, outsidePagePolicy, tagsToStop } from './trackers';

export interface ConsentControllerOptions {
  /** How a withdrawal stops scripts already running: they cannot be unloaded, so the page reloads. */
  reloadPage?: () => void;
}

const reloadWindow = () => window.location.reload();

/**
 * Runs the consent of one page: reads the saved choice, answers the footer's settings link, saves
 * each choice with its Consent Mode update, and loads only the scripts it allows.
 */
export function useConsentController({ reloadPage = reloadWindow }: ConsentControllerOptions = {}) {
  const { pathname, search } = useLocation();
  const cookieString = useCookieString();
  // The first render, on the server as in the browser, already shows what the saved choice calls for.
  const [state, dispatch] = useReducer(consentReducer, undefined, () =>
    stateOnArrival(readSavedChoice(cookieString), pathname, search),
  );
  // The choice the page's security policy was made for (the document's, kept through in-site navigation).
  const [pageChoice] = useState(() => readSavedChoice(cookieString));
  const siteInfo = useConsentSiteInfo({ skip: isPreviewPage(search) });
  const pageRead = useRef(false);
  // A preview page's first state knows no choice: the first page read after it must bring it.
  const arrivalInState = useRef(!isPreviewPage(search));

  useEffect(() => {
    if (isPreviewPage(search)) return;
    captureUtmParameters(search);
    const reset = asksToResetConsent(search);
    // Later in-site navigation keeps the choice already read, unless it asks for the reset.
    if (pageRead.current && !reset) return;
    pageRead.current = true;
    pushConsentDefault();
    if (reset) forgetChoice();
    const saved = readSavedChoice();
    if (saved) pushConsentUpdate(saved);
    if (arrivalInState.current) arrivalInState.current = false;
    else dispatch({ type: 'pageLoaded', saved, pathname, search });
  }, [pathname, search]);

  useEffect(() => {
    dispatch({ type: 'pageShown', pathname });
  }, [pathname]);

  useEffect(() => onConsentSettingsRequest(() => dispatch({ type: 'settingsRequested' })), []);

  useEffect(() => {
    if (state.consent.status !== 'unknown') publishConsent(state.consent);
  }, [state.consent]);

  useEffect(() => {
    if (state.consent.status === 'decided' && siteInfo) loadTrackingScripts(siteInfo, state.consent);
  }, [state.consent, siteInfo]);

  const send = useCallback(
    (event: ConsentEvent) => {
      const next = consentReducer(state, event);
      if (next.consent !== state.consent && next.consent.status === 'decided') {
        saveChoice(next.consent.choice, siteInfo?.consentExpiryDays);
        pushConsentUpdate(next.consent.choice);
        const stopped = tagsToStop(siteInfo, next.consent);
        if (stopped.length > 0) forgetTrackerCookies(stopped);
        if (stopped.length > 0 || outsidePagePolicy(siteInfo, next.consent, pageChoice)) reloadPage();
      }
      dispatch(event);
    },
    [state, siteInfo, reloadPage, pageChoice],
  );

  return { state, send };
}
