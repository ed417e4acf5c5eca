import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  COMMUNICATION_KINDS,
  VISIT_SLOT_KINDS,
  LANGUAGES,
  ONLINE_MEDIUM_STATES,
  PORTAL_HISTORIES,
  type HistoryPage,
  type OwnerProfile,
  type PortalHistory,
} from 'shared-kernel';
import { z } from 'zod';
import { sameOriginOnly } from '../auth/origin.js';
import { idParamsSchema } from '../catalogue/schemas.js';
import { errorBody, errorBodySchema } from '../http/errors.js';
import { guardRoutes } from '../http/guard.js';
import { noStore } from '../plugins/auth.js';
import { canSee, historyPage, portalProperties, propertyStatistics } from './portalData.js';

const TAGS = ['owner portal'];

const notLoggedIn = errorBodySchema.describe('Not logged in, or the session expired');
const notFound = errorBodySchema.describe('No property with this id is yours to see');

const propertySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  city: z.string(),
  zip: z.string(),
  reference: z.string(),
  ownerName: z.string(),
});

const statisticsSchema = z.object({
  today: z.number().int(),
  week: z.number().int(),
  month: z.number().int(),
  total: z.number().int(),
  lastDays: z.array(z.object({ day: z.string(), views: z.number().int() })),
});

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number().int(), pageCount: z.number().int(), total: z.number().int() });

// Each history's answer is checked against its own schema when it is serialized.
const historySchemas: Record<PortalHistory, z.ZodType<HistoryPage<unknown>>> = {
  'booked-visits': pageOf(
    z.object({ startsAt: z.string(), endsAt: z.string(), kind: z.enum(VISIT_SLOT_KINDS), booked: z.number().int(), capacity: z.number().int(), upcoming: z.boolean() }),
  ),
  visits: pageOf(z.object({ visitedAt: z.string(), feedback: z.string() })),
  communications: pageOf(z.object({ sentAt: z.string(), kind: z.enum(COMMUNICATION_KINDS), recipients: z.number().int() })),
  'online-media': pageOf(
    z.object({ portal: z.string(), publishedAt: z.string(), withdrawnAt: z.string().nullable(), state: z.enum(ONLINE_MEDIUM_STATES) }),
  ),
};


/** The owner portal's data (spec §2 "owner portal"): only for a logged-in owner, only their properties. */
const portal: FastifyPluginAsync = async (app) => {
  const { db } = app;
  app.addHook('onRequest', sameOriginOnly(app.config.publicOrigin));
  app.addHook('onRequest', noStore);
  // Before the query is even read: a visitor without a session learns nothing of what it would accept.
  guardRoutes(app, 'owner-session', { onRequest: app.requireOwner });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ownerOf = (request: { owner: OwnerProfile | null }): OwnerProfile => {
    if (request.owner === null) throw new Error('The preHandler answers requests without an owner');
    return request.owner;
  };

  api.get(
    '/api/portal/properties',
    {
      schema: {
        tags: TAGS,
        summary: 'The properties the logged-in owner follows; every owner’s for a manager',
        querystring: z.object({ lang: z.enum(LANGUAGES).optional() }),
        response: { 200: z.array(propertySchema), 401: notLoggedIn },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      return portalProperties(db, owner, request.query.lang ?? owner.language);
    },
  );

  api.get(
    '/api/portal/properties/:id/statistics',
    {
      schema: {
        tags: TAGS,
        summary: 'Views of the property today, this week, this month, in total, and per day for the last 30 days',
        description: 'Days, weeks (from Monday) and months are Brussels calendar periods.',
        params: idParamsSchema,
        response: { 200: statisticsSchema, 400: errorBodySchema, 401: notLoggedIn, 404: notFound },
      },
    },
    async (request, reply) => {
      if (!(await canSee(db, ownerOf(request), request.params.id))) return reply.code(404).send(notYours);
      return propertyStatistics(db, request.params.id, new Date());
    },
  );

  const historyRoute = (history: PortalHistory) =>
    api.get(
      `/api/portal/properties/:id/${history}`,
      {
        schema: {
          tags: TAGS,
          summary: `One page of the property's ${history.replace('-', ' ')}, newest first`,
          params: idParamsSchema,
          querystring: z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) }),
          response: { 200: historySchemas[history], 400: errorBodySchema, 401: notLoggedIn, 404: notFound },
        },
      },
      async (request, reply) => {
        if (!(await canSee(db, ownerOf(request), request.params.id))) return reply.code(404).send(notYours);
        return historyPage(db, history, request.params.id, request.query.page);
      },
    );
  for (const history of PORTAL_HISTORIES) historyRoute(history);
};

const notYours = errorBody('not_found', 'No such property among yours.');

export const portalRoutes = fp(portal, {
  name: 'portal-routes',
  fastify: '5.x',
  encapsulate: true,
  dependencies: ['config', 'db', 'auth', 'guards'],
  decorators: { fastify: ['config', 'db', 'requireOwner'] },
});
