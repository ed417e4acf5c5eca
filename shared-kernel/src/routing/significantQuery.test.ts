import { significantQuery } from './significantQuery.js';

describe('significantQuery', () => {
  it('keeps the filters a list reads, in the order the list writes them', () => {
    expect(significantQuery('?page=2&type=3&city=Ixelles|1050')).toBe('?city=Ixelles|1050&type=3&page=2');
  });

  it('drops campaign tags, unknown parameters and filters that make no sense', () => {
    expect(significantQuery('?utm_source=mail&gclid=abc&fbclid=x&sort=17&foo=bar')).toBe('');
    expect(significantQuery('?sort=price_asc&utm_campaign=spring')).toBe('?sort=price_asc');
  });

  it('keeps the flags pages give meaning, with their known values only', () => {
    expect(significantQuery('?preview&utm_medium=x')).toBe('?preview');
    expect(significantQuery('?subscription=confirmed')).toBe('?subscription=confirmed');
    expect(significantQuery('?subscription=hacked&offer=rent')).toBe('?offer=rent');
  });

  it('keeps a shared list of favourites and the ones compared, as clean ids', () => {
    expect(significantQuery('?compare=9,x,9&ids=1242,abc,1375,1242&utm_source=mail')).toBe('?ids=1242,1375&compare=9');
    expect(significantQuery('?ids=')).toBe('');
  });
});
