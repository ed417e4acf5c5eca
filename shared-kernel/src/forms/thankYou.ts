import type { Language } from '../domain/language.js';
import type { EnquiryKind } from '../federation/contracts.js';
// The shared subpath, not the file: in a browser bundle the route table then comes once, with the shell's.
import { localizePath } from 'shared-kernel/routing';

/**
 * Spec §2 names eight thank-you pages for twelve forms; each form lands on the closest one:
 * site-wide questions (contact, testimonial, job) on site-contact, property questions (documents,
 * purchase offer) on contact-me, anything that books a meeting (visit, rental application) on
 * contact-appointment, and the free valuation on contact-demand, whose French path is
 * merci/estimation-gratuite.
 */
export const THANK_YOU_PATHS: Record<EnquiryKind, string> = {
  contact: '/feedback/site-contact/',
  visit: '/feedback/contact-appointment/',
  documents: '/feedback/contact-me/',
  'send-to-friend': '/feedback/send-to-friend/',
  'demand-register': '/feedback/demand-register/',
  'free-valuation': '/feedback/contact-demand/',
  'purchase-offer': '/feedback/contact-me/',
  'rental-application': '/feedback/contact-appointment/',
  testimonial: '/feedback/site-contact/',
  newsletter: '/feedback/sign-newsletter/',
  construction: '/feedback/contact-construction/',
  job: '/feedback/site-contact/',
};

/** Where a sent form takes the visitor: a tenant's thank-you page offers the properties for rent. */
export function thankYouPathOf(kind: EnquiryKind, language: Language): string {
  return `${localizePath(THANK_YOU_PATHS[kind], language)}${kind === 'rental-application' ? '?offer=rent' : ''}`;
}

/**
 * The pages of the double opt-in forms: after sending, they ask the visitor to confirm through the
 * mail; the mail's links land here again with `?subscription=` saying what happened. Following one
 * property (`follow`, `followConfirmed`) promises its price changes and its sale or letting, not
 * the new matches of a list.
 */
const SUBSCRIPTION_MESSAGES: Readonly<Record<string, Readonly<Record<string, string>> & { pending: string }>> = {
  '/feedback/sign-newsletter/': { pending: 'feedback.newsletter', confirmed: 'feedback.newsletterConfirmed' },
  '/feedback/demand-register/': {
    pending: 'feedback.demand',
    confirmed: 'feedback.demandConfirmed',
    follow: 'feedback.follow',
    followConfirmed: 'feedback.followConfirmed',
  },
};

/**
 * The `common` dictionary key of what a thank-you page (its route's original path) says, with
 * the `?subscription=` a double opt-in mail's link adds: the shell's pages and a remote's harness
 * thank the visitor alike.
 */
export function feedbackMessageKey(original: string, subscription: string | null): string {
  if (subscription === 'unsubscribed') return 'feedback.unsubscribed';
  if (subscription === 'invalid') return 'feedback.linkInvalid';
  const messages = SUBSCRIPTION_MESSAGES[original];
  if (messages === undefined) return 'feedback.text';
  return (subscription !== null && Object.hasOwn(messages, subscription) ? messages[subscription] : undefined) ?? messages.pending;
}
