import { isLanguage, LANGUAGES } from './language.js';

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
