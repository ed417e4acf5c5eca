import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { singleLine } from './outbox.js';
import type { MailSender } from '../config.js';
import type { Database, DatabaseLogger } from '../db/database.js';
import { readSiteSettings } from '../site/settings.js';

export interface RetrySchedule {
  /** The wait after the first failed attempt; doubled after each further one, up to `maxDelayMs`. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** A row claimed by a worker that then crashed is tried again after this long. */
  leaseMs: number;
}

export const DEFAULT_RETRY: RetrySchedule = { firstDelayMs: 5_000, maxDelayMs: 15 * 60_000, leaseMs: 5 * 60_000 };

export function retryDelay(attempts: number, schedule: RetrySchedule): number {
  return Math.min(schedule.firstDelayMs * 2 ** Math.max(0, attempts - 1), schedule.maxDelayMs);
}

export interface OutboxWorkerOptions<Row extends { id: string; attempts: number }> {
  db: Database;
  /** An outbox table with id, attempts, next_attempt_at, last_error and sent_at columns. */
  table: 'mail_outbox' | 'webhook_outbox' | 'crm_outbox';
  /** The columns `deliver` needs besides id and attempts (any expression `RETURNING` takes). */
  columns: readonly string[];
  /** Resolves once the row is delivered; throws to have it retried later. */
  deliver(row: Row): Promise<void>;
  log: DatabaseLogger;
  retry?: RetrySchedule;
  /** How often the worker looks for due rows when nobody wakes it. */
  pollMs?: number;
}

/**
 * A worker that drains its queue when woken and polls for it otherwise: one drain at a time (a
 * wake during one runs another right after), stopped with its drain in hand finished.
 */
export abstract class PollingWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private again = false;
  private stopped = true;

  constructor(
    private readonly pollMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Handles every item that is due now; stops early once `shouldStop` says so. */
  abstract drain(shouldStop?: () => boolean): Promise<number>;

  start(): void {
    this.stopped = false;
    this.wake();
  }

  /** Looks for due work now, e.g. right after a transaction committed some. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.drain(() => this.stopped)
      .catch(this.onError)
      .finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        if (this.again) {
          this.again = false;
          this.wake();
        } else {
          this.timer = setTimeout(() => this.wake(), this.pollMs);
          this.timer.unref();
        }
      });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}

/**
 * Delivers an outbox table. Each row is claimed (attempts + 1, pushed out by a lease) by one
 * statement that skips rows another worker holds, delivered, then marked sent only if still unsent;
 * a failure schedules the next attempt with exponential backoff. A crash between delivering and
 * marking delivers the row once more; mails keep their Message-ID then, so the receiver can tell.
 */
export class OutboxWorker<Row extends { id: string; attempts: number }> extends PollingWorker {
  private readonly retry: RetrySchedule;

  constructor(private readonly options: OutboxWorkerOptions<Row>) {
    super(options.pollMs ?? 2_000, (error: unknown) => options.log.warn({ err: error, table: options.table }, 'outbox: could not read the outbox'));
    this.retry = options.retry ?? DEFAULT_RETRY;
  }

  /** Delivers every row that is due now; resolves with how many were delivered. */
  override async drain(shouldStop: () => boolean = () => false): Promise<number> {
    let delivered = 0;
    for (;;) {
      if (shouldStop()) return delivered;
      const row = await this.claim();
      if (row === undefined) return delivered;
      if (await this.deliver(row)) delivered += 1;
    }
  }

  private async claim(): Promise<Row | undefined> {
    const { db, table, columns } = this.options;
    const [row] = await db.query<Row>(
      `update ${table}
          set attempts = attempts + 1,
              next_attempt_at = now() + make_interval(secs => $1::double precision / 1000)
        where id = (
          select id from ${table}
           where sent_at is null and next_attempt_at <= now()
           order by next_attempt_at, created_at
           limit 1
           for update skip locked)
      returning ${['id', 'attempts', ...columns].join(', ')}`,
      [this.retry.leaseMs],
    );
    return row;
  }

  private async deliver(row: Row): Promise<boolean> {
    const { db, table, log } = this.options;
    try {
      await this.options.deliver(row);
    } catch (error) {
      const delay = retryDelay(row.attempts, this.retry);
      await db.query(
        `update ${table}
            set last_error = $2, next_attempt_at = now() + make_interval(secs => $3::double precision / 1000)
          where id = $1 and sent_at is null`,
        [row.id, String(error instanceof Error ? error.message : error).slice(0, 500), delay],
      );
      log.warn({ table, id: row.id, attempts: row.attempts, retryInMs: delay, err: error }, 'outbox: delivery failed');
      return false;
    }
    await db.query(`update ${table} set sent_at = now(), last_error = null where id = $1 and sent_at is null`, [row.id]);
    log.info({ table, id: row.id, attempts: row.attempts }, 'outbox: delivered');
    return true;
  }
}

/** A message as the mail worker hands it to a transport: addresses and texts straight from the outbox. */
export interface OutgoingMail {
  id: string;
  messageId: string;
  /** Passed to nodemailer as an address object: it encodes the name, whatever the settings hold. */
  from: { name: string; address: string };
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  attachment?: MailAttachment;
  calendar?: MailCalendar;
  headers?: Readonly<Record<string, string>>;
}

/** An iCalendar invitation or cancellation (RFC 6047: the mail's text/calendar part, with its method). */
export interface MailCalendar {
  method: 'REQUEST' | 'CANCEL';
  content: string;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailTransport {
  /** Resolves once the mail is accepted (by the SMTP server, or written to disk); throws otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** The SMTP server of `SMTP_URL` (smtp://user:pass@host:587, smtps://…). */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transporter.sendMail(nodemailerMessage(mail));
    },
    close: () => transporter.close(),
  };
}

