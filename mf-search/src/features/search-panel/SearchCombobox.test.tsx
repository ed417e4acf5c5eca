import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import type { Language } from 'shared-kernel';
import { createAppStore, listingDataApi, siteApi } from 'shared-kernel/react';
import { renderWithProviders } from 'shared-kernel/react/testing';
import { SearchBox } from '../search-box/SearchBox';
import { installFakeFetch } from './fakeFetch';
import { SearchCombobox } from './SearchCombobox';
import { siteWithSearchSettings } from './testListing';
import { testListing } from './testListing';

function Location() {
  const location = useLocation();
  return <div data-testid="location">{decodeURIComponent(location.pathname + location.search)}</div>;
}

/** A store that already holds the listing load and the settings, as after the first page. */
async function loadedStore(lang: Language, showSearchCount = true) {
  const store = createAppStore();
  await store.dispatch(listingDataApi.util.upsertQueryData('listingData', lang, testListing(lang)));
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

/** What the api writes into the page for the first view. */
function inlineInitialData(data: object) {
  const script = document.createElement('script');
  script.id = '__INITIAL_DATA__';
  script.type = 'application/json';
  script.textContent = JSON.stringify(data);
  document.body.append(script);
}

const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('SearchCombobox', () => {
  let restoreFetch = () => undefined as void;
  afterEach(() => {
    restoreFetch();
    document.getElementById('__INITIAL_DATA__')?.remove();
  });

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
    expect(screen.getAllByRole('option')[0]).toHaveTextContent(/^Villa\/Maison\/Ferme$/);
  });

  it('shows the cities of a postcode, name variants apart, and no types', async () => {
    const { box } = await renderSearch('nl', await loadedStore('nl'));
    await userEvent.type(box, '1050');
    expect(optionNames()).toEqual(['Elsene10504 panden', 'Ixelles105021 panden', 'Ixelles10509 panden']);
  });

  it('shows the property of an exact id with its thumbnail, and follows it on click', async () => {
    const { box } = await renderSearch('fr', await loadedStore('fr'));
    await userEvent.type(box, '4321');
    const option = screen.getByRole('option', { name: /Appartement 2 chambres/ });
    expect(option.querySelector('img')).toHaveAttribute('src', '/api/images/property-4321-1?w=100');
    expect(option).toHaveTextContent('ID 4321');
    await userEvent.click(option);
    expect(screen.getByTestId('location').textContent).toMatch(/^\/fr\/a-vendre\/ixelles\/appartement-2-chambres.*\/4321\/$/);
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveFocus();
  });

  it('says so when nothing matches', async () => {
    const { box } = await renderSearch('en', await loadedStore('en'));
    await userEvent.type(box, 'xyz');
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('No results found for “xyz”');
  });

  it('walks the options with the arrow keys and follows the active one with Enter', async () => {
    const { box } = await renderSearch('fr', await loadedStore('fr'));
    await userEvent.type(box, 'ixelles');
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

  it('follows the best match with Enter when no option is active', async () => {
    const { box } = await renderSearch('fr', await loadedStore('fr'));
    await userEvent.type(box, 'etterb{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/fr/a-vendre/?city=Etterbeek|1040');
  });

  it('closes on Escape with the focus kept in the box, and clears the text on a second Escape', async () => {
    const { box } = await renderSearch('fr', await loadedStore('fr'));
    await userEvent.type(box, 'stu');
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
    restoreFetch = installFakeFetch(() => 'pending').restore;
    const { box } = await renderSearch('fr');
    await userEvent.click(box);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des biens…');
    expect(screen.queryAllByRole('option')).toEqual([]);
  });

  it('says the search is unavailable when the load fails, and tries again on request', async () => {
    let online = false;
    restoreFetch = installFakeFetch((url) => (online && url.includes('listing-data') ? { json: testListing('de') } : 'offline')).restore;
    const { box } = await renderSearch('de');
    await userEvent.click(box);
    expect(await screen.findByText(/Die Suche ist nicht verfügbar/, { selector: 'p' })).toBeInTheDocument();
    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findAllByRole('option')).not.toHaveLength(0);
    expect(box).toHaveAttribute('aria-expanded', 'true');
  });

  it('searches the listing load inlined in the page without asking the api', async () => {
    const fake = installFakeFetch(() => 'pending');
    restoreFetch = fake.restore;
    inlineInitialData({ listingData: testListing('fr') });
    const { box } = await renderSearch('fr');
    await userEvent.type(box, '987');
    expect(await screen.findByRole('option', { name: /Studio meublé/ })).toBeInTheDocument();
    expect(fake.urls.filter((url) => url.includes('listing-data'))).toEqual([]);
  });

  it('asks the api when the inlined listing load is in another language', async () => {
    const fake = installFakeFetch(() => 'pending');
    restoreFetch = fake.restore;
    inlineInitialData({ listingData: testListing('nl') });
    const { box } = await renderSearch('fr');
    await userEvent.click(box);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des biens…');
    expect(fake.urls.filter((url) => url.includes('listing-data'))).toEqual([expect.stringMatching(/listing-data\?lang=fr$/)]);
  });
});

describe('the search block of the home page', () => {
  it('loads the listing when the pointer comes over the search, not with the page', async () => {
    const fake = installFakeFetch(() => 'pending');
    try {
      const { box } = await renderSearch('fr');
      const listingRequests = () => fake.urls.filter((url) => url.includes('listing-data'));
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

describe('SearchBox', () => {
  it('loads nothing before the visitor reaches for it', async () => {
    const fake = installFakeFetch(() => 'pending');
    try {
      await renderWithProviders(<SearchBox showButton={false} />, { language: 'en', namespaces: ['search'] });
      const box = await screen.findByRole('combobox', { name: 'Search the properties' });
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      const listingRequests = () => fake.urls.filter((url) => url.includes('listing-data'));
      expect(listingRequests()).toHaveLength(0);
      await act(async () => box.focus());
      expect(listingRequests()).toHaveLength(1);
    } finally {
      fake.restore();
    }
  });
});
