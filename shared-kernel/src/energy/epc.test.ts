import { EPC_BANDS, epcForProperty, epcImagePath, epcLabel, epcLabelFromText } from './epc.js';

describe('epcLabel', () => {
  describe('Flanders', () => {
    it.each([
      [-50, 'a_plus'],
      [0, 'a_plus'],
      [0.5, 'a'],
      [100, 'a'],
      [100.5, 'b'],
      [200, 'b'],
      [200.5, 'c'],
      [300, 'c'],
      [300.5, 'd'],
      [400, 'd'],
      [400.5, 'e'],
      [500, 'e'],
      [500.5, 'f'],
      [2000, 'f'],
    ])('labels %p as %s', (value, label) => {
      expect(epcLabel('flanders', value)).toBe(label);
    });
  });

  describe('Brussels', () => {
    it.each([
      [-1, 'a_plus'],
      [0, 'a_plus'],
      [0.5, 'a'],
      [1, 'a'],
      [23, 'a'],
      [23.5, 'a_sub'],
      [24, 'a_sub'],
      [45, 'a_sub'],
      [45.5, 'b_plus'],
      [62, 'b_plus'],
      [62.5, 'b'],
      [79, 'b'],
      [79.5, 'b_sub'],
      [95, 'b_sub'],
      [95.5, 'c_plus'],
      [113, 'c_plus'],
      [113.5, 'c'],
      [132, 'c'],
      [132.5, 'c_sub'],
      [150, 'c_sub'],
      [150.5, 'd_plus'],
      [170, 'd_plus'],
      [170.5, 'd'],
      [190, 'd'],
      [190.5, 'd_sub'],
      [210, 'd_sub'],
      [210.5, 'e_plus'],
      [223, 'e_plus'],
      [232, 'e_plus'],
      [232.5, 'e'],
      [253, 'e'],
      [253.5, 'e_sub'],
      [275, 'e_sub'],
      [275.5, 'f_plus'],
      [298, 'f_plus'],
      [298.5, 'f'],
      [322, 'f'],
      [322.5, 'f_sub'],
      [323, 'f_sub'],
      [345, 'f_sub'],
      [345.5, 'g'],
      [346, 'g'],
      [1000, 'g'],
    ])('labels %p as %s', (value, label) => {
      expect(epcLabel('brussels', value)).toBe(label);
    });
  });

  describe('Wallonia', () => {
    it.each([
      [-10, 'a_plusplus'],
      [0, 'a_plusplus'],
      [0.5, 'a_plus'],
      [45, 'a_plus'],
      [45.5, 'a'],
      [85, 'a'],
      [85.5, 'b'],
      [170, 'b'],
      [170.5, 'c'],
      [255, 'c'],
      [255.5, 'd'],
      [340, 'd'],
      [340.5, 'e'],
      [425, 'e'],
      [425.5, 'f'],
      [510, 'f'],
      [510.5, 'g'],
      [900, 'g'],
    ])('labels %p as %s', (value, label) => {
      expect(epcLabel('wallonia', value)).toBe(label);
    });
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY], [Number.NEGATIVE_INFINITY], [null], [undefined]])(
    'gives null for %p',
    (value) => {
      expect(epcLabel('brussels', value)).toBeNull();
    },
  );

  it('has increasing bounds ending open in every region', () => {
    for (const bands of Object.values(EPC_BANDS)) {
      const bounds = bands.map((band) => band.upTo);
      expect(bounds).toEqual([...bounds].sort((a, b) => a - b));
      expect(bounds.at(-1)).toBe(Infinity);
    }
  });
});

