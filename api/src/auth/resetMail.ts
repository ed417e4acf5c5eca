import type { Dictionary, Language } from 'shared-kernel';
import { remoteDictionary } from '../mail/remoteWords.js';
import { composeMail } from '../mail/compose.js';
import type { OutboxMail } from '../mail/outbox.js';

/** How long a reset link works. */
export const RESET_LINK_MINUTES = 60;

function text(dictionary: Dictionary, key: string): string {
  const value = key.split('.').reduce<string | Dictionary | undefined>(
    (node, part) => (typeof node === 'object' ? node[part] : undefined),
    dictionary,
  );
  if (typeof value !== 'string') throw new Error(`The portal dictionary has no text at ${key}`);
  return value;
}

/** The reset mail in the language the owner asked in, worded by the portal's dictionary. */
export async function passwordResetMail(to: string, name: string, link: string, language: Language): Promise<OutboxMail> {
  const dictionary = remoteDictionary('mf-portal', language);
  const fill = (template: string) =>
    template.replaceAll('{{name}}', name).replaceAll('{{minutes}}', String(RESET_LINK_MINUTES));
  const greeting = fill(text(dictionary, 'resetMail.greeting'));
  const body = fill(text(dictionary, 'resetMail.body'));
  const ignore = fill(text(dictionary, 'resetMail.ignore'));
  return {
    to,
    subject: text(dictionary, 'resetMail.subject'),
    ...composeMail(language, [{ paragraph: greeting }, { paragraph: body }, { link, label: text(dictionary, 'resetMail.action') }, { paragraph: ignore }]),
    language,
    kind: 'password-reset',
  };
}
