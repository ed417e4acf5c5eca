import { DICTIONARY_LOADERS, type Dictionary, type Language } from 'shared-kernel';
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

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The reset mail in the language the owner asked in, worded by the portal's dictionary. */
export async function passwordResetMail(to: string, name: string, link: string, language: Language): Promise<OutboxMail> {
  const { default: dictionary } = await DICTIONARY_LOADERS[language].portal();
  const fill = (template: string) =>
    template.replaceAll('{{name}}', name).replaceAll('{{minutes}}', String(RESET_LINK_MINUTES));
  const greeting = fill(text(dictionary, 'resetMail.greeting'));
  const body = fill(text(dictionary, 'resetMail.body'));
  const ignore = fill(text(dictionary, 'resetMail.ignore'));
  return {
    to,
    subject: text(dictionary, 'resetMail.subject'),
    text: `${greeting}\n\n${body}\n\n${link}\n\n${ignore}\n`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(text(dictionary, 'resetMail.action'))}</a></p>` +
      `<p>${escapeHtml(ignore)}</p>`,
    language,
    kind: 'password-reset',
  };
}
