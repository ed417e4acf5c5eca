import { LANGUAGES } from '../domain/language.js';
import { DICTIONARY_LOADERS } from './loaders.js';
import { NAMESPACES, type Dictionary } from './namespaces.js';

function keysOf(dictionary: Dictionary, prefix = ''): string[] {
  return Object.entries(dictionary).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

describe.each(NAMESPACES)('the %s dictionaries', (namespace) => {
  const load = async (language: (typeof LANGUAGES)[number]) => (await DICTIONARY_LOADERS[language][namespace]()).default;

  it('have exactly the same keys in every language', async () => {
    const english = keysOf(await load('en')).sort();
    expect(english.length).toBeGreaterThan(0);
    for (const language of LANGUAGES) {
      expect({ language, keys: keysOf(await load(language)).sort() }).toEqual({ language, keys: english });
    }
  });

  it('have no empty text and keep the same placeholders in every language', async () => {
    const english = await load('en');
    const lookup = (dictionary: Dictionary, key: string): string =>
      key.split('.').reduce<string | Dictionary>((node, part) => (node as Dictionary)[part] ?? '', dictionary) as string;
    for (const language of LANGUAGES) {
      const dictionary = await load(language);
      for (const key of keysOf(dictionary)) {
        const text = lookup(dictionary, key);
        expect({ language, key, empty: text.trim() === '' }).toEqual({ language, key, empty: false });
        expect({ language, key, placeholders: placeholdersOf(text) }).toEqual({
          language,
          key,
          placeholders: placeholdersOf(lookup(english, key)),
        });
      }
    }
  });
});
