import type { Database, DatabaseLogger } from '../db/database.js';
import { DEFAULT_RETRY, PollingWorker, retryDelay, type RetrySchedule } from '../mail/worker.js';
import { CrmRejected, CrmUnavailable, type CrmName } from './types.js';

/**
 * Records a CRM's hint that an estate changed, to be applied by the worker. One row per estate: a
 * hint for an estate already waiting bumps its version (the worker then applies it once more),
 * and one arriving while the CRM is down waits for the backoff already running.
 */
export async function recordHint(db: Database, crm: CrmName, crmId: string, event: string): Promise<void> {
  await db.query(
    `insert into crm_inbox (crm, crm_id, last_event, pending_since) values ($1, $2, $3, now())
     on conflict (crm, crm_id) do update
        set last_event = excluded.last_event,
            version = crm_inbox.version + 1,
            events = crm_inbox.events + 1,
            received_at = now(),
            pending_since = case when crm_inbox.pending then crm_inbox.pending_since else now() end,
            attempts = case when crm_inbox.pending then crm_inbox.attempts else 0 end,
            next_attempt_at = case when crm_inbox.pending then crm_inbox.next_attempt_at else now() end,
            pending = true`,
    [crm, crmId, event],
  );
}

/** What became of one applied hint, for the counters. */
export type InboxResult = { applied: true; changed: boolean } | { applied: false; reason: 'rejected' | 'unavailable' | 'error' };

export interface CrmInboxOptions {
  db: Database;
  crm: CrmName;
  /**
   * Applies the CRM's latest truth about each estate of a batch (imported together, so the batch
   * changes the catalogue once); answers per estate whether the site changed, or its error.
   */
  apply(crmIds: readonly string[]): Promise<Map<string, boolean | Error>>;
  /** After a drain that changed the site (the saved-search matcher, the other replicas). */
  onChanged(): void;
  /** Each hint handled, for the metrics. */
  onResult?(result: InboxResult): void;
  log: DatabaseLogger;
  retry?: RetrySchedule;
  /** Estates claimed and applied together (each estate by one worker at a time). */
  batchSize?: number;
  pollMs?: number;
}

interface Claimed {
  crm_id: string;
  version: number;
  attempts: number;
}

/** Enough estates for a batch to change the catalogue about once a second with a CRM answering in 50 ms. */
const BATCH_SIZE = 20;
/**
 * The pause between batches: the embedded database has one connection, and a page asked during a
 * sync gets it between two batches rather than after the whole sync.
 */
const PAUSE_BETWEEN_BATCHES_MS = 5;

/**
 * Applies the inbox of one CRM, a batch of estates at a time. A batch is claimed by one statement
 * that skips rows another worker (another replica) holds and pushes them out by a lease, so an
 * estate is applied by one worker at a time and a crashed worker's estates are tried again once
 * the lease ends. Done, a row stays pending only if a newer hint came meanwhile. The CRM
 * unavailable: tried again with exponential backoff, never sooner than its Retry-After. A rejected
 * estate is recorded with its reason and left until the CRM hints at it again.
 */
export class CrmInboxWorker extends PollingWorker {
  private readonly retry: RetrySchedule;

  constructor(private readonly options: CrmInboxOptions) {
    super(options.pollMs ?? 1_000, (error: unknown) => options.log.warn({ err: error, crm: options.crm }, 'crm: could not read the inbox'));
    this.retry = options.retry ?? { ...DEFAULT_RETRY, firstDelayMs: 2_000 };
  }

  /** Applies every hint due now, a batch at a time; answers how many changed the site. */
  override async drain(shouldStop: () => boolean = () => false): Promise<number> {
    let changed = 0;
    for (;;) {
      if (shouldStop()) break;
      const rows = await this.claim();
      if (rows.length === 0) break;
      const outcomes = await this.options.apply(rows.map((row) => row.crm_id)).catch((error: unknown) => {
        const failed = error instanceof Error ? error : new Error(String(error));
        return new Map(rows.map((row) => [row.crm_id, failed]));
      });
      for (const row of rows) {
        if (await this.settle(row, outcomes.get(row.crm_id) ?? new Error(`${row.crm_id} was not applied`))) changed += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, PAUSE_BETWEEN_BATCHES_MS));
    }
    if (changed > 0) this.options.onChanged();
    return changed;
  }

  private async claim(): Promise<Claimed[]> {
    return this.options.db.query<Claimed>(
      `update crm_inbox
          set attempts = attempts + 1,
              next_attempt_at = now() + make_interval(secs => $2::double precision / 1000)
        where (crm, crm_id) in (
          select crm, crm_id from crm_inbox
           where crm = $1 and pending and next_attempt_at <= now()
           order by next_attempt_at
           limit $3
           for update skip locked)
      returning crm_id, version, attempts`,
      [this.options.crm, this.retry.leaseMs, this.options.batchSize ?? BATCH_SIZE],
    );
  }

  /** Records what became of a claimed estate; answers whether it changed the site. */
  private async settle(row: Claimed, outcome: boolean | Error): Promise<boolean> {
    const { db, crm, log } = this.options;
    try {
      if (outcome instanceof Error) throw outcome;
      const changed = outcome;
      await db.query(
        `update crm_inbox
            set pending = version <> $3, attempts = 0, next_attempt_at = now(), last_error = null, failed_at = null, applied_at = now(),
                pending_since = case when version <> $3 then pending_since end
          where crm = $1 and crm_id = $2`,
        [crm, row.crm_id, row.version],
      );
      this.options.onResult?.({ applied: true, changed });
      return changed;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (error instanceof CrmRejected) {
        // Retrying gives the same answer: recorded, and tried again only on the CRM's next hint.
        await db.query(
          `update crm_inbox
              set pending = version <> $3, attempts = 0, next_attempt_at = now(), last_error = $4, failed_at = now(),
                  pending_since = case when version <> $3 then pending_since end
            where crm = $1 and crm_id = $2`,
          [crm, row.crm_id, row.version, reason.slice(0, 2000)],
        );
        await db.query('update crm_records set last_error = $3 where crm = $1 and crm_id = $2', [crm, row.crm_id, reason.slice(0, 2000)]);
        log.warn({ crm, estate: row.crm_id, reason }, 'crm: an estate cannot be published; the others go on');
        this.options.onResult?.({ applied: false, reason: 'rejected' });
        return false;
      }
      const backoff = retryDelay(row.attempts, this.retry);
      const delay = error instanceof CrmUnavailable ? Math.max(backoff, error.retryAfterMs ?? 0) : backoff;
      await db.query(
        `update crm_inbox set last_error = $3, next_attempt_at = now() + make_interval(secs => $4::double precision / 1000)
          where crm = $1 and crm_id = $2`,
        [crm, row.crm_id, reason.slice(0, 2000), delay],
      );
      log.warn({ crm, estate: row.crm_id, attempts: row.attempts, retryInMs: delay, err: error }, 'crm: an estate could not be applied; tried again later');
      this.options.onResult?.({ applied: false, reason: error instanceof CrmUnavailable ? 'unavailable' : 'error' });
      return false;
    }
  }
}
