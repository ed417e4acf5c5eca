import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'shared-kernel/router';
import { searchListing, type Language } from 'shared-kernel';
import { createAppStore, siteApi } from 'shared-kernel/react';
import { renderWithProviders } from 'shared-kernel/react/testing';
import { installFakeFetch, searchesAsked, type FakeAnswer } from './fakeFetch';
import { SearchCombobox } from './SearchCombobox';
import { siteWithSearchSettings } from './testListing';
import { testListing } from './testListing';

function Location() {
  const location = useLocation();
  return <div data-testid="location">{decodeURIComponent(location.pathname + location.search)}</div>;
}

/** What the api's `/api/search` answers: the kernel's searchListing over the test listing of the language. */
function searchAnswer(url: string): FakeAnswer | null {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  if (pathname !== '/api/search') return null;
  const lang = searchParams.get('lang') as Language;
  return { json: searchListing(searchParams.get('q') ?? '', testListing(lang), lang) };
}

/** A store that already holds the settings, as after the first page. */
async function loadedStore(lang: Language, showSearchCount = true) {
  const store = createAppStore();
  await store.dispatch(
    siteApi.util.upsertQueryData('siteConfiguration', lang, siteWithSearchSettings({ showSearchCount, showCountProperty: true, countProperty: [40, 12] })),
  );
  return store;
}

async function renderSearch(lang: Language, store = createAppStore()) {
  const view = await renderWithProviders(
    <>
      <button type="button">elsewhere</button>
      <SearchCombobox landmarkLabel="Recherche" showButton />
      <Location />
    </>,
    { language: lang, namespaces: ['search'], store, route: `/${lang}/` },
  );
  const box = await screen.findByRole('combobox');
  return { ...view, box };
}

