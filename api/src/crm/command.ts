import { loadConfig } from '../config.js';
import { openDatabase, type DatabaseLogger } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import type { CommandIo } from '../catalogue/importCommand.js';
import { crmStatus, formatCrmStatus } from './status.js';

/**
 * `npm run crm -w api -- status`: the CRM sync's state, read from the database of the usual
 * configuration (DATABASE_URL, or DATA_DIR's embedded database when no api runs on it).
 */
export async function runCrmCommand(args: readonly string[], env: Record<string, string | undefined>, io: CommandIo): Promise<number> {
  const [command, ...extra] = args;
  const json = extra.length === 1 && extra[0] === '--json';
  if (command !== 'status' || (extra.length > 0 && !json)) {
    io.err('Usage: npm run crm -w api -- status [--json]\n');
    return 1;
  }
  const log: DatabaseLogger = { info: () => {}, warn: (...parts: unknown[]) => io.err(`${parts.map(String).join(' ')}\n`) };
  const db = await openDatabase(loadConfig({ ...env, LOG_LEVEL: 'silent' }), log);
  try {
    await migrate(db, log);
    const status = await crmStatus(db);
    io.out(json ? `${JSON.stringify(status, null, 2)}\n` : formatCrmStatus(status));
    return 0;
  } finally {
    await db.close();
  }
}
