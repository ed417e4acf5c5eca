import { randomUUID } from 'node:crypto';
import type { Language } from 'shared-kernel';
import type { Queryable } from '../db/database.js';
import type { MailCalendar } from './worker.js';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  language: Language;
  /** What the mail is, for the agency's eyes and the logs: 'enquiry-notification', 'password-reset'… */
  kind: string;
  /** Where a reply goes: the visitor's address on the agency's notifications; none: the agency (see senderAndReply). */
  replyTo?: string;
  /** A stored upload (the job applicant's CV) attached under its original name. */
  attachmentUploadId?: string;
  /** A visit's calendar invitation or cancellation. */
  calendar?: MailCalendar;
  /** Further headers: an alert's List-Unsubscribe and List-Unsubscribe-Post (RFC 2369, RFC 8058). */
  headers?: Readonly<Record<string, string>>;
}

/**
 * Queues a mail in the caller's transaction, so it exists exactly when the change it reports is
 * committed; the mail worker sends it afterwards, retrying through outages. Returns the outbox id,
 * which is also the local part of the mail's Message-ID.
 */
export async function enqueueMail(tx: Queryable, mail: OutboxMail): Promise<string> {
  const id = randomUUID();
  await tx.query(
    `insert into mail_outbox (id, kind, language, to_address, subject, text_body, html_body, reply_to, attachment_upload_id, calendar, calendar_method, headers)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      id,
      mail.kind,
      mail.language,
      singleLine(mail.to),
      singleLine(mail.subject),
      mail.text,
      mail.html,
      mail.replyTo === undefined ? null : singleLine(mail.replyTo),
      mail.attachmentUploadId ?? null,
      mail.calendar?.content ?? null,
      mail.calendar?.method ?? null,
      mail.headers === undefined ? null : JSON.stringify(Object.fromEntries(Object.entries(mail.headers).map(([name, value]) => [name, singleLine(value)]))),
    ],
  );
  return id;
}

/** Line breaks in a header value would start a new header: a subject or address never keeps them. */
export function singleLine(value: string): string {
  return value.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();
}
