import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { refreshStatistics } from '../catalogue/rows.js';
import type { CrmMetrics } from '../http/metrics.js';
import { OutboxWorker, type RetrySchedule } from '../mail/worker.js';
import { mediaBucketOf } from '../images/mediaBucket.js';
import { CrmInboxWorker, recordHint } from './inbox.js';
import type { CrmConfig } from '../config.js';
import type { EstateImport } from './apply.js';
import { enqueueLead, sweepBrightContactOf, type CrmLead } from './leads.js';
import { CrmMediaStore } from './media.js';
import { SweepBrightClient } from './sweepbright/client.js';
import { syncSweepBrightEstates } from './sweepbright/sync.js';
import { CrmMaybeReached, CrmRejected, type CrmName, type CrmVendor, type VendorsHandler } from './types.js';
import { WhiseClient } from './whise/client.js';
import { whiseContactOf } from './whise/leads.js';
import { WhisePoller } from './whise/poll.js';
import { syncWhiseEstates } from './whise/sync.js';

export interface CrmPluginOptions {
  /** Told the vendors of each estate imported (the owners' service); by default nothing is done with them. */
  onVendors?: VendorsHandler;
  metrics?: CrmMetrics;
  retry?: RetrySchedule;
  /** How often the workers look for due work when nobody wakes them. */
  pollMs?: number;
}

/** How long after a change of the sync the statistics are refreshed and unused media removed: at most once in that time. */
const STATISTICS_AFTER_MS = 5_000;

/** Runs `work` `delayMs` after a call, once for all the calls made meanwhile. */
function coalesced(delayMs: number, work: () => Promise<unknown>): { schedule(): void; cancel(): void } {
  let timer: NodeJS.Timeout | undefined;
  return {
    schedule() {
      timer ??= setTimeout(() => {
        timer = undefined;
        void work();
      }, delayMs);
    },
    cancel() {
      clearTimeout(timer);
    },
  };
}

/** The connector of the configured CRM, as the rest of the api sees it. */
export interface CrmConnector {
  name: CrmName;
  /** Queues a lead in the enquiry's transaction. */
  enqueueLead: (tx: Parameters<typeof enqueueLead>[0], lead: CrmLead) => Promise<void>;
  /** Has the leads' worker look now, once the enquiry committed. */
  wakeLeads(): void;
  /** Records a CRM's hint that an estate changed and wakes the sync worker. */
  hint(estateId: string, event: string): Promise<void>;
  /** The webhook's secret (CRM_WEBHOOK_SECRET); null for a CRM the site polls (Whise), which has no webhook. */
  webhookSecret: string | null;
}

/** What differs from one CRM to the next: how an estate is applied and how a lead is written. */
interface Vendor {
  /** Applies the CRM's latest truth about a batch of estates; answers, for each, whether the site changed, or its error. */
  apply(crmIds: readonly string[]): Promise<Map<string, boolean | Error>>;
  /** Writes a lead, about the CRM's estate `crmId` when it knows it; `page` names a property it does not know. */
  deliver(lead: CrmLead, crmId: string | undefined, page: string | undefined): Promise<void>;
  /** A CRM that sends no webhooks (Whise), asked for its estates by the poller with the same client and tokens. */
  polled?: { client: Pick<WhiseClient, 'publishedEstates'>; intervalMs: number };
}

const APPLIED = new Set(['imported', 'withdrawn']);

function whetherApplied(outcomes: Map<string, string | Error>): Map<string, boolean | Error> {
  return new Map([...outcomes].map(([crmId, outcome]) => [crmId, outcome instanceof Error ? outcome : APPLIED.has(outcome)]));
}

function vendorOf(settings: CrmConfig, sync: EstateImport & { publicOrigin: string | undefined; log: FastifyBaseLogger }): Vendor {
  if (settings.name === 'whise') {
    const client = new WhiseClient(settings);
    return {
      apply: async (crmIds) => whetherApplied(await syncWhiseEstates({ ...sync, client }, crmIds)),
      deliver: (lead, crmId, page) => client.createContact(whiseContactOf(lead, crmId === undefined ? undefined : Number(crmId), settings.officeId, page)),
      polled: { client, intervalMs: settings.pollMs },
    };
  }
  const client = new SweepBrightClient(settings);
  return {
    apply: async (crmIds) => whetherApplied(await syncSweepBrightEstates({ ...sync, client }, crmIds)),
    deliver: (lead, crmId, page) => client.saveContact(sweepBrightContactOf(lead, page), crmId),
  };
}

/**
 * The agency's CRM (CRM=sweepbright or whise): its hints (SweepBright's webhook, see crmRoutes;
 * Whise's poll) are recorded in the inbox, a worker applies each estate's latest truth through the
 * feed importer, and the enquiries go back to the CRM through the CRM outbox. `crm` is null
 * without a CRM.
 */
