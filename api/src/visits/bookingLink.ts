import { localizePath, THANK_YOU_PATHS, VISIT_BOOKING_PARAM, type Language } from 'shared-kernel';

/**
 * Where the confirmation mail's cancel link lands: the visit's thank-you page, which shows the
 * booking and a button that cancels it. A link only shows; the button cancels (a form post), so a
 * mail scanner that opens every link cancels nothing. The secret rides in the query, where the
 * server reads it and renders the booking with its cancel form for a browser without scripts; that
 * page is rendered for its visitor alone (never cached) and sends no referrer. Links of older
 * mails, with the secret in the fragment (`#booking=…`), still work where scripts run.
 */
export function visitBookingLink(origin: string, language: Language, token: string): string {
  return `${origin}${visitBookingPath(language, token)}`;
}

/** The same page as the form's own thank-you page: right after booking, it shows when and where. */
export function visitBookingPath(language: Language, token: string): string {
  return `${localizePath(THANK_YOU_PATHS.visit, language)}?${VISIT_BOOKING_PARAM}=${encodeURIComponent(token)}`;
}
