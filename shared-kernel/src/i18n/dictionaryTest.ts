import { describe, expect, it } from '@jest/globals';
import { LANGUAGES } from '../domain/language.js';
import { frenchTypography } from '../format/typography.js';
import type { DictionaryLoader } from './loaders.js';
import type { Dictionary } from './namespaces.js';

function keysOf(dictionary: Dictionary, prefix = ''): string[] {
  return Object.entries(dictionary).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

/** The text of a dotted key (`errors.city`), or undefined when the dictionary lacks it. */
export function textOf(dictionary: Dictionary, key: string): string | undefined {
  const value = key.split('.').reduce<string | Dictionary | undefined>(
    (node, part) => (typeof node === 'object' ? node[part] : undefined),
    dictionary,
  );
  return typeof value === 'string' ? value : undefined;
}

/**
 * The checks every namespace's dictionaries pass, run by the package that owns them: the same keys
 * in every language, no empty text, the same placeholders as in English, French typography's spaces.
 */
export function describeDictionaries(namespace: string, load: DictionaryLoader): void {
  const loaded = async (language: (typeof LANGUAGES)[number]) => (await load(language)).default;

  describe(`the ${namespace} dictionaries`, () => {
    it('have exactly the same keys in every language', async () => {
      const english = keysOf(await loaded('en')).sort();
      expect(english.length).toBeGreaterThan(0);
      for (const language of LANGUAGES) {
        expect({ language, keys: keysOf(await loaded(language)).sort() }).toEqual({ language, keys: english });
      }
    });

    it('have no empty text and keep the same placeholders in every language', async () => {
      const english = await loaded('en');
      for (const language of LANGUAGES) {
        const dictionary = await loaded(language);
        for (const key of keysOf(dictionary)) {
          const text = textOf(dictionary, key) ?? '';
          expect({ language, key, empty: text.trim() === '' }).toEqual({ language, key, empty: false });
          expect({ language, key, placeholders: placeholdersOf(text) }).toEqual({
            language,
            key,
            placeholders: placeholdersOf(textOf(english, key) ?? ''),
          });
        }
      }
    });

    it('write French with a narrow no-break space before ":", ";", "!" and "?"', async () => {
      const french = await loaded('fr');
      for (const key of keysOf(french)) {
        const text = textOf(french, key) ?? '';
        expect({ key, text }).toEqual({ key, text: frenchTypography(text) });
      }
    });
  });
}
