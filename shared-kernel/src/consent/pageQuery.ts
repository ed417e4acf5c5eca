// The shared subpath, not the file: in a browser bundle the route table then comes once, with the shell's.
import { resolvePath } from 'shared-kernel/routing';

/** Spec §4: a preview page (a `preview` query parameter) shows no consent dialog. */
export function isPreviewPage(search: string): boolean {
  return new URLSearchParams(search).has('preview');
}

/** Spec §4: a query containing `setcookies` clears the saved choice, so the dialog asks again. */
export function asksToResetConsent(search: string): boolean {
  return new URLSearchParams(search).has('setcookies');
}

export const COOKIE_POLICY_PATH = '/cookie-policy/';

/**
 * Whether the dialog may open by itself on this page: not on the cookie policy, which the dialog
 * links to and which a modal dialog would cover; the page offers its own settings button instead.
 */
export function asksConsentOnArrival(pathname: string): boolean {
  return resolvePath(pathname)?.originalPath !== COOKIE_POLICY_PATH;
}
