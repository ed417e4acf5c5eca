import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { OwnerProfile } from 'shared-kernel';
import { ownerOfSession, sessionIdOf } from '../auth/sessions.js';
import { errorBody } from '../http/errors.js';

/**
 * The owner session (spec §6): who is logged in, and the guard the owner's routes put in front of
 * their handlers (`onRequest: app.requireOwner`), which answers 401 without a live session.
 */
export const authPlugin = fp(
  async (app) => {
    const { db } = app;
    const currentOwner = async (request: FastifyRequest): Promise<OwnerProfile | null> => {
      const sessionId = sessionIdOf(request);
      return sessionId === undefined ? null : ownerOfSession(db, sessionId);
    };
    app.decorate('currentOwner', currentOwner);
    app.decorateRequest('owner', null);
    app.decorate('requireOwner', async (request: FastifyRequest, reply: FastifyReply) => {
      request.owner = await currentOwner(request);
      if (request.owner === null) await reply.code(401).send(errorBody('unauthorized'));
    });
  },
  { name: 'auth', fastify: '5.x', dependencies: ['db'], decorators: { fastify: ['db'] } },
);

/** Never cached: answers about who is logged in belong to one browser at one moment. */
export function noStore(_request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  void reply.header('cache-control', 'no-store');
  done();
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The owner behind this request's session cookie, or null. */
    currentOwner(request: FastifyRequest): Promise<OwnerProfile | null>;
    /** A hook that sets `request.owner`, or answers 401 when nobody is logged in. */
    requireOwner(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    /** The logged-in owner, set by `requireOwner`. */
    owner: OwnerProfile | null;
  }
}

export default authPlugin;
