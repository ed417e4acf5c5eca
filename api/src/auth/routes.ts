import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginSchema, passwordResetRequestSchema, passwordResetSchema, resetLinkSchema } from 'shared-kernel';
import { z } from 'zod';
import { guardRoutes } from '../http/guard.js';
import { errorBody, errorBodySchema } from '../http/errors.js';
import { noStore } from '../plugins/auth.js';
import { knownDeviceOf, setDeviceCookie } from './devices.js';
import { logIn, type LoginOptions } from './login.js';
import { sameOriginOnly } from './origin.js';
import { isLiveResetLink, requestPasswordReset, resetPassword } from './passwordReset.js';
import { clearSessionCookie, endEverySession, endSession, sessionIdOf, setSessionCookie } from './sessions.js';

const TAGS = ['owner login'];

export const ownerProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['owner', 'manager']),
  language: z.enum(['en', 'nl', 'fr', 'de']),
});

/** Spec §6, in English; the login page shows it in the visitor's language. */
export const LOGIN_FAILED_MESSAGE = 'The e-mail address and/or the password are not correct.';

const lockedSchema = errorBodySchema.extend({ retryAfterSeconds: z.number().int() });
const noContent = z.null().describe('Done');

export type AuthRoutesOptions = LoginOptions;

/**
 * The owner login of spec §6: sessions, logout, password reset (ASVS level 2). PUBLIC_ORIGIN is
 * the only origin allowed to post, and the one reset links point to.
 */
const auth: FastifyPluginAsync<AuthRoutesOptions> = async (app, { sleep }) => {
  const { db, currentOwner } = app;
  const { publicOrigin } = app.config;
  app.addHook('onRequest', sameOriginOnly(publicOrigin));
  app.addHook('onRequest', noStore);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/auth/login',
    {
      schema: {
        tags: TAGS,
        summary: 'Log an owner in',
        description:
          'Sets an HttpOnly session cookie with a new id. Every failure gets the same answer. From the fifth failure in ' +
          '15 minutes each attempt is slowed down; after ten (per address typed) or thirty (per client) the login is ' +
          'locked for 15 minutes, for existing and unknown accounts alike.',
        body: loginSchema,
        response: {
          200: ownerProfileSchema,
          400: errorBodySchema,
          401: errorBodySchema.describe('Unknown address or wrong password'),
          429: lockedSchema.describe('Locked for a while after too many failures'),
        },
      },
    },
    async (request, reply) => {
      const knownDevice = await knownDeviceOf(db, request, request.body.email);
      const result = await logIn(db, { ...request.body, clientAddress: request.ip, knownDevice }, { sleep });
      if (result.outcome === 'locked') {
        return reply
          .code(429)
          .header('retry-after', String(result.retryAfterSeconds))
          .send({
            ...errorBody('too_many_requests', 'Too many failed attempts: try again later.', { key: 'login.locked' }),
            retryAfterSeconds: result.retryAfterSeconds,
          });
      }
      if (result.outcome === 'failure') return reply.code(401).send(errorBody('unauthorized', LOGIN_FAILED_MESSAGE, { key: 'login.failed' }));
      // ASVS V3.2.1: whatever session this browser had ends; the new one has a new id.
      const previous = sessionIdOf(request);
      if (previous !== undefined) await endSession(db, previous);
      setSessionCookie(request, reply, result.sessionId);
      setDeviceCookie(request, reply, result.deviceToken);
      request.log.info({ ownerId: result.owner.id }, 'owner logged in');
      return result.owner;
    },
  );

  api.get(
    '/api/auth/session',
    {
      schema: {
        tags: TAGS,
        summary: 'Who is logged in',
        response: { 200: ownerProfileSchema, 401: errorBodySchema.describe('Not logged in, or the session expired') },
      },
    },
    async (request, reply) => {
      const owner = await currentOwner(request);
      if (owner === null) {
        clearSessionCookie(request, reply);
        return reply.code(401).send(errorBody('unauthorized'));
      }
      return owner;
    },
  );

  api.post(
    '/api/auth/logout',
    { schema: { tags: TAGS, summary: 'Log this browser out', response: { 204: noContent } } },
    async (request, reply) => {
      const sessionId = sessionIdOf(request);
      if (sessionId !== undefined) await endSession(db, sessionId);
      clearSessionCookie(request, reply);
      return reply.code(204).send(null);
    },
  );

  // Only for a logged-in owner: its own plugin, whose guard runs before anything of the request is read.
  await app.register(async (owners) => {
    guardRoutes(owners, 'owner-session', { onRequest: app.requireOwner });
    owners.withTypeProvider<ZodTypeProvider>().post(
      '/api/auth/logout-everywhere',
      {
        schema: {
          tags: TAGS,
          summary: 'Log the owner out of every browser',
          response: { 204: noContent, 401: errorBodySchema },
        },
      },
      async (request, reply) => {
        if (request.owner === null) throw new Error('The guard answers requests without an owner');
        await endEverySession(db, request.owner.id);
        clearSessionCookie(request, reply);
        return reply.code(204).send(null);
      },
    );
  });

  api.post(
    '/api/auth/password-reset',
    {
      schema: {
        tags: TAGS,
        summary: 'Mail a password reset link',
        description:
          'Always answers 202, whether the address is an owner’s or not. The link works once, for 60 minutes; at most ' +
          'three are sent per owner and hour.',
        body: passwordResetRequestSchema,
        response: { 202: z.object({ message: z.string() }), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const origin = publicOrigin ?? `${request.protocol}://${request.host}`;
      await requestPasswordReset(db, { ...request.body, origin });
      // The link is on its way at once, not at the worker's next look.
      app.mail.wake();
      return reply.code(202).send({ message: 'If the address is an owner’s, a link is on its way.' });
    },
  );

  const linkNoLongerValid = errorBody('link_invalid', 'This link is no longer valid: ask for a new one.', { key: 'reset.invalidLink' });

  api.post(
    '/api/auth/password-reset/check',
    {
      schema: {
        tags: TAGS,
        summary: 'Tell whether a reset link still works',
        description:
          'Asked when the link is opened, so an owner learns that it was used or expired before typing a new ' +
          'password. A POST, so the token stays out of URLs and logs.',
        body: resetLinkSchema,
        response: { 204: noContent, 400: errorBodySchema.describe('The link is unknown, used or expired') },
      },
    },
    async (request, reply) =>
      (await isLiveResetLink(db, request.body.token)) ? reply.code(204).send(null) : reply.code(400).send(linkNoLongerValid),
  );

  api.post(
    '/api/auth/password-reset/confirm',
    {
      schema: {
        tags: TAGS,
        summary: 'Choose a new password with a reset link',
        description: 'Uses up the link and logs the owner out everywhere.',
        body: passwordResetSchema,
        response: { 204: noContent, 400: errorBodySchema.describe('The link is unknown, used or expired') },
      },
    },
    async (request, reply) => {
      if (!(await resetPassword(db, request.body))) return reply.code(400).send(linkNoLongerValid);
      return reply.code(204).send(null);
    },
  );
};

export const authRoutes = fp(auth, {
  name: 'auth-routes',
  fastify: '5.x',
  encapsulate: true,
  dependencies: ['config', 'db', 'auth', 'mail', 'guards'],
  decorators: { fastify: ['config', 'db', 'currentOwner', 'mail'] },
});
