import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CommandIo } from '../catalogue/importCommand.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { errorBody } from '../http/errors.js';
import { runningOperatorChannel, type OperatorChannel } from '../site/operatorClient.js';
import { withCommandDatabase } from './keyCommand.js';
import { ADMIN_SCOPES, AdminKeyError, createAdminKey, listAdminKeys, revokeAdminKey, type AdminKey, type AdminScope } from './keys.js';
import { exportSite, importSite, siteFileSchema, type SiteFile } from './siteFile.js';

/**
 * What the `admin-key` and `content` commands do, the same whether they open the database
 * themselves (PostgreSQL, or an embedded database no api holds) or ask the api that holds the
 * embedded one, on its operators' channel.
 */
export interface AdminOperations {
  createKey(name: string, scopes: readonly AdminScope[]): Promise<{ key: string; record: AdminKey }>;
  revokeKey(name: string): Promise<AdminKey>;
  listKeys(): Promise<AdminKey[]>;
  exportSite(): Promise<SiteFile>;
  importSite(site: z.output<typeof siteFileSchema>): Promise<{ settings: number; pages: number; categories: number; articles: number }>;
}

export function databaseOperations(db: Database): AdminOperations {
  return {
    createKey: (name, scopes) => createAdminKey(db, name, scopes),
    revokeKey: (name) => revokeAdminKey(db, name),
    listKeys: () => listAdminKeys(db),
    exportSite: () => exportSite(db),
    importSite: (site) => importSite(db, site),
  };
}

/** The operators' routes of the admin commands, registered on `app.operator`. */
export const adminOperatorRoutes: FastifyPluginAsync<{ operations: AdminOperations }> = async (operator, { operations }) => {
  const app = operator.withTypeProvider<ZodTypeProvider>();
  // A key's name or scopes the command refused to accept: its message, as the command would say it.
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof AdminKeyError) return reply.code(409).send(errorBody('conflict', error.message));
    throw error;
  });
  app.get('/admin-keys', async () => operations.listKeys());
  app.post('/admin-keys', { schema: { body: z.object({ name: z.string(), scopes: z.array(z.enum(ADMIN_SCOPES)) }) } }, async (request) =>
    operations.createKey(request.body.name, request.body.scopes),
  );
  app.post('/admin-keys/revoked', { schema: { body: z.object({ name: z.string() }) } }, async (request) => operations.revokeKey(request.body.name));
  app.get('/content', async () => operations.exportSite());
  app.post('/content', { bodyLimit: 64 * 1024 * 1024, schema: { body: siteFileSchema } }, async (request) => operations.importSite(request.body));
};

function channelOperations(channel: OperatorChannel): AdminOperations {
  const call = async <T>(method: 'GET' | 'POST', route: string, body?: unknown): Promise<T> => {
    const answer = await channel.ask(method, route, body);
    const message = (answer.body as { message?: string } | null)?.message ?? '';
    if (answer.status === 409) throw new AdminKeyError(message);
    if (answer.status < 200 || answer.status >= 300) throw new Error(`the api running on this data folder refused (${answer.status}): ${message}`);
    return answer.body as T;
  };
  return {
    createKey: (name, scopes) => call('POST', '/admin-keys', { name, scopes }),
    revokeKey: (name) => call('POST', '/admin-keys/revoked', { name }),
    listKeys: () => call('GET', '/admin-keys'),
    exportSite: () => call('GET', '/content'),
    importSite: (site) => call('POST', '/content', site),
  };
}

/**
 * Runs `work` with the admin operations of the usual configuration: through the running api when
 * it holds the embedded database (its caches then follow at once), else on the database itself.
 */
export async function withAdminOperations(env: Record<string, string | undefined>, io: CommandIo, work: (operations: AdminOperations) => Promise<number>): Promise<number> {
  const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
  const channel = config.databaseUrl === undefined ? await runningOperatorChannel(config.dataDir) : null;
  if (channel) return work(channelOperations(channel));
  return withCommandDatabase(env, io, (db) => work(databaseOperations(db)));
}
