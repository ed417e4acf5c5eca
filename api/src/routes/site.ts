import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SiteConfiguration } from 'shared-kernel';
import { CONTRACT_TYPES_FILE, LIVE_CONTRACT_TYPES_PATH, type RemotesResponse } from 'shared-kernel/federation';
import { textQuerySchema } from '../content/schemas.js';
import { errorBody, errorBodySchema } from '../http/errors.js';
import { IN_PROCESS_ORIGIN, inProcessFetch, loopbackOrigin } from '../seo/firstViewRenderer.js';
import { remoteHealthMonitor, type RemoteHealthReport } from '../site/remoteHealth.js';
import { readSiteConfiguration, siteConfigurationSchema } from '../site/settings.js';
import { errorCode } from '../systemError.js';

const site: FastifyPluginAsync = async (app) => {
  const { config, db, liveRemotes, visitorRemotes } = app;
  // The live shell's shared versions are what the live remotes must be satisfied by.
  const shellDir = () => app.liveShell().live;
  app.get('/api/site/remotes', async (request, reply): Promise<RemotesResponse> => {
    // The shell asks on every start, so a redeployed remote or a changed override is seen at once.
    // The answer is this visitor's (a canary by their bucket): no shared cache may keep it for others.
    reply.header('cache-control', 'private, no-cache').header('vary', 'cookie');
    return { remotes: visitorRemotes(request, reply).remotes };
  });

  // The contract the live shell was built with (its build's declarations), at an address that
  // follows its deploys: what a remote built in another repository type-checks its exposes against.
  app.get(LIVE_CONTRACT_TYPES_PATH, { schema: { hide: true } }, async (_request, reply) => {
    let text: string;
    try {
      text = await readFile(path.join(shellDir(), CONTRACT_TYPES_FILE), 'utf8');
    } catch (error) {
      if (errorCode(error) !== 'ENOENT') throw error;
      return reply.code(404).send(errorBody('not_found', 'The live shell was built before builds published their contract: deploy a newer build of the shell.'));
    }
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(text);
  });

  const remoteHealth = remoteHealthMonitor(liveRemotes, {
    ownOrigin: IN_PROCESS_ORIGIN,
    fetch: inProcessFetch(app),
    gate: { shellDir, serverOrigin: () => loopbackOrigin(app) },
    failingLive: app.failingLiveVersions,
  });
  const reportFor = (request: FastifyRequest) => remoteHealth(config.publicOrigin ?? `${request.protocol}://${request.host}`);
  // What visitors meet, unlike /api/health (the api's own state, which a load balancer reads): 503
  // when a browser could not load a remote, so a monitor alerts on a bad deploy or CORS rule. The
  // public answer is the verdict alone; which remote failed and why is the operators' to read.
  app.get('/api/site/remotes/health', async (request, reply): Promise<{ status: RemoteHealthReport['status'] }> => {
    const { status } = await reportFor(request);
    reply.header('cache-control', 'no-store');
    return reply.code(status === 'ok' ? 200 : 503).send({ status });
  });
  app.operator.get('/remotes/health', async (request) => reportFor(request));

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/site',
    {
      schema: {
        tags: ['site'],
        summary: 'The site configuration: languages, agency, top bar, app bar, banner, footer, flags, tracking ids',
        description:
          'What every front end reads before its first render. config.data.countProperty counts the properties for ' +
          'sale and for rent that are on the market (neither sold nor rented).',
        querystring: textQuerySchema,
        response: {
          200: siteConfigurationSchema,
          400: errorBodySchema.describe('A parameter is not valid; the message says which and why'),
        },
      },
    },
    async (request): Promise<SiteConfiguration> => readSiteConfiguration(db, request.query),
  );
};

export const siteRoutes = fp(site, {
  name: 'site-routes',
  fastify: '5.x',
  encapsulate: true,
  dependencies: ['config', 'db', 'deployments', 'operator', 'telemetry'],
  decorators: { fastify: ['config', 'db', 'liveRemotes', 'visitorRemotes', 'liveShell', 'operator', 'failingLiveVersions'] },
});
