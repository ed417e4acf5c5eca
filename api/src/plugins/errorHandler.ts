import fp from 'fastify-plugin';
import { errorHandlerWith } from '../http/errors.js';

/** One error shape for every route, and a stale cached answer instead of an error where allowed. */
export default fp(
  async (app) => {
    app.setErrorHandler(errorHandlerWith({ cache: app.responseCache, maxStaleMs: app.config.staleIfErrorMs }));
  },
  { name: 'error-handler', fastify: '5.x', dependencies: ['config', 'response-cache'], decorators: { fastify: ['config', 'responseCache'] } },
);
