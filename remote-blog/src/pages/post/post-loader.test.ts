import { buildSiteSettings, envelope, mockFetch, pagesByPath } from '@handyman/testing';
import { blogPost } from '../../testing/blog-fixtures';
import { loaderArgs } from '../../testing/loader-args';
import { blogPostLoader } from './post-loader';

const URL = '/blog/2026/01/03/post-3';
const dated = { year: '2026', month: '01', day: '03', slug: 'post-3' };

/** The content service with one post at a site path (schema: BlogPost or FranchiseBlogPost). */
function serve(fields: Parameters<typeof blogPost>[1], url = URL, schema = 'BlogPost') {
  const { BlogPost: post } = blogPost(3, fields);
  mockFetch({
    'GET /api/page': pagesByPath({ [url.slice(1)]: envelope([{ [schema]: post }]) }),
    'GET /api/x31': { SiteSettings: buildSiteSettings() },
  });
}

test('a corporate post: its heading, body, linked authors and categories, dates and picture as plain fields', async () => {
  const image = { Value: 'Images/Blog/deck.jpg', AlternateText: 'A stained deck' };
  serve({
    DateUpdated: '2026-02-10T09:00:00Z',
    CTAColor: 'Yellow',
    Image: image,
    IGX_Categories: { BlogCategories: [{ Name: 'Kitchen and Bath' }, { Name: 'Safety' }], Authors: { Name: 'Marcus Bell' } },
  });
  const { data, status } = await blogPostLoader(loaderArgs(URL, dated));
  expect(status).toBeUndefined();
  expect(data).toMatchObject({
    heading: 'Post 3',
    body: '<p>Body of post 3.</p>',
    authors: [{ name: 'Marcus Bell', href: '/blog/author/marcusbell' }],
    published: '2026-01-03T09:00:00Z',
    updated: '2026-02-10T09:00:00Z',
    image,
    cta: 'yellow',
    categories: [
      { name: 'Kitchen and Bath', href: '/blog/category/kitchenandbath' },
      { name: 'Safety', href: '/blog/category/safety' },
    ],
    sidebar: 'corporate',
  });
});

test('a post updated the day it was published has no updated date, and no button without a CTAColor', async () => {
  serve({ DateUpdated: '2026-01-03T17:00:00Z' });
  const { data } = await blogPostLoader(loaderArgs(URL, dated));
  expect(data.updated).toBeUndefined();
  expect(data.cta).toBeNull();
});

test('the head: the post’s title and description, an article with its picture, its BlogPosting and the feed', async () => {
  serve({ Title: 'Staining a deck', Image: { Value: 'Images/Blog/deck.jpg', AlternateText: 'A stained deck' } });
  const { head } = await blogPostLoader(loaderArgs(URL, dated));
  expect(head).toMatchObject({
    title: 'Staining a deck',
    description: 'About post 3.',
    ogType: 'article',
    image: { url: expect.stringContaining('Images/Blog/deck.jpg'), alt: 'A stained deck' },
    feed: { href: '/blog/feed.xml', title: 'Blog' },
  });
  expect(head?.jsonLd).toEqual([
    expect.objectContaining({ '@type': 'BlogPosting', headline: 'Post 3', url: expect.stringMatching(/\/blog\/2026\/01\/03\/post-3$/) }),
  ]);
});

test('a post without a title is titled by its heading and has no preview picture of its own', async () => {
  serve({ Title: '' });
  const { head } = await blogPostLoader(loaderArgs(URL, dated));
  expect(head?.title).toBe('Post 3');
  expect(head?.image).toBeUndefined();
});

test('an office’s post: authors without a link, the office sidebar, and no author pages in its structured data', async () => {
  const url = '/offices/summerlin/blog/post-3';
  serve({ IGX_Categories: { Authors: { Name: 'Rick Sorensen' } } }, url, 'FranchiseBlogPost');
  const { data, head } = await blogPostLoader(loaderArgs(url, { franchise: 'summerlin', slug: 'post-3' }));
  expect(data).toMatchObject({ authors: [{ name: 'Rick Sorensen' }], sidebar: 'franchise' });
  expect(head?.jsonLd).toEqual([expect.objectContaining({ author: [{ '@type': 'Person', name: 'Rick Sorensen' }] })]);
});

test('an address that holds no post is not found', async () => {
  mockFetch({ 'GET /api/page': pagesByPath({ 'blog/other': envelope([{ DetailPage: { Name: 'Other' } }]) }) });
  await expect(blogPostLoader(loaderArgs('/blog/other', { slug: 'other' }))).rejects.toMatchObject({ name: 'NotFoundError' });
  await expect(blogPostLoader(loaderArgs('/blog/missing', { slug: 'missing' }))).rejects.toMatchObject({ name: 'NotFoundError' });
});

test('/blog/<slug> moves to the post’s dated address', async () => {
  serve({}, '/blog/post-3');
  await expect(blogPostLoader(loaderArgs('/blog/post-3', { slug: 'post-3' }))).rejects.toMatchObject({
    name: 'PageRedirect',
    location: '/blog/2026/01/03/post-3',
  });
});
