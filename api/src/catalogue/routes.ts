import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { withdrawnProperty } from '../crm/records.js';
import { z } from 'zod';
import { searchListing } from 'shared-kernel';
import { errorBody, errorBodySchema } from '../http/errors.js';
import {
  MAX_PAGE_SIZE,
  idParamsSchema,
  langQuerySchema,
  listingDataSchema,
  listingOptionsSchema,
  searchQuerySchema,
  searchResultSchema,
  projectDetailSchema,
  projectListItemSchema,
  propertyDetailSchema,
  propertyMapPointsSchema,
  propertyMapQuerySchema,
  propertyPageSchema,
  propertyQuerySchema,
} from './schemas.js';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * A route's answer, sent as bytes. The catalogue hands out the same answer object until its data
 * changes, so each is checked against its schema and encoded once, on its first request; every
 * later request sends the same bytes, as a static file would be. Fastify sends a Buffer as it is,
 * so the route declares a Buffer, documented with the JSON schema of what it holds.
 */
function jsonAnswer<S extends z.ZodType<object>>(schema: S, description: string) {
  const { $schema: _dialect, ...documented } = z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'output' });
  const encoded = new WeakMap<object, Buffer>();
  return {
    response: { description, content: { 'application/json': { schema: z.instanceof(Buffer).meta(documented) } } },
    encode(answer: z.output<S>): Buffer {
      let bytes = encoded.get(answer);
      if (bytes === undefined) {
        bytes = Buffer.from(JSON.stringify(schema.encode(answer)));
        encoded.set(answer, bytes);
      }
      return bytes;
    },
  };
}

const TAGS = ['catalogue'];
const badRequest = errorBodySchema.describe('A parameter is not valid; the message says which and why');

