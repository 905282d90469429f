// Corporate blog content for the blog pages' tests.
import type { BlogPost } from '@handyman/contracts';
import { buildBlogPost, envelope, field } from '@handyman/testing';

/** A corporate blog post n, published on January n 2026; fields given replace the post's own. */
export function blogPost(n: number, fields: Partial<BlogPost> = {}): { BlogPost: BlogPost } {
  const url = `blog/2026/01/0${n}/post-${n}`;
  const post = buildBlogPost({
    Name: `post-${n}`,
    Title: `Post ${n} title`,
    Description: `About post ${n}.`,
    URL: url,
    SURL: url,
    Heading: `Post ${n}`,
    Post: `<p>Body of post ${n}.</p>`,
    DatePublished: `2026-01-0${n}T09:00:00Z`,
  });
  // Whole fields are replaced (not merged), so a test's IGX_Categories is exactly what it gives.
  return { BlogPost: { ...post, ...fields } };
}

/** The blog index page (api/page?path=blog) listing its categories. */
export const blogIndexPage = (categories: string[]) =>
  envelope([
    {
      BlogIndex: {
        Name: 'Blog',
        Title: 'Home Repair Tips',
        Description: 'Advice.',
        URL: 'blog',
        SURL: 'blog',
        Heading: field('Blogs'),
        IGX_Categories: { BlogCategories: categories.map((Name) => ({ Name })) },
      },
    },
  ]);
