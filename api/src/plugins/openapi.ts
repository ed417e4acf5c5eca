import fp from 'fastify-plugin';
import { registerOpenApi } from '../docs/openapi.js';

/** Zod validation and the api's documentation, before any route so every route is in it. */
export default fp(
  async (app) => {
    await registerOpenApi(app);
  },
  { name: 'openapi', fastify: '5.x', dependencies: ['compression'] },
);
