import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteInfo } from 'shared-kernel';
import { renderWithProviders } from 'shared-kernel/react/testing';
import { CookieTable } from './CookieTable';

let mockSiteInfo: SiteInfo | undefined;
jest.mock('./siteInfoApi', () => ({ useConsentSiteInfo: () => mockSiteInfo }));

describe('CookieTable', () => {
  it('lists what each category stores, with the configured consent expiry', async () => {
    mockSiteInfo = { consentExpiryDays: 90 };
    await renderWithProviders(<CookieTable />, { language: 'de', namespaces: ['consent'] });
    const necessary = screen.getByRole('table', { name: 'Gespeichert für die Kategorie Unbedingt notwendig' });
    expect(within(necessary).getAllByRole('row')).toHaveLength(10);
    expect(within(necessary).getByRole('row', { name: /^release_bucket/ })).toHaveTextContent('Bis Sie den Browser schließen');
    expect(within(necessary).getByRole('row', { name: /^consentAdStorage/ })).toHaveTextContent('90 Tage');
    expect(within(necessary).getByRole('row', { name: /^utm_parameters/ })).toHaveTextContent('Sitzungsspeicher');
    expect(within(necessary).getByRole('row', { name: /^favourites/ })).toHaveTextContent('Lokaler Speicher');
    expect(screen.getByRole('table', { name: 'Gespeichert für die Kategorie Statistik' })).toHaveTextContent('2 Jahre');
    expect(screen.getByRole('region', { name: 'Nicht klassifiziert' })).toHaveTextContent(
      'In dieser Kategorie wird derzeit nichts gespeichert.',
    );
  });

  it('keeps 182 days when the site sets no expiry', async () => {
    mockSiteInfo = undefined;
    await renderWithProviders(<CookieTable />, { language: 'fr', namespaces: ['consent'] });
    expect(screen.getByRole('row', { name: /^consent / })).toHaveTextContent('182 jours');
  });

  it('holds the five choices as a form that posts to the api, its boxes ticked as the saved choice', async () => {
    mockSiteInfo = undefined;
    document.cookie = 'consent=necessary.analytics.social';
    try {
      await renderWithProviders(<CookieTable />, { language: 'fr', namespaces: ['consent'], route: '/fr/cookie-policy/' });
      const settings = screen.getByRole('region', { name: 'Vos paramètres de cookies' });
      expect(settings).toHaveAttribute('id', 'cookie-settings');
      const form = settings.querySelector('form');
      expect([form?.getAttribute('method'), form?.getAttribute('action')]).toEqual(['post', '/api/consent']);
      expect(within(settings).getByRole('checkbox', { name: 'Strictement nécessaires (toujours actifs)' })).toBeDisabled();
      expect(within(settings).getByRole('checkbox', { name: 'Statistiques' })).toBeChecked();
      expect(within(settings).getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
      await userEvent.click(within(settings).getByRole('checkbox', { name: 'Marketing' }));
      await userEvent.click(within(settings).getByRole('checkbox', { name: 'Réseaux sociaux' }));
      const save = within(settings).getByRole('button', { name: 'Accepter en partie' });
      expect(form && [...new FormData(form, save)].map(([name, value]) => `${name}=${String(value)}`)).toEqual([
        'return=/fr/cookie-policy/',
        'lang=fr',
        'options=analytics',
        'options=marketing',
        'choice=custom',
      ]);
      expect(within(settings).getAllByRole('button').map((button) => button.textContent)).toEqual(['Accepter en partie', 'Tout accepter', 'Refuser']);
    } finally {
      document.cookie = 'consent=; max-age=0';
    }
  });
});
