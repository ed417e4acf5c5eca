import fp from 'fastify-plugin';
import { isLanguage, localizePath } from 'shared-kernel';
import { createFirstViewRenderer, type FirstViewRenderer } from '../seo/firstViewRenderer.js';
import type { PageSources } from '../seo/pageViews.js';
import { createPageSources } from '../seo/sources.js';

/**
 * The server render of pages' first views, null with SSR=off, and the data pages are
 * made of; `warmUpRendering` loads the bundles before the first visitors come.
 */
export const rendererPlugin = fp(
  async (app) => {
    const { config } = app;
    if (!config.serverRender) {
      app.log.info(
        config.remotesFromDevServers
          ? 'server rendering is off: the remotes come from their dev servers, which build for the browser only; pages render in the browser (SSR=on renders with the production builds)'
          : 'server rendering is off (SSR=off): pages go out as the browser shell and render in the browser',
      );
    }
    const renderer = config.serverRender
      ? createFirstViewRenderer({
          app,
          shellDir: () => app.liveShell().live,
          liveRemotes: app.liveRemotes,
          budgetMs: config.serverRenderBudgetMs,
          log: app.log,
        })
      : null;
    app.decorate('renderer', renderer);
    app.addHook('onReady', async () => renderer?.start());
    app.addHook('onClose', async () => renderer?.close());
    app.decorate('pageSources', createPageSources(app.db, app.catalogue, app.liveRemotes));
    let warming = false;
    app.decorate('isWarmingUp', () => warming);
    app.decorate('warmUpRendering', async () => {
      if (!renderer) return;
      warming = true;
      try {
        await renderer.warmUp(async () => {
          // The home, a list and a property page: between them they load every server bundle a first
          // visitor's page needs, so none of those pages is the first of its kind to render; then the
          // home in each other language, which loads that language's texts of every remote.
          const page = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
          await page('/');
          await page('/for-sale/');
          const [newest] = (await app.inject({ method: 'GET', url: '/api/properties?pageSize=1' })).json<{ items?: { ID: number }[] }>().items ?? [];
          if (newest) await page(`/property/${newest.ID}/`);
          const site = await app.settings.read();
          for (const { code } of site.languages.filter((language) => language.use && language.code !== site.defaultLanguage)) {
            if (isLanguage(code)) await page(localizePath('/', code));
          }
        });
      } finally {
        warming = false;
      }
    });
  },
  {
    name: 'renderer',
    fastify: '5.x',
    dependencies: ['config', 'db', 'settings', 'deployments', 'catalogue'],
    decorators: { fastify: ['config', 'db', 'settings', 'liveShell', 'liveRemotes', 'catalogue'] },
  },
);

declare module 'fastify' {
  interface FastifyInstance {
    renderer: FirstViewRenderer | null;
    pageSources: PageSources;
    /** True while `warmUpRendering` runs: the health check then says the api is still starting. */
    isWarmingUp(): boolean;
    /**
     * Renders the home, a list and a property page once, loading the shell's and the remotes' server
     * bundles (about a second), so the first visitors get rendered pages within the budget. Needs
     * the api listening: the remotes' containers are fetched over HTTP. `/api/health` says
     * "starting" meanwhile.
     */
    warmUpRendering(): Promise<void>;
  }
}

export default rendererPlugin;
