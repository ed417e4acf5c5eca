import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-kernel/react/testing';
import { ConsentDialog } from './ConsentDialog';

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

describe('ConsentDialog', () => {
  beforeEach(clearCookies);

  it('asks on the first visit and saves a refusal as easily as an agreement', async () => {
    await renderWithProviders(<ConsentDialog />, { language: 'fr', namespaces: ['consent'] });
    expect(await screen.findByRole('dialog', { name: 'Les cookies sur ce site' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refuser' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.cookie).toContain('consent=necessary');
    expect(document.cookie).toContain('consentAnalyticsStorage=denied');
  });

  it('grants the four signals on agree all', async () => {
    await renderWithProviders(<ConsentDialog />, { language: 'en', namespaces: ['consent'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Agree all' }));
    expect(document.cookie).toContain('consent=all');
    expect(document.cookie).toContain('consentAdStorage=granted');
  });

  it('stays closed once a choice is saved', async () => {
    document.cookie = 'consent=all; path=/';
    await renderWithProviders(<ConsentDialog />, { language: 'en', namespaces: ['consent'] });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
