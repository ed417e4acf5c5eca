import { fireEvent, screen, within } from '@testing-library/react';
import { FAVOURITES_STORAGE_KEY } from 'shared-kernel';
import { useLocation } from 'shared-kernel/router';
import { renderWithProviders } from 'shared-kernel/react/testing';
import { answerApi, lastQuery } from '../../testing/answerApi';
import { detail, listItem, page } from '../../testing/fixtures';
import { Favourites } from './Favourites';

function Location() {
  const { search } = useLocation();
  return <output data-testid="location">{search}</output>;
}

const duplex = listItem({ ID: 1242, TypeDescription: 'Duplex 4 chambres' });
const sold = listItem({ ID: 1375, TypeDescription: 'Maison de ville', Marquee: 3 });
const loft = listItem({ ID: 1500, TypeDescription: 'Loft lumineux', Zip: '9000', City: 'Gent' });

function renderFavourites(route: string) {
  return renderWithProviders(
    <>
      <Favourites />
      <Location />
    </>,
    { language: 'fr', namespaces: ['listings'], route },
  );
}

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('Favourites', () => {
  it('shows the properties a shared link names in its order, sold ones marked and one no longer listed kept in its place', async () => {
    const fetch = answerApi({ '/api/properties': { body: page([sold, duplex]) } });
    await renderFavourites('/fr/favoris/?ids=1242,999,1375');
    expect(await screen.findByRole('heading', { name: '3 biens favoris' })).toBeInTheDocument();
    expect(Object.fromEntries(lastQuery(fetch, '/api/properties') ?? [])).toMatchObject({ ids: '1242,999,1375', lang: 'fr' });
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]!).getByRole('link', { name: 'Duplex 4 chambres' })).toBeInTheDocument();
    expect(within(items[1]!).getByRole('heading', { name: "Ce bien n'est plus en ligne" })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Bien n° 999');
    expect(within(items[2]!).getByText('Vendu')).toBeInTheDocument();
  });

  it('keeps the visitor’s own hearts in this browser and shares them as a link', async () => {
    answerApi({ '/api/properties': { body: page([duplex, sold]) } });
    localStorage.setItem(FAVOURITES_STORAGE_KEY, '1242,1375');
    await renderFavourites('/fr/favoris/');
    expect(await screen.findByRole('link', { name: 'Lien vers cette liste, à partager' })).toHaveAttribute('href', '/fr/favoris/?ids=1242,1375');
    const heart = screen.getByRole('button', { name: 'Favori\u202f: Duplex 4 chambres' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(heart);
    expect(localStorage.getItem(FAVOURITES_STORAGE_KEY)).toBe('1375');
    expect(await screen.findByRole('heading', { name: '1 bien favori' })).toBeInTheDocument();
  });

  it('says how to start when there are none', async () => {
    await renderFavourites('/fr/favoris/');
    expect(screen.getByText(/Vous n'avez pas encore de favoris\. Touchez le cœur d'un bien/)).toBeInTheDocument();
  });

  it('compares up to four side by side, marking in words the rows that differ', async () => {
    const many = [duplex, sold, loft, listItem({ ID: 1600, TypeDescription: 'Studio' }), listItem({ ID: 1700, TypeDescription: 'Villa' })];
    answerApi({
      '/api/properties': { body: page(many) },
      '/api/properties/1242': { body: detail({ ID: 1242, TypeDescription: 'Duplex 4 chambres', Bedrooms: 4, Bathrooms: 2, Price: 680000, SurfaceLiving: 170 }) },
      '/api/properties/1500': {
        body: detail({ ID: 1500, TypeDescription: 'Loft lumineux', Zip: '9000', City: 'Gent', Bedrooms: 4, Bathrooms: 1, Price: 340000, SurfaceLiving: 85 }),
      },
    });
    await renderFavourites('/fr/favoris/?ids=1242,1375,1500,1600,1700');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Comparer\u202f: Duplex 4 chambres' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Comparer\u202f: Loft lumineux' }));
    expect(screen.getByTestId('location')).toHaveTextContent('?ids=1242%2C1375%2C1500%2C1600%2C1700&compare=1242%2C1500');
    const table = await screen.findByRole('table', { name: 'Comparaison de 2 biens' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Duplex 4 chambres', 'Loft lumineux']);
    expect(within(table).getByRole('row', { name: /^Chambres/ })).not.toHaveAttribute('data-differs');
    const bathrooms = within(table).getByRole('row', { name: /^Salles de bain diffère/ });
    expect(bathrooms).toHaveTextContent('21');
    expect(within(table).getByRole('row', { name: /^Prix au m²/ })).toHaveTextContent('€ 4.000€ 4.000');
    expect(within(table).getByRole('row', { name: /^Région diffère/ })).toHaveTextContent('Bruxelles-CapitaleFlandre');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Comparer\u202f: Maison de ville' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Comparer\u202f: Studio' }));
    // A fifth is refused, the hint says why.
    const fifth = screen.getByRole('checkbox', { name: 'Comparer\u202f: Villa' });
    expect(fifth).toBeDisabled();
    expect(fifth).toHaveAccessibleDescription('Cochez de 2 à 4 biens pour les comparer côte à côte.');
  });
});
