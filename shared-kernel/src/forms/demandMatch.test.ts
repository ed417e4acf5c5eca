import { matchesDemand, type DemandCandidate, type DemandCriteria } from './demandMatch.js';

describe('matchesDemand', () => {
  const demand: DemandCriteria = { goal: 'buy', propertyTypes: ['1', '3'], zones: ['brussels', '1410'], budgetMin: 200000, budgetMax: 400000, bedrooms: 2 };
  const flat: DemandCandidate = { goal: 0, webIds: [3], postcode: '1050', price: 300000, bedrooms: 2 };

  it('matches a property that fits every criterion', () => {
    expect(matchesDemand(demand, flat)).toBe(true);
  });

  it.each<[string, Partial<DemandCandidate>]>([
    ['for rent when buying', { goal: 1 }],
    ['of another type', { webIds: [7] }],
    ['outside the regions and communes', { postcode: '9000' }],
    ['under the budget', { price: 150000 }],
    ['over the budget', { price: 450000 }],
    ['with too few bedrooms', { bedrooms: 1 }],
    ['with no bedrooms known', { bedrooms: null }],
  ])('skips a property %s', (_name, change) => {
    expect(matchesDemand(demand, { ...flat, ...change })).toBe(false);
  });

  it('matches a commune chosen by its postcode, any of the types, and a price on demand', () => {
    expect(matchesDemand(demand, { ...flat, postcode: '1410', webIds: [5, 1], price: undefined })).toBe(true);
  });

  it('reads the legacy goal 2 as rent', () => {
    expect(matchesDemand({ ...demand, goal: 'rent' }, { ...flat, goal: 2 })).toBe(true);
  });
});

describe('matchesDemand with a list saved as a search', () => {
  it('takes no type and no zone as any', () => {
    expect(matchesDemand({ goal: 'rent', propertyTypes: [], zones: [] }, { goal: 1, webIds: [7], postcode: '9000', bedrooms: null })).toBe(true);
  });
});