describe('epcLabelFromText', () => {
  it.each([
    ['A+', 'a_plus'],
    ['a', 'a'],
    ['B-', 'b_sub'],
    ['b+', 'b_plus'],
    [' C ', 'c'],
    ['C +', 'c_plus'],
    ['D–', 'd_sub'],
    ['E−', 'e_sub'],
    ['f_sub', 'f_sub'],
    ['G', 'g'],
  ])('reads the Brussels label %p as %s', (text, label) => {
    expect(epcLabelFromText('brussels', text)).toBe(label);
  });

  it('reads A++ on the Walloon scale', () => {
    expect(epcLabelFromText('wallonia', 'A++')).toBe('a_plusplus');
    expect(epcLabelFromText('wallonia', 'a_plusplus')).toBe('a_plusplus');
  });

  it('refuses a label the region scale does not have', () => {
    expect(epcLabelFromText('brussels', 'A++')).toBeNull();
    expect(epcLabelFromText('flanders', 'B-')).toBeNull();
    expect(epcLabelFromText('flanders', 'G')).toBeNull();
    expect(epcLabelFromText('wallonia', 'B+')).toBeNull();
  });

  it.each([['H'], ['A+++'], ['AB'], ['B--'], ['label B'], [''], [null], [undefined]])('gives null for %p', (text) => {
    expect(epcLabelFromText('wallonia', text)).toBeNull();
  });
});

describe('epcImagePath', () => {
  it('points into the region folder', () => {
    expect(epcImagePath('brussels', 'c_plus')).toBe('/epc/brussels/c_plus.svg');
    expect(epcImagePath('wallonia', 'a_plusplus')).toBe('/epc/wallonia/a_plusplus.svg');
  });
});

describe('epcForProperty', () => {
  it('reads the label from the energy performance on the region scale', () => {
    expect(epcForProperty({ Zip: '1050 Ixelles', EnergyPerformance: 120 })).toEqual({
      region: 'brussels',
      label: 'c',
      image: '/epc/brussels/c.svg',
    });
    expect(epcForProperty({ Zip: 1780, EnergyPerformance: 120 })).toEqual({
      region: 'flanders',
      label: 'b',
      image: '/epc/flanders/b.svg',
    });
    expect(epcForProperty({ Zip: '1410', EnergyPerformance: 120 })).toEqual({
      region: 'wallonia',
      label: 'b',
      image: '/epc/wallonia/b.svg',
    });
  });

  it('prefers the energy performance over the label text', () => {
    expect(epcForProperty({ Zip: '1000', EnergyPerformance: 100, EPCLabelText: 'G' })?.label).toBe('c_plus');
  });

  it('falls back to the label text when there is no usable value', () => {
    expect(epcForProperty({ Zip: '1000', EPCLabelText: 'C+' })).toEqual({
      region: 'brussels',
      label: 'c_plus',
      image: '/epc/brussels/c_plus.svg',
    });
    expect(epcForProperty({ Zip: '5000', EnergyPerformance: null, EPCLabelText: 'A++' })?.label).toBe('a_plusplus');
  });

  it('accepts a Belgian country id', () => {
    expect(epcForProperty({ Zip: '1000', CountryID: 10, EnergyPerformance: 0 })?.label).toBe('a_plus');
  });

  it('gives null when no label can be found', () => {
    expect(epcForProperty({ Zip: '1000' })).toBeNull();
    expect(epcForProperty({ Zip: '1000', EnergyPerformance: null, EPCLabelText: '' })).toBeNull();
    expect(epcForProperty({ Zip: '9000', EPCLabelText: 'B-' })).toBeNull();
  });

  it('gives null when the postcode has no Belgian region', () => {
    expect(epcForProperty({ Zip: 'L-1234', EPCLabelText: 'B' })).toBeNull();
    expect(epcForProperty({ Zip: '', EnergyPerformance: 100 })).toBeNull();
    expect(epcForProperty({ Zip: null, EnergyPerformance: 100 })).toBeNull();
  });

  it('gives null for a Luxembourg property, with or without a label', () => {
    expect(epcForProperty({ Zip: '1234', CountryID: 50 })).toBeNull();
    expect(epcForProperty({ Zip: '1234', CountryID: 50, EPCLabelText: 'B', EnergyPerformance: 90 })).toBeNull();
  });
});
