/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["source", "node", "require", "default"]}
 */
import { renderOnServer } from 'shared-kernel/react/server-render';
import ConsentDialog from './ConsentDialog';
import CookieTable from './CookieTable';

// The shell puts the consent dialog on every server-rendered page: it must load and render in Node,
// leaving the cookies to an effect in the browser.
describe('the exposed modules on the server', () => {
  it('render the consent dialog without reading any cookie', async () => {
    await expect(renderOnServer(<ConsentDialog />, { namespaces: ['consent'] })).resolves.toEqual(expect.any(String));
  });

  it('render the cookie table of the cookie policy page', async () => {
    const html = await renderOnServer(<CookieTable />, { namespaces: ['consent'] });
    expect(html).toContain('<table');
  });
});
