import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onConsentSettingsRequest, type SiteInfo } from 'shared-kernel';
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

  it('keeps 182 days when the site sets no expiry, and reopens the settings from the policy', async () => {
    mockSiteInfo = undefined;
    await renderWithProviders(<CookieTable />, { language: 'fr', namespaces: ['consent'] });
    expect(screen.getByRole('row', { name: /^consent / })).toHaveTextContent('182 jours');
    const opened = jest.fn();
    const stop = onConsentSettingsRequest(opened);
    await userEvent.click(screen.getByRole('button', { name: 'Modifier mes paramètres de cookies' }));
    stop();
    expect(opened).toHaveBeenCalledTimes(1);
  });
});
