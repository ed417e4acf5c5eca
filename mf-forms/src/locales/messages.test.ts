import { LANGUAGES, validateEnquiry } from 'shared-kernel';
import { textOf } from 'shared-kernel/dictionary-test';
import { ENQUIRY_KINDS } from 'shared-kernel/federation';
import { loadFormsDictionary } from '../i18n';

// The kernel's rules answer message keys; these are the words a visitor reads for them.
describe('the words of the forms', () => {
  it.each(ENQUIRY_KINDS)('%s: its name and a message for each field an empty form reports, in all four languages', async (kind) => {
    const result = validateEnquiry(kind, {});
    if (result.ok) throw new Error(`an empty ${kind} form passed`);
    for (const language of LANGUAGES) {
      const { default: dictionary } = await loadFormsDictionary(language);
      expect({ language, name: textOf(dictionary, `kinds.${kind}`) }).toEqual({ language, name: expect.any(String) });
      for (const [field, key] of Object.entries(result.errors)) {
        expect({ field, language, text: textOf(dictionary, key) }).toEqual({ field, language, text: expect.any(String) });
      }
    }
  });

  it('speaks French as spec §5 words it', async () => {
    const { default: french } = await loadFormsDictionary('fr');
    expect(textOf(french, 'errors.city')).toBe("Vous n'avez pas saisi votre ville");
    expect(textOf(french, 'errors.captcha')).toBe('Les caractères saisis ne sont pas valides');
    expect(textOf(french, 'server.contactNotSent')).toBe('Votre e-mail n’a pas été envoyé. Veuillez réessayer.');
    expect(textOf(french, 'server.appointmentsFull')).toBe('Les rendez-vous sont complets');
    expect(textOf(french, 'server.documentsAlreadyRequested')).toBe('Vous avez déjà demandé les documents pour ce bien.');
  });
});
