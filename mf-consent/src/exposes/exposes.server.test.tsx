/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["source", "node", "require", "default"]}
 */
import { ServerCookiesContext } from 'shared-kernel/react';
import { renderOnServer } from 'shared-kernel/react/server-render';
import ConsentDialog from './ConsentDialog';
import CookieTable from './CookieTable';

/** The dialog as the api renders it: the request's consent cookie, normalized, or '' without a choice. */
const dialogOnServer = (cookies: string, route = '/fr/a-vendre/') =>
  renderOnServer(
    <ServerCookiesContext.Provider value={cookies}>
      <ConsentDialog />
    </ServerCookiesContext.Provider>,
    { namespaces: ['consent'], route },
  );

// The shell puts the consent dialog on every server-rendered page: it must load and render in Node,
// and show in that first view what the visitor's saved choice calls for.
describe('the exposed modules on the server', () => {
  it('render the consent dialog without any browser global', async () => {
    await expect(renderOnServer(<ConsentDialog />, { namespaces: ['consent'] })).resolves.toEqual(expect.any(String));
  });

  it('render the consent dialog open, as a panel until scripts make it modal, to a visitor who has not chosen', async () => {
    const html = await dialogOnServer('');
    const dialogTag = /<dialog [^>]*>/.exec(html)?.[0];
    expect(dialogTag).toMatch(/\bopen=""/);
    expect(dialogTag).not.toContain('aria-modal');
    expect(html).toContain('Les cookies sur ce site</h2>');
    for (const button of ['Tout accepter', 'Refuser']) expect(html).toContain(`>${button}</button>`);
    // The detailed settings without scripts: the cookie policy's form.
    expect(html).toMatch(/<a [^>]*href="\/fr\/politique-cookies\/#cookie-settings"[^>]*>Modifier les paramètres<\/a>/);
  });

  it('render no consent dialog to a visitor who has chosen', async () => {
    expect(await dialogOnServer('consent=necessary')).not.toContain('<dialog');
    expect(await dialogOnServer('consent=necessary.analytics.marketing.social.unclassified')).not.toContain('<dialog');
  });

  it('render the consent dialog again when the query asks to reset the choice, and never on a preview', async () => {
    expect(await dialogOnServer('consent=necessary', '/fr/a-vendre/?setcookies')).toContain('<dialog');
    expect(await dialogOnServer('', '/fr/a-propos/?preview=1')).not.toContain('<dialog');
  });

  it('render the cookie table of the cookie policy page', async () => {
    const html = await renderOnServer(<CookieTable />, { namespaces: ['consent'] });
    expect(html).toContain('<table');
  });
});
