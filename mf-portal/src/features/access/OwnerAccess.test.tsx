import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-kernel/react/testing';
import { OwnerAccess } from './OwnerAccess';

describe('OwnerAccess', () => {
  it("leads owners to the login page in the page's language, under its French name", async () => {
    await renderWithProviders(<OwnerAccess />, { language: 'fr', namespaces: ['portal'] });
    expect(await screen.findByRole('link', { name: 'Accès propriétaire' })).toHaveAttribute('href', '/fr/login/');
  });

  it('uses the English title', async () => {
    await renderWithProviders(<OwnerAccess />, { language: 'en', namespaces: ['portal'] });
    expect(await screen.findByRole('heading', { name: 'Owner login' })).toBeInTheDocument();
  });
});
