import { isOffMarket, Marquee, type FeedProperty, type PropertyEvent } from 'shared-kernel';
import { Draw } from './draw.js';
import { REFERENCE_DATE } from './properties.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A past event of a demo property, as `property_events` keeps it. */
export type DemoEvent = PropertyEvent & { propertyId: number };

/** Asking prices move in steps of this much. */
const PRICE_STEP = 5000;

/**
 * The demo agency's past, so a property page has a history to tell and cards their marks: each
 * listing published on its CreatedAt; about a third of those listed for a month or more reduced
 * once or twice (3 to 8 % each time, the feed's price being the last); the sold and rented ones
 * taken off the market 3 to 14 weeks after publication. From a stream of its own, so the feed of
 * the same seed stays as it was, and the same seed always makes the same past.
 */
export function generateHistory(seed: number, properties: readonly FeedProperty[]): DemoEvent[] {
  const draw = new Draw(seed + 41);
  return properties.flatMap((property) => {
    const published = Date.parse(property.CreatedAt);
    const offMarket = isOffMarket(property.Marquee);
    const end = offMarket ? Math.min(published + draw.int(3, 14) * 7 * DAY_MS, REFERENCE_DATE - DAY_MS) : REFERENCE_DATE;
    const days = Math.floor((end - published) / DAY_MS);
    const reductions = property.PublishPrice && days >= 30 && draw.chance(0.35) ? draw.int(1, 2) : 0;
    // From the feed's price backwards: each earlier price a few percent higher, on a round step.
    const prices = [property.Price];
    for (let step = 0; step < reductions; step += 1) {
      prices.unshift(Math.ceil(prices[0]! / (1 - draw.between(0.03, 0.08)) / PRICE_STEP) * PRICE_STEP);
    }
    const events: DemoEvent[] = [
      {
        propertyId: property.ID,
        kind: 'published',
        date: new Date(published).toISOString(),
        newPrice: property.PublishPrice ? prices[0]! : null,
        newMarquee: offMarket ? Marquee.ForSale : property.Marquee,
      },
    ];
    for (let step = 1; step < prices.length; step += 1) {
      const at = published + Math.floor((days * step) / (reductions + 1)) * DAY_MS + draw.int(8, 17) * 60 * 60 * 1000;
      events.push({ propertyId: property.ID, kind: 'price', date: new Date(at).toISOString(), oldPrice: prices[step - 1]!, newPrice: prices[step]! });
    }
    if (offMarket) {
      events.push({ propertyId: property.ID, kind: 'status', date: new Date(end).toISOString(), oldMarquee: Marquee.ForSale, newMarquee: property.Marquee });
    }
    return events;
  });
}
