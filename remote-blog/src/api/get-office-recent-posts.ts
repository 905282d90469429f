import { asArray, pageOfSchema } from '@handyman/contracts';
import { getPage, NotFoundError } from '@handyman/platform/base';
import { RECENT_POSTS, type RecentPost } from './get-recent-posts';

/** The resource key of an office's recent posts (office: its address segment, e.g. summerlin). */
export const officeRecentPostsKey = (office: string) => `blog:recent-links:offices/${office}`;

/**
 * An office blog's Recent Posts: the newest five of the posts its own blog index links (newest
 * change first; undated ones last, in the index's order), never the corporate blog's.
 */
export async function getOfficeRecentPosts(office: string): Promise<RecentPost[]> {
  const index = pageOfSchema((await getPage(`/offices/${office}/blog`)).results[0], 'FranchiseBlogIndex');
  if (!index) throw new NotFoundError(`No office blog for ${office}`);
  const links = asArray(index.Navigation?.Page).filter((link) => Boolean(link?.URL));
  const time = (changed: string | undefined) => (changed ? Date.parse(changed) || 0 : 0);
  return links
    .map((link, order) => ({ link, order }))
    .sort((a, b) => time(b.link.Changed) - time(a.link.Changed) || a.order - b.order)
    .slice(0, RECENT_POSTS)
    .map(({ link }) => ({ Heading: link.Name, SURL: link.URL }));
}
