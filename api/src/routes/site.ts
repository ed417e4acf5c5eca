import type { FastifyPluginAsync } from 'fastify';
import type { RemotesResponse } from 'shared-kernel/federation';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { remoteLocations } from '../site/remotes.js';
import type { SiteConfigResponse } from 'shared-kernel';
import { readSiteSettings } from '../site/settings.js';

export const siteRoutes: FastifyPluginAsync<{ config: Config; db: Database }> = async (app, { config, db }) => {
  const remotes: RemotesResponse = { remotes: remoteLocations(config) };

  app.get('/api/site/remotes', async (_request, reply): Promise<RemotesResponse> => {
    // The shell asks on every start, so a redeployed remote or a changed override is seen at once.
    reply.header('cache-control', 'no-cache');
    return remotes;
  });

  app.get('/api/site', async (): Promise<SiteConfigResponse> => readSiteSettings(db));
};
