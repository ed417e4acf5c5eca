// The shared subpath, not the file: in a browser bundle the route table then comes once, with the shell's.
import { localizePath, resolvePath } from 'shared-kernel/routing';
import type { Language } from '../domain/language.js';

/** Spec §4: a preview page (a `preview` query parameter) shows no consent dialog. */
export function isPreviewPage(search: string): boolean {
  return new URLSearchParams(search).has('preview');
}

/** Spec §4: a query containing `setcookies` clears the saved choice, so the dialog asks again. */
export function asksToResetConsent(search: string): boolean {
  return new URLSearchParams(search).has('setcookies');
}

export const COOKIE_POLICY_PATH = '/cookie-policy/';

/** The id of the cookie policy's settings form: where "change the settings" leads without scripts. */
export const COOKIE_SETTINGS_ID = 'cookie-settings';

/**
 * The cookie policy's form of the five choices: the address of the dialog's "change the settings"
 * and of the footer's "cookie settings", which open the dialog's settings instead when scripts run.
 */
export function cookieSettingsHref(language: Language): string {
  return `${localizePath(COOKIE_POLICY_PATH, language)}#${COOKIE_SETTINGS_ID}`;
}

/**
 * Whether the dialog may open by itself on this page: not on the cookie policy, which the dialog
 * links to and which a modal dialog would cover; the page offers its own settings form instead.
 */
export function asksConsentOnArrival(pathname: string): boolean {
  return resolvePath(pathname)?.originalPath !== COOKIE_POLICY_PATH;
}
