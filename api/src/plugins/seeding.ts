import fp from 'fastify-plugin';
import { seedCatalogue } from '../catalogue/seed.js';
import { seedContent } from '../content/seed.js';

/**
 * The demo agency of spec §2–§3 in an empty database when asked (the server does; tests choose):
 * catalogue first, content (owners) on top of it, before anything reads them.
 */
export default fp<{ seedDemoAgency?: boolean }>(
  async (app, { seedDemoAgency }) => {
    const { config, db, log } = app;
    const source = app.agency.seed;
    if (!seedDemoAgency || !source) return;
    const properties = await seedCatalogue(db, source, { seed: config.seed, properties: config.seedProperties });
    if (properties !== null) log.info({ properties, seed: config.seed }, 'seeded the demo catalogue');
    if (await seedContent(db, source, { seed: config.seed })) log.info({ seed: config.seed }, 'seeded the demo content and owners');
  },
  { name: 'seeding', fastify: '5.x', dependencies: ['config', 'db', 'agency'], decorators: { fastify: ['config', 'db', 'agency'] } },
);
