import type { FastifyInstance } from 'fastify';
import { projectHref, propertyHref, type Language, type ProjectListEntry, type PropertyListPage, type SiteConfigResponse } from 'shared-kernel';
import { REMOTES, type ServerRenderResult, type ShellServerModule } from 'shared-kernel/federation';
import { buildApp } from '../app.js';
import { testConfig } from '../test/config.js';
import { describeEachDatabase } from '../test/databases.js';
import { IN_PROCESS_ORIGIN, inProcessFetch } from './firstViewRenderer.js';

// The shell's server render with the real remotes, imported as plain modules: jest never
// federates, so the runtime's loadRemote stands for them ('mf_listings/PropertyDetail' is
// mf-listings' src/exposes/PropertyDetail).
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(async (id: string) => {
    const [remote = '', module = ''] = id.split('/');
    return jest.requireActual<object>(`${remote.replace('_', '-')}/src/exposes/${module}`);
  }),
}));

/**
 * A server render awaits the shell's loader and the loaders of the page's parts, then renders
 * once. Every kind of route, rendered with the demo agency's data, must start no query of its
 * own: one it starts is data a loader forgot, and the page would need a second render to show it.
 */
// The shell's own render, from its sources (the api's build never holds it: it loads the shell's bundle).
const { renderFirstView } = jest.requireActual<ShellServerModule>('shell/src/server/renderFirstView');

describeEachDatabase('the route modules’ loaders', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp(testConfig({ SEED_PROPERTIES: '24', SSR: 'off' }), { database: database.db, seedDemoAgency: true });
  });

  afterAll(async () => {
    await app.close();
  });

  const json = async <T,>(url: string): Promise<T> => (await app.inject({ method: 'GET', url })).json<T>();

  async function render(url: string, language: Language): Promise<ServerRenderResult> {
    return renderFirstView({
      url,
      language,
      site: await json<SiteConfigResponse>(`/api/site?lang=${language}`),
      cookies: '',
      apiOrigin: IN_PROCESS_ORIGIN,
      fetch: inProcessFetch(app),
      remotes: REMOTES.map(({ name, folder }) => ({ name, entry: `http://remotes.test/${folder}/server/remoteEntry.js` })),
    });
  }

  /** One address of each kind of route the server renders, found in the demo data where it is data. */
  async function addressesOfEveryKind(): Promise<[string, Language][]> {
    const properties = (await json<PropertyListPage>('/api/properties?lang=fr&pageSize=48')).items;
    const projects = await json<ProjectListEntry[]>('/api/projects?lang=fr');
    const single = properties.find((property) => !property.ProjectID);
    const unit = properties.find((property) => property.ProjectID);
    const project = projects.find((candidate) => candidate.ID === unit?.ProjectID) ?? projects[0];
    if (!single || !unit || !project) throw new Error('The demo agency has no single property, unit or project');
    const [first, second] = properties;
    return [
      ['/fr/', 'fr'],
      ['/nl/', 'nl'],
      ['/fr/a-vendre/', 'fr'],
      ['/de/zu-vermieten/?sort=price_asc&page=1', 'de'],
      ['/fr/a-vendre/?type=1&priceMax=900000', 'fr'],
      ['/fr/projects/', 'fr'],
      ['/fr/favoris/', 'fr'],
      [`/en/favourites/?ids=${first?.ID},${second?.ID}&compare=${first?.ID},${second?.ID}`, 'en'],
      [propertyHref(single, 'fr'), 'fr'],
      [propertyHref(single, 'nl'), 'nl'],
      [propertyHref(unit, 'fr', { ID: project.ID, City: project.City, Name: project.Name }), 'fr'],
      [propertyHref(unit, 'en'), 'en'],
      [projectHref({ ID: project.ID, City: project.City, Name: project.Name }, 'fr'), 'fr'],
      ['/fr/contact/', 'fr'],
      ['/fr/je-cherche/', 'fr'],
      ['/fr/estimation-gratuite/', 'fr'],
      ["/fr/l'agence/", 'fr'],
      ['/fr/politique-cookies/', 'fr'],
      ['/fr/les-services/', 'fr'],
      ['/fr/nos-valeurs/', 'fr'],
      ['/fr/temoignages/', 'fr'],
      ['/fr/les-services/vente/', 'fr'],
      ['/fr/merci/newsletter/', 'fr'],
      ['/fr/nulle-part/', 'fr'],
    ];
  }

  it('renders every kind of route from the data its loaders prefetched, starting no query of its own', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const missed: Record<string, string[]> = {};
    for (const [url, language] of await addressesOfEveryKind()) {
      const { html, firstView, unprefetched } = await render(url, language);
      if (unprefetched?.length) missed[url] = unprefetched;
      expect([url, firstView.failedRemotes]).toEqual([url, []]);
      // Every answer is in the markup: no part waits for data.
      expect([url, /aria-busy="true"/.test(html)]).toEqual([url, false]);
    }
    expect(missed).toEqual({});
  });
});
