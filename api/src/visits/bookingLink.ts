import { localizePath, THANK_YOU_PATHS, type Language } from 'shared-kernel';

/**
 * Where the confirmation mail's cancel link lands: the visit's thank-you page, which shows the
 * booking and a button that cancels it. A link only shows; the button cancels, so a mail scanner
 * that opens every link cancels nothing. The secret rides in the fragment, which browsers never
 * send: it stays out of the server's logs and page cache, and out of analytics' page addresses.
 */
export function visitBookingLink(origin: string, language: Language, token: string): string {
  return `${origin}${visitBookingPath(language, token)}`;
}

/** The same page as the form's own thank-you page: right after booking, it shows when and where. */
export function visitBookingPath(language: Language, token: string): string {
  return `${localizePath(THANK_YOU_PATHS.visit, language)}#booking=${encodeURIComponent(token)}`;
}
