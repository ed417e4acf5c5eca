import { chosenLanguage } from 'shared-kernel';
import { initialLanguage, languageFromPath, rememberChosenLanguage, storeLanguage, storedLanguage } from './language';

const ALL = ['en', 'nl', 'fr', 'de'] as const;

describe('languageFromPath', () => {
  it('takes an enabled two-letter first segment', () => {
    expect(languageFromPath('/fr/a-vendre/', ALL)).toBe('fr');
    expect(languageFromPath('/nl/', ALL)).toBe('nl');
    expect(languageFromPath('/de', ALL)).toBe('de');
  });

  it('ignores anything else', () => {
    expect(languageFromPath('/', ALL)).toBeNull();
    expect(languageFromPath('/for-sale/', ALL)).toBeNull();
    expect(languageFromPath('/es/', ALL)).toBeNull();
    expect(languageFromPath('/frx/', ALL)).toBeNull();
  });

  it('ignores a language the site has not enabled', () => {
    expect(languageFromPath('/de/', ['fr', 'nl'])).toBeNull();
  });
});

describe('the stored language', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips through local storage, and no cookie is written for a page merely visited', () => {
    storeLanguage('nl');
    expect(localStorage.getItem('language')).toBe('nl');
    expect(storedLanguage(ALL)).toBe('nl');
    expect(chosenLanguage(document.cookie)).toBeNull();
  });

  it('tells the server a language picked in the switcher, in a cookie', () => {
    rememberChosenLanguage('de');
    expect(chosenLanguage(document.cookie)).toBe('de');
    expect(storedLanguage(ALL)).toBe('de');
  });

  it('is ignored when tampered with or no longer enabled', () => {
    localStorage.setItem('language', 'xx');
    expect(storedLanguage(ALL)).toBeNull();
    localStorage.setItem('language', 'de');
    expect(storedLanguage(['fr'])).toBeNull();
  });
});

describe('initialLanguage', () => {
  beforeEach(() => localStorage.clear());

  it('prefers the path, then the stored choice, then the site default', () => {
    storeLanguage('nl');
    expect(initialLanguage('/en/', ALL, 'fr')).toBe('en');
    expect(initialLanguage('/for-sale/', ALL, 'fr')).toBe('nl');
    localStorage.clear();
    expect(initialLanguage('/for-sale/', ALL, 'fr')).toBe('fr');
  });
});
