import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feedFileSchema } from '../catalogue/feedSchema.js';
import type { ImportSummary } from '../catalogue/import.js';
import { errorBody } from '../http/errors.js';
import type { DeploymentLedger, DeployOutcome, HistoryEntry } from './deploymentLedger.js';
import { DEPLOY_TARGETS, DeployError, REMOTE_FOLDERS, type DeploymentRecord, type DeployTarget, type RemoteFolder } from './deployments.js';
import { runningOperatorChannel, type OperatorChannel } from './operatorClient.js';
import { signPreview } from './preview.js';
import { deploymentReport, type PartReport } from './telemetryRoutes.js';
import type { VersionSignals } from './telemetry.js';

/*
 * The embedded database (PGlite) is one process's: while the api runs, the deploy and import
 * commands cannot open it. The api then takes the commands' changes itself, on the operators'
 * channel (plugins/operator.ts), never on the public port. With PostgreSQL the commands write the
 * database directly.
 */

const LEDGER_PATH = '/ledger';
const IMPORT_PATH = '/import';
const PREVIEW_PATH = '/preview';
/** A whole agency's feed, photos by address: tens of MB at most. */
const IMPORT_MAX_BYTES = 256 * 1024 * 1024;

const targetSchema = z.enum(DEPLOY_TARGETS as [DeployTarget, ...DeployTarget[]]);
const noteSchema = z.object({ by: z.string().min(1).max(200), reason: z.string().max(1000).optional(), forced: z.array(z.string().max(2000)).max(50).optional() });
const changeSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('deploy'), target: targetSchema, version: z.string().min(1).max(2000), note: noteSchema }),
  z.object({ action: z.literal('rollback'), target: targetSchema, note: noteSchema }),
  z.object({ action: z.literal('canary'), target: targetSchema, version: z.string().min(1).max(200), share: z.number().int(), note: noteSchema }),
  z.object({ action: z.literal('promote'), target: targetSchema, note: noteSchema }),
  z.object({ action: z.literal('abort'), target: targetSchema, note: noteSchema, only: z.string().max(200).optional() }),
]);

const previewSchema = z.object({ target: z.enum(REMOTE_FOLDERS as [RemoteFolder, ...RemoteFolder[]]), version: z.string().min(1).max(200) });

/** A signed preview of one release (site/preview.ts) and when it stops working, in seconds since the epoch. */
export type PreviewSigner = (target: RemoteFolder, version: string) => Promise<{ token: string; expires: number }>;

export interface OperatorRoutesOptions {
  ledger: DeploymentLedger;
  /** Imports a feed as `npm run import -w api` does, and has its alerts told at once. */
  importFeed: (feed: unknown) => Promise<ImportSummary>;
  /** What each part's live version and canary are and how they do, with their figures. */
  deployments: () => DeploymentRecord;
  /** The key preview links are signed with: the command asks the api, which never sends it. */
  previewKey: string;
}

