import { asArray, pageOfSchema, type PageLink } from '@handyman/contracts';
import { getPage, NotFoundError } from '@handyman/platform/base';
import { BLOG_PAGE_SIZE, pageOfItems } from './page-of-items';

/** One page of an office's blog as the list shows it: the index's words and this page's posts. */
export interface OfficeBlogPage {
  Title: string;
  Description?: string;
  Heading?: string;
  Breadcrumb?: PageLink[];
  /** This page's posts: name, address and date. */
  posts: Pick<PageLink, 'Name' | 'URL' | 'Changed'>[];
  totalPages: number;
}

/**
 * Page n of the office blog at base (its FranchiseBlogIndex), cut to what the list shows: the index
 * links every post the office wrote, and the page's state keeps only the ten it lists.
 */
export async function getOfficeBlogPage(base: string, page: number): Promise<OfficeBlogPage> {
  const index = pageOfSchema((await getPage(base)).results[0], 'FranchiseBlogIndex');
  if (!index) throw new NotFoundError(`No office blog at ${base}`);
  const links = asArray(index.Navigation?.Page).filter((link) => Boolean(link?.URL));
  const { items, totalPages } = pageOfItems(links, page, BLOG_PAGE_SIZE);
  return {
    Title: index.Title,
    ...(index.Description ? { Description: index.Description } : {}),
    ...(index.Heading?.Value ? { Heading: index.Heading.Value } : {}),
    ...(index.BreadcrumbNavigation?.Page ? { Breadcrumb: index.BreadcrumbNavigation.Page } : {}),
    posts: items.map(({ Name, URL, Changed }) => (Changed ? { Name, URL, Changed } : { Name, URL })),
    totalPages,
  };
}
