import fp from 'fastify-plugin';

/** A stopping api: `/api/health` says so and every answer closes its connection. */
export default fp(
  async (app) => {
    let draining = false;
    app.decorate('isDraining', () => draining);
    app.decorate('startDraining', () => {
      draining = true;
      app.responseCache.startDraining();
    });
    app.addHook('onRequest', async (_request, reply) => {
      // Kept-alive connections end with this answer: the client's next request opens a new
      // connection, which the load balancer sends to a replica that is not stopping.
      if (draining) reply.header('connection', 'close');
    });
  },
  { name: 'draining', fastify: '5.x', dependencies: ['response-cache'], decorators: { fastify: ['responseCache'] } },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** True once the process was asked to stop: it still answers, but wants no new visitors. */
    isDraining(): boolean;
    /** From now on `/api/health` answers 503 "draining" and every answer closes its connection. */
    startDraining(): void;
  }
}