/** The operators' routes of deploys and imports, registered on `app.operator`. */
export const deployOperatorRoutes: FastifyPluginAsync<OperatorRoutesOptions> = async (operator, { ledger, importFeed, deployments, previewKey }) => {
  const app = operator.withTypeProvider<ZodTypeProvider>();

  app.get('/health', async () => ({ status: 'ok' }));

  app.get(LEDGER_PATH, async (): Promise<{ record: DeploymentRecord; history: HistoryEntry[]; signals: VersionSignals[] }> => ({
    record: await ledger.read(),
    history: await ledger.history(20),
    signals: await ledger.signals(),
  }));

  app.post(LEDGER_PATH, { schema: { body: changeSchema } }, async (request, reply) => {
    const change = request.body;
    try {
      const outcome: DeployOutcome | null = await (change.action === 'deploy'
        ? ledger.deploy(change.target, change.version, change.note)
        : change.action === 'rollback'
          ? ledger.rollBack(change.target, change.note)
          : change.action === 'canary'
            ? ledger.startCanary(change.target, change.version, change.share, change.note)
            : change.action === 'promote'
              ? ledger.promote(change.target, change.note)
              : ledger.abort(change.target, change.note, change.only));
      return outcome;
    } catch (error) {
      if (!(error instanceof DeployError)) throw error;
      return reply.code(409).send(errorBody('conflict', error.message));
    }
  });

  // The file's shape is checked here (400 with the reason); each record by the import itself,
  // which reports what it rejected.
  app.post(IMPORT_PATH, { bodyLimit: IMPORT_MAX_BYTES, schema: { body: feedFileSchema } }, async (request) => importFeed(request.body));

  // The command checked the release and its gate first; a cookie of a release no longer here pins nothing.
  app.post(PREVIEW_PATH, { schema: { body: previewSchema } }, async (request) => signPreview(previewKey, request.body.target, request.body.version));

  app.get('/deployments', async (): Promise<{ parts: PartReport[] }> => ({ parts: deploymentReport(deployments(), await ledger.signals()) }));
};

/** Asks the running api's channel, and turns its refusals into the command's errors. */
async function call<T>(channel: OperatorChannel, method: 'GET' | 'POST', route: string, body?: unknown): Promise<T> {
  const answer = await channel.ask(method, route, body).catch((error: unknown) => {
    throw new DeployError(`the api running on this data folder holds the database but does not answer at ${channel.where} (${String(error)})`);
  });
  const message = (answer.body as { message?: string } | null)?.message ?? '';
  if (answer.status === 409) throw new DeployError(message || 'refused');
  if (answer.status < 200 || answer.status >= 300) throw new DeployError(`the api refused the change (${answer.status}): ${message}`);
  return answer.body as T;
}

/**
 * The import of the api running on `dataDir`'s embedded database, for the import command; null
 * when no api runs there.
 */
export async function runningApiImport(dataDir: string): Promise<((feed: unknown) => Promise<ImportSummary>) | null> {
  const channel = await runningOperatorChannel(dataDir);
  if (!channel) return null;
  return (feed) => call<ImportSummary>(channel, 'POST', IMPORT_PATH, feed);
}

/**
 * The ledger of the api running on `dataDir`'s embedded database, and its signer of previews, for
 * the deploy command; null when no api runs there.
 */
export async function runningApiLedger(dataDir: string): Promise<{ ledger: DeploymentLedger; signPreview: PreviewSigner } | null> {
  const channel = await runningOperatorChannel(dataDir);
  if (!channel) return null;
  const ledger = channelLedger(channel);
  return { ledger, signPreview: (target, version) => call(channel, 'POST', PREVIEW_PATH, { target, version }) };
}

function channelLedger(channel: OperatorChannel): DeploymentLedger {
  const read = () => call<{ record: DeploymentRecord; history: HistoryEntry[]; signals: VersionSignals[] }>(channel, 'GET', LEDGER_PATH);
  const change = <T>(body: unknown) => call<T>(channel, 'POST', LEDGER_PATH, body);
  return {
    read: async () => (await read()).record,
    history: async (limit) => (await read()).history.slice(0, limit),
    signals: async () => (await read()).signals,
    deploy: (target, version, note) => change<DeployOutcome>({ action: 'deploy', target, version, note: { ...note, now: undefined } }),
    rollBack: (target, note) => change<DeployOutcome>({ action: 'rollback', target, note: { ...note, now: undefined } }),
    startCanary: (target, version, share, note) => change<DeployOutcome>({ action: 'canary', target, version, share, note: { ...note, now: undefined } }),
    promote: (target, note) => change<DeployOutcome>({ action: 'promote', target, note: { ...note, now: undefined } }),
    abort: (target, note, only) => change<DeployOutcome | null>({ action: 'abort', target, note: { ...note, now: undefined }, only }),
  };
}
