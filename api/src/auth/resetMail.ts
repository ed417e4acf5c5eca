import type { Dictionary, Language } from 'shared-kernel';
import { remoteDictionary } from '../mail/remoteWords.js';
import { composeMail } from '../mail/compose.js';
import type { OutboxMail } from '../mail/outbox.js';

/** How long a reset link works. */
export const RESET_LINK_MINUTES = 60;
/** How long an invitation works: an owner may read it days later. */
export const INVITATION_LINK_DAYS = 7;

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

/**
 * The invitation of an owner the agency (or its CRM) added: a link to choose a first password,
 * through the same reset page, worded by the portal's dictionary in the owner's language.
 */
export async function ownerInvitationMail(to: string, name: string, link: string, language: Language): Promise<OutboxMail> {
  const dictionary = remoteDictionary('mf-portal', language);
  const fill = (template: string) => template.replaceAll('{{name}}', name).replaceAll('{{days}}', String(INVITATION_LINK_DAYS));
  return {
    to,
    subject: text(dictionary, 'inviteMail.subject'),
    ...composeMail(language, [
      { paragraph: fill(text(dictionary, 'inviteMail.greeting')) },
      { paragraph: fill(text(dictionary, 'inviteMail.body')) },
      { link, label: text(dictionary, 'inviteMail.action') },
      { paragraph: fill(text(dictionary, 'inviteMail.ignore')) },
    ]),
    language,
    kind: 'owner-invitation',
  };
}
