import { createHmac } from 'node:crypto';
import fp from 'fastify-plugin';
import type { PageViewReport, RemoteLocation } from 'shared-kernel/federation';
import { linkSigningKey } from '../forms/uploadLinks.js';
import { issueViewToken, readViewToken, redeemViewToken, reportMatchesView } from '../site/viewTokens.js';

export interface ViewTokens {
  /** The token a page rendered with `remotes` carries for its page-view report. */
  issue(remotes: readonly RemoteLocation[]): Promise<string>;
  /** True once, for a report that carries the valid token of the page it reports on. */
  redeem(report: PageViewReport): Promise<boolean>;
}

/** Page-view reports bound to the pages this api served (site/viewTokens.ts). */
export const viewTokensPlugin = fp(
  async (app) => {
    const { config, db } = app;
    // Every replica signs and checks with the same key: a view rendered by one is reported to another.
    // Read once (it never changes), not on every page; a failed read is tried again next time.
    let reading: Promise<string> | undefined;
    const key = () => {
      reading ??= linkSigningKey(db, config.linkSecret).then(
        (linkKey) => createHmac('sha256', linkKey).update('page-view tokens').digest('base64url'),
        (error: unknown) => {
          reading = undefined;
          throw error;
        },
      );
      return reading;
    };
    app.decorate('viewTokens', {
      issue: async (remotes) => issueViewToken(await key(), remotes),
      async redeem(report) {
        if (report.view === undefined) return false;
        const claims = readViewToken(await key(), report.view);
        return claims !== null && reportMatchesView(report, claims) && redeemViewToken(db, claims);
      },
    } satisfies ViewTokens);
  },
  { name: 'view-tokens', fastify: '5.x', dependencies: ['config', 'db'], decorators: { fastify: ['config', 'db'] } },
);

declare module 'fastify' {
  interface FastifyInstance {
    viewTokens: ViewTokens;
  }
}

export default viewTokensPlugin;
