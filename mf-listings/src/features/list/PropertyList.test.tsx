import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { encodeZone, type Zone } from 'shared-kernel';
import { useLocation } from 'shared-kernel/router';
import { renderWithProviders } from 'shared-kernel/react/testing';
import { answerApi, lastQuery } from '../../testing/answerApi';
import { listItem, page } from '../../testing/fixtures';
import { createPropertyMap, type MapPoint } from '../map/olMap';
import { PropertyList } from './PropertyList';

jest.mock('../map/olMap', () => ({
  createPropertyMap: jest.fn(() => ({ closePopup: jest.fn(), startDrawing: jest.fn(), stopDrawing: jest.fn(), destroy: jest.fn() })),
}));

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

const twelve = Array.from({ length: 12 }, (_, index) => listItem({ ID: 100 + index, TypeDescription: `Bien ${index + 1}` }));
const listingData = {
  properties: [],
  projects: [],
  webIDs: [],
  citys: [],
  citysSale: [
    { Name: 'Ixelles', Zip: '1050', CountryID: 10, CountryName: 'Belgique', PropertyCount: 30, language: 'fr' },
    { Name: 'Uccle', Zip: '1180', CountryID: 10, CountryName: 'Belgique', PropertyCount: 20, language: 'fr' },
  ],
  citysRent: [],
  neighbourhoods: [],
};

function renderList(route: string, language: 'fr' | 'nl' = 'fr') {
  return renderWithProviders(
    <>
      <PropertyList goal={0} numberItemOfRow={4} browsable />
      <Location />
    </>,
    { language, namespaces: ['listings'], route },
  );
}

afterEach(() => jest.restoreAllMocks());

