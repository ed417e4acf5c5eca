import { encodeZone, type Zone } from '../listing/zone.js';
import { alertFor, isDigestDue, searchCriteriaOfList } from './savedSearch.js';

describe('searchCriteriaOfList', () => {
  it('reads a list’s filters as criteria, what it does not narrow as any', () => {
    expect(searchCriteriaOfList(0, '?city=Ixelles|1050&type=1&priceMax=400000&bedrooms=2&sort=price_asc&page=3')).toEqual({
      goal: 'buy',
      propertyTypes: ['1'],
      zones: ['1050'],
      budgetMax: 400000,
      bedrooms: 2,
    });
    expect(searchCriteriaOfList(1, '')).toEqual({ goal: 'rent', propertyTypes: [], zones: [] });
  });

  it('keeps a drawn zone, and tells only what lies inside it', () => {
    // Around the Place Flagey, Ixelles.
    const flagey: Zone = [
      [4.36912, 50.83101],
      [4.37594, 50.83142],
      [4.37688, 50.82611],
      [4.36871, 50.82546],
    ];
    const criteria = searchCriteriaOfList(0, `?zone=${encodeURIComponent(encodeZone(flagey))}`);
    expect(criteria.drawnZone).toEqual(flagey);
    expect(searchCriteriaOfList(0, '?zone=not-a-zone').drawnZone).toBeUndefined();
    const search = { criteria, propertyId: null };
    const flat = { goal: 0, webIds: [1], postcode: '1050', price: 380000, bedrooms: 2, marquee: 1 };
    const published = { propertyId: 7, date: '2026-10-12T10:00:00Z', kind: 'published' as const };
    expect(alertFor(search, published, { ...flat, location: [4.3729, 50.8285] })).toBe('new');
    expect(alertFor(search, published, { ...flat, location: [4.3822, 50.8285] })).toBeNull();
    expect(alertFor(search, published, flat)).toBeNull();
  });
});

describe('alertFor', () => {
  const criteria = searchCriteriaOfList(0, '?city=Ixelles|1050&priceMax=400000');
  const flat = { goal: 0, webIds: [1], postcode: '1050', price: 380000, bedrooms: 2, marquee: 1 };
  const event = (change: object) => ({ propertyId: 7, date: '2026-10-12T10:00:00Z', kind: 'published' as const, ...change });

  it('tells a search of a new match, a price drop and a status change, not a rise', () => {
    const search = { criteria, propertyId: null };
    expect(alertFor(search, event({}), flat)).toBe('new');
    expect(alertFor(search, event({ kind: 'price', oldPrice: 420000, newPrice: 380000 }), flat)).toBe('priceDrop');
    expect(alertFor(search, event({ kind: 'price', oldPrice: 360000, newPrice: 380000 }), flat)).toBeNull();
    expect(alertFor(search, event({ kind: 'status', oldMarquee: 1, newMarquee: 3 }), { ...flat, marquee: 3 })).toBe('status');
    expect(alertFor(search, event({}), { ...flat, postcode: '1180' })).toBeNull();
    expect(alertFor(search, event({}), { ...flat, marquee: 3 })).toBeNull();
    expect(alertFor(search, event({}), undefined)).toBeNull();
  });

  it('tells a followed property’s drops and status changes only', () => {
    const follow = { criteria: null, propertyId: 7 };
    expect(alertFor(follow, event({ kind: 'price', oldPrice: 500000, newPrice: 450000 }), flat)).toBe('priceDrop');
    expect(alertFor(follow, event({}), flat)).toBeNull();
    expect(alertFor({ criteria: null, propertyId: 8 }, event({ kind: 'price', oldPrice: 500000, newPrice: 450000 }), flat)).toBeNull();
  });
});

describe('isDigestDue', () => {
  const last = new Date('2026-10-12T08:00:00Z');
  it('is due a day or a week after the last digest, never for instant alerts', () => {
    expect(isDigestDue('daily', last, new Date('2026-10-13T07:59:00Z'))).toBe(false);
    expect(isDigestDue('daily', last, new Date('2026-10-13T08:00:00Z'))).toBe(true);
    expect(isDigestDue('weekly', last, new Date('2026-10-18T08:00:00Z'))).toBe(false);
    expect(isDigestDue('weekly', last, new Date('2026-10-19T08:00:00Z'))).toBe(true);
    expect(isDigestDue('instant', last, new Date('2027-01-01T00:00:00Z'))).toBe(false);
  });
});
