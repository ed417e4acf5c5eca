import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../http/errors.js';

type SwaggerDocument = Parameters<typeof jsonSchemaTransform>[0];

const clientError = errorBodySchema.describe('The request was refused; `error` says why (see the error body)');
const serverError = errorBodySchema.describe('The api could not answer; `error` says why (see the error body)');

/**
 * Every route may answer any 4xx and 5xx in the one error body (the error handler, the not-found
 * handler, validation, the rate limit, body size and type all send it): the description says so
 * for each, whatever statuses the route names itself.
 */
function withErrorBodies(document: SwaggerDocument): ReturnType<typeof jsonSchemaTransform> {
  const schema = document.schema ?? {};
  return jsonSchemaTransform({
    ...document,
    schema: { ...schema, response: { '4xx': clientError, '5xx': serverError, ...(schema.response as object | undefined) } },
  });
}

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
      components: {
        securitySchemes: {
          adminKey: {
            type: 'http',
            scheme: 'bearer',
            description: 'An admin api key made by `npm run admin-key -w api -- create NAME --scopes content,owners`, shown once',
          },
        },
      },
    },
    transform: withErrorBodies,
  });
  // The documentation's page runs swagger-ui's inline scripts: it gets their hashes in a policy of its own.
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (header) => header.replace('upgrade-insecure-requests;', ''),
  });
}
