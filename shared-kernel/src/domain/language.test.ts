import { chosenLanguage, isLanguage, languageCookieString, LANGUAGES } from './language.js';

describe('LANGUAGES', () => {
  it('lists the four site languages in order', () => {
    expect(LANGUAGES).toEqual(['en', 'nl', 'fr', 'de']);
  });
});

describe('isLanguage', () => {
  it.each(['en', 'nl', 'fr', 'de'])('accepts %s', (code) => {
    expect(isLanguage(code)).toBe(true);
  });

  it.each([['EN'], ['es'], [''], ['fr-BE'], [null], [undefined], [1], [{}]])('rejects %p', (value) => {
    expect(isLanguage(value)).toBe(false);
  });
});

describe('the chosen language in a cookie', () => {
  it('reads the language a cookie header names among others, and nothing else', () => {
    expect(chosenLanguage('consent=necessary; language=nl; other=1')).toBe('nl');
    expect(chosenLanguage('language=es')).toBeNull();
    expect(chosenLanguage('mylanguage=nl')).toBeNull();
    expect(chosenLanguage('')).toBeNull();
  });

  it('keeps the choice for a year on every path, sent on a visit from another site', () => {
    expect(languageCookieString('de')).toBe('language=de; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(chosenLanguage(languageCookieString('de').split(';')[0] ?? '')).toBe('de');
  });
});
