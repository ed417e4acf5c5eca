/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["source", "node", "require", "default"]}
 */
import { renderOnServer } from 'shared-kernel/react/server-render';
import OwnerAccess from './OwnerAccess';
import OwnerLogin from './OwnerLogin';
import OwnerPortal from './OwnerPortal';
import OwnerSessionLink from './OwnerSessionLink';

// The portal is visitor-specific and rendered in the browser only, but its entry points are loaded
// by the same server bundle as every remote: loading and rendering them in Node must not throw.
describe('the exposed modules on the server', () => {
  it('render the owner access link', async () => {
    const html = await renderOnServer(<OwnerAccess />, { namespaces: ['portal'] });
    expect(html).toContain('href="/fr/login/"');
  });

  it.each([
    ['the login page', <OwnerLogin key="login" />],
    ['the portal', <OwnerPortal key="portal" />],
    ['the top bar’s owner link', <OwnerSessionLink key="session" label="Accès propriétaire" />],
  ])('render %s', async (_name, ui) => {
    await expect(renderOnServer(ui, { namespaces: ['portal'] })).resolves.toEqual(expect.any(String));
  });
});
