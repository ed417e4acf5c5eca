import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { INVALID_FIELD_KEY, LANGUAGES } from 'shared-kernel';
import { z } from 'zod';
import { bumpCatalogueVersion } from '../catalogue/rows.js';
import { articleWriteSchema, categoryWriteSchema, pageWriteSchema } from '../content/schemas.js';
import { writeArticles, writeCategories, writePages } from '../content/seed.js';
import type { Queryable } from '../db/database.js';
import { guardRoutes } from '../http/guard.js';
import { ApiError, errorBody, errorBodySchema, tooManyRequests } from '../http/errors.js';
import { deleteSetting, SETTING_KEYS, SETTINGS, writeSetting, type SettingKey } from '../site/settings.js';
import { errorCode } from '../systemError.js';
import { verifyAdminKey, type AdminScope } from './keys.js';
import { deleteOwner, OwnerConflict, writeOwner } from './owners.js';

export interface AdminRoutesOptions {
  /** Requests per client address and window, whatever their key. */
  rateLimit?: { max: number; timeWindowMs: number };
}

const TAGS = ['admin'];
/** The OpenAPI security scheme of every admin route (declared in docs/openapi.ts). */
export const ADMIN_SECURITY = [{ adminKey: [] }];
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const written = z.null().describe('Written; the site shows it at once');
const refusals = {
  400: errorBodySchema.describe('The body does not fit the schema: `fields` names each refused field'),
  401: errorBodySchema.describe('No key, an unknown key or a revoked key'),
  403: errorBodySchema.describe('The key does not have this route’s scope'),
  409: errorBodySchema.describe('The change conflicts with what is stored (a module id of another page, a missing parent or category, articles left in a category)'),
  429: errorBodySchema.describe('Too many requests from this client: wait a minute'),
};
const deleted = { 204: z.null().describe('Deleted'), 404: errorBodySchema.describe('There is no such item'), ...refusals };

