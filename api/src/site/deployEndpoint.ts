import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ImportSummary } from '../catalogue/import.js';
import { errorBody } from '../http/errors.js';
import { loopbackOrigin } from '../seo/firstViewRenderer.js';
import { errorCode } from '../systemError.js';
import type { DeploymentLedger, DeployOutcome, HistoryEntry } from './deploymentLedger.js';
import { DEPLOY_TARGETS, DeployError, type DeploymentRecord, type DeployTarget } from './deployments.js';
import type { VersionSignals } from './telemetry.js';

/*
 * The embedded database (PGlite) is one process's: while the api runs, the deploy and import
 * commands cannot open it. The api then takes the commands' changes itself, on its loopback
 * address, from whoever can read the key it leaves in DATA_DIR (the same machine's operating
 * user). With PostgreSQL the commands write the database directly and this endpoint is not there.
 */

const ENDPOINT_FILE = 'deploy-endpoint.json';
const PATH = '/api/site/deployments/ledger';
const IMPORT_PATH = '/api/site/catalogue/import';
/** A whole agency's feed, photos by address: tens of MB at most. */
const IMPORT_MAX_BYTES = 256 * 1024 * 1024;

const endpointSchema = z.object({ origin: z.url(), key: z.string().min(32) });

const targetSchema = z.enum(DEPLOY_TARGETS as [DeployTarget, ...DeployTarget[]]);
const noteSchema = z.object({ by: z.string().min(1).max(200), reason: z.string().max(1000).optional(), forced: z.array(z.string().max(2000)).max(50).optional() });
const changeSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('deploy'), target: targetSchema, version: z.string().min(1).max(2000), note: noteSchema }),
  z.object({ action: z.literal('rollback'), target: targetSchema, note: noteSchema }),
  z.object({ action: z.literal('canary'), target: targetSchema, version: z.string().min(1).max(200), share: z.number().int(), note: noteSchema }),
  z.object({ action: z.literal('promote'), target: targetSchema, note: noteSchema }),
  z.object({ action: z.literal('abort'), target: targetSchema, note: noteSchema, only: z.string().max(200).optional() }),
]);

function sameKey(given: string | undefined, key: string): boolean {
  const offered = Buffer.from(given?.replace(/^Bearer /, '') ?? '');
  const expected = Buffer.from(key);
  return offered.length === expected.length && timingSafeEqual(offered, expected);
}

export interface OperatorEndpointOptions {
  ledger: DeploymentLedger;
  dataDir: string;
  /** Imports a feed as `npm run import -w api` does, and has its alerts told at once. */
  importFeed: (feed: unknown) => Promise<ImportSummary>;
}