export const crmPlugin = fp<CrmPluginOptions>(
  async (app, options) => {
    const settings = app.config.crm;
    if (settings === null) {
      app.decorate('crm', null);
      return;
    }
    const { db, log } = app;
    const { metrics } = options;
    const crm = settings.name;
    const media = new CrmMediaStore(db, crm, app.config.dataDir, mediaBucketOf(app.config));
    // The estate's vendors become the portal's owners of that property, invited once.
    const onVendors = options.onVendors ?? ((propertyId: number, vendors: CrmVendor[]) => app.owners.linkVendors(propertyId, vendors));
    const vendor = vendorOf(settings, { db, media, onVendors, publicOrigin: app.config.publicOrigin, log });
    // Not once per estate (see ImportOptions.refreshStatistics), nor once per batch: a VACUUM holds
    // the embedded database's one connection, so a long sync refreshes every few seconds at most.
    const afterChanges = coalesced(STATISTICS_AFTER_MS, () =>
      refreshStatistics(db)
        .then(() => media.collectGarbage())
        .catch((error: unknown) => log.warn({ err: error }, 'crm: the statistics or the unused media could not be refreshed')),
    );
    const inbox = new CrmInboxWorker({
      db,
      crm,
      log,
      ...(options.retry === undefined ? {} : { retry: options.retry }),
      ...(options.pollMs === undefined ? {} : { pollMs: options.pollMs }),
      apply: (estateIds) => vendor.apply(estateIds),
      onChanged: () => afterChanges.schedule(),
      onResult: (result) => {
        if (!result.applied) metrics?.failures.inc({ crm, reason: result.reason });
      },
    });
    const leads = new OutboxWorker<{ id: string; attempts: number; payload: CrmLead }>({
      db,
      table: 'crm_outbox',
      columns: ['payload'],
      log,
      retry: options.retry,
      ...(options.pollMs === undefined ? {} : { pollMs: options.pollMs }),
      deliver: async (row) => {
        const lead = row.payload;
        const about = lead.propertyId !== undefined ? { kind: 'property', id: lead.propertyId } : lead.projectId !== undefined ? { kind: 'project', id: lead.projectId } : undefined;
        const [record] =
          about === undefined
            ? []
            : await db.query<{ crm_id: string }>('select crm_id from crm_records where crm = $1 and kind = $2 and site_id = $3', [crm, about.kind, about.id]);
        const page = about !== undefined && record === undefined ? `${app.config.publicOrigin ?? ''}/${about.kind}/${about.id}/` : undefined;
        // Written before the lead goes out, and cleared when it surely did not arrive: found still
        // set, the last attempt may have reached the CRM, which cannot be asked whether it did.
        const [first] = await db.query('update crm_outbox set attempted_at = now() where id = $1 and attempted_at is null returning id', [row.id]);
        if (first === undefined) {
          await db.query('update crm_outbox set held_at = now() where id = $1', [row.id]);
          metrics?.failures.inc({ crm, reason: 'lead-held' });
          log.warn({ crm, lead: row.id }, 'crm: a lead may have reached the CRM already; held for the agency to check instead of being sent twice');
          return;
        }
        try {
          await vendor.deliver(lead, record?.crm_id, page);
        } catch (error) {
          if (error instanceof CrmMaybeReached) throw error;
          if (!(error instanceof CrmRejected)) {
            // The CRM answered with an error, or was never reached: the lead is not there, and is sent again.
            await db.query('update crm_outbox set attempted_at = null where id = $1', [row.id]);
            throw error;
          }
          // The CRM will refuse it again: kept with its errors for `crm status`, and finished with.
          await db.query('update crm_outbox set rejection = $2 where id = $1', [row.id, JSON.stringify({ message: error.message, errors: error.errors })]);
          metrics?.failures.inc({ crm, reason: 'lead-rejected' });
          log.warn({ crm, lead: row.id, errors: error.errors }, 'crm: the CRM refused a lead');
        }
      },
    });
    const hint = async (estateId: string, event: string) => {
      await recordHint(db, crm, estateId, event);
      metrics?.events.inc({ crm, event });
      inbox.wake();
    };
    // Whise sends nothing: the site asks it, every WHISE_POLL_SECONDS, what changed.
    const poller =
      vendor.polled === undefined
        ? undefined
        : new WhisePoller({
            db,
            ...vendor.polled,
            hint,
            log,
            ...(options.retry === undefined ? {} : { retry: options.retry }),
            ...(options.pollMs === undefined ? {} : { checkMs: options.pollMs }),
          });
    app.decorate('crm', {
      name: crm,
      enqueueLead: (tx, lead) => enqueueLead(tx, crm, lead),
      wakeLeads: () => leads.wake(),
      hint,
      webhookSecret: settings.name === 'sweepbright' ? settings.webhookSecret : null,
    } satisfies CrmConnector);
    app.addHook('onReady', async () => {
      inbox.start();
      leads.start();
      poller?.start();
    });
    app.addHook('onClose', async () => {
      afterChanges.cancel();
      await poller?.stop();
      await inbox.stop();
      await leads.stop();
    });
  },
  { name: 'crm', fastify: '5.x', dependencies: ['config', 'db', 'owners'], decorators: { fastify: ['config', 'db', 'owners'] } },
);

declare module 'fastify' {
  interface FastifyInstance {
    crm: CrmConnector | null;
  }
}
