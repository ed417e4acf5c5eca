import type { FastifyPluginAsync } from 'fastify';
import type { Queryable } from '../db/database.js';
import { errorBody } from '../http/errors.js';

/** What an operator asks of the CRM sync: is it current, what failed and why, where the leads are. */
export interface CrmStatus {
  /** When an estate was last applied, and how far behind the CRM the site is (the oldest unapplied hint). */
  lastSyncAt: string | null;
  lagSeconds: number;
  estates: { published: number; withdrawn: number };
  /** A CRM the site polls (Whise): its last complete poll, the next, and why the last try failed. */
  polls: { crm: string; polledAt: string | null; nextPollAt: string; lastError: string | null }[];
  /** Hints waiting: all of them, and those waiting because the CRM was unavailable. */
  inbox: { pending: number; retrying: { crm: string; estate: string; attempts: number; lastError: string; nextAttemptAt: string }[] };
  /** Estates that cannot be published as the CRM has them, with the reason; tried again on the CRM's next hint. */
  failures: { crm: string; estate: string; siteId: number | null; reason: string; at: string }[];
  leads: {
    waiting: number;
    oldestWaitingSeconds: number;
    sent: number;
    retrying: { id: string; attempts: number; lastError: string }[];
    rejected: { id: string; enquiryId: string; at: string; message: string; errors: Record<string, unknown> }[];
    /**
     * Leads whose send may have reached the CRM without the site knowing (it stopped between the
     * CRM's answer and its own record): held for the agency to look the contact up in the CRM, and
     * sent again with `crm resend` only if it is not there.
     */
    held: { id: string; enquiryId: string; email: string; attemptedAt: string }[];
  };
}

const LISTED = 20;

/** The CRM sync's state, read from the database (any replica's, or the command's own). */
export async function crmStatus(db: Queryable): Promise<CrmStatus> {
  const [sync] = await db.query<{ last: Date | null; lag: number }>(
    `select max(applied_at) as last, coalesce(extract(epoch from now() - min(pending_since) filter (where pending)), 0)::float8 as lag from crm_inbox`,
  );
  const [estates] = await db.query<{ published: number; withdrawn: number }>(
    `select count(*) filter (where withdrawn_at is null and synced_at is not null)::int as published, count(*) filter (where withdrawn_at is not null)::int as withdrawn from crm_records`,
  );
  const polls = await db.query<{ crm: string; polled_at: Date | null; next_poll_at: Date; last_error: string | null }>(
    'select crm, polled_at, next_poll_at, last_error from crm_polls order by crm',
  );
  const [pending] = await db.query<{ count: number }>('select count(*)::int as count from crm_inbox where pending');
  const retrying = await db.query<{ crm: string; crm_id: string; attempts: number; last_error: string; next_attempt_at: Date }>(
    `select crm, crm_id, attempts, last_error, next_attempt_at from crm_inbox where pending and last_error is not null order by next_attempt_at limit ${LISTED}`,
  );
  const failures = await db.query<{ crm: string; crm_id: string; site_id: number | null; last_error: string; failed_at: Date }>(
    `select i.crm, i.crm_id, r.site_id, i.last_error, i.failed_at
       from crm_inbox i left join crm_records r on r.crm = i.crm and r.crm_id = i.crm_id
      where i.failed_at is not null order by i.failed_at desc limit ${LISTED}`,
  );
  const [leads] = await db.query<{ waiting: number; oldest: number; sent: number }>(
    `select count(*) filter (where sent_at is null)::int as waiting,
            coalesce(extract(epoch from now() - min(created_at) filter (where sent_at is null)), 0)::float8 as oldest,
            count(*) filter (where sent_at is not null and rejection is null and held_at is null)::int as sent
       from crm_outbox`,
  );
  const leadRetries = await db.query<{ id: string; attempts: number; last_error: string }>(
    `select id, attempts, last_error from crm_outbox where sent_at is null and last_error is not null order by next_attempt_at limit ${LISTED}`,
  );
  const rejected = await db.query<{ id: string; enquiry_id: string; sent_at: Date; rejection: { message: string; errors: Record<string, unknown> } }>(
    `select id, enquiry_id, sent_at, rejection from crm_outbox where rejection is not null order by sent_at desc limit ${LISTED}`,
  );
  const held = await db.query<{ id: string; enquiry_id: string; email: string | null; attempted_at: Date }>(
    `select id, enquiry_id, payload->'fields'->>'email' as email, attempted_at from crm_outbox where held_at is not null and attempted_at is not null order by held_at desc limit ${LISTED}`,
  );
  return {
    lastSyncAt: sync?.last?.toISOString() ?? null,
    lagSeconds: Math.round(sync?.lag ?? 0),
    estates: { published: estates?.published ?? 0, withdrawn: estates?.withdrawn ?? 0 },
    polls: polls.map((row) => ({ crm: row.crm, polledAt: row.polled_at?.toISOString() ?? null, nextPollAt: row.next_poll_at.toISOString(), lastError: row.last_error })),
    inbox: {
      pending: pending?.count ?? 0,
      retrying: retrying.map((row) => ({ crm: row.crm, estate: row.crm_id, attempts: row.attempts, lastError: row.last_error, nextAttemptAt: row.next_attempt_at.toISOString() })),
    },
    failures: failures.map((row) => ({ crm: row.crm, estate: row.crm_id, siteId: row.site_id, reason: row.last_error, at: row.failed_at.toISOString() })),
    leads: {
      waiting: leads?.waiting ?? 0,
      oldestWaitingSeconds: Math.round(leads?.oldest ?? 0),
      sent: leads?.sent ?? 0,
      retrying: leadRetries.map((row) => ({ id: row.id, attempts: row.attempts, lastError: row.last_error })),
      rejected: rejected.map((row) => ({ id: row.id, enquiryId: row.enquiry_id, at: row.sent_at.toISOString(), message: row.rejection.message, errors: row.rejection.errors })),
      held: held.map((row) => ({ id: row.id, enquiryId: row.enquiry_id, email: row.email ?? '', attemptedAt: row.attempted_at.toISOString() })),
    },
  };
}

