const PAGE_LINKS = 3;

/** A list's pager as links: previous, up to three page numbers around this page, next. */
export interface PagerView {
  previous?: string;
  next?: string;
  pages: { number: number; href: string; current: boolean }[];
}

/** The page numbers the pager links: up to three, around the current page. */
export function pagerWindow(page: number, totalPages: number): number[] {
  const count = Math.min(PAGE_LINKS, totalPages);
  const first = Math.max(1, Math.min(page - 1, totalPages - count + 1));
  return Array.from({ length: count }, (_, index) => first + index);
}

/** The pager of page n of totalPages (href: the address of a page); none for a single page. */
export function pagerView(page: number, totalPages: number, href: (page: number) => string): PagerView | null {
  if (totalPages <= 1) return null;
  return {
    ...(page > 1 ? { previous: href(page - 1) } : {}),
    ...(page < totalPages ? { next: href(page + 1) } : {}),
    pages: pagerWindow(page, totalPages).map((number) => ({ number, href: href(number), current: number === page })),
  };
}
