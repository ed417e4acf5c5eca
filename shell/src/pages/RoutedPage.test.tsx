import { screen, within } from '@testing-library/react';
import { createAppStore } from 'shared-kernel/react';
import { localizePath, resolvePath, routeOf, ROUTE_TABLE } from 'shared-kernel/routing';
import { renderWithProviders } from 'shared-kernel/react/testing';
import { SiteContext } from '../app/SiteContext';
import { loadRemoteModule } from '../federation/loadRemoteModule';
import { pageModule, seedContent, siteConfiguration, sitePage, StubRemote } from '../testing/content';
import { partsOfPage } from './pageLoader';
import { RoutedPage } from './RoutedPage';

jest.mock('../federation/loadRemoteModule', () => ({
  ...jest.requireActual<object>('../federation/loadRemoteModule'),
  loadRemoteModule: jest.fn(),
}));
jest.mocked(loadRemoteModule).mockImplementation(async (id) => ({ default: StubRemote(id) }) as never);

const contact = sitePage(8, 'contact', 'Published', 8);
contact.params.modules = [pageModule({ relations: [{ type: 'contact', id: 10 }] })];
const valuation = sitePage(9, 'contact-demand', 'Hidden', 9, { fr: 'estimation-gratuite' });
valuation.params.modules = [pageModule({ relations: [{ type: 'contact', id: 12 }] })];
const privacy = { ...sitePage(10, 'Privacy', 'Hidden', 20, { fr: 'vie-privee' }) };
privacy.params = { ...privacy.params, title: 'Vie privée', content: 'Premier paragraphe.\n\nSecond paragraphe.', type: 'content' };

const agency = sitePage(11, 'about-us', 'Published', 5, { fr: "l'agence" });
agency.childMenus = [{ ...sitePage(12, 'jobs', 'Published', 1, { fr: 'emplois' }), parentId: 11, childMenus: [] }];

async function visit(route: string) {
  const store = createAppStore();
  await seedContent(store, 'fr', { site: siteConfiguration(), pages: [contact, valuation, privacy, agency] });
  await renderWithProviders(
    <SiteContext.Provider value={{ defaultLanguage: 'fr', languages: ['fr', 'nl'], agency: siteConfiguration().agency }}>
      <RoutedPage />
    </SiteContext.Provider>,
    { language: 'fr', route, store },
  );
}

