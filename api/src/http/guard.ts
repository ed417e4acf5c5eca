import type { FastifyInstance, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';

/**
 * What decides who may use a route. Each guard is a hook of the route's own encapsulated plugin:
 * it runs for the route the router matched, whatever spelling of the path reached it, and never
 * reads `request.url`.
 */
export type GuardName = 'owner-session' | 'admin-key' | 'signed-link' | 'operator-key';

export interface GuardedRoute {
  method: string;
  url: string;
  guard: GuardName;
}

/** Keeps the list of guarded routes, so a test can attack each one without being edited. */
export const guardsPlugin = fp(
  async (app) => {
    app.decorate('guardedRoutes', [] as GuardedRoute[]);
  },
  { name: 'guards', fastify: '5.x' },
);

/**
 * Puts `hook` in front of every route the encapsulated plugin `app` registers from now on, and
 * records each of them as guarded by `guard`. Call it first thing in the plugin.
 */
export function guardRoutes(
  app: FastifyInstance,
  guard: GuardName,
  hook: { onRequest: onRequestHookHandler } | { preHandler: preHandlerHookHandler },
): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, guard };
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) app.guardedRoutes.push({ method, url: route.url, guard });
  });
  if ('onRequest' in hook) app.addHook('onRequest', hook.onRequest);
  else app.addHook('preHandler', hook.preHandler);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route behind a guard, as registered (method, path pattern, guard). */
    guardedRoutes: GuardedRoute[];
  }
  interface FastifyContextConfig {
    /** The guard in front of this route, set by `guardRoutes`. */
    guard?: GuardName;
  }
}
