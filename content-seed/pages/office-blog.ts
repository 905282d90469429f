// An office's own blog: an index of its posts, newest first, and a page per post. Only an office
// that writes posts (content/franchise-blog.ts) has one.
import { f, img, iso, link, type SeedPage, pageBase } from '../lib/seed-helpers';
import { officeBase } from '../content/media-paths';
import type { PostSource } from '../content/blog-authors';
import { FRANCHISE_POSTS } from '../content/franchise-blog';
import type { Office } from '../content/offices';
import { officePath } from './office-identity';
import { CHANGED, officeCrumbs, where } from './office-detail';
import { blogPostFields } from './blog';

function blogIndex(o: Office, posts: PostSource[], postUrl: (p: PostSource) => string): SeedPage {
  const home = officePath(o);
  return [
    `${home}/blog`,
    {
      FranchiseBlogIndex: {
        ...pageBase(`${home}/blog`, 'Blog', `Home Tips From ${where(o)}`, `Home tips and local news from ${o.name}.`, CHANGED),
        BreadcrumbNavigation: officeCrumbs(o, ['Blog', `${home}/blog`, 'FranchiseBlogIndex']),
        Heading: f('Blog'),
        FranchiseHomePath: home,
        Navigation: {
          Page: [...posts]
            .sort((a, b) => b.date.localeCompare(a.date))
            .map((p) => ({ ...link(postUrl(p), p.title, p.title, 'FranchiseBlogPost'), Changed: iso(p.updated ?? p.date) })),
        },
      },
    },
  ];
}

function blogPost(o: Office, p: PostSource, postUrl: (p: PostSource) => string): SeedPage {
  const home = officePath(o);
  const fields = blogPostFields(p, postUrl(p), img(`${officeBase(o.slug)}/blog/${p.slug}.jpg`, p.title));
  fields.BreadcrumbNavigation = officeCrumbs(o, ['Blog', `${home}/blog`, 'FranchiseBlogIndex'], [p.title, postUrl(p), 'FranchiseBlogPost']);
  return [postUrl(p), { FranchiseBlogPost: { ...fields, FranchiseHomePath: home } }];
}

export function officeBlog(o: Office): SeedPage[] {
  const posts = FRANCHISE_POSTS[o.slug] ?? [];
  if (posts.length === 0) return [];
  const postUrl = (p: PostSource): string => `${officePath(o)}/blog/${p.slug}`;
  return [blogIndex(o, posts, postUrl), ...posts.map((p) => blogPost(o, p, postUrl))];
}