describe('RoutedPage', () => {
  it('shows a configured page with its breadcrumb, title and form of the page', async () => {
    await visit('/fr/estimation-gratuite/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page contact-demand' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: "Fil d'Ariane" })).toHaveTextContent('AccueilEstimation gratuite');
    expect(await screen.findByTestId('remote mf_forms/EnquiryForm')).toHaveTextContent('{"kind":"free-valuation"}');
    expect(document.title).toBe('Page contact-demand – Agence Test');
  });

  it('says that a home page with no modules has none yet, under the search block', async () => {
    await visit('/fr/');
    expect(await screen.findByText("Ce site n'a pas encore de contenu d'accueil : l'agence ajoute ses blocs depuis son back-office.")).toBeInTheDocument();
    expect(await screen.findByTestId('remote mf_search/SearchBlock')).toBeInTheDocument();
  });

  it('takes job applications on the agency page', async () => {
    await visit("/fr/l'agence/");
    expect(await screen.findByRole('heading', { level: 2, name: 'Rejoignez notre équipe' })).toBeInTheDocument();
    expect(await screen.findByTestId('remote mf_forms/EnquiryForm')).toHaveTextContent('{"kind":"job"}');
  });

  it('shows the text of a content page in paragraphs', async () => {
    await visit('/fr/vie-privee/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vie privée' })).toBeInTheDocument();
    expect(screen.getByText('Second paragraphe.').tagName).toBe('P');
  });

  it('shows a browsable list of every match on the listing pages', async () => {
    await visit('/fr/a-louer/?city=Uccle|1180');
    expect(await screen.findByTestId('remote mf_listings/PropertyList')).toHaveTextContent(
      '{"goal":1,"browsable":true,"numberItemOfRow":4}',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'À louer' })).toBeInTheDocument();
  });

  it('shows a thank-you page after a form', async () => {
    await visit('/fr/merci/newsletter/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Merci' })).toBeInTheDocument();
    expect(screen.getByText(/Cliquez sur le lien qu'il contient pour confirmer votre inscription/)).toBeInTheDocument();
  });

  it('says what the mail\'s confirmation link did, and offers rentals after a tenant\'s form', async () => {
    await visit('/fr/merci/newsletter/?subscription=confirmed&offer=rent');
    expect(await screen.findByText(/inscription à notre newsletter est confirmée/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /à louer/ })).toHaveAttribute('href', '/fr/a-louer/');
  });

  it('says what happens next after a rental application: the file checked, a call, the documents, what is due at signing', async () => {
    await visit('/fr/merci/rendez-vous/?offer=rent');
    const next = await screen.findByRole('heading', { level: 2, name: 'Et maintenant\u202f?' });
    expect(within(next.nextElementSibling as HTMLElement).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText(/vos trois dernières fiches de paie/)).toBeInTheDocument();
    expect(screen.queryByText(/Votre message a bien été envoyé/)).not.toBeInTheDocument();
  });

  it("holds the booked visit of a confirmation mail's link, whose secret only the browser reads", async () => {
    window.location.hash = '#booking=a-secret_of-the-mail';
    try {
      await visit('/fr/merci/rendez-vous/');
      expect(await screen.findByTestId('remote mf_forms/VisitBooking')).toHaveTextContent('{"token":"a-secret_of-the-mail"}');
      expect(screen.queryByText(/Votre message a bien été envoyé/)).not.toBeInTheDocument();
    } finally {
      window.location.hash = '';
    }
  });

  it("gives a property unit reached under its project the project's id", async () => {
    await visit('/fr/projects/etterbeek/residence/5/appartement-a1/501/');
    expect(await screen.findByTestId('remote mf_listings/PropertyDetail')).toHaveTextContent('{"id":501,"projectId":5}');
  });

  it('shows the owner login', async () => {
    await visit('/nl/login/');
    expect(await screen.findByTestId('remote mf_portal/OwnerLogin')).toBeInTheDocument();
  });

  it('shows the cookie table under the cookie policy, its route kind’s part', async () => {
    await visit('/fr/politique-cookies/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Politique de cookies' })).toBeInTheDocument();
    expect(await screen.findByTestId('remote mf_consent/CookieTable')).toBeInTheDocument();
  });

  it('shows a property and a project at their paths in any language', async () => {
    await visit('/nl/property/77/');
    expect(await screen.findByTestId('remote mf_listings/PropertyDetail')).toHaveTextContent('{"id":77}');
  });

  it('shows a configured child page at its own path, outside the route table, under its parent in the breadcrumb', async () => {
    await visit("/fr/l'agence/emplois/");
    expect(await screen.findByRole('heading', { level: 1, name: 'Page jobs' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: "Fil d'Ariane" })).toHaveTextContent('AccueilPage about-usPage jobs');
  });

  it('shows the 404 page for a path nothing knows', async () => {
    await visit('/fr/nulle-part/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page non trouvée' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/fr/');
    expect(await screen.findByTestId('remote mf_search/SearchBox')).toBeInTheDocument();
  });
});

/**
 * The descriptor says which module is a page's main part; the shell's page shows it, and the server
 * calls its loader with the props the page gives it. A page kind names its module once: another
 * module in the shell's page, or other props than the loader's, fails here.
 */
describe('the main part of each page kind', () => {
  const addresses = [
    ...ROUTE_TABLE.filter((entry) => entry.mainPart && !entry.original.includes('{')).map((entry) => localizePath(entry.original, 'fr')),
    '/fr/a-vendre/ixelles/appartement/12/',
    localizePath('/project/4/', 'fr'),
  ];

  it.each(addresses)('%s shows the descriptor’s main part with the props its loader is called with', async (address) => {
    const [pathname = '', search = ''] = address.split('?');
    const resolved = resolvePath(pathname);
    const entry = routeOf(resolved);
    if (!entry.mainPart) throw new Error(`${address} has no main part`);
    const parts = partsOfPage({ entry, params: resolved?.params ?? {}, pathname, search, lang: 'fr', pages: [] });
    expect(parts.map(({ id }) => id)).toEqual([entry.mainPart]);
    await visit(address);
    expect(await screen.findByTestId(`remote ${entry.mainPart}`)).toHaveTextContent(`${entry.mainPart} ${JSON.stringify(parts[0]?.props)}`);
  });
});
