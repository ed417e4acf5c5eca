import { loadConfig } from '../config.js';
import { openDatabase, type DatabaseLogger } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import type { CommandIo } from '../catalogue/importCommand.js';
import { runningOperatorChannel } from '../site/operatorClient.js';
import { crmStatus, formatCrmStatus, resendHeldLead, type CrmStatus } from './status.js';

const USAGE = 'Usage: npm run crm -w api -- status [--json]\n       npm run crm -w api -- resend LEAD_ID   (a lead held for a check, once it is found missing in the CRM)\n';

/**
 * `npm run crm -w api -- status`: the CRM sync's state; `resend LEAD_ID`: a held lead sent again.
 * Read from the database of the usual configuration (DATABASE_URL, or DATA_DIR's embedded
 * database), through the api that holds the embedded one when it runs.
 */
export async function runCrmCommand(args: readonly string[], env: Record<string, string | undefined>, io: CommandIo): Promise<number> {
  const [command, ...extra] = args;
  const json = extra.length === 1 && extra[0] === '--json';
  const statusAsked = command === 'status' && (extra.length === 0 || json);
  const resent = command === 'resend' && extra.length === 1 ? extra[0] : undefined;
  if (!statusAsked && resent === undefined) {
    io.err(USAGE);
    return 1;
  }
  const show = (status: CrmStatus) => io.out(json ? `${JSON.stringify(status, null, 2)}\n` : formatCrmStatus(status));
  const resendDone = (found: boolean) => {
    if (found) io.out(`The lead ${resent} goes to the CRM again.\n`);
    else io.err(`No lead held for a check has the id ${resent} (see \`npm run crm -w api -- status\`).\n`);
    return found ? 0 : 1;
  };
  const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
  // The embedded database is the running api's alone: asked on its operators' channel.
  const channel = config.databaseUrl === undefined ? await runningOperatorChannel(config.dataDir) : null;
  if (channel) {
    const answer = resent === undefined ? await channel.ask('GET', '/crm/status') : await channel.ask('POST', `/crm/leads/${encodeURIComponent(resent)}/resend`);
    if (resent !== undefined && answer.status === 404) return resendDone(false);
    if (answer.status !== 200) {
      io.err(`The api running on ${config.dataDir} did not answer (${answer.status}).\n`);
      return 1;
    }
    if (resent !== undefined) return resendDone(true);
    show(answer.body as CrmStatus);
    return 0;
  }
  const log: DatabaseLogger = { info: () => {}, warn: (...parts: unknown[]) => io.err(`${parts.map(String).join(' ')}\n`) };
  const db = await openDatabase(config, log);
  try {
    await migrate(db, log);
    if (resent !== undefined) return resendDone(await resendHeldLead(db, resent));
    show(await crmStatus(db));
    return 0;
  } finally {
    await db.close();
  }
}
