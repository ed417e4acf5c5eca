import fp from 'fastify-plugin';
import { fillResponseCache, type ResponseCache } from '../http/responseCache.js';

/**
 * The cache of whole answers that the server replays before Fastify sees a request (see
 * cachingServer): `buildApp` makes it with the server; this fills it from the routes that allow it.
 */
export default fp<{ responseCache: ResponseCache }>(
  async (app, { responseCache }) => {
    app.decorate('responseCache', responseCache);
    fillResponseCache(app, responseCache);
  },
  // After the security headers: the answers it keeps carry them.
  { name: 'response-cache', fastify: '5.x', dependencies: ['security-headers'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
}
