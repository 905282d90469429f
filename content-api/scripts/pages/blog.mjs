// Corporate blog: the index page and one BlogPost per article at blog/yyyy/mm/dd/slug.
import { crumbs, f, img, iso } from '../lib/seed-helpers.mjs';
import { ALL_POSTS, postHasImage, postPath } from '../content/blog.mjs';
import { CATEGORIES } from '../content/blog-authors.mjs';
import { bannerPath, blogPath } from '../content/media-plan.mjs';

/**
 * The shared BlogPost fields. The CMS sends a single object where a list has one item, so a post
 * with one category (cats given as a string) gets an object; authors alternate between both forms.
 */
export function blogPostFields(post, url, image, index = 0) {
  const categories = Array.isArray(post.cats) ? post.cats.map((Name) => ({ Name })) : { Name: post.cats };
  const author = { Name: post.author };
  const fields = {
    Name: post.slug,
    Title: post.title,
    Description: post.description,
    URL: url,
    SURL: url,
    Changed: iso(post.updated ?? post.date),
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

export function blogPages() {
  const pages = [['blog', { BlogIndex: {
    Name: 'Blog',
    Title: 'Home Repair Tips & Advice',
    Description: 'Practical home maintenance, repair and remodeling advice from the craftsmen at Brightwood Handyman.',
    URL: 'blog',
    SURL: 'blog',
    Changed: iso(ALL_POSTS[ALL_POSTS.length - 1].date),
    BreadcrumbNavigation: crumbs(['Blog', 'blog', 'BlogIndex']),
    Heading: f('Blogs'),
    // The blog's categories, in the post's IGX_Categories shape, for the sidebar's Categories list.
    IGX_Categories: { BlogCategories: CATEGORIES.map((Name) => ({ Name })) },
    Trays: [{ TrayName: 'HeroWithOverlay', BackgroundImage: img(bannerPath('blog'), 'A clipboard checklist on a workbench'), Heading: f('Home Repair Tips & Advice'), Subheading: f('Straight talk from the people who fix houses every day'), TextBoxBackgroundColor: f('Dark'), TextBoxAlignment: f('Left') }],
  } }]];
  ALL_POSTS.forEach((post, i) => {
    const url = postPath(post);
    const [y, m, d] = post.date.split('-');
    const image = postHasImage(i) ? img(blogPath(post.slug), post.title) : undefined;
    const fields = blogPostFields(post, url, image, i);
    fields.BreadcrumbNavigation = crumbs(['Blog', 'blog', 'BlogIndex'], [y, `blog/${y}`, 'Folder'], [m, `blog/${y}/${m}`, 'Folder'], [d, `blog/${y}/${m}/${d}`, 'Folder'], [post.title, url, 'BlogPost']);
    pages.push([url, { BlogPost: fields }]);
  });
  return pages;
}
