import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

/**
 * Routes declare zod schemas for their parameters and answers: the same schemas validate requests
 * (a bad parameter is a 400 with the reason, never a 500), serialise answers and describe the api
 * at `/api/docs` (OpenAPI JSON at `/api/docs/json`). Register before any route.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Brussels estate agency api',
        description: 'Listings, projects, content, forms and the owner portal of the agency website.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  // The documentation's page runs swagger-ui's inline scripts: it gets their hashes in a policy of its own.
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (header) => header.replace('upgrade-insecure-requests;', ''),
  });
}
