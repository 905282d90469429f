import type { BlogFilter } from '../blog-filter';
import type { ListSort } from '../list-query';

/**
 * ORDER BY of a list of pages (alias p). Rows are numbered oldest first (then by path), so date
 * order is id order; ties of the other fields fall back to the path, as in every list.
 */
export function orderBy(sort: ListSort): string {
  const direction = sort.direction === 'desc' ? 'DESC' : 'ASC';
  switch (sort.field) {
    case 'dateupdated':
      return `p.updated ${direction}, p.path ${direction}`;
    case 'title':
      return `p.title_rank ${direction}`;
    default:
      // The same order as p.id, written so the (schema, published) index serves it, date ranges included.
      return `p.published ${direction}, p.id ${direction}`;
  }
}

/** WHERE clause and parameters of GET /api/blogindex over corporate posts (alias p). */
export function blogFilterSql(filter: BlogFilter): { where: string; params: (string | number)[] } {
  const clauses = ["p.schema = 'BlogPost'"];
  const params: (string | number)[] = [];
  for (const [kind, key] of [
    ['category', filter.category],
    ['author', filter.author],
  ] as const) {
    if (key === undefined) continue;
    clauses.push('p.id IN (SELECT page_id FROM post_terms WHERE kind = ? AND key = ?)');
    params.push(kind, key);
  }
  if (filter.from !== undefined && filter.to !== undefined) {
    clauses.push('p.published BETWEEN ? AND ?');
    params.push(filter.from, filter.to);
  }
  return { where: clauses.join(' AND '), params };
}
