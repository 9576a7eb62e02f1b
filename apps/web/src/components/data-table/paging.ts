/** What the pager says: rows from-to of total, page n of pages (1-based; an empty list is page 1 of 1). */
export interface PageSummary {
  from: number;
  to: number;
  total: number;
  page: number;
  pages: number;
}

export function pageSummary(pageIndex: number, pageSize: number, total: number): PageSummary {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const index = Math.min(Math.max(0, pageIndex), pages - 1);
  const from = total === 0 ? 0 : index * pageSize + 1;
  const to = Math.min(total, (index + 1) * pageSize);
  return { from, to, total, page: index + 1, pages };
}
