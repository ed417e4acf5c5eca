/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["source", "node", "require", "default"]}
 */
import { renderOnServer } from 'shared-kernel/react/server-render';
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
});
