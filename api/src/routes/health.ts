import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database.js';

// A load balancer's probe must get an answer even when the database hangs rather than refuses.
const DATABASE_TIMEOUT_MS = 3000;

export const healthRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get('/api/health', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await withTimeout(db.query('select 1'), DATABASE_TIMEOUT_MS);
      return { status: 'ok', database: db.kind };
    } catch (error) {
      request.log.error({ err: error }, 'health check: the database does not answer');
      return reply.code(503).send({
        status: 'unavailable',
        database: db.kind,
        error: 'database_unavailable',
        message: 'The database does not answer.',
      });
    }
  });
};

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