/** The key of `Authorization: Bearer <key>`, or undefined. */
function bearerKey(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** A change the database refused for what is stored (not for its shape): 409 with its reason. */
function conflictOf(error: unknown): ApiError | null {
  const code = errorCode(error);
  if (code === '23505') return new ApiError(409, 'conflict', 'An id in this body is already used by another item.');
  if (code === '23503') return new ApiError(409, 'conflict', 'This refers to an item that does not exist, or other items still refer to it.');
  return null;
}

/**
 * The agency's back office writes its site here, with an admin api key (`npm run admin-key`). Each
 * route names the scope it needs; the key is looked up on every request, so a revoked key stops at
 * once on every replica. Every write bumps the data version in its transaction: every replica is
 * told (LISTEN/NOTIFY) and serves the new pages from its next request.
 */
const admin: FastifyPluginAsync<AdminRoutesOptions> = async (app, { rateLimit: limits = { max: 300, timeWindowMs: 60_000 } }) => {
  const { db } = app;
  guardRoutes(app, 'admin-key', {
    onRequest: async (request) => {
      const key = bearerKey(request);
      const found = key === undefined ? null : await verifyAdminKey(db, key);
      if (found === null) throw new ApiError(401, 'unauthorized', 'This needs a valid admin api key: Authorization: Bearer <key>.');
      const scope = request.routeOptions.config.adminScope;
      if (scope === undefined || !found.scopes.includes(scope)) throw new ApiError(403, 'forbidden', `This key does not have the scope ${scope ?? '(none)'}.`);
    },
  });
  await app.register(rateLimit, { max: limits.max, timeWindow: limits.timeWindowMs, errorResponseBuilder: tooManyRequests });
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** Runs a write and tells every replica, or answers the conflict it ran into. */
  const change = async <T>(work: (tx: Queryable) => Promise<T>): Promise<T> => {
    try {
      return await db.transaction(async (tx) => {
        const result = await work(tx);
        await bumpCatalogueVersion(tx);
        return result;
      });
    } catch (error) {
      throw conflictOf(error) ?? error;
    }
  };
  const described = (summary: string, description: string) => ({ tags: TAGS, summary, description, security: ADMIN_SECURITY });

  api.put(
    '/api/admin/pages/:id',
    {
      config: { adminScope: 'content' },
      schema: {
        ...described(
          'Writes a configured page with its modules (spec §2, §3)',
          'Creates the page or replaces it, its modules with it (its child pages stay). Texts are a plain string or one per ' +
            'language; `params.path` gives the page’s segment per language. Scope `content`.',
        ),
        params: idParams,
        body: pageWriteSchema,
        response: { 204: written, ...refusals },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const page = request.body;
      await change(async (tx) => {
        if (page.parentId === id) throw new ApiError(400, 'validation_failed', 'A page cannot be its own parent.', { fields: { parentId: INVALID_FIELD_KEY } });
        if (page.parentId !== null) {
          const [parent] = await tx.query<{ parent_id: number | null }>('select parent_id from pages where id = $1', [page.parentId]);
          if (parent === undefined) throw new ApiError(409, 'conflict', `There is no page ${page.parentId} to be the parent.`);
          // Spec §2: /{path}/{childpath}/ is as deep as pages go.
          if (parent.parent_id !== null) throw new ApiError(400, 'validation_failed', 'A child page cannot have child pages.', { fields: { parentId: INVALID_FIELD_KEY } });
        }
        const [existing] = await tx.query<{ create_date: Date | string }>('select create_date from pages where id = $1', [id]);
        const now = new Date().toISOString();
        await writePages(tx, [{ ...page, id, createDate: existing ? new Date(existing.create_date).toISOString() : now, modifyDate: now }]);
      });
      return reply.code(204).send(null);
    },
  );

  api.delete(
    '/api/admin/pages/:id',
    { config: { adminScope: 'content' }, schema: { ...described('Deletes a page, its modules and its child pages', 'Scope `content`.'), params: idParams, response: deleted } },
    async (request, reply) => {
      const gone = await change(async (tx) => (await tx.query('delete from pages where id = $1 returning id', [request.params.id])).length > 0);
      return gone ? reply.code(204).send(null) : reply.code(404).send(errorBody('not_found', `There is no page ${request.params.id}.`));
    },
  );

  api.put(
    '/api/admin/categories/:id',
    {
      config: { adminScope: 'content' },
      schema: {
        ...described(
          'Writes an article category',
          'What modules show by category id. Its kind says what its articles are: `service`, `value`, `testimonial`, `team` ' +
            '(the team members), `slider` (the home slides), `rental-management`, `about`. Scope `content`.',
        ),
        params: idParams,
        body: categoryWriteSchema,
        response: { 204: written, ...refusals },
      },
    },
    async (request, reply) => {
      await change((tx) => writeCategories(tx, [{ ...request.body, id: request.params.id }]));
      return reply.code(204).send(null);
    },
  );

  api.delete(
    '/api/admin/categories/:id',
    { config: { adminScope: 'content' }, schema: { ...described('Deletes an article category that has no articles', 'Scope `content`.'), params: idParams, response: deleted } },
    async (request, reply) => {
      const gone = await change(async (tx) => (await tx.query('delete from categories where id = $1 returning id', [request.params.id])).length > 0);
      return gone ? reply.code(204).send(null) : reply.code(404).send(errorBody('not_found', `There is no category ${request.params.id}.`));
    },
  );

  api.put(
    '/api/admin/articles/:id',
    {
      config: { adminScope: 'content' },
      schema: {
        ...described(
          'Writes an article: a service, a value, a testimonial, a team member, a slide…',
          'Its category (PUT /api/admin/categories/{id}) says which. Only published articles are shown. Scope `content`.',
        ),
        params: idParams,
        body: articleWriteSchema,
        response: { 204: written, ...refusals },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await change(async (tx) => {
        const [existing] = await tx.query<{ created_at: Date | string }>('select created_at from articles where id = $1', [id]);
        const createdAt = request.body.createdAt ?? (existing ? new Date(existing.created_at).toISOString() : new Date().toISOString());
        await writeArticles(tx, [{ ...request.body, id, createdAt }]);
      });
      return reply.code(204).send(null);
    },
  );

  api.delete(
    '/api/admin/articles/:id',
    { config: { adminScope: 'content' }, schema: { ...described('Deletes an article', 'Scope `content`.'), params: idParams, response: deleted } },
    async (request, reply) => {
      const gone = await change(async (tx) => (await tx.query('delete from articles where id = $1 returning id', [request.params.id])).length > 0);
      return gone ? reply.code(204).send(null) : reply.code(404).send(errorBody('not_found', `There is no article ${request.params.id}.`));
    },
  );

  const settingParams = z.object({ key: z.enum(SETTING_KEYS as [SettingKey, ...SettingKey[]]) });
  api.put(
    '/api/admin/settings/:key',
    {
      config: { adminScope: 'content' },
      schema: {
        ...described(
          'Writes one site setting',
          '`agency` (name, phone, e-mail, address), `defaultLanguage`, `languages`, `topBar`, `appBar`, `banner`, `footer`, ' +
            '`config` (the layout flags) or `siteInfo` (tracking identifiers), each in the shape GET /api/site?raw=1 answers it. Scope `content`.',
        ),
        params: settingParams,
        body: z.unknown(),
        response: { 204: written, ...refusals },
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      const parsed = SETTINGS[key].safeParse(request.body);
      if (!parsed.success) {
        const fields = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.') || 'body', INVALID_FIELD_KEY]));
        return reply.code(400).send(errorBody('validation_failed', `The ${key} setting is not valid: ${z.prettifyError(parsed.error)}`, { fields }));
      }
      await change((tx) => writeSetting(tx, key, parsed.data));
      return reply.code(204).send(null);
    },
  );

  api.delete(
    '/api/admin/settings/:key',
    {
      config: { adminScope: 'content' },
      schema: { ...described('Forgets one site setting: the site shows its neutral default again', 'Scope `content`.'), params: settingParams, response: deleted },
    },
    async (request, reply) => {
      const gone = await change((tx) => deleteSetting(tx, request.params.key));
      return gone ? reply.code(204).send(null) : reply.code(404).send(errorBody('not_found', `The setting ${request.params.key} was not written.`));
    },
  );

  const ownerParams = z.object({ email: z.email().max(254) });
  /** An owner's change: no page shows owners, so no cache is told. */
  const ownerChange = async <T>(work: (tx: Queryable) => Promise<T>): Promise<T> => {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (error instanceof OwnerConflict) throw new ApiError(409, 'conflict', `${error.message}.`);
      throw conflictOf(error) ?? error;
    }
  };

  api.put(
    '/api/admin/owners/:email',
    {
      config: { adminScope: 'owners' },
      schema: {
        ...described(
          'Writes an owner of the portal and exactly the properties they own',
          'Creates the owner or updates them (found by e-mail, any case). A new owner gets an invitation mail in their language ' +
            'to choose a password (the password-reset link, working 7 days); an owner is invited once. Scope `owners`.',
        ),
        params: ownerParams,
        body: z.object({
          name: z.string().trim().min(1).max(200),
          language: z.enum(LANGUAGES),
          propertyIds: z.array(z.int().positive()).max(1000).refine((ids) => new Set(ids).size === ids.length, 'names a property twice'),
        }),
        response: {
          200: z.object({ id: z.int(), invited: z.boolean().describe('An invitation mail left with this write') }),
          ...refusals,
        },
      },
    },
    async (request) => {
      const origin = app.config.publicOrigin ?? `${request.protocol}://${request.host}`;
      const result = await ownerChange((tx) => writeOwner(tx, { ...request.body, email: request.params.email }, origin));
      if (result.invited) app.mail.wake();
      return result;
    },
  );

  api.delete(
    '/api/admin/owners/:email',
    {
      config: { adminScope: 'owners' },
      schema: { ...described('Deletes an owner’s account; their properties stay', 'Scope `owners`.'), params: ownerParams, response: deleted },
    },
    async (request, reply) => {
      const gone = await ownerChange((tx) => deleteOwner(tx, request.params.email));
      return gone ? reply.code(204).send(null) : reply.code(404).send(errorBody('not_found', `There is no owner ${request.params.email}.`));
    },
  );
};

export const adminRoutes = fp(admin, {
  name: 'admin-routes',
  fastify: '5.x',
  encapsulate: true,
  dependencies: ['config', 'db', 'guards', 'mail'],
  decorators: { fastify: ['config', 'db', 'guardedRoutes', 'mail'] },
});

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What an admin api key needs to use this route. */
    adminScope?: AdminScope;
  }
}
