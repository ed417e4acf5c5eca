import { cardMark, daysOnMarket, formatPercent, propertyHistory, FRESH_MARK_DAYS } from './history.js';
import type { PropertyEvent } from './savedSearch.js';

const events: PropertyEvent[] = [
  { kind: 'price', date: '2026-10-12T09:00:00.000Z', oldPrice: 420000, newPrice: 400260 },
  { kind: 'published', date: '2026-09-01T09:00:00.000Z', newPrice: 420000, newMarquee: 1 },
  { kind: 'status', date: '2026-11-02T09:00:00.000Z', oldMarquee: 1, newMarquee: 3 },
];

describe('propertyHistory', () => {
  it('puts the events in order, in words’ terms: a price cut with its percentage, a sale', () => {
    expect(propertyHistory(events)).toEqual([
      { kind: 'published', date: '1/9/2026' },
      { kind: 'priceDown', date: '12/10/2026', from: 420000, to: 400260, percent: 4.7 },
      { kind: 'status', date: '2/11/2026', state: 'sold' },
    ]);
  });
});

describe('daysOnMarket', () => {
  it('counts from the publication to the sale, or to today while on the market', () => {
    expect(daysOnMarket(events, new Date('2027-01-01T00:00:00Z'))).toBe(62);
    expect(daysOnMarket(events.slice(0, 2), new Date('2026-09-15T09:00:00Z'))).toBe(14);
    expect(daysOnMarket([], new Date())).toBeNull();
  });
});

describe('cardMark', () => {
  const today = new Date('2026-10-20T12:00:00Z');
  it(`marks a card new or price reduced for ${FRESH_MARK_DAYS} days`, () => {
    expect(cardMark({ CreatedAt: '2026-10-10T00:00:00Z' }, today)).toBe('new');
    expect(cardMark({ CreatedAt: '2026-09-01T00:00:00Z' }, today)).toBeNull();
    expect(cardMark({ CreatedAt: '2026-10-10T00:00:00Z', PriceDroppedAt: '2026-10-19T00:00:00Z' }, today)).toBe('priceDrop');
    expect(cardMark({ CreatedAt: '2026-01-01T00:00:00Z', PriceDroppedAt: '2026-10-01T00:00:00Z' }, today)).toBeNull();
  });
});

describe('formatPercent', () => {
  it('writes one decimal as each language does', () => {
    expect(formatPercent(4.66, 'fr')).toBe('4,7\u00a0%');
    expect(formatPercent(4.66, 'de')).toBe('4,7\u00a0%');
    expect(formatPercent(4.66, 'nl')).toBe('4,7%');
    expect(formatPercent(4.66, 'en')).toBe('4.7%');
    expect(formatPercent(5, 'fr')).toBe('5\u00a0%');
  });
});
