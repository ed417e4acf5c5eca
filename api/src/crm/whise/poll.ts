import type { Database, DatabaseLogger } from '../../db/database.js';
import { DEFAULT_RETRY, PollingWorker, retryDelay, type RetrySchedule } from '../../mail/worker.js';
import { CrmUnavailable } from '../types.js';
import type { WhiseClient } from './client.js';
import { whiseEstateStampSchema } from './estate.js';

/** Whise's public client pages by 50; a page is one request, however large the agency. */
const PAGE_SIZE = 50;

export interface WhisePollOptions {
  db: Database;
  client: Pick<WhiseClient, 'publishedEstates'>;
  /** Records a hint in the inbox (and wakes its worker): the inbox applies each estate once. */
  hint(estateId: string, event: 'changed' | 'withdrawn'): Promise<void>;
  /** The time between two complete polls (WHISE_POLL_SECONDS). */
  intervalMs: number;
  log: DatabaseLogger;
  retry?: RetrySchedule;
  /** How often a replica looks whether the poll is due. */
  checkMs?: number;
}

/**
 * Polls Whise, which has no webhooks. A poll lists every estate Whise publishes (its default
 * filter) page by page and hints at those changed since the last complete poll (its cursor is in
 * `crm_polls`, so a restart resumes from it) or unknown to the site; once the list is complete, it
 * hints at every estate on the site Whise no longer lists. The hints go to the inbox like
 * SweepBright's webhooks: the estate is read again and applied there, once, by one replica. The
 * poll itself is leased in the database, so two replicas never poll together. Whise down or
 * answering 429: the poll is tried again with backoff, never sooner than its Retry-After, and
 * nothing is withdrawn from an incomplete list.
 */
export class WhisePoller extends PollingWorker {
  private readonly retry: RetrySchedule;

  constructor(private readonly options: WhisePollOptions) {
    super(options.checkMs ?? 1_000, (error: unknown) => options.log.warn({ err: error, crm: 'whise' }, 'crm: could not read the poll of Whise'));
    this.retry = options.retry ?? { ...DEFAULT_RETRY, firstDelayMs: 10_000 };
  }

  /** Polls once when the poll is due and no replica holds it; answers how many estates were hinted at. */
  override async drain(): Promise<number> {
    const { db } = this.options;
    await db.query("insert into crm_polls (crm) values ('whise') on conflict (crm) do nothing");
    const [claimed] = await db.query<{ cursor: Date | null; attempts: number }>(
      `update crm_polls set attempts = attempts + 1, next_poll_at = now() + make_interval(secs => $1::double precision / 1000)
        where crm = 'whise' and next_poll_at <= now()
      returning cursor, attempts`,
      [this.retry.leaseMs],
    );
    if (claimed === undefined) return 0;
    try {
      const { hinted, newest } = await this.poll(claimed.cursor);
      await db.query(
        `update crm_polls set cursor = greatest(cursor, $1::timestamptz), polled_at = now(), attempts = 0, last_error = null,
                next_poll_at = now() + make_interval(secs => $2::double precision / 1000)
          where crm = 'whise'`,
        [newest?.toISOString() ?? null, this.options.intervalMs],
      );
      return hinted;
    } catch (error) {
      const backoff = retryDelay(claimed.attempts, this.retry);
      const delay = error instanceof CrmUnavailable ? Math.max(backoff, error.retryAfterMs ?? 0) : backoff;
      const reason = error instanceof Error ? error.message : String(error);
      await db.query(
        "update crm_polls set last_error = $1, next_poll_at = now() + make_interval(secs => $2::double precision / 1000) where crm = 'whise'",
        [reason.slice(0, 2000), delay],
      );
      this.options.log.warn({ crm: 'whise', attempts: claimed.attempts, retryInMs: delay, err: error }, 'crm: Whise could not be polled; tried again later');
      return 0;
    }
  }

  private async poll(cursor: Date | null): Promise<{ hinted: number; newest: Date | undefined }> {
    const { db, client, hint } = this.options;
    const onSite = new Set(
      (await db.query<{ crm_id: string }>("select crm_id from crm_records where crm = 'whise' and withdrawn_at is null")).map((row) => row.crm_id),
    );
    const listed = new Set<string>();
    let newest: Date | undefined;
    let hinted = 0;
    for (let offset = 0; ; offset += PAGE_SIZE) {
      const page = await client.publishedEstates(offset, PAGE_SIZE);
      for (const raw of page.estates) {
        const stamp = whiseEstateStampSchema.safeParse(raw);
        // An estate without even an id cannot be told about; the others of the page go on.
        if (!stamp.success) continue;
        const id = String(stamp.data.id);
        listed.add(id);
        // Whise's times carry no offset: each is read the same way, so they compare with one another.
        const updated = stamp.data.updateDateTime ? new Date(Date.parse(stamp.data.updateDateTime)) : undefined;
        const valid = updated !== undefined && !Number.isNaN(updated.getTime());
        if (valid && (newest === undefined || updated > newest)) newest = updated;
        const changed = !valid || cursor === null || updated > cursor;
        if (changed || !onSite.has(id)) {
          await hint(id, 'changed');
          hinted += 1;
        }
      }
      if (page.estates.length < PAGE_SIZE || offset + PAGE_SIZE >= page.totalCount) break;
    }
    for (const id of onSite) {
      if (listed.has(id)) continue;
      await hint(id, 'withdrawn');
      hinted += 1;
    }
    return { hinted, newest };
  }
}
