import { loadConfig } from '../config.js';
import { openDatabase, type DatabaseLogger } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import type { CommandIo } from '../catalogue/importCommand.js';
import { runningOperatorChannel } from '../site/operatorClient.js';
import { crmStatus, formatCrmStatus, type CrmStatus } from './status.js';

/**
 * `npm run crm -w api -- status`: the CRM sync's state, read from the database of the usual
 * configuration (DATABASE_URL, or DATA_DIR's embedded database), through the api that holds the
 * embedded one when it runs.
 */
export async function runCrmCommand(args: readonly string[], env: Record<string, string | undefined>, io: CommandIo): Promise<number> {
  const [command, ...extra] = args;
  const json = extra.length === 1 && extra[0] === '--json';
  if (command !== 'status' || (extra.length > 0 && !json)) {
    io.err('Usage: npm run crm -w api -- status [--json]\n');
    return 1;
  }
  const show = (status: CrmStatus) => io.out(json ? `${JSON.stringify(status, null, 2)}\n` : formatCrmStatus(status));
  const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
  // The embedded database is the running api's alone: asked on its operators' channel.
  const channel = config.databaseUrl === undefined ? await runningOperatorChannel(config.dataDir) : null;
  if (channel) {
    const answer = await channel.ask('GET', '/crm/status');
    if (answer.status !== 200) {
      io.err(`The api running on ${config.dataDir} did not answer the status (${answer.status}).\n`);
      return 1;
    }
    show(answer.body as CrmStatus);
    return 0;
  }
  const log: DatabaseLogger = { info: () => {}, warn: (...parts: unknown[]) => io.err(`${parts.map(String).join(' ')}\n`) };
  const db = await openDatabase(config, log);
  try {
    await migrate(db, log);
    show(await crmStatus(db));
    return 0;
  } finally {
    await db.close();
  }
}
