import { chooseSimilar, similarPriceRange, similarQueryOf } from './similarProperties.js';

const base = { Goal: 0, WebID: 3, Marquee: 1, PublishPrice: true };
const property = { ...base, ID: 1, Price: 300000 };

describe('chooseSimilar', () => {
  it('takes up to four of the same goal and type, nearest in price first', () => {
    const candidates = [
      { ...base, ID: 2, Price: 500000 },
      { ...base, ID: 3, Price: 310000 },
      { ...base, ID: 4, Price: 290000 },
      { ...base, ID: 5, Price: 250000 },
      { ...base, ID: 6, Price: 360000 },
      { ...base, ID: 7, Price: 301000, WebID: 1 },
      { ...base, ID: 8, Price: 300000, Goal: 1 },
      { ...base, ID: 9, Price: 300000, Marquee: 3 },
      { ...base, ID: 1, Price: 300000 },
      { ...base, ID: 10, Price: 0, PublishPrice: false },
    ];
    expect(chooseSimilar(property, candidates).map((candidate) => candidate.ID)).toEqual([3, 4, 5, 6]);
  });

  it('counts goal 2 of older entries as rent', () => {
    const rented = { ...property, Goal: 1 };
    expect(chooseSimilar(rented, [{ ...base, ID: 2, Price: 1, Goal: 2 }]).map((candidate) => candidate.ID)).toEqual([2]);
  });

  it('keeps the given order for a price on demand', () => {
    const onDemand = { ...property, PublishPrice: false, Price: 0 };
    const candidates = [5, 4, 3, 2, 6].map((ID) => ({ ...base, ID, Price: ID * 1000 }));
    expect(chooseSimilar(onDemand, candidates).map((candidate) => candidate.ID)).toEqual([5, 4, 3, 2]);
  });

  it('asks for prices 30% either side, none on demand', () => {
    expect(similarPriceRange(property)).toEqual({ min: 210000, max: 390000 });
    expect(similarPriceRange({ PublishPrice: false, Price: 0 })).toBeNull();
  });
});

describe('similarQueryOf', () => {
  it('asks the api for the same goal and type in the price window, enough candidates to choose four', () => {
    expect(similarQueryOf({ Goal: 1, WebID: 2, PublishPrice: true, Price: 1000 }, 'nl')).toEqual({
      lang: 'nl',
      goal: '1',
      type: '2',
      sort: 'date_desc',
      pageSize: '48',
      priceMin: '700',
      priceMax: '1300',
    });
  });

  it('leaves the price out for a price on demand', () => {
    expect(similarQueryOf({ Goal: 0, WebID: 3, PublishPrice: false, Price: 450000 }, 'fr')).not.toHaveProperty('priceMin');
  });
});
