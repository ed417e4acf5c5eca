import { formatCount } from './formatCount.js';

describe('formatCount', () => {
  it('groups thousands the Belgian way in fr, nl and de, the English way in en', () => {
    expect(formatCount(1234567, 'fr')).toBe('1.234.567');
    expect(formatCount(1234, 'nl')).toBe('1.234');
    expect(formatCount(1234, 'de')).toBe('1.234');
    expect(formatCount(1234, 'en')).toBe('1,234');
    expect(formatCount(999, 'fr')).toBe('999');
    expect(formatCount(0, 'en')).toBe('0');
  });

  it('rounds to a whole count and keeps the sign', () => {
    expect(formatCount(-1234.4, 'fr')).toBe('-1.234');
    expect(formatCount(Number.NaN, 'fr')).toBe('NaN');
  });
});
