import { feedbackMessageKey, thankYouPathOf } from './thankYou.js';

describe('the thank-you pages', () => {
  it('lands each form on its page, a tenant’s with the properties for rent', () => {
    expect(thankYouPathOf('contact', 'fr')).toBe('/fr/merci/contact/');
    expect(thankYouPathOf('rental-application', 'fr')).toMatch(/\?offer=rent$/);
  });

  it('thanks for a message, asks a double opt-in to confirm by mail, and says what the mail’s link did', () => {
    expect(feedbackMessageKey('/feedback/site-contact/', null)).toBe('feedback.text');
    expect(feedbackMessageKey('/feedback/sign-newsletter/', null)).toBe('feedback.newsletter');
    expect(feedbackMessageKey('/feedback/sign-newsletter/', 'confirmed')).toBe('feedback.newsletterConfirmed');
    expect(feedbackMessageKey('/feedback/demand-register/', 'confirmed')).toBe('feedback.demandConfirmed');
    expect(feedbackMessageKey('/feedback/demand-register/', 'unsubscribed')).toBe('feedback.unsubscribed');
    expect(feedbackMessageKey('/feedback/site-contact/', 'invalid')).toBe('feedback.linkInvalid');
  });

  it('promises a followed property’s price changes and sale, not a list’s new matches', () => {
    expect(feedbackMessageKey('/feedback/demand-register/', 'follow')).toBe('feedback.follow');
    expect(feedbackMessageKey('/feedback/demand-register/', 'followConfirmed')).toBe('feedback.followConfirmed');
    expect(feedbackMessageKey('/feedback/sign-newsletter/', 'followConfirmed')).toBe('feedback.newsletter');
    expect(feedbackMessageKey('/feedback/demand-register/', 'toString')).toBe('feedback.demand');
  });
});