export const deployEndpointRoutes: FastifyPluginAsync<OperatorEndpointOptions> = async (api, { ledger, dataDir, importFeed }) => {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const key = randomBytes(32).toString('base64url');
  const file = path.join(dataDir, ENDPOINT_FILE);

  app.addHook('onListen', async () => {
    const origin = loopbackOrigin(api);
    if (origin) await writeFile(file, JSON.stringify({ origin, key }), { mode: 0o600 });
  });
  app.addHook('onClose', async () => {
    await rm(file, { force: true });
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(PATH) && !request.url.startsWith(IMPORT_PATH)) return;
    // The key is the guard; the loopback address alone keeps it off every other machine's reach too.
    const local = request.socket.remoteAddress === '127.0.0.1' || request.socket.remoteAddress === '::1' || request.socket.remoteAddress === '::ffff:127.0.0.1';
    if (!local || !sameKey(request.headers.authorization, key)) return reply.code(403).send(errorBody('forbidden', 'Not for this client'));
  });

  app.get(PATH, { schema: { hide: true } }, async (): Promise<{ record: DeploymentRecord; history: HistoryEntry[]; signals: VersionSignals[] }> => ({
    record: await ledger.read(),
    history: await ledger.history(20),
    signals: await ledger.signals(),
  }));

  app.post(PATH, { schema: { hide: true, body: changeSchema } }, async (request, reply) => {
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

  // The feed is checked record by record by the import itself, which reports what it rejected.
  app.post(IMPORT_PATH, { bodyLimit: IMPORT_MAX_BYTES, schema: { hide: true, body: z.unknown() } }, async (request) => importFeed(request.body));
};

/** The endpoint of the api running on `dataDir`'s embedded database; null when no api runs there. */
async function runningEndpoint(dataDir: string): Promise<z.infer<typeof endpointSchema> | null> {
  let endpoint: z.infer<typeof endpointSchema>;
  try {
    endpoint = endpointSchema.parse(JSON.parse(await readFile(path.join(dataDir, ENDPOINT_FILE), 'utf8')));
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
  }
  // A key left by an api that did not close (a crash): nothing answers, and the database is free.
  const answering = await fetch(endpoint.origin + PATH, { method: 'HEAD', headers: { authorization: `Bearer ${endpoint.key}` } }).then(
    () => true,
    () => false,
  );
  return answering ? endpoint : null;
}

/**
 * The import of the api running on `dataDir`'s embedded database, for the import command; null
 * when no api runs there.
 */
export async function runningApiImport(dataDir: string): Promise<((feed: unknown) => Promise<ImportSummary>) | null> {
  const endpoint = await runningEndpoint(dataDir);
  if (!endpoint) return null;
  return async (feed) => {
    const answer = await fetch(endpoint.origin + IMPORT_PATH, {
      method: 'POST',
      headers: { authorization: `Bearer ${endpoint.key}`, 'content-type': 'application/json' },
      body: JSON.stringify(feed),
    });
    const body = (await answer.json()) as ImportSummary & { message?: string };
    if (!answer.ok) throw new Error(`the api on ${dataDir} refused the import (${answer.status}): ${body.message ?? ''}`);
    return body;
  };
}

/**
 * The ledger of the api running on `dataDir`'s embedded database, for the deploy command; null
 * when no api runs there.
 */
export async function runningApiLedger(dataDir: string): Promise<DeploymentLedger | null> {
  const endpoint = await runningEndpoint(dataDir);
  if (!endpoint) return null;
  const call = async <T>(init?: { body: unknown }): Promise<T> => {
    const answer = await fetch(endpoint.origin + PATH, {
      method: init ? 'POST' : 'GET',
      headers: { authorization: `Bearer ${endpoint.key}`, ...(init ? { 'content-type': 'application/json' } : {}) },
      ...(init ? { body: JSON.stringify(init.body) } : {}),
    }).catch((error: unknown) => {
      throw new DeployError(`the api on ${dataDir} holds the database but does not answer at ${endpoint.origin} (${String(error)})`);
    });
    const body = (await answer.json()) as T & { message?: string };
    if (answer.status === 409) throw new DeployError(body.message ?? 'refused');
    if (!answer.ok) throw new DeployError(`the api refused the change (${answer.status}): ${body.message ?? ''}`);
    return body;
  };
  return {
    read: async () => (await call<{ record: DeploymentRecord }>()).record,
    history: async (limit) => (await call<{ history: HistoryEntry[] }>()).history.slice(0, limit),
    signals: async () => (await call<{ signals: VersionSignals[] }>()).signals,
    deploy: (target, version, note) => call<DeployOutcome>({ body: { action: 'deploy', target, version, note: { ...note, now: undefined } } }),
    rollBack: (target, note) => call<DeployOutcome>({ body: { action: 'rollback', target, note: { ...note, now: undefined } } }),
    startCanary: (target, version, share, note) => call<DeployOutcome>({ body: { action: 'canary', target, version, share, note: { ...note, now: undefined } } }),
    promote: (target, note) => call<DeployOutcome>({ body: { action: 'promote', target, note: { ...note, now: undefined } } }),
    abort: (target, note, only) => call<DeployOutcome | null>({ body: { action: 'abort', target, note: { ...note, now: undefined }, only } }),
  };
}
