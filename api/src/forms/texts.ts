import type { Dictionary, Language } from 'shared-kernel';
import { remoteDictionary } from '../mail/remoteWords.js';

/** A text of the `forms` dictionary with its `{{placeholders}}` filled; the key itself when missing (spec §1). */
export type FormsText = (key: string, params?: Readonly<Record<string, string | number>>) => string;

/** The mails speak the visitor's language with the very words the forms show. */
export async function formsText(language: Language): Promise<FormsText> {
  const dictionary = remoteDictionary('mf-forms', language);
  return (key, params = {}) => {
    const value = key.split('.').reduce<string | Dictionary | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      dictionary,
    );
    if (typeof value !== 'string') return key;
    return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => String(params[name] ?? placeholder));
  };
}
