import type { Dictionary, Language } from 'shared-kernel';
import { errorBody, type ErrorBody } from '../http/errors.js';
import { remoteDictionary } from '../mail/remoteWords.js';

/** A text of the `forms` dictionary with its `{{placeholders}}` filled; the key itself when missing (spec §1). */
export type FormsText = (key: string, params?: Readonly<Record<string, string | number>>) => string;

function textsOf(dictionary: Dictionary): FormsText {
  return (key, params = {}) => {
    const value = key.split('.').reduce<string | Dictionary | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      dictionary,
    );
    if (typeof value !== 'string') return key;
    return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => String(params[name] ?? placeholder));
  };
}

/** The mails speak the visitor's language with the very words the forms show. */
export async function formsText(language: Language): Promise<FormsText> {
  return textsOf(remoteDictionary('mf-forms', language));
}

/**
 * A refusal of the forms' routes: `key` of the forms dictionary, which the form shows, and its
 * English words as the message for clients that do not translate.
 */
export function formsErrorBody(code: string, key: string, fields?: Record<string, string>): ErrorBody {
  return errorBody(code, textsOf(remoteDictionary('mf-forms', 'en'))(key), { key, ...(fields ? { fields } : {}) });
}
