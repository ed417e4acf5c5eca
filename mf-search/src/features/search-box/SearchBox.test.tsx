import { act, screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-kernel/react/testing';
import { installFakeFetch, searchesAsked } from '../shared/fakeFetch';
import { SearchBox } from './SearchBox';

describe('SearchBox', () => {
  it('loads nothing before the visitor reaches for it', async () => {
    const fake = installFakeFetch(() => 'pending');
    try {
      await renderWithProviders(<SearchBox showButton={false} />, { language: 'en', namespaces: ['search'] });
      const box = await screen.findByRole('combobox', { name: 'Search the properties' });
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      const listingRequests = () => searchesAsked(fake.urls);
      expect(listingRequests()).toHaveLength(0);
      await act(async () => box.focus());
      expect(listingRequests()).toHaveLength(1);
    } finally {
      fake.restore();
    }
  });
});
