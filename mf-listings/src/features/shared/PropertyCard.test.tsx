import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-kernel/react/testing';
import { listItem } from '../../testing/fixtures';
import { PropertyCard } from './PropertyCard';

describe('PropertyCard', () => {
  it('shows the summary of spec §3 and links to the French path', async () => {
    await renderWithProviders(<PropertyCard property={listItem()} priority />, { language: 'fr', namespaces: ['listings'] });
    const link = await screen.findByRole('link', { name: 'Duplex 4 chambres' });
    expect(link).toHaveAttribute('href', '/fr/a-vendre/ixelles/duplex-4-chambres/1242/');
    expect(screen.getByText('Appartement · 1050 Ixelles')).toBeInTheDocument();
    expect(screen.getByText('4 chambres · 166 m²')).toBeInTheDocument();
    expect(screen.getByText('€ 680.000')).toBeInTheDocument();
    expect(screen.getByText('À vendre')).toBeInTheDocument();
  });

  it("names the commune once, in the page's language, whatever the zip carries", async () => {
    await renderWithProviders(<PropertyCard property={listItem({ City: 'Bruxelles', Zip: '1000 Brussel' })} />, { language: 'fr', namespaces: ['listings'] });
    expect(await screen.findByText('Appartement · 1000 Bruxelles')).toBeInTheDocument();
  });

  it('offers every image width, the first card eager and the others lazy', async () => {
    const { container } = await renderWithProviders(
      <>
        <PropertyCard property={listItem()} priority />
        <PropertyCard property={listItem({ ID: 7 })} />
      </>,
      { namespaces: ['listings'] },
    );
    const [first, second] = Array.from(container.querySelectorAll('img'));
    expect(first).toHaveAttribute('srcset', expect.stringContaining('/api/images/property-1242-1?w=1050 1360w'));
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('loading', 'lazy');
  });

  it.each([
    [{ PriceUnit: 7 }, 'vanaf € 680.000'],
    [{ PublishPrice: false, Price: 0 }, 'Prijs op aanvraag'],
  ])('writes the price %p as %p', async (overrides, text) => {
    await renderWithProviders(<PropertyCard property={listItem(overrides)} />, { language: 'nl', namespaces: ['listings'] });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it.each([
    [3, 0, 'Verkocht'],
    [4, 1, 'Verhuurd'],
    [1, 1, 'Te huur'],
  ])('shows Marquee %i (goal %i) as %p', async (Marquee, Goal, ribbon) => {
    await renderWithProviders(<PropertyCard property={listItem({ Marquee: Marquee as 1, Goal: Goal as 0 })} />, {
      language: 'nl',
      namespaces: ['listings'],
    });
    expect(await screen.findByText(ribbon)).toBeInTheDocument();
  });

  it('links other languages to the original path under their prefix, and says when there is no photo', async () => {
    const { SmallPictureItem: _none, ...withoutPhoto } = listItem();
    await renderWithProviders(<PropertyCard property={withoutPhoto} />, { language: 'en', namespaces: ['listings'] });
    expect(await screen.findByRole('link', { name: 'Duplex 4 chambres' })).toHaveAttribute('href', '/en/property/1242/');
    expect(screen.getByText('No photo')).toBeInTheDocument();
  });

  describe('marks', () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
    it.each([
      ['fr', 'Nouveau', 'Prix en baisse'],
      ['nl', 'Nieuw', 'Prijs verlaagd'],
      ['en', 'New', 'Price reduced'],
      ['de', 'Neu', 'Preis gesenkt'],
    ] as const)('says "new" and "price reduced" for two weeks, in %s', async (language, fresh, reduced) => {
      await renderWithProviders(
        <>
          <PropertyCard property={listItem({ ID: 1, CreatedAt: daysAgo(3) })} />
          <PropertyCard property={listItem({ ID: 2, CreatedAt: daysAgo(90), PriceDroppedAt: daysAgo(13) })} />
          <PropertyCard property={listItem({ ID: 3, CreatedAt: daysAgo(15), PriceDroppedAt: daysAgo(15) })} />
          <PropertyCard property={listItem({ ID: 4, CreatedAt: daysAgo(1), Marquee: 3 })} />
        </>,
        { language, namespaces: ['listings'] },
      );
      const marks = screen.getAllByRole('article').map((card) => [fresh, reduced].find((word) => card.textContent?.includes(word)) ?? null);
      expect(marks).toEqual([fresh, reduced, null, null]);
    });
  });
});
