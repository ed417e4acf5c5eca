/** How many rows one page of a portal history shows: a screenful beside the graph. */
export const HISTORY_PAGE_SIZE = 5;

export interface Paging {
  /** 1-based, within 1..pageCount. */
  page: number;
  /** At least 1: an empty history is one empty page ("page 1 of 1"). */
  pageCount: number;
  /** Rows to skip to reach `page`. */
  offset: number;
  limit: number;
}

/** Where `requestedPage` of `total` rows lies; a page past the end shows the last one. */
export function paging(total: number, requestedPage: number, pageSize: number = HISTORY_PAGE_SIZE): Paging {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, Math.floor(requestedPage) || 1), pageCount);
  return { page, pageCount, offset: (page - 1) * pageSize, limit: pageSize };
}