/**
 * Without an SMTP server every mail becomes a real `.eml` file under `directory`: nothing is dropped
 * on a fresh machine, and any mail client opens them. Written under a temporary name and renamed,
 * so a reader never sees half a file.
 */
export function fileTransport(directory: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transporter.sendMail(nodemailerMessage(mail));
      await mkdir(directory, { recursive: true });
      const file = path.join(directory, `${mail.id}.eml`);
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
    },
    close: () => transporter.close(),
  };
}

function nodemailerMessage(mail: OutgoingMail): SendMailOptions {
  const from = mail.from.name === '' ? mail.from.address : mail.from;
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    ...(mail.replyTo === undefined ? {} : { replyTo: mail.replyTo }),
    ...(mail.headers === undefined ? {} : { headers: { ...mail.headers } }),
    ...(mail.attachment === undefined ? {} : { attachments: [mail.attachment] }),
    // nodemailer sends it as the alternative calendar clients act on, and as an .ics file for the others.
    ...(mail.calendar === undefined ? {} : { icalEvent: { method: mail.calendar.method, filename: 'visit.ics', content: mail.calendar.content } }),
    // The address comes from a visitor: never let nodemailer read it as a list or a display name.
    envelope: { from: mail.from.address, to: [mail.to] },
  };
}

/** `<outbox id@sender domain>`: the same outbox row always makes the same Message-ID. */
export function messageIdOf(outboxId: string, fromAddress: string): string {
  const domain = /@([^>\s]+)$/.exec(fromAddress)?.[1] ?? 'localhost';
  return `<${outboxId}@${domain}>`;
}

/**
 * Who a mail is from and where its reply goes, from the agency's settings as they are when it is
 * sent: MAIL_FROM's name, else the agency's name; the reply to the address the mail names (the
 * visitor's, on the agency's notifications), else to the agency, so a visitor who answers an
 * acknowledgement, a booking or a reset reaches it. A mail to the agency itself needs no Reply-To.
 */
export function senderAndReply(
  { mailFrom, agencyEmail }: { mailFrom: MailSender; agencyEmail: string },
  agencyName: string,
  to: string,
  replyTo: string | null,
): { from: OutgoingMail['from']; replyTo?: string } {
  const from = { name: singleLine(mailFrom.name ?? agencyName), address: mailFrom.address };
  const reply = replyTo ?? (agencyEmail === '' || sameAddress(to, agencyEmail) ? null : agencyEmail);
  return reply === null ? { from } : { from, replyTo: reply };
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

interface MailRow {
  id: string;
  attempts: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  reply_to: string | null;
  attachment: { storedName: string; name: string; type: string } | null;
  calendar: string | null;
  calendar_method: MailCalendar['method'] | null;
  headers: Record<string, string> | null;
}

export interface MailWorkerSettings {
  db: Database;
  transport: MailTransport;
  /** MAIL_FROM; its domain ends every Message-ID. */
  from: MailSender;
  /** AGENCY_EMAIL; unset: the agency e-mail of the site settings. */
  agencyEmail: string | undefined;
  log: DatabaseLogger;
  retry?: RetrySchedule;
  pollMs?: number;
  /** Where uploads are kept (`DATA_DIR/uploads/`), for mails that attach one. */
  uploadsDir: string;
}

/** The attached upload is named here and read from disk when the mail is sent, so the outbox row stays small. */
const ATTACHMENT_COLUMN = `(select json_build_object('storedName', stored_name, 'name', original_name, 'type', mime_type)
    from enquiry_uploads where id = attachment_upload_id) as attachment`;

/** The worker that sends `mail_outbox` through `transport`. */
export function mailWorker({ transport, from, agencyEmail, uploadsDir, ...settings }: MailWorkerSettings): OutboxWorker<MailRow> {
  return new OutboxWorker<MailRow>({
    ...settings,
    table: 'mail_outbox',
    columns: ['to_address', 'subject', 'text_body', 'html_body', 'reply_to', ATTACHMENT_COLUMN, 'calendar', 'calendar_method', 'headers'],
    deliver: async (row) => {
      const { agency } = await readSiteSettings(settings.db);
      return transport.send({
        id: row.id,
        messageId: messageIdOf(row.id, from.address),
        ...senderAndReply({ mailFrom: from, agencyEmail: agencyEmail ?? agency.email }, agency.name, row.to_address, row.reply_to),
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        ...(row.headers === null ? {} : { headers: row.headers }),
        ...(row.calendar === null || row.calendar_method === null ? {} : { calendar: { method: row.calendar_method, content: row.calendar } }),
        ...(row.attachment === null
          ? {}
          : {
              attachment: {
                filename: row.attachment.name,
                contentType: row.attachment.type,
                content: await readFile(path.join(uploadsDir, path.basename(row.attachment.storedName))),
              },
            }),
      });
    },
  });
}
