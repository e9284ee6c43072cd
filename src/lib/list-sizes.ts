/** Rows per page of the public lists: a full grid row at every breakpoint (1, 2 or 4 columns). */
export const LIST_PAGE_SIZE = {
  exhibitors: 24,
  products: 24,
  news: 10,
  activities: 12,
  downloads: 20,
  procurement: 20,
  demands: 10,
  search: 20,
  ranking: 50,
} as const;
