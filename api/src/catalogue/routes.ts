import type { FastifyPluginAsync } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../db/database.js';
import { errorBodySchema } from '../http/errors.js';
import { Catalogue } from './catalogue.js';
import {
  MAX_PAGE_SIZE,
  idParamsSchema,
  langQuerySchema,
  listingDataSchema,
  projectDetailSchema,
  projectListItemSchema,
  propertyDetailSchema,
  propertyPageSchema,
  propertyQuerySchema,
} from './schemas.js';

/**
 * Cached answers are the same objects request after request, so each is validated and turned
 * into JSON once, on its first request, rather than on every one.
 */
const serializeOnce: typeof serializerCompiler = (route) => {
  const serialize = serializerCompiler(route);
  const serialized = new WeakMap<object, string>();
  return (data) => {
    if (typeof data !== 'object' || data === null) return serialize(data);
    let json = serialized.get(data);
    if (json === undefined) {
      json = serialize(data);
      serialized.set(data, json);
    }
    return json;
  };
};

const TAGS = ['catalogue'];
const badRequest = errorBodySchema.describe('A parameter is not valid; the message says which and why');

/** Listings, projects and the listing load (spec §7), in the language asked for. */
export const catalogueRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const catalogue = new Catalogue(db);
  // Inside this plugin only: other routes keep the default serialiser.
  app.setSerializerCompiler(serializeOnce);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/listing-data',
    {
      schema: {
        tags: TAGS,
        summary: 'The listing load: every property and project, types and cities with their counts',
        description:
          'Spec §7: what the listings and the home search start from. webIDs carry SaleCount and RentCount, the ' +
          'city lists PropertyCount per name and postcode (name variants are separate entries).',
        querystring: langQuerySchema,
        response: { 200: listingDataSchema, 400: badRequest },
      },
    },
    (request) => catalogue.listingData(request.query.lang),
  );

  api.get(
    '/api/properties',
    {
      schema: {
        tags: TAGS,
        summary: 'A page of properties, filtered and sorted',
        description: `Filters combine; pages hold 1 to ${MAX_PAGE_SIZE} properties (12 by default). A page past the last one is empty.`,
        querystring: propertyQuerySchema,
        response: { 200: propertyPageSchema, 400: badRequest },
      },
    },
    (request) => catalogue.propertyPage(request.query),
  );

  api.get(
    '/api/properties/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'A property with everything its page shows',
        description: 'Sold and rented properties are answered like any other: their state is in Marquee and the headline.',
        params: idParamsSchema,
        querystring: langQuerySchema,
        response: {
          200: propertyDetailSchema,
          400: badRequest,
          404: errorBodySchema.describe('No property has this id'),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const property = await catalogue.property(id, request.query.lang);
      if (property === null) return reply.code(404).send({ error: 'not_found', message: `Property ${id} does not exist.` });
      return property;
    },
  );

  api.get(
    '/api/projects',
    {
      schema: {
        tags: TAGS,
        summary: 'The new-build projects, newest first',
        querystring: langQuerySchema,
        response: { 200: projectListItemSchema.array(), 400: badRequest },
      },
    },
    (request) => catalogue.projects(request.query.lang),
  );

  api.get(
    '/api/projects/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'A project with its units (the price list), photos, documents and construction stages',
        params: idParamsSchema,
        querystring: langQuerySchema,
        response: {
          200: projectDetailSchema,
          400: badRequest,
          404: errorBodySchema.describe('No project has this id'),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const project = await catalogue.project(id, request.query.lang);
      if (project === null) return reply.code(404).send({ error: 'not_found', message: `Project ${id} does not exist.` });
      return project;
    },
  );
};
