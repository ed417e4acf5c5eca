import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { guardsPlugin } from '../http/guard.js';
import { authPlugin } from '../plugins/auth.js';
import { crmPlugin } from '../crm/plugin.js';
import { ownersPlugin } from '../plugins/owners.js';
import { configPlugin } from '../plugins/config.js';
import { dbPlugin } from '../plugins/db.js';
import { mailPlugin, type MailPluginOptions } from '../plugins/mail.js';
import { settingsPlugin } from '../plugins/settings.js';
import { webhooksPlugin } from '../plugins/webhooks.js';
import { testConfig } from './config.js';

export interface TestServices {
  database: Database;
  config?: Config;
  /** The mail (and webhook) workers' transport and retries; by default `.eml` files in the test's DATA_DIR. */
  mail?: MailPluginOptions;
}

/**
 * The plugins `buildApp` gives every route module that a test's routes need: the config, the
 * suite's database (migrated), the settings, the owner session, and the mail and webhook outboxes
 * with their workers.
 */
export async function registerServices(app: FastifyInstance, { database, config = testConfig(), mail = {} }: TestServices): Promise<void> {
  await app.register(configPlugin, { config });
  await app.register(guardsPlugin);
  await app.register(dbPlugin, { database });
  await app.register(settingsPlugin);
  await app.register(authPlugin);
  await app.register(mailPlugin, mail);
  await app.register(webhooksPlugin, mail.retry ? { retry: mail.retry } : {});
  await app.register(ownersPlugin);
  await app.register(crmPlugin, mail.retry ? { retry: mail.retry } : {});
}
