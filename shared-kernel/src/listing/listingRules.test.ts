import { availabilityOf } from './availability.js';
import { epcLabelDisplay } from './energyNotice.js';
import { imageBase, imageSrcSet } from './imageSources.js';
import { mappableProperties } from './mapMarkers.js';
import { priceRangeText, priceText } from './priceText.js';

describe('image sources', () => {
  it('lists every width the api serves, with the width it really answers', () => {
    expect(imageSrcSet('/api/images/p-1?w=500')).toBe(
      '/api/images/p-1?w=100 100w, /api/images/p-1?w=500 400w, /api/images/p-1?w=750 600w, /api/images/p-1?w=1050 1360w, /api/images/p-1?w=1600 1600w',
    );
    expect(imageBase('/api/images/p-1')).toBe('/api/images/p-1');
  });
});

describe('availabilityOf', () => {
  it('reads Marquee 3 as sold, 4 as rented, the rest as available', () => {
    expect([1, 2, 3, 4].map((Marquee) => availabilityOf({ Marquee }))).toEqual(['available', 'available', 'sold', 'rented']);
  });
});

describe('mappableProperties', () => {
  const point = { Latitude: 50.8, Longitude: 4.35 };
  it('leaves out the ignored banner states and points that cannot be placed', () => {
    const items = [
      { ID: 1, Marquee: 1, ...point },
      { ID: 2, Marquee: 3, ...point },
      { ID: 3, Marquee: 1, Latitude: Number.NaN, Longitude: 4 },
      { ID: 4, Marquee: 1, Latitude: 95, Longitude: 4 },
    ];
    expect(mappableProperties(items).map((item) => item.ID)).toEqual([1, 2]);
    expect(mappableProperties(items, [3]).map((item) => item.ID)).toEqual([1]);
  });
});

describe('priceText', () => {
  const labels = { from: 'à partir de', onDemand: 'Prix sur demande', perMonth: '/mois' };
  it('formats the price, with "from" for price unit 7, or says it is on demand', () => {
    expect(priceText({ PublishPrice: true, Price: 350000, PriceUnit: null }, labels)).toBe('€\u00a0350.000');
    expect(priceText({ PublishPrice: true, Price: 350000, PriceUnit: 7 }, labels)).toBe('à partir de €\u00a0350.000');
    expect(priceText({ PublishPrice: false, Price: 0 }, labels)).toBe('Prix sur demande');
  });

  it('says a rent is monthly, whatever the goal code for renting', () => {
    expect(priceText({ PublishPrice: true, Price: 1350, Goal: 1 }, labels)).toBe('€\u00a01.350/mois');
    expect(priceText({ PublishPrice: true, Price: 1350, Goal: 2 }, labels)).toBe('€\u00a01.350/mois');
    expect(priceText({ PublishPrice: true, Price: 350000, Goal: 0 }, labels)).toBe('€\u00a0350.000');
    expect(priceText({ PublishPrice: false, Price: 1350, Goal: 1 }, labels)).toBe('Prix sur demande');
  });

  it('shows a project range, one price, or nothing', () => {
    expect(priceRangeText(160000, 420000)).toBe('€\u00a0160.000 – €\u00a0420.000');
    expect(priceRangeText(200000, 200000)).toBe('€\u00a0200.000');
    expect(priceRangeText(0, 0)).toBeNull();
  });
});

describe('epcLabelDisplay', () => {
  it.each([
    ['a_plusplus', 'A++'],
    ['a_plus', 'A+'],
    ['b_sub', 'B-'],
    ['g', 'G'],
  ] as const)('%s → %s', (label, text) => {
    expect(epcLabelDisplay(label)).toBe(text);
  });
});
