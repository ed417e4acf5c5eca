import { ALL_CONSENTS, NECESSARY_ONLY } from 'shared-kernel';
import { INITIAL_DIALOG_STATE, consentReducer, stateOnArrival, type ConsentDialogState, type ConsentEvent } from './consentMachine';

const run = (events: ConsentEvent[], from: ConsentDialogState = INITIAL_DIALOG_STATE) => events.reduce(consentReducer, from);
const firstVisit: ConsentEvent = { type: 'pageLoaded', saved: null, pathname: '/fr/', search: '' };

describe('consentReducer', () => {
  it('asks on a first visit, granting nothing but the necessary', () => {
    expect(run([firstVisit])).toEqual({
      consent: { status: 'undecided', choice: NECESSARY_ONLY },
      layer: 'first',
      draft: NECESSARY_ONLY,
    });
  });

  it('does not ask again once a choice is saved', () => {
    const saved = { ...NECESSARY_ONLY, analytics: true };
    expect(run([{ type: 'pageLoaded', saved, pathname: '/fr/a-vendre/', search: '?city=Uccle' }])).toEqual({
      consent: { status: 'decided', choice: saved },
      layer: 'closed',
      draft: saved,
    });
  });

  it('saves all four consents and more on agree all', () => {
    expect(run([firstVisit, { type: 'agreeAll' }]).consent).toEqual({ status: 'decided', choice: ALL_CONSENTS });
  });

  it('keeps only the necessary option on decline', () => {
    const state = run([firstVisit, { type: 'decline' }]);
    expect(state.consent).toEqual({ status: 'decided', choice: NECESSARY_ONLY });
    expect(state.layer).toBe('closed');
  });

  it('shows five options none ticked, and saves only the ones ticked on agree partly', () => {
    const settings = run([firstVisit, { type: 'changeSettings' }]);
    expect(settings.layer).toBe('settings');
    expect(settings.draft).toEqual(NECESSARY_ONLY);
    const state = run(
      [
        { type: 'toggle', option: 'marketing', on: true },
        { type: 'toggle', option: 'social', on: true },
        { type: 'toggle', option: 'social', on: false },
      ],
      settings,
    );
    expect(state.consent.status).toBe('undecided');
    expect(consentReducer(state, { type: 'agreePartly' }).consent).toEqual({
      status: 'decided',
      choice: { ...NECESSARY_ONLY, marketing: true },
    });
  });

  it('stays open on Escape until a choice is saved, and closes on it over a saved choice, keeping it', () => {
    const escaped = run([firstVisit, { type: 'changeSettings' }, { type: 'toggle', option: 'analytics', on: true }, { type: 'dismissed' }]);
    expect(escaped).toMatchObject({ consent: { status: 'undecided', choice: NECESSARY_ONLY }, layer: 'settings' });
    const reopened = run([firstVisit, { type: 'decline' }, { type: 'settingsRequested' }, { type: 'toggle', option: 'marketing', on: true }, { type: 'dismissed' }]);
    expect(reopened).toEqual({ consent: { status: 'decided', choice: NECESSARY_ONLY }, layer: 'closed', draft: NECESSARY_ONLY });
  });

  it('leaves the cookie policy readable: it does not open there by itself', () => {
    const onPolicy = run([{ type: 'pageLoaded', saved: null, pathname: '/fr/politique-cookies/', search: '' }]);
    expect(onPolicy).toMatchObject({ consent: { status: 'undecided' }, layer: 'closed' });
    expect(run([firstVisit, { type: 'pageShown', pathname: '/nl/cookiebeleid/' }]).layer).toBe('closed');
    expect(consentReducer(onPolicy, { type: 'settingsRequested' }).layer).toBe('settings');
    expect(consentReducer(onPolicy, { type: 'pageShown', pathname: '/fr/' }).layer).toBe('first');
  });

  it('does not reopen on navigation once a choice is saved, nor leave the settings layer', () => {
    const saved = run([firstVisit, { type: 'decline' }, { type: 'pageShown', pathname: '/fr/a-vendre/' }]);
    expect(saved.layer).toBe('closed');
    const settings = run([firstVisit, { type: 'changeSettings' }, { type: 'pageShown', pathname: '/fr/a-vendre/' }]);
    expect(settings.layer).toBe('settings');
  });

  it('reopens at the settings layer with the saved choice, to withdraw it in two clicks', () => {
    const state = run([firstVisit, { type: 'agreeAll' }, { type: 'settingsRequested' }]);
    expect(state.layer).toBe('settings');
    expect(state.draft).toEqual(ALL_CONSENTS);
    expect(consentReducer(state, { type: 'decline' }).consent).toEqual({ status: 'decided', choice: NECESSARY_ONLY });
  });

  it('forgets a saved choice when the query contains setcookies', () => {
    const state = run([{ type: 'pageLoaded', saved: ALL_CONSENTS, pathname: '/', search: '?setcookies' }]);
    expect(state.consent).toEqual({ status: 'undecided', choice: NECESSARY_ONLY });
    expect(state.layer).toBe('first');
  });

  it('never asks on a preview page', () => {
    expect(run([{ type: 'pageLoaded', saved: null, pathname: '/about-us/', search: '?preview=1' }])).toEqual(INITIAL_DIALOG_STATE);
    expect(run([{ type: 'pageLoaded', saved: null, pathname: '/about-us/', search: '?preview=1' }, { type: 'settingsRequested' }]).layer).toBe('closed');
  });

  it('opens a page in the state its load gives, which the page shown on arrival keeps as it is', () => {
    const arrival = stateOnArrival(null, '/fr/', '');
    expect(arrival).toEqual(run([firstVisit]));
    expect(consentReducer(arrival, { type: 'pageShown', pathname: '/fr/' })).toBe(arrival);
    expect(stateOnArrival(ALL_CONSENTS, '/fr/', '?setcookies').layer).toBe('first');
    expect(stateOnArrival(ALL_CONSENTS, '/fr/', '').consent).toEqual({ status: 'decided', choice: ALL_CONSENTS });
    expect(stateOnArrival(null, '/about-us/', '?preview=1')).toEqual(INITIAL_DIALOG_STATE);
  });

  it('ignores option switches outside the settings layer', () => {
    const state = run([firstVisit, { type: 'toggle', option: 'analytics', on: true }, { type: 'agreePartly' }]);
    expect(state.consent.status).toBe('undecided');
    expect(state.draft).toEqual(NECESSARY_ONLY);
  });
});
