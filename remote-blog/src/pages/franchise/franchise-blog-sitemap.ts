import { lastmodOf, pagedListEntries, type RouteSitemap } from '@handyman/platform/base';
import { BLOG_PAGE_SIZE } from './page-of-items';

// Each office blog's list pages for the sitemap, counted and dated from the posts the content
// service's path index lists under it: no office page is read, however many offices there are.

const OFFICE_BLOG = /^offices\/[^/]+\/blog$/;
const OFFICE_BLOG_POST = /^(offices\/[^/]+\/blog)\/[^/]+$/;

export const franchiseBlogSitemap: RouteSitemap = async ({ index }) => {
  const blogs = new Map<string, { count: number; lastmod: string | undefined }>();
  for (const { path, lastmod } of index) if (OFFICE_BLOG.test(path)) blogs.set(path, { count: 0, lastmod });
  for (const { path, lastmod } of index) {
    const blog = blogs.get(OFFICE_BLOG_POST.exec(path)?.[1] ?? '');
    if (!blog) continue;
    blog.count += 1;
    blog.lastmod = lastmodOf(blog.lastmod, lastmod);
  }
  return [...blogs].flatMap(([path, { count, lastmod }]) => pagedListEntries(path, count, BLOG_PAGE_SIZE, lastmodOf(lastmod)));
};
