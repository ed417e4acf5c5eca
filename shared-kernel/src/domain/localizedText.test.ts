import { localizedText } from './localizedText.js';

describe('localizedText', () => {
  it('returns a plain string for every language', () => {
    expect(localizedText('Contact', 'nl')).toBe('Contact');
    expect(localizedText('Contact', 'de', 'fr')).toBe('Contact');
  });

  it('returns the text of the requested language', () => {
    expect(localizedText({ en: 'For sale', nl: 'Te koop', fr: 'À vendre' }, 'nl', 'fr')).toBe('Te koop');
  });

  it('falls back to the fallback language when the requested one is missing or blank', () => {
    expect(localizedText({ en: 'For sale', fr: 'À vendre' }, 'de', 'fr')).toBe('À vendre');
    expect(localizedText({ de: '  ', en: 'For sale', fr: 'À vendre' }, 'de', 'fr')).toBe('À vendre');
  });

  it('then falls back to the first non-empty text in LANGUAGES order', () => {
    expect(localizedText({ fr: 'À vendre', nl: 'Te koop' }, 'de')).toBe('Te koop');
    expect(localizedText({ fr: 'À vendre', nl: '' }, 'de', 'en')).toBe('À vendre');
  });

  it('gives an empty string when there is no text at all', () => {
    expect(localizedText({}, 'fr', 'en')).toBe('');
    expect(localizedText({ fr: '', nl: ' ' }, 'fr')).toBe('');
    expect(localizedText(null, 'fr')).toBe('');
    expect(localizedText(undefined, 'fr')).toBe('');
  });
});
