import { isOffMarket } from 'shared-kernel';
import { generateFeed } from './generateFeed.js';
import { generateHistory } from './history.js';

describe('generateHistory', () => {
  const { properties } = generateFeed({ seed: 1967, properties: 200 });
  const history = generateHistory(1967, properties);

  it('is the same for the same seed', () => {
    expect(generateHistory(1967, properties)).toEqual(history);
  });

  it('publishes every listing, reduces some, ends with the feed’s price, takes the sold ones off after weeks', () => {
    const of = (id: number) => history.filter((event) => event.propertyId === id);
    const reduced = properties.filter((property) => of(property.ID).some((event) => event.kind === 'price'));
    expect(reduced.length).toBeGreaterThan(properties.length * 0.1);
    expect(reduced.length).toBeLessThan(properties.length * 0.5);
    for (const property of properties) {
      const events = of(property.ID);
      expect(events.filter((event) => event.kind === 'published')).toHaveLength(1);
      const prices = events.filter((event) => event.kind === 'price');
      for (const event of prices) expect(event.newPrice!).toBeLessThan(event.oldPrice!);
      if (prices.length > 0) expect(prices.at(-1)!.newPrice).toBe(property.Price);
      const status = events.find((event) => event.kind === 'status');
      expect(status !== undefined).toBe(isOffMarket(property.Marquee));
      if (status) {
        const weeks = (Date.parse(status.date) - Date.parse(property.CreatedAt)) / (7 * 24 * 60 * 60 * 1000);
        expect(weeks).toBeLessThanOrEqual(14);
      }
    }
  });
});
