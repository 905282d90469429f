// Corporate blog: the index page and one BlogPost per article at blog/yyyy/mm/dd/slug.
import type { BlogIndex, BlogPost, ImageField } from '@handyman/contracts';
import { crumbs, f, img, iso, type SeedPage, pageBase } from '../lib/seed-helpers';
import { ALL_POSTS, postPath } from '../content/blog';
import { CATEGORIES, type PostSource } from '../content/blog-authors';
import { bannerPath, blogPath } from '../content/media-paths';

/**
 * The shared BlogPost fields. The CMS sends a single object where a list has one item, so a post
 * with one category (cats given as a string) gets an object; authors alternate between both forms.
 */
export function blogPostFields(post: PostSource, url: string, image: ImageField | undefined, index = 0): BlogPost {
  const categories = Array.isArray(post.cats) ? post.cats.map((Name) => ({ Name })) : { Name: post.cats };
  const author = { Name: post.author };
  const fields: BlogPost = {
    ...pageBase(url, post.slug, post.seoTitle ?? post.title, post.description, iso(post.updated ?? post.date)),
    Heading: post.title,
    Post: post.body,
    DatePublished: iso(post.date),
    IGX_Categories: { BlogCategories: categories, Authors: index % 2 ? [author] : author },
  };
  if (post.updated) fields.DateUpdated = iso(post.updated);
  if (post.cta) fields.CTAColor = post.cta;
  if (image) fields.Image = image;
  return fields;
}

/** BlogIndex does not declare the category list the blog sidebar reads from the index. */
type BlogIndexWithCategories = BlogIndex & { IGX_Categories: Pick<BlogPost['IGX_Categories'], 'BlogCategories'> };

export function blogPages(): SeedPage[] {
  const index: BlogIndexWithCategories = {
    ...pageBase(
      'blog',
      'Blog',
      'Home Repair Tips & Advice',
      'Practical home maintenance, repair and remodeling advice from the craftsmen at Brightwood Handyman.',
      iso(ALL_POSTS[ALL_POSTS.length - 1]!.date),
    ),
    BreadcrumbNavigation: crumbs(['Blog', 'blog', 'BlogIndex']),
    Heading: f('Blogs'),
    // The blog's categories, in the post's IGX_Categories shape, for the sidebar's Categories list.
    IGX_Categories: { BlogCategories: CATEGORIES.map((Name) => ({ Name })) },
    Trays: [
      {
        TrayName: 'HeroWithOverlay',
        BackgroundImage: img(bannerPath('blog'), 'A clipboard checklist on a workbench'),
        Heading: f('Home Repair Tips & Advice'),
        Subheading: f('Straight talk from the people who fix houses every day'),
        TextBoxBackgroundColor: f('Dark'),
        TextBoxAlignment: f('Left'),
      },
    ],
  };
  const pages: SeedPage[] = [['blog', { BlogIndex: index }]];
  ALL_POSTS.forEach((post, i) => {
    const url = postPath(post);
    const [y, m, d] = post.date.split('-') as [string, string, string];
    const image = img(blogPath(post.slug), post.title);
    const fields = blogPostFields(post, url, image, i);
    fields.BreadcrumbNavigation = crumbs(
      ['Blog', 'blog', 'BlogIndex'],
      [y, `blog/${y}`, 'Folder'],
      [m, `blog/${y}/${m}`, 'Folder'],
      [d, `blog/${y}/${m}/${d}`, 'Folder'],
      [post.title, url, 'BlogPost'],
    );
    pages.push([url, { BlogPost: fields }]);
  });
  return pages;
}