const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('SearchCombobox', () => {
  let fake = { urls: [] as string[], restore: () => undefined as void };
  const useFetch = (answer: (url: string) => FakeAnswer) => {
    fake.restore();
    fake = installFakeFetch(answer);
    return fake;
  };
  beforeEach(() => {
    useFetch((url) => searchAnswer(url) ?? 'offline');
  });
  afterEach(() => fake.restore());

  /** Types `text`, then waits until the search has asked the server for it (its answer follows). */
  async function typeAndSettle(box: HTMLElement, text: string) {
    await userEvent.type(box, text);
    const typed = (box as HTMLInputElement).value;
    await waitFor(() => expect(searchesAsked(fake.urls)).toContain(typed));
  }

  it('is a labelled combobox, closed until it gets focus', async () => {
    const { box } = await renderSearch('fr', await loadedStore('fr'));
    expect(box).toHaveAccessibleName('Rechercher un bien');
    expect(box).toHaveAttribute('placeholder', 'ID, type, commune');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('shows only the types, for sale and for rent with their counts, when focused empty', async () => {
    const { box } = await renderSearch('fr', await loadedStore('fr'));
    await userEvent.click(box);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await screen.findAllByRole('option');
    const groups = within(screen.getByRole('listbox', { name: 'Suggestions de recherche' })).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-labelledby') && group.firstChild?.textContent)).toEqual([
      'Types à vendre',
      'Types à louer',
    ]);
    expect(within(groups[0]!).getByRole('option', { name: /Appartement/ })).toHaveTextContent('Appartement13 biens');
    expect(screen.getByRole('status')).toHaveTextContent('13 suggestions');
  });

  it('hides the counts when the site does not show them', async () => {
    const { box } = await renderSearch('fr', await loadedStore('fr', false));
    await userEvent.click(box);
    expect((await screen.findAllByRole('option'))[0]).toHaveTextContent(/^Villa\/Maison\/Ferme$/);
  });

  it("shows the cities of a postcode, a commune's two names as one place in the page's language, and no types", async () => {
    const { box } = await renderSearch('nl', await loadedStore('nl'));
    await typeAndSettle(box, '1050');
    await waitFor(() => expect(optionNames()).toEqual(['Elsene105025 panden', 'Elsene10509 panden']));
  });

  it('shows the property of an exact id with its thumbnail, and follows it on click', async () => {
    const { box } = await renderSearch('fr', await loadedStore('fr'));
    await typeAndSettle(box, '4321');
    const option = await screen.findByRole('option', { name: /Appartement 2 chambres/ });
    expect(option.querySelector('img')).toHaveAttribute('src', '/api/images/property-4321-1?w=100');
    expect(option).toHaveTextContent('ID 4321');
    await userEvent.click(option);
    expect(screen.getByTestId('location').textContent).toMatch(/^\/fr\/a-vendre\/ixelles\/appartement-2-chambres.*\/4321\/$/);
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveFocus();
  });

  it('says so when nothing matches', async () => {
    const { box } = await renderSearch('en', await loadedStore('en'));
    await typeAndSettle(box, 'xyz');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No results found for “xyz”'));
    expect(screen.queryAllByRole('option')).toEqual([]);
  });

  it('asks the server once typing pauses, not at each keystroke, and never again for a query it has', async () => {
    const { box } = await renderSearch('fr', await loadedStore('fr'));
    await typeAndSettle(box, 'ixelles');
    await userEvent.clear(box);
    await typeAndSettle(box, 'ixelles');
    expect(searchesAsked(fake.urls)).toEqual(['', 'ixelles']);
  });

  it('walks the options with the arrow keys and follows the active one with Enter', async () => {
    const { box } = await renderSearch('fr', await loadedStore('fr'));
    await typeAndSettle(box, 'ixelles');
    await waitFor(() => expect(optionNames().every((name) => name?.startsWith('Ixelles'))).toBe(true));
    await userEvent.keyboard('{ArrowDown}');
    const [first, second] = screen.getAllByRole('option');
    expect(box).toHaveAttribute('aria-activedescendant', first?.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', second?.id);
    await userEvent.keyboard('{ArrowDown}{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', second?.id);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/fr/a-louer/?city=Ixelles|1050');
  });

  it('follows the best match of what was typed with Enter, even typed faster than the search answers', async () => {
    const { box } = await renderSearch('fr', await loadedStore('fr'));
    await userEvent.type(box, 'etterb{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/fr/a-vendre/?city=Etterbeek|1040'));
  });

  it('is a GET form to the sale list without scripts, its text sent as the list\'s city', async () => {
    const { box } = await renderSearch('nl', await loadedStore('nl'));
    const form = screen.getByRole('search');
    expect(form.tagName).toBe('FORM');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/nl/te-koop/');
    expect(box).toHaveAttribute('name', 'city');
    expect(screen.getByRole('button', { name: 'Toon de zoeksuggesties' })).toHaveAttribute('type', 'submit');
  });

  it('follows the best match when the form is sent with the panel closed, instead of leaving the page', async () => {
    await renderWithProviders(
      <>
        <SearchCombobox landmarkLabel="Recherche" showButton={false} compact />
        <Location />
      </>,
      { language: 'fr', namespaces: ['search'], store: await loadedStore('fr'), route: '/fr/' },
    );
    const box = await screen.findByRole('combobox');
    await typeAndSettle(box, 'etterb');
    await userEvent.keyboard('{Escape}{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/fr/a-vendre/?city=Etterbeek|1040'));
  });

  it('closes on Escape with the focus kept in the box, and clears the text on a second Escape', async () => {
    const { box } = await renderSearch('fr', await loadedStore('fr'));
    await typeAndSettle(box, 'stu');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveFocus();
    expect(box).toHaveValue('stu');
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  it('closes when the focus leaves, and the search button toggles it', async () => {
    const { box } = await renderSearch('fr', await loadedStore('fr'));
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(box).toHaveAttribute('aria-expanded', 'false');
    const toggle = screen.getByRole('button', { name: 'Afficher les suggestions de recherche' });
    await userEvent.click(toggle);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveFocus();
    await userEvent.click(toggle);
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('tells the visitor the properties are loading', async () => {
    useFetch(() => 'pending');
    const { box } = await renderSearch('fr');
    await userEvent.click(box);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des biens…');
    expect(screen.queryAllByRole('option')).toEqual([]);
  });

  it('says the search is unavailable when the api does not answer, and tries again on request', async () => {
    let online = false;
    useFetch((url) => (online ? (searchAnswer(url) ?? 'offline') : 'offline'));
    const { box } = await renderSearch('de');
    await userEvent.click(box);
    expect(await screen.findByText(/Die Suche ist nicht verfügbar/, { selector: 'p' })).toBeInTheDocument();
    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findAllByRole('option')).not.toHaveLength(0);
    expect(box).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('the search block of the home page', () => {
  it('asks the search when the pointer comes over it, not with the page', async () => {
    const fake = installFakeFetch(() => 'pending');
    try {
      const { box } = await renderSearch('fr');
      const listingRequests = () => searchesAsked(fake.urls);
      expect(listingRequests()).toHaveLength(0);
      await userEvent.hover(screen.getByRole('search'));
      expect(listingRequests()).toHaveLength(1);
      await userEvent.click(box);
      expect(listingRequests()).toHaveLength(1);
    } finally {
      fake.restore();
    }
  });
});
