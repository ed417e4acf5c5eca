import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../http/errors.js';

// A load balancer's probe must get an answer even when the database hangs rather than refuses.
const DATABASE_TIMEOUT_MS = 3000;

const health: FastifyPluginAsync = async (app) => {
  const { db } = app;
  // True while the api warms its server rendering up: not ready for visitors yet.
  const starting = () => app.isWarmingUp();
  app.get('/api/health', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (app.isDraining()) {
      return reply.code(503).send({ ...errorBody('service_unavailable', 'The site is stopping: send new visitors elsewhere.'), status: 'draining', database: db.kind });
    }
    if (starting()) {
      return reply.code(503).send({ ...errorBody('service_unavailable', 'The site is warming up its page rendering.'), status: 'starting', database: db.kind });
    }
    try {
      await withTimeout(db.query('select 1'), DATABASE_TIMEOUT_MS);
      return { status: 'ok', database: db.kind };
    } catch (error) {
      // Still 200: every replica shares the database, so taking them all out of the load balancer
      // would leave visitors nothing, while the process still serves the pages it holds and
      // answers the rest with 503 and Retry-After until the database is back.
      request.log.error({ err: error }, 'health check: the database does not answer');
      return {
        status: 'degraded',
        database: db.kind,
        reason: 'database_unavailable',
        message: 'The database does not answer: pages held in memory are served, the rest answer 503.',
      };
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

export const healthRoutes = fp(health, {
  name: 'health-routes',
  fastify: '5.x',
  encapsulate: true,
  dependencies: ['db', 'renderer', 'draining'],
  decorators: { fastify: ['db', 'isWarmingUp', 'isDraining'] },
});
