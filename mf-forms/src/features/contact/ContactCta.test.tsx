import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-kernel/react/testing';
import { ContactCta } from './ContactCta';

describe('ContactCta', () => {
  it('shows the phone number in the Belgian grouping and links it for calling', async () => {
    await renderWithProviders(<ContactCta phone="025123456" email="info@example.be" />, {
      language: 'fr',
      namespaces: ['forms'],
    });
    const phone = await screen.findByRole('link', { name: '025 12 34 56' });
    expect(phone).toHaveAttribute('href', 'tel:025123456');
    expect(screen.getByRole('link', { name: 'info@example.be' })).toHaveAttribute('href', 'mailto:info@example.be');
    expect(screen.getByRole('heading', { name: 'Une question sur un bien\u202f?' })).toBeInTheDocument();
  });
});
