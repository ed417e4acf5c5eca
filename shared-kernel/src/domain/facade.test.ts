import { facadeKind } from './facade.js';

describe('facadeKind', () => {
  it.each([
    [4, 'open'],
    [3, 'half_open'],
    [2, 'closed'],
    [1, 'closed'],
    [0, 'closed'],
    [5, 'closed'],
  ])('classifies %i facades as %s', (facades, kind) => {
    expect(facadeKind(facades)).toBe(kind);
  });

  it.each([[null], [undefined], [Number.NaN], [Number.POSITIVE_INFINITY]])('gives null (unknown) for %p', (facades) => {
    expect(facadeKind(facades)).toBeNull();
  });
});