/** Listings, projects and the listing load (spec §7), in the language asked for. */
const catalogueApi: FastifyPluginAsync = async (app) => {
  const { catalogue } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  /**
   * What every route of the catalogue shares: kept by the response cache until the catalogue
   * changes, its tag, its answer and a 400 for a bad parameter (and the route's other errors).
   */
  const catalogueRoute = <S extends object, E extends Record<number, z.ZodType> = Record<never, never>>(
    answer: { response: object },
    schema: S,
    errors: E = {} as E,
  ) => ({
    config: { responseCache: catalogue.currentStamp },
    schema: { tags: TAGS, ...schema, response: { 200: answer.response, 400: badRequest, ...errors } },
  });

  const listing = jsonAnswer(listingDataSchema, 'Every property and project, the types and the cities');
  api.get(
    '/api/listing-data',
    catalogueRoute(listing, {
      summary: 'The listing load: every property and project, types and cities with their counts',
      description:
        'Spec §7: what the listings and the home search start from. webIDs carry SaleCount and RentCount, the ' +
        'city lists PropertyCount per commune and postcode, named in the language asked (a commune written in two ' +
        "languages, 'Ixelles' and 'Elsene', is one entry).",
      querystring: langQuerySchema,
    }),
    async (request, reply) => reply.type(JSON_TYPE).send(listing.encode(await catalogue.listingData(request.query.lang))),
  );

  const options = jsonAnswer(listingOptionsSchema, 'The types and the cities with their counts');
  api.get(
    '/api/listing-options',
    catalogueRoute(options, {
      summary: "The listing load's types and cities, without the properties and projects",
      description:
        'What a list page\'s filters and the forms\' zone picker offer: its size does not grow with the number of ' +
        'properties, so no page view downloads the catalogue.',
      querystring: langQuerySchema,
    }),
    async (request, reply) => {
      const { properties: _properties, projects: _projects, ...listingOptions } = await catalogue.listingData(request.query.lang);
      return reply.type(JSON_TYPE).send(options.encode(listingOptions));
    },
  );

  const found = jsonAnswer(searchResultSchema, 'The types, cities and property matching the query');
  api.get(
    '/api/search',
    catalogueRoute(found, {
      summary: 'The home search (spec §4, §5): types, cities and the property of an exact id matching a query',
      description:
        "The kernel's searchListing over the listing load of the language, on the server, so the browser never " +
        'downloads the catalogue. Answers are cached per query until the catalogue changes.',
      querystring: searchQuerySchema,
    }),
    async (request, reply) => {
      const { q, lang } = request.query;
      const listing = await catalogue.listingData(lang);
      // The answer's language when none is asked: the load's own (the site's default).
      const language = lang ?? listing.webIDs[0]?.language ?? 'fr';
      return reply.type(JSON_TYPE).send(found.encode(searchListing(q, listing, language)));
    },
  );

  const page = jsonAnswer(propertyPageSchema, 'One page of the matching properties, with their total');
  api.get(
    '/api/properties',
    catalogueRoute(page, {
      summary: 'A page of properties, filtered and sorted',
      description: `Filters combine; pages hold 1 to ${MAX_PAGE_SIZE} properties (12 by default). A page past the last one is empty.`,
      querystring: propertyQuerySchema,
    }),
    async (request, reply) => reply.type(JSON_TYPE).send(page.encode(await catalogue.propertyPage(request.query))),
  );

  const markers = jsonAnswer(propertyMapPointsSchema, 'A marker for each matching property');
  api.get(
    '/api/properties/map',
    catalogueRoute(markers, {
      summary: "The map of a list: every matching property's marker, not one page's",
      description:
        'The filters of /api/properties, without order or paging; each point carries its id, coordinates and price ' +
        '(a map shows every result of the filters, not one page of them). A marker\'s cards come from /api/properties?ids=…',
      querystring: propertyMapQuerySchema,
    }),
    async (request, reply) => reply.type(JSON_TYPE).send(markers.encode(await catalogue.mapPoints(request.query))),
  );

  const property = jsonAnswer(propertyDetailSchema, 'The property');
  api.get(
    '/api/properties/:id',
    catalogueRoute(property, {
      summary: 'A property with everything its page shows',
      description: 'Sold and rented properties are answered like any other: their state is in Marquee and the headline.',
      params: idParamsSchema,
      querystring: langQuerySchema,
    }, { 404: errorBodySchema.describe('No property has this id'), 410: errorBodySchema.describe("The property was withdrawn from the agency's CRM") }),
    async (request, reply) => {
      const { id } = request.params;
      const answer = await catalogue.property(id, request.query.lang);
      if (answer === null && (await withdrawnProperty(app.db, id)) !== undefined) {
        return reply.code(410).send(errorBody('gone', `Property ${id} was withdrawn.`));
      }
      if (answer === null) return reply.code(404).send(errorBody('not_found', `Property ${id} does not exist.`));
      return reply.type(JSON_TYPE).send(property.encode(answer));
    },
  );

  const projects = jsonAnswer(projectListItemSchema.array(), 'The projects');
  api.get(
    '/api/projects',
    catalogueRoute(projects, {
      summary: 'The new-build projects, newest first',
      querystring: langQuerySchema,
    }),
    async (request, reply) => reply.type(JSON_TYPE).send(projects.encode(await catalogue.projects(request.query.lang))),
  );

  const project = jsonAnswer(projectDetailSchema, 'The project');
  api.get(
    '/api/projects/:id',
    catalogueRoute(project, {
      summary: 'A project with its units (the price list), photos, documents and construction stages',
      params: idParamsSchema,
      querystring: langQuerySchema,
    }, { 404: errorBodySchema.describe('No project has this id') }),
    async (request, reply) => {
      const { id } = request.params;
      const answer = await catalogue.project(id, request.query.lang);
      if (answer === null) return reply.code(404).send(errorBody('not_found', `Project ${id} does not exist.`));
      return reply.type(JSON_TYPE).send(project.encode(answer));
    },
  );
};

export const catalogueRoutes = fp(catalogueApi, {
  name: 'catalogue-routes',
  fastify: '5.x',
  encapsulate: true,
  dependencies: ['catalogue'],
  decorators: { fastify: ['catalogue'] },
});
