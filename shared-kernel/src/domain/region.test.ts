import { isAbroad, regionForPostcode, regionOfProperty } from './region.js';

describe('regionForPostcode', () => {
  it.each([
    [999, null],
    [1000, 'brussels'],
    [1299, 'brussels'],
    [1300, 'wallonia'],
    [1499, 'wallonia'],
    [1500, 'flanders'],
    [3999, 'flanders'],
    [4000, 'wallonia'],
    [7999, 'wallonia'],
    [8000, 'flanders'],
    [9999, 'flanders'],
    [10000, null],
  ])('maps the number %i to %p', (zip, region) => {
    expect(regionForPostcode(zip)).toBe(region);
  });

  it.each([
    ['1000', 'brussels'],
    ['1299', 'brussels'],
    ['1300', 'wallonia'],
    ['1500', 'flanders'],
    ['4000', 'wallonia'],
    ['8000', 'flanders'],
    ['9999', 'flanders'],
  ])('maps the string %s to %s', (zip, region) => {
    expect(regionForPostcode(zip)).toBe(region);
  });

  it('reads the postcode before a town name', () => {
    expect(regionForPostcode('1050 Ixelles')).toBe('brussels');
    expect(regionForPostcode(' 1410 Waterloo')).toBe('wallonia');
    expect(regionForPostcode('1780-Wemmel')).toBe('flanders');
  });

  it.each([
    ['999'],
    ['0999'],
    ['10000'],
    ['L-1234'],
    ['Ixelles 1050'],
    [''],
    ['   '],
    [1050.5],
    [Number.NaN],
    [null],
    [undefined],
  ])('gives null for %p', (zip) => {
    expect(regionForPostcode(zip)).toBeNull();
  });
});

describe('regionOfProperty', () => {
  it('reads the postcode of a Belgian property, or of one whose country is not given', () => {
    expect(regionOfProperty({ Zip: '1410', CountryID: 10 })).toBe('wallonia');
    expect(regionOfProperty({ Zip: '1050 Ixelles' })).toBe('brussels');
    expect(isAbroad({ CountryID: 10 })).toBe(false);
    expect(isAbroad({})).toBe(false);
  });

  it('gives no Belgian region outside Belgium, whatever the postcode looks like (Bertrange, Luxembourg: 8070)', () => {
    expect(regionForPostcode('8070')).toBe('flanders');
    expect(regionOfProperty({ Zip: '8070', CountryID: 50 })).toBeNull();
    expect(isAbroad({ CountryID: 50 })).toBe(true);
  });
});
