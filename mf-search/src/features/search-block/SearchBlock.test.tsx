import { screen } from '@testing-library/react';
import { createAppStore, siteApi } from 'shared-kernel/react';
import { renderWithProviders } from 'shared-kernel/react/testing';
import { installFakeFetch } from '../shared/fakeFetch';
import type { SearchSettings } from '../shared/searchSettingsApi';
import { siteWithSearchSettings } from '../shared/testListing';
import { SearchBlock } from './SearchBlock';

async function renderBlock(settings: SearchSettings | null, props: Partial<Parameters<typeof SearchBlock>[0]> = {}) {
  const store = createAppStore();
  if (settings) await store.dispatch(siteApi.util.upsertQueryData('siteConfiguration', 'fr', siteWithSearchSettings(settings)));
  return renderWithProviders(
    <SearchBlock
      title="Trouvez votre bien"
      descriptions={['{{sale}} biens à vendre et {{rent}} à louer', 'Depuis 1967']}
      showLogo
      logoUrl="/api/images/logo"
      {...props}
    />,
    { language: 'fr', namespaces: ['search'], store, route: '/fr/' },
  );
}

describe('SearchBlock', () => {
  it('shows the logo linking home, the title, the texts with the counts, the box and the buttons with counts', async () => {
    await renderBlock({ showSearchCount: true, showCountProperty: true, countProperty: [40, 12] });
    expect(await screen.findByRole('link', { name: "Page d’accueil" })).toHaveAttribute('href', '/fr/');
    expect(screen.getByRole('heading', { level: 2, name: 'Trouvez votre bien' })).toBeInTheDocument();
    expect(screen.getByText('40 biens à vendre et 12 à louer')).toBeInTheDocument();
    expect(screen.getByText('Depuis 1967')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rechercher un bien' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Recherche de biens' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'À vendre (40)' })).toHaveAttribute('href', '/fr/a-vendre/');
    expect(screen.getByRole('link', { name: 'À louer (12)' })).toHaveAttribute('href', '/fr/a-louer/');
  });

  it('leaves the counts off the buttons when the site does not show them', async () => {
    await renderBlock({ showSearchCount: true, showCountProperty: false, countProperty: [40, 12] });
    expect(await screen.findByRole('link', { name: 'À vendre' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'À louer' })).toBeInTheDocument();
  });

  it('leaves out what is not configured', async () => {
    await renderBlock({ showSearchCount: true, showCountProperty: true, countProperty: [40, 12] }, { title: undefined, showLogo: false, descriptions: [] });
    expect(await screen.findByRole('combobox')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('holds back a text quoting the counts until they are known, never showing its placeholders', async () => {
    const fake = installFakeFetch(() => 'pending');
    try {
      await renderBlock(null);
      expect(await screen.findByText('Depuis 1967')).toBeInTheDocument();
      expect(screen.queryByText(/\{\{/)).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'À vendre' })).toBeInTheDocument();
    } finally {
      fake.restore();
    }
  });
});
