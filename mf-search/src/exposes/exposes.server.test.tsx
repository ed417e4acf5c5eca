/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["source", "node", "require", "default"]}
 */
import { renderOnServer } from 'shared-kernel/react/server-render';
import SavedSearches from './SavedSearches';
import SearchBlock from './SearchBlock';
import SearchBox from './SearchBox';

// Server rendering (the first view of every public page) loads and renders these entry points in
// Node: no window, document or storage may be touched before an effect runs.
describe('the exposed modules on the server', () => {
  it('render the home search block with its title and its box', async () => {
    const html = await renderOnServer(<SearchBlock title="Trouvez votre bien" descriptions={['Depuis 1967']} showLogo={false} />, {
      namespaces: ['search'],
    });
    expect(html).toContain('Trouvez votre bien');
    expect(html).toContain('role="combobox"');
  });

  it('render the header search box', async () => {
    const html = await renderOnServer(<SearchBox showButton />, { language: 'nl', namespaces: ['search'] });
    expect(html).toContain('role="combobox"');
  });

  it('render the page of one’s saved searches: waiting for them with its signed link, saying the link is not valid without one', async () => {
    const signed = await renderOnServer(<SavedSearches />, { route: '/fr/mes-recherches/?email=a%40b.be&signature=0123456789abcdef', namespaces: ['search'] });
    expect(signed).toContain('Chargement de vos recherches');
    const bare = await renderOnServer(<SavedSearches />, { language: 'de', route: '/de/meine-suchen/', namespaces: ['search'] });
    expect(bare).toContain('Dieser Link ist nicht gültig');
  });
});
