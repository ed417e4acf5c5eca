import { ALL_CONSENTS, NECESSARY_ONLY } from './consentChoice.js';
import { consentChoiceOfForm } from './consentForm.js';
import { consentFormSchema } from './consentFormSchema.js';

describe('the consent form', () => {
  it('saves all, none, or the options ticked with "Save my choice"', () => {
    expect(consentChoiceOfForm({ choice: 'all', options: 'social' })).toEqual(ALL_CONSENTS);
    expect(consentChoiceOfForm({ choice: 'none', options: ['analytics'] })).toEqual(NECESSARY_ONLY);
    expect(consentChoiceOfForm({ choice: 'custom', options: ['analytics', 'social'] })).toEqual({ analytics: true, marketing: false, social: true, unclassified: false });
    expect(consentChoiceOfForm({ choice: 'custom', options: 'marketing' })).toEqual({ ...NECESSARY_ONLY, marketing: true });
    expect(consentChoiceOfForm({ choice: 'custom' })).toEqual(NECESSARY_ONLY);
  });

  it('refuses a choice or an option it does not know', () => {
    expect(consentFormSchema.safeParse({ choice: 'some' }).success).toBe(false);
    expect(consentFormSchema.safeParse({ choice: 'custom', options: ['necessary'] }).success).toBe(false);
    expect(consentFormSchema.safeParse({ choice: 'all', lang: 'es' }).success).toBe(false);
    expect(consentFormSchema.safeParse({ choice: 'all', return: '/fr/', lang: 'fr' }).success).toBe(true);
  });
});
