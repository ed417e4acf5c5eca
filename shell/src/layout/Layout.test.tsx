import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared-kernel/router';
import { onConsentSettingsRequest } from 'shared-kernel';
import { createAppStore } from 'shared-kernel/react';
import { renderWithProviders } from 'shared-kernel/react/testing';
import { SiteContext } from '../app/SiteContext';
import { loadRemoteModule } from '../federation/loadRemoteModule';
import { seedContent, siteConfiguration, sitePage, StubRemote } from '../testing/content';
import { Layout } from './Layout';

jest.mock('../federation/loadRemoteModule', () => ({
  ...jest.requireActual<object>('../federation/loadRemoteModule'),
  loadRemoteModule: jest.fn(),
}));
jest.mocked(loadRemoteModule).mockImplementation(async (id) => ({ default: StubRemote(id) }) as never);

const PAGES = [
  sitePage(3, 'contact', 'Published', 3),
  sitePage(1, 'home', 'Published', 1),
  sitePage(2, 'for-sale', 'Published', 2, { fr: 'a-vendre' }),
  sitePage(9, 'contact-demand', 'Hidden', 9, { fr: 'estimation-gratuite' }),
  sitePage(10, 'jobs', 'Draft', 10),
];

async function renderLayout(route: string, config: Parameters<typeof siteConfiguration>[0] = {}) {
  const store = createAppStore();
  await seedContent(store, 'fr', { site: siteConfiguration(config), pages: PAGES });
  return renderWithProviders(
    <SiteContext.Provider value={{ defaultLanguage: 'fr', languages: ['fr', 'nl'], agency: siteConfiguration().agency }}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="*" element={<p>Contenu</p>} />
        </Route>
      </Routes>
    </SiteContext.Provider>,
    { language: 'fr', route, store },
  );
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

describe('Layout', () => {
  beforeEach(() => {
    jest.useRealTimers();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('shows the top bar: Published items only, site paths translated', async () => {
    await renderLayout('/fr/a-vendre/');
    const topBar = await screen.findByTestId('top-bar');
    // Typed "02 512 34 56" in the settings: shown as formatPhone writes the agency's number everywhere.
    expect(within(topBar).getByRole('link', { name: /025 12 34 56/ })).toHaveAttribute('href', 'tel:+3225123456');
    expect(within(topBar).getByRole('link', { name: /Estimation gratuite/ })).toHaveAttribute('href', '/fr/estimation-gratuite/');
    expect(within(topBar).queryByText('Brouillon')).not.toBeInTheDocument();
    expect(within(topBar).getByRole('link', { name: 'Accès propriétaire' })).toHaveAttribute('href', '/fr/login/');
  });

  it('hands the owner link to the portal once an owner logged in on this browser', async () => {
    document.cookie = 'owner_hint=1; path=/';
    try {
      await renderLayout('/fr/a-vendre/');
      const topBar = await screen.findByTestId('top-bar');
      expect(await within(topBar).findByTestId('remote mf_portal/OwnerSessionLink')).toHaveTextContent('"label":"Accès propriétaire"');
    } finally {
      document.cookie = 'owner_hint=; path=/; max-age=0';
    }
  });

  it('puts only Published pages in the main menu, in their sort order, and the free evaluation button', async () => {
    await renderLayout('/fr/a-vendre/');
    // jsdom lays out the mobile layout, where the desktop menu is hidden.
    const menu = screen.getByRole('navigation', { name: 'Menu principal', hidden: true });
    expect(within(menu).getAllByRole('link', { hidden: true }).map((link) => link.getAttribute('href'))).toEqual([
      '/fr/',
      '/fr/a-vendre/',
      '/fr/contact/',
    ]);
    expect(within(menu).getByRole('link', { name: 'Page for-sale', hidden: true })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('app-bar')).toHaveTextContent('Estimation gratuite');
  });

  it('leaves the free evaluation button out of the desktop menu when showFreeEvaluation is off, but always in the drawer', async () => {
    await renderLayout('/fr/', { showFreeEvaluation: false });
    expect(within(screen.getByTestId('app-bar')).queryByRole('link', { name: 'Estimation gratuite', hidden: true })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: /Menu/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Estimation gratuite' })).toHaveAttribute('href', '/fr/estimation-gratuite/');
    expect(within(drawer).getByRole('link', { name: 'NL – Nederlands' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Fermer le menu' })).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(within(drawer).getByRole('link', { name: 'NL – Nederlands' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    expect(within(drawer).getByRole('button', { name: 'Fermer le menu' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('shows the scroll-to-top button after 10 px, shrinks the logo and fixes the header after 30 px', async () => {
    await renderLayout('/fr/contact/');
    expect(screen.queryByRole('button', { name: 'Retour en haut de la page' })).not.toBeInTheDocument();
    scrollTo(10);
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(screen.queryByRole('button', { name: 'Retour en haut de la page' })).not.toBeInTheDocument();
    scrollTo(11);
    expect(await screen.findByRole('button', { name: 'Retour en haut de la page' })).toBeInTheDocument();
    expect(screen.getByTestId('logo')).toHaveAttribute('data-shrunk', 'false');
    expect(screen.getByTestId('app-bar')).toHaveAttribute('data-fixed', 'false');
    scrollTo(31);
    await waitFor(() => expect(screen.getByTestId('logo')).toHaveAttribute('data-shrunk', 'true'));
    expect(screen.getByTestId('app-bar')).toHaveAttribute('data-fixed', 'true');
  });

  it('does not fix the header without changeOnScroll', async () => {
    await renderLayout('/fr/contact/', { changeOnScroll: false });
    scrollTo(200);
    await waitFor(() => expect(screen.getByTestId('logo')).toHaveAttribute('data-shrunk', 'true'));
    expect(screen.getByTestId('app-bar')).toHaveAttribute('data-fixed', 'false');
  });

  it('hides the logo of the home page until scrolled when so configured', async () => {
    await renderLayout('/fr/');
    expect(screen.getByTestId('logo')).toHaveAttribute('aria-hidden', 'true');
    scrollTo(40);
    await waitFor(() => expect(screen.getByTestId('logo')).not.toHaveAttribute('aria-hidden'));
  });

  it('shows footer texts by their public flags, and the cookie settings link reopens the consent dialog', async () => {
    await renderLayout('/fr/contact/');
    const column = screen.getByTestId('footer-column');
    expect(within(column).getByRole('heading', { name: 'Visible' })).toBeInTheDocument();
    // The number as the top bar writes it, not as it was typed in the column.
    expect(column).toHaveTextContent('Ligne 1025 12 34 56');
    expect(column).not.toHaveTextContent('Intro cachée');
    const requested = jest.fn();
    const stop = onConsentSettingsRequest(requested);
    // A link to the cookie policy's form without scripts; with them, the dialog opens in place.
    const settings = screen.getByRole('link', { name: 'Paramètres des cookies' });
    expect(settings).toHaveAttribute('href', '/fr/politique-cookies/#cookie-settings');
    await userEvent.click(settings);
    expect(requested).toHaveBeenCalledTimes(1);
    stop();
    expect(await screen.findByTestId('remote mf_forms/EnquiryForm')).toHaveTextContent('"kind":"newsletter"');
  });

  it('leads from the footer to the projects, the values and the testimonials, which the menu does not hold', async () => {
    await renderLayout('/fr/contact/');
    const discover = screen.getByRole('navigation', { name: 'Découvrir' });
    expect(within(discover).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/fr/projects/',
      '/fr/nos-valeurs/',
      '/fr/temoignages/',
    ]);
  });

  it('renders the consent dialog on every page but preview pages', async () => {
    const { unmount } = await renderLayout('/fr/contact/');
    expect(await screen.findByTestId('remote mf_consent/ConsentDialog')).toBeInTheDocument();
    unmount();
    await renderLayout('/fr/contact/?preview=1');
    await screen.findByText('Contenu');
    expect(document.querySelector('[data-remote="mf_consent/ConsentDialog"]')).toBeNull();
  });
});
