import type { CommandIo } from '../catalogue/importCommand.js';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { StartupError } from '../startupError.js';
import { AdminKeyError, parseScopes } from './keys.js';
import { withAdminOperations } from './operations.js';

const USAGE =
  'Usage: npm run admin-key -w api -- create NAME --scopes content,owners\n' +
  '       npm run admin-key -w api -- list\n' +
  '       npm run admin-key -w api -- revoke NAME\n';

/**
 * Runs `work` on the database of the usual configuration (DATA_DIR or DATABASE_URL), migrated
 * first. The embedded database is one process's: an api that holds it but does not answer on its
 * operators' channel is named (with PostgreSQL, commands and replicas share the server).
 */
export async function withCommandDatabase(env: Record<string, string | undefined>, io: CommandIo, work: (db: Database) => Promise<number>): Promise<number> {
  const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
  const log = { info: () => {}, warn: (...parts: unknown[]) => io.err(`${parts.map(String).join(' ')}\n`) };
  let db: Database;
  try {
    db = await openDatabase(config, log);
  } catch (error) {
    if (!(error instanceof StartupError)) throw error;
    io.err(`${error.message}\nStop the api on ${config.dataDir} first (the embedded database is one process's), or use DATABASE_URL.\n`);
    return 1;
  }
  try {
    await migrate(db, log);
    return await work(db);
  } finally {
    await db.close();
  }
}

/**
 * `npm run admin-key -w api -- create NAME --scopes content,owners | list | revoke NAME`: the
 * admin api's keys. `create` prints the key once, on its own line of standard output (nothing
 * keeps it: a lost key is revoked and another made). Answers the exit code.
 */
export async function runAdminKeyCommand(args: readonly string[], env: Record<string, string | undefined>, io: CommandIo): Promise<number> {
  const [action, ...rest] = args;
  const scopesAt = rest.indexOf('--scopes');
  const scopesText = scopesAt >= 0 ? rest[scopesAt + 1] : undefined;
  const names = scopesAt >= 0 ? rest.filter((_, index) => index !== scopesAt && index !== scopesAt + 1) : rest;
  const [name, ...extra] = names;
  const wellFormed =
    extra.length === 0 &&
    ((action === 'create' && name !== undefined && scopesText !== undefined) ||
      (action === 'revoke' && name !== undefined && scopesAt < 0) ||
      (action === 'list' && name === undefined && scopesAt < 0));
  if (!wellFormed) {
    io.err(USAGE);
    return 1;
  }
  try {
    const scopes = action === 'create' ? parseScopes(scopesText ?? '') : [];
    return await withAdminOperations(env, io, async (operations) => {
      if (action === 'create') {
        const { key, record } = await operations.createKey(name ?? '', scopes);
        io.err(`Made the key ${record.name} (${record.prefix}, scopes ${record.scopes.join(', ')}). It is shown this once:\n`);
        io.out(`${key}\n`);
      } else if (action === 'revoke') {
        const record = await operations.revokeKey(name ?? '');
        io.out(`Revoked ${record.name} (${record.prefix}) at ${record.revokedAt ?? ''}.\n`);
      } else {
        for (const key of await operations.listKeys()) {
          const state = key.revokedAt ? `revoked ${key.revokedAt}` : `last used ${key.lastUsedAt ?? 'never'}`;
          io.out(`${key.name.padEnd(24)} ${key.prefix}  ${key.scopes.join(',').padEnd(16)} made ${key.createdAt}  ${state}\n`);
        }
      }
      return 0;
    });
  } catch (error) {
    if (!(error instanceof AdminKeyError)) throw error;
    io.err(`${error.message}\n${USAGE}`);
    return 1;
  }
}
