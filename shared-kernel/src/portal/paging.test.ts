import { HISTORY_PAGE_SIZE, paging } from './paging.js';

describe('paging', () => {
  it('splits rows into pages of HISTORY_PAGE_SIZE', () => {
    expect(paging(25, 2)).toEqual({ page: 2, pageCount: 25 / HISTORY_PAGE_SIZE, offset: HISTORY_PAGE_SIZE, limit: HISTORY_PAGE_SIZE });
    expect(paging(20, 1, 10).pageCount).toBe(2);
    expect(paging(21, 1, 10).pageCount).toBe(3);
  });

  it('shows an empty history as page 1 of 1', () => {
    expect(paging(0, 1)).toMatchObject({ page: 1, pageCount: 1, offset: 0 });
  });

  it('keeps a page out of range within the history', () => {
    expect(paging(25, 9, 10)).toMatchObject({ page: 3, offset: 20 });
    expect(paging(25, 0, 10)).toMatchObject({ page: 1, offset: 0 });
    expect(paging(25, Number.NaN)).toMatchObject({ page: 1 });
  });
});
