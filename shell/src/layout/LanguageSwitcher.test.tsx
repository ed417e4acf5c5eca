import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SitePage } from 'shared-kernel';
import { renderWithProviders } from 'shared-kernel/react/testing';
import { SiteContext } from '../app/SiteContext';
import { LanguageSwitcher, switchLanguagePath } from './LanguageSwitcher';

const jobs = {
  id: 20,
  name: 'Jobs',
  path: 'jobs',
  status: 'Published',
  sort: 1,
  params: { title: 'Jobs', path: { fr: 'emplois', nl: 'vacatures' } },
  childMenus: [],
};
const aboutUs = {
  id: 6,
  name: 'About us',
  path: 'about-us',
  status: 'Published',
  sort: 6,
  params: { title: 'About us', path: { fr: "l'agence", nl: 'over-ons' } },
  childMenus: [jobs],
} as unknown as SitePage;

describe('switchLanguagePath', () => {
  it('goes to the translated path of the same page and keeps the query, its commune named in the new language', () => {
    expect(switchLanguagePath('/fr/a-vendre/', '?city=Ixelles|1050&type=3', 'nl', [])).toBe('/nl/te-koop/?city=Elsene|1050&type=3');
    expect(switchLanguagePath('/fr/a-vendre/', '?city=Waterloo|1410', 'nl', [])).toBe('/nl/te-koop/?city=Waterloo|1410');
    expect(switchLanguagePath('/fr/', '', 'de', [])).toBe('/de/');
    expect(switchLanguagePath('/fr/a-louer/uccle/studio/7/', '', 'en', [])).toBe('/en/property/7/');
  });

  it('finds a configured child page the route table does not know', () => {
    expect(switchLanguagePath("/fr/l'agence/emplois/", '', 'nl', [aboutUs])).toBe('/nl/over-ons/vacatures/');
  });

  it('goes home only when the page has no translation', () => {
    expect(switchLanguagePath('/fr/nowhere/', '', 'nl', [aboutUs])).toBe('/nl/');
  });
});

describe('LanguageSwitcher', () => {
  it('offers every enabled language, named in its own language, and marks the current one', async () => {
    await renderWithProviders(
      <SiteContext.Provider value={{ defaultLanguage: 'fr', languages: ['fr', 'nl'], agency: null }}>
        <LanguageSwitcher />
      </SiteContext.Provider>,
      { language: 'fr', route: '/fr/a-vendre/' },
    );
    const navigation = await screen.findByRole('navigation', { name: 'Langue' });
    expect(navigation).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'NL – Nederlands' })).toHaveAttribute('href', '/nl/te-koop/');
    expect(screen.getByRole('link', { name: 'FR – Français' })).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByRole('link', { name: 'DE – Deutsch' })).not.toBeInTheDocument();
  });
});

describe('the compact LanguageSwitcher of a phone', () => {
  it('shows the current language, opens the list of every language and closes on Escape, back on its button', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <SiteContext.Provider value={{ defaultLanguage: 'fr', languages: ['fr', 'nl', 'en', 'de'], agency: null }}>
        <LanguageSwitcher compact />
      </SiteContext.Provider>,
      { language: 'fr', route: '/fr/a-vendre/' },
    );
    const navigation = await screen.findByRole('navigation', { name: 'Langue' });
    const toggle = within(navigation).getByText('FR', { exact: false, selector: 'summary' });
    expect(toggle).toHaveTextContent(/^FR – Langue/);
    const disclosure = toggle.closest('details')!;
    expect(disclosure.open).toBe(false);

    await user.click(toggle);
    await waitFor(() => expect(disclosure.open).toBe(true));
    expect(within(navigation).getByRole('link', { name: 'NL – Nederlands' })).toHaveAttribute('href', '/nl/te-koop/');
    expect(within(navigation).getByRole('link', { name: 'FR – Français' })).toHaveAttribute('aria-current', 'true');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(disclosure.open).toBe(false));
    expect(toggle).toHaveFocus();
  });
});
