/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["source", "node", "require", "default"]}
 */
import { renderOnServer } from 'shared-kernel/react/server-render';
import { loadRemoteModule } from '../federation/loadRemoteModule';
import { AppRoutes } from './App';
import { SiteContext } from './SiteContext';

jest.mock('../federation/loadRemoteModule', () => ({
  ...jest.requireActual<object>('../federation/loadRemoteModule'),
  loadRemoteModule: jest.fn(),
}));
jest.mocked(loadRemoteModule).mockImplementation(() => new Promise(() => undefined));

// Server rendering starts from the shell: its layout and pages must load and render in Node, with
// scroll, storage and language memory left to effects in the browser.
describe('the shell on the server', () => {
  it.each([
    ['/fr/', 'fr'],
    ['/nl/te-koop/', 'nl'],
    ["/fr/l'agence/", 'fr'],
    ['/fr/nulle-part/', 'fr'],
  ] as const)('renders %s with its layout', async (route, language) => {
    const html = await renderOnServer(
      <SiteContext.Provider value={{ defaultLanguage: 'fr', languages: ['fr', 'nl', 'en', 'de'], agency: null }}>
        <AppRoutes />
      </SiteContext.Provider>,
      { language, route },
    );
    expect(html).toContain('<main');
  });
});
