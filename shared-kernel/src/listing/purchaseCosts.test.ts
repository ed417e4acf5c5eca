import { purchaseCosts, registrationDuties } from './purchaseCosts.js';

describe('registrationDuties', () => {
  it('Brussels: nothing on the first €200,000 of a sole own home up to €600,000 (the Region’s own example)', () => {
    expect(registrationDuties(300_000, 'brussels', { soleHome: true })).toBe(12_500);
    expect(registrationDuties(200_000, 'brussels', { soleHome: true })).toBe(0);
    expect(registrationDuties(600_000, 'brussels', { soleHome: true })).toBe(50_000);
    // One euro over the ceiling, no relief at all.
    expect(registrationDuties(600_001, 'brussels', { soleHome: true })).toBe(75_000);
    expect(registrationDuties(300_000, 'brussels', { soleHome: false })).toBe(37_500);
  });

  it('Flanders: 2 % for a sole own home, 12 % otherwise', () => {
    expect(registrationDuties(350_000, 'flanders', { soleHome: true })).toBe(7_000);
    expect(registrationDuties(350_000, 'flanders', { soleHome: false })).toBe(42_000);
  });

  it('Wallonia: 3 % for a sole own home whatever the price, 12.5 % otherwise', () => {
    expect(registrationDuties(1_000_000, 'wallonia', { soleHome: true })).toBe(30_000);
    expect(registrationDuties(250_000, 'wallonia', { soleHome: false })).toBe(31_250);
  });
});

describe('purchaseCosts', () => {
  it('adds the duties and the agency’s notary estimate to the price', () => {
    expect(purchaseCosts({ price: 450_000, region: 'brussels', notaryEstimate: 6_800 }, { soleHome: true })).toEqual({
      price: 450_000,
      registrationDuties: 31_250,
      notaryEstimate: 6_800,
      total: 488_050,
    });
  });

  it('leaves the notary out of the total when the agency stored no estimate', () => {
    expect(purchaseCosts({ price: 100_000, region: 'wallonia' }, { soleHome: false })).toMatchObject({ notaryEstimate: null, total: 112_500 });
  });
});
