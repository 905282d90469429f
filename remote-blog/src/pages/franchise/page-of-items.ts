/** Posts per page of a blog list: 10. */
export const BLOG_PAGE_SIZE = 10;

/** Page n (from 1) of a list, and how many pages the list fills. */
export function pageOfItems<T>(items: T[], page: number, size: number): { items: T[]; totalPages: number } {
  return { items: items.slice((page - 1) * size, page * size), totalPages: Math.ceil(items.length / size) };
}
