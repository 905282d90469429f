import type { PageLink } from '@handyman/contracts';
import { NotFoundError, toContentPath, type LoadedPage, type LoaderArgs } from '@handyman/platform/base';
import { BLOG_FEED } from '../../rules/blog-feed';
import { pageSuffix } from '../list/blog-crumbs';
import { paged, pageNumber } from '../list/page-number';
import { pagerView, type PagerView } from '../list/pager-view';
import { getOfficeBlogPage } from './office-blog-page';

/** A page of an office's blog as it draws it. Post names keep their {City}-style placeholders. */
export interface OfficeBlogData {
  heading: string;
  /** The office blog's title, under the heading. */
  caption: string;
  crumbs?: PageLink[];
  /** This page's posts: name, address and (ISO) date of their last change. */
  posts: { name: string; href: string; changed?: string }[];
  pager: PagerView | null;
}

/**
 * /offices/{office}/blog and /page/n: the office's posts from its FranchiseBlogIndex, 10 a page
 * (the cache keeps only this page's, not the whole index). A page past the last is not found.
 */
export async function franchiseBlogLoader(args: LoaderArgs): Promise<LoadedPage<OfficeBlogData>> {
  const page = pageNumber(args);
  const base = `/offices/${args.params.franchise ?? ''}/blog`;
  const index = await args.load(`office-blog:${toContentPath(base)}:${page}`, () => getOfficeBlogPage(base, page));
  if (page > 1 && index.posts.length === 0) throw new NotFoundError(`No page ${page} of ${base}`);
  return {
    data: {
      heading: index.Heading || 'Blog',
      caption: index.Title,
      ...(index.Breadcrumb ? { crumbs: index.Breadcrumb } : {}),
      posts: index.posts.map(({ Name, URL, Changed }) => ({ name: Name, href: `/${URL}`, ...(Changed ? { changed: Changed } : {}) })),
      pager: pagerView(page, index.totalPages, paged(base)),
    },
    head: {
      title: `${index.Title}${pageSuffix(page)}`,
      ...(index.Description ? { description: `${index.Description}${pageSuffix(page)}` } : {}),
      feed: BLOG_FEED,
    },
  };
}
