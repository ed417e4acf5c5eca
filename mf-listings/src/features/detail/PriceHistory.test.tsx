import { screen } from '@testing-library/react';
import type { PropertyEvent } from 'shared-kernel';
import { renderWithProviders } from 'shared-kernel/react/testing';
import { PriceHistory } from './PriceHistory';

const events: PropertyEvent[] = [
  { kind: 'published', date: '2026-09-01T09:00:00.000Z', newPrice: 420000, newMarquee: 1 },
  { kind: 'price', date: '2026-10-12T09:00:00.000Z', oldPrice: 420000, newPrice: 400260 },
  { kind: 'status', date: '2026-11-02T09:00:00.000Z', oldMarquee: 1, newMarquee: 3 },
];

describe('PriceHistory', () => {
  it.each([
    ['fr', 'Prix réduit de 4,7\u00a0% le 12/10/2026 (€\u00a0420.000 → €\u00a0400.260)', 'Vendu le 2/11/2026', 'Sur le marché depuis 62 jours'],
    ['nl', 'Prijs verlaagd met 4,7% op 12/10/2026 (€\u00a0420.000 → €\u00a0400.260)', 'Verkocht op 2/11/2026', '62 dagen op de markt'],
    ['en', 'Price reduced by 4.7% on 12/10/2026 (€\u00a0420.000 → €\u00a0400.260)', 'Sold on 2/11/2026', 'On the market for 62 days'],
    ['de', 'Preis am 12/10/2026 um 4,7\u00a0% gesenkt (€\u00a0420.000 → €\u00a0400.260)', 'Am 2/11/2026 verkauft', 'Seit 62 Tagen auf dem Markt'],
  ] as const)('tells the history in words and dates in %s, and the days on the market', async (language, reduced, sold, days) => {
    await renderWithProviders(<PriceHistory events={events} today={new Date('2027-01-01T00:00:00Z')} />, { language, namespaces: ['listings'] });
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toHaveLength(3);
    expect(items[1]).toBe(reduced);
    expect(items[2]).toBe(sold);
    expect(screen.getByText(days)).toBeInTheDocument();
  });

  it('shows nothing without a known event', async () => {
    const { container } = await renderWithProviders(<PriceHistory events={[]} />, { language: 'fr', namespaces: ['listings'] });
    expect(container).toBeEmptyDOMElement();
  });
});
