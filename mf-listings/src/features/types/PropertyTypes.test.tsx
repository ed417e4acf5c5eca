import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-kernel/react/testing';
import { PropertyTypes } from './PropertyTypes';

describe('PropertyTypes', () => {
  it('lists the seven types with links to the filtered sale and rent lists', async () => {
    await renderWithProviders(<PropertyTypes />, { language: 'fr', namespaces: ['listings'] });
    expect(await screen.findByRole('heading', { name: 'Parcourir par type de bien' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    expect(screen.getByRole('link', { name: 'Appartement – À vendre' })).toHaveAttribute('href', '/for-sale/?type=3');
    expect(screen.getByRole('link', { name: 'Garage/parking – À louer' })).toHaveAttribute('href', '/for-rent/?type=7');
  });

  it('speaks the page language', async () => {
    await renderWithProviders(<PropertyTypes />, { language: 'nl', namespaces: ['listings'] });
    expect(await screen.findByRole('heading', { name: 'Zoeken per type pand' })).toBeInTheDocument();
  });
});