/** The status as `npm run crm -w api -- status` prints it. */
export function formatCrmStatus(status: CrmStatus): string {
  const lines = [
    `Last sync: ${status.lastSyncAt ?? 'never'}; lag ${status.lagSeconds} s`,
    `Estates: ${status.estates.published} published, ${status.estates.withdrawn} withdrawn`,
    ...status.polls.map((poll) => `Poll of ${poll.crm}: last complete ${poll.polledAt ?? 'never'}, next at ${poll.nextPollAt}${poll.lastError === null ? '' : `; last try failed: ${poll.lastError}`}`),
    `Inbox: ${status.inbox.pending} waiting, ${status.inbox.retrying.length} retrying after a CRM failure`,
    ...status.inbox.retrying.map((row) => `  ${row.crm} ${row.estate}: attempt ${row.attempts}, next at ${row.nextAttemptAt}: ${row.lastError}`),
    `Failed estates (not published until the CRM changes them): ${status.failures.length}`,
    ...status.failures.map((row) => `  ${row.crm} ${row.estate}${row.siteId === null ? '' : ` (site id ${row.siteId})`} at ${row.at}: ${row.reason}`),
    `Leads: ${status.leads.sent} sent, ${status.leads.waiting} waiting (oldest ${status.leads.oldestWaitingSeconds} s), ${status.leads.rejected.length} refused by the CRM`,
    ...status.leads.retrying.map((row) => `  waiting ${row.id}: attempt ${row.attempts}: ${row.lastError}`),
    ...status.leads.rejected.map((row) => `  refused ${row.id} (enquiry ${row.enquiryId}) at ${row.at}: ${row.message} ${JSON.stringify(row.errors)}`),
    `Leads held for a check (may have reached the CRM; look the e-mail up there, then \`crm resend ID\` if it is missing): ${status.leads.held.length}`,
    ...status.leads.held.map((row) => `  held ${row.id} (enquiry ${row.enquiryId}, ${row.email}) sent at ${row.attemptedAt}`),
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * Sends a held lead again, once the agency found it missing from the CRM; answers whether `id` was
 * a held lead (a lead not held is never sent twice this way).
 */
export async function resendHeldLead(db: Queryable, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const released = await db.query(
    'update crm_outbox set held_at = null, attempted_at = null, sent_at = null, next_attempt_at = now() where id = $1 and held_at is not null returning id',
    [id],
  );
  return released.length === 1;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `GET /crm/status`, the status as JSON, and `POST /crm/leads/{id}/resend`, for the operators'
 * listener (never the public port): an encapsulated plugin the operators' server mounts.
 */
export const crmOperatorRoutes: FastifyPluginAsync<{ db: Queryable }> = async (app, { db }) => {
  app.get('/crm/status', async () => crmStatus(db));
  app.post<{ Params: { id: string } }>('/crm/leads/:id/resend', async (request, reply) => {
    if (await resendHeldLead(db, request.params.id)) return { resent: request.params.id };
    return reply.code(404).send(errorBody('not_found', `No lead held for a check has the id ${request.params.id}.`));
  });
};
