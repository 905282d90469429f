import type { PageLink } from '@handyman/contracts';

const HOME: PageLink = { Name: 'Home', URL: '', Schema: 'HomePage' };
const BLOG: PageLink = { Name: 'Blog', URL: 'blog', Schema: 'BlogIndex' };

/** Home > Blog > {label} for a list page at path; Home > Blog on the blog's first page. */
export function blogCrumbs(label: string | null, path: string): PageLink[] {
  if (label === null) return [HOME, BLOG];
  return [HOME, BLOG, { Name: label, URL: path.replace(/^\/+/, '') }];
}

/** " – Page 2" after a title, nothing on the first page. */
export const pageSuffix = (page: number) => (page > 1 ? ` – Page ${page}` : '');