describe('PropertyList on a listing page', () => {
  it('filters by the city and type of the URL and pages with "page x of y"', async () => {
    const fetch = answerApi({ '/api/properties': { body: page(twelve, { total: 30, offMarket: 4 }) }, '/api/listing-options': { body: listingData } });
    await renderList('/fr/a-vendre/?city=Ixelles|1050&type=3');
    expect(await screen.findByText('page 1 de 3')).toBeInTheDocument();
    // The sold ones are in the list, marked, and the heading says how many.
    expect(screen.getByRole('heading', { name: '30 biens, dont 4 vendus' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    const query = lastQuery(fetch, '/api/properties');
    expect(Object.fromEntries(query ?? [])).toEqual({
      lang: 'fr',
      goal: '0',
      city: 'Ixelles|1050',
      type: '3',
      sort: 'date_desc',
      page: '1',
      pageSize: '12',
    });
    expect(screen.getByLabelText('Type de bien')).toHaveValue('3');
    await waitFor(() => expect(screen.getByLabelText('Commune')).toHaveValue('Ixelles|1050'));

    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    fireEvent.click(screen.getByRole('link', { name: /Page suivante/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/fr/a-vendre/?city=Ixelles|1050&type=3&page=2');
    // The next page is read from the results' top, not from the paging links at the bottom.
    const resultsHeading = screen.getByRole('heading', { name: '30 biens, dont 4 vendus' });
    expect(resultsHeading).toHaveFocus();
    expect(scrollIntoView.mock.contexts).toEqual([resultsHeading]);
    await waitFor(() => expect(lastQuery(fetch, '/api/properties')?.get('page')).toBe('2'));
  });

  it('puts the chosen filters and sort in the URL, back on page 1', async () => {
    answerApi({ '/api/properties': { body: page(twelve, { total: 30 }) }, '/api/listing-options': { body: listingData } });
    await renderList('/fr/a-vendre/?page=2');
    await screen.findByText('page 1 de 3');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Uccle (1180)' })).toBeInTheDocument());
    fireEvent.change(screen.getByLabelText('Commune'), { target: { value: 'Uccle|1180' } });
    fireEvent.change(screen.getByLabelText('Chambres'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Prix maximum (€)'), { target: { value: '450.000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/fr/a-vendre/?city=Uccle|1180&priceMax=450000&bedrooms=2');
    fireEvent.change(screen.getByLabelText('Trier par'), { target: { value: 'price_asc' } });
    expect(screen.getByTestId('location')).toHaveTextContent('/fr/a-vendre/?city=Uccle|1180&priceMax=450000&bedrooms=2&sort=price_asc');
  });

  it('works as links and GET forms without scripts: paging, list or map, sort, filters and their reset', async () => {
    answerApi({ '/api/properties': { body: page(twelve, { total: 30, page: 2 }) }, '/api/listing-options': { body: listingData } });
    await renderList('/fr/a-vendre/?city=Ixelles|1050&sort=price_asc&page=2');
    await screen.findByText('page 2 de 3');
    const decoded = (element: HTMLElement) => decodeURIComponent(element.getAttribute('href') ?? '');
    expect(decoded(screen.getByRole('link', { name: /Page précédente/ }))).toBe('/fr/a-vendre/?city=Ixelles|1050&sort=price_asc');
    expect(decoded(screen.getByRole('link', { name: /Page suivante/ }))).toBe('/fr/a-vendre/?city=Ixelles|1050&sort=price_asc&page=3');
    expect(decoded(screen.getByRole('link', { name: 'Carte' }))).toBe('/fr/a-vendre/?city=Ixelles|1050&sort=price_asc&page=2&view=map');
    expect(screen.getByRole('link', { name: 'Liste' })).toHaveAttribute('aria-current', 'true');
    expect(decoded(screen.getByRole('link', { name: 'Effacer les filtres' }))).toBe('/fr/a-vendre/?sort=price_asc');

    // The sort: a GET form to the list, the filters riding along, back on page 1.
    const sortForm = screen.getByLabelText('Trier par').closest('form');
    expect(sortForm).toHaveAttribute('method', 'get');
    expect(sortForm).toHaveAttribute('action', '/fr/a-vendre/');
    const sent = (form: HTMLFormElement | null) => (form ? [...new FormData(form)].map(([name, value]) => `${name}=${String(value)}`) : []);
    expect(sent(sortForm)).toEqual(['city=Ixelles|1050', 'sort=price_asc']);
    // The filters: a GET form whose fields are the list's parameters, the sort riding along.
    const filterForm = screen.getByRole('form', { name: 'Affiner la recherche' }) as HTMLFormElement;
    expect(filterForm).toHaveAttribute('method', 'get');
    expect(filterForm).toHaveAttribute('action', '/fr/a-vendre/');
    await waitFor(() => expect(sent(filterForm)).toEqual(['sort=price_asc', 'type=', 'city=Ixelles|1050', 'priceMin=', 'priceMax=', 'bedrooms=']));

    // With scripts, its button applies the sort in the page.
    fireEvent.change(screen.getByLabelText('Trier par'), { target: { value: 'price_desc' } });
    expect(screen.getByTestId('location')).toHaveTextContent('/fr/a-vendre/?city=Ixelles|1050&sort=price_desc');
    fireEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/fr/a-vendre/?city=Ixelles|1050&sort=price_desc');
  });

  it('folds the filters behind a button that counts those applied, for a phone', async () => {
    answerApi({ '/api/properties': { body: page(twelve, { total: 30 }) }, '/api/listing-options': { body: listingData } });
    await renderList('/fr/a-vendre/?city=Ixelles|1050&type=3');
    const toggle = await screen.findByRole('button', { name: 'Filtres (2)' });
    const form = screen.getByRole('form', { name: 'Affiner la recherche' });
    expect(toggle).toHaveAttribute('aria-controls', form.id);
    // Without scripts it is a link to the form, which the style sheet then shows (`:target`).
    expect(toggle).toHaveAttribute('href', `#${form.id}`);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(form).toHaveAttribute('data-open', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(form).toHaveAttribute('data-open', 'true');
  });

  it('says what is wrong with a price and keeps what was typed', async () => {
    answerApi({ '/api/properties': { body: page(twelve) }, '/api/listing-options': { body: listingData } });
    await renderList('/nl/te-koop/', 'nl');
    const minimum = await screen.findByLabelText('Minimumprijs (€)');
    fireEvent.change(minimum, { target: { value: 'veel' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zoeken' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Geef een geheel bedrag in euro, bijvoorbeeld 250000.');
    expect(minimum).toHaveValue('veel');
    expect(minimum).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent('/nl/te-koop/');

    fireEvent.change(minimum, { target: { value: '500000' } });
    fireEvent.change(screen.getByLabelText('Maximumprijs (€)'), { target: { value: '100000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zoeken' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('De minimumprijs mag niet hoger zijn dan de maximumprijs.');
  });

  it('says "no results found" and offers to widen the search', async () => {
    answerApi({ '/api/properties': { body: page([], { total: 0 }) }, '/api/listing-options': { body: listingData } });
    await renderList('/fr/a-vendre/?type=7&view=map');
    expect(await screen.findByRole('heading', { name: 'Aucun résultat trouvé' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Voir tous les biens' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/fr\/a-vendre\/\?view=map$/);
  });

  it('says plainly that a new site has no properties yet when nothing is filtered out', async () => {
    answerApi({ '/api/properties': { body: page([], { total: 0 }) }, '/api/listing-options': { body: listingData } });
    await renderList('/fr/a-vendre/');
    expect(await screen.findByRole('heading', { name: 'Pas encore de biens' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Voir tous les biens' })).not.toBeInTheDocument();
  });

  it('says a page past the last one does not exist and links the last page', async () => {
    answerApi({ '/api/properties': { body: page([], { total: 30, page: 9 }) }, '/api/listing-options': { body: listingData } });
    await renderList('/fr/a-vendre/?type=3&page=9');
    expect(await screen.findByText("Cette page n'existe pas : la liste compte 3 pages.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Aller à la dernière page' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/fr/a-vendre/?type=3&page=3');
  });

  it('shows every result of the filters on the map, its cards asked for by id when a marker opens', async () => {
    const thirty = Array.from({ length: 30 }, (_, index) => listItem({ ID: 100 + index, TypeDescription: `Bien ${index + 1}` }));
    const markers = thirty.map(({ ID, Goal, Marquee, PublishPrice, Price, PriceUnit, Latitude, Longitude }) => ({
      ID,
      Goal,
      Marquee,
      PublishPrice,
      Price,
      PriceUnit,
      Latitude,
      Longitude,
    }));
    const fetch = answerApi({
      '/api/properties': { body: page(twelve, { total: 30 }) },
      '/api/properties/map': { body: { total: 30, points: markers } },
      '/api/listing-options': { body: listingData },
    });
    await renderList('/fr/a-vendre/?type=3');
    await screen.findByText('page 1 de 3');
    fireEvent.click(screen.getByRole('link', { name: 'Carte' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/fr/a-vendre/?type=3&view=map');
    const map = await screen.findByRole('region', { name: 'Carte des biens' });
    await waitFor(() => expect(map).toHaveAttribute('data-marker-count', '30'));
    expect(await screen.findByText('30 biens sur la carte')).toBeInTheDocument();
    expect(Object.fromEntries(lastQuery(fetch, '/api/properties/map') ?? [])).toEqual({ lang: 'fr', goal: '0', type: '3' });
    expect(screen.getByRole('link', { name: 'Carte' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Liste' })).toHaveAttribute('href', '/fr/a-vendre/?type=3');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.queryByText('page 1 de 3')).not.toBeInTheDocument();

    const options = jest.mocked(createPropertyMap).mock.calls.at(-1)?.[0];
    expect(options?.points).toHaveLength(30);
    // No card is asked for until a marker opens.
    expect(fetch.mock.calls.some(([input]) => String(input instanceof Request ? input.url : input).includes('ids='))).toBe(false);
    expect(options?.markerLabel?.([markers[0] as MapPoint])).toBe('Bien, €\u00a0680.000');
    expect(options?.markerLabel?.(markers.slice(0, 3) as MapPoint[])).toBe('3 biens ici');
    act(() => options?.onSelect([markers[0] as MapPoint]));
    const popup = screen.getByTestId('map-popup');
    expect(popup).toBeVisible();
    expect(await within(popup).findByRole('link', { name: 'Bien 1' })).toHaveAttribute('href', '/fr/a-vendre/ixelles/bien-1/100/');
    expect(lastQuery(fetch, '/api/properties')?.get('ids')).toBe('100');
    expect(within(popup).getByText('€\u00a0680.000', { normalizer: (text) => text })).toBeInTheDocument();
    expect(within(popup).queryByText('Bien 2')).not.toBeInTheDocument();
    expect(within(popup).getByRole('button', { name: 'Fermer' })).toHaveFocus();
  });
});

describe('a zone drawn on the list’s map', () => {
  const flagey: Zone = [
    [4.36912, 50.83101],
    [4.37594, 50.83142],
    [4.37688, 50.82611],
    [4.36871, 50.82546],
  ];
  const marker = { ID: 100, Goal: 0, Marquee: 0, PublishPrice: true, Price: 680_000, PriceUnit: null, Latitude: 50.83, Longitude: 4.37 };
  const api = () =>
    answerApi({
      '/api/properties': { body: page(twelve, { total: 12 }) },
      '/api/properties/map': { body: { total: 1, points: [marker] } },
      '/api/listing-options': { body: listingData },
    });
  const lastMap = () => jest.mocked(createPropertyMap).mock.results.at(-1)?.value as { startDrawing: jest.Mock; stopDrawing: jest.Mock };

  it('draws a polygon, searches inside it with zone= in the URL, and shows it on the map', async () => {
    const fetch = api();
    await renderList('/fr/a-vendre/?type=3&view=map');
    await waitFor(() => expect(createPropertyMap).toHaveBeenCalled());
    const draw = await screen.findByRole('button', { name: 'Dessiner une zone' });
    fireEvent.click(draw);
    expect(screen.getByRole('button', { name: 'Arrêter de dessiner' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/Cliquez sur la carte pour placer chaque coin/)).toBeInTheDocument();
    // The map is made again when its markers arrive anew; the drawing starts again on it.
    await waitFor(() => expect(lastMap().startDrawing).toHaveBeenCalled());
    const onDrawn = lastMap().startDrawing.mock.calls.at(-1)?.[0] as (zone: Zone) => void;
    act(() => onDrawn(flagey));

    const zone = encodeZone(flagey);
    expect(new URLSearchParams(screen.getByTestId('location').textContent?.split('?')[1]).get('zone')).toBe(zone);
    await waitFor(() => expect(lastQuery(fetch, '/api/properties/map')?.get('zone')).toBe(zone));
    expect(lastQuery(fetch, '/api/properties/map')?.get('type')).toBe('3');
    await waitFor(() => expect(jest.mocked(createPropertyMap).mock.calls.at(-1)?.[0].zone).toEqual(flagey));
    expect(screen.getByTestId('zone-notice')).toHaveTextContent('Seuls les biens situés dans la zone dessinée sur la carte sont affichés.');
    expect(screen.getByRole('link', { name: 'Effacer la zone' })).toHaveAttribute('href', '/fr/a-vendre/?type=3&view=map');
    // The filters' GET form keeps the zone while they change.
    expect(document.querySelector('input[type="hidden"][name="zone"]')).toHaveValue(zone);
    expect(screen.getByRole('button', { name: 'Dessiner une autre zone' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says why a drawing cannot be searched, and keeps the list as it was', async () => {
    api();
    await renderList('/fr/a-vendre/?view=map');
    fireEvent.click(await screen.findByRole('button', { name: 'Dessiner une zone' }));
    await waitFor(() => expect(lastMap().startDrawing).toHaveBeenCalled());
    const onDrawn = lastMap().startDrawing.mock.calls.at(-1)?.[0] as (zone: Zone) => void;
    act(() => onDrawn([[4.3, 50.8], [4.4, 50.9], [4.4, 50.8], [4.3, 50.9]]));
    expect(screen.getByRole('alert')).toHaveTextContent('Cette zone ne peut pas être recherchée. Ses bords se croisent. Dessinez-la à nouveau.');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/fr\/a-vendre\/\?view=map$/);
  });

  it('explains a zone of the URL it refuses, and lists the other filters’ results', async () => {
    const fetch = api();
    await renderList('/nl/te-koop/?type=3&zone=not-a-zone', 'nl');
    const notice = await screen.findByTestId('zone-notice');
    expect(notice).toHaveAttribute('role', 'alert');
    expect(notice).toHaveTextContent('De zone in dit adres kon niet worden doorzocht. Ze is beschadigd of onvolledig. De lijst toont de resultaten van de andere filters.');
    await waitFor(() => expect(lastQuery(fetch, '/api/properties')?.get('type')).toBe('3'));
    expect(lastQuery(fetch, '/api/properties')?.has('zone')).toBe(false);
    expect(await screen.findAllByRole('article')).toHaveLength(12);
    expect(within(notice).getByRole('link', { name: 'De zone wissen' })).toHaveAttribute('href', '/nl/te-koop/?type=3');
  });

  it('offers the commune filter as the keyboard’s way, a link that focuses its select', async () => {
    api();
    await renderList('/fr/a-vendre/?view=map');
    const link = await screen.findByRole('link', { name: 'choisir une commune' });
    const form = screen.getByRole('form', { name: 'Affiner la recherche' });
    expect(link).toHaveAttribute('href', `#${form.id}`);
    fireEvent.click(link);
    await waitFor(() => expect(screen.getByLabelText('Commune')).toHaveFocus());
  });
});

describe('PropertyList as a module of another page', () => {
  it('shows at most maxItems, without controls, and links to the full list', async () => {
    const fetch = answerApi({ '/api/properties': { body: page(twelve.slice(0, 4), { total: 30, pageSize: 4 }) } });
    await renderWithProviders(<PropertyList goal={1} numberItemOfRow={4} maxItems={4} browsable={false} />, {
      language: 'nl',
      namespaces: ['listings'],
    });
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    expect(lastQuery(fetch, '/api/properties')?.get('pageSize')).toBe('4');
    expect(lastQuery(fetch, '/api/properties')?.get('goal')).toBe('1');
    expect(screen.queryByRole('button', { name: 'Zoeken' })).not.toBeInTheDocument();
    expect(screen.queryByText(/pagina/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle panden bekijken' })).toHaveAttribute('href', '/nl/te-huur/');
  });

  it('names each Brussels commune in the page language and says a rent is monthly', async () => {
    const rents = [listItem({ ID: 1, City: 'Ixelles', Zip: '1050', Goal: 1, Price: 1350 }), listItem({ ID: 2, City: 'Ukkel', Zip: '1180', Goal: 1 })];
    answerApi({ '/api/properties': { body: page(rents, { pageSize: 4 }) } });
    await renderWithProviders(<PropertyList goal={1} numberItemOfRow={4} maxItems={4} browsable={false} />, { language: 'nl', namespaces: ['listings'] });
    const [first, second] = await screen.findAllByRole('article');
    expect(first).toHaveTextContent('1050 Elsene');
    expect(first).toHaveTextContent(/€.1\.350\/maand/);
    expect(second).toHaveTextContent('1180 Ukkel');
  });

  it('offers to try again when the api fails', async () => {
    answerApi({ '/api/properties': { status: 500, body: { error: 'internal' } } });
    await renderWithProviders(<PropertyList numberItemOfRow={4} maxItems={4} browsable={false} />, { language: 'fr', namespaces: ['listings'] });
    expect(await screen.findByRole('alert')).toHaveTextContent("Les biens n'ont pas pu être chargés.");
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
