import { buildBlogPost } from '@handyman/testing';
import { blogPostingJsonLd } from './post-json-ld';

const context = {
  url: 'https://www.example.com/blog/2024/05/01/a-post',
  base: 'https://www.example.com',
  publisher: 'Brand',
  logo: 'https://media.example.com/logo.svg',
  authorPages: true,
};

test('a post: its authors with their page, the publisher with its logo and id, its image', () => {
  const post = buildBlogPost({ Image: { Value: 'https://media.example.com/post.jpg' } });
  const data = blogPostingJsonLd(post, context);
  expect(data).toMatchObject({
    '@type': 'BlogPosting',
    image: 'https://media.example.com/post.jpg',
    publisher: {
      '@type': 'Organization',
      '@id': 'https://www.example.com/#organization',
      logo: { url: 'https://media.example.com/logo.svg' },
    },
  });
  const authors = data.author as unknown as { name: string; url?: string }[];
  expect(authors.length).toBeGreaterThan(0);
  for (const author of authors) expect(author.url).toMatch(/^https:\/\/www\.example\.com\/blog\/author\/[a-z0-9]+$/);
});

test("a post without an image has the site's picture; an office's authors have no page to link", () => {
  const post = buildBlogPost({ Image: { Value: '' } });
  const data = blogPostingJsonLd(post, { ...context, authorPages: false });
  expect(data.image).toBe('https://www.example.com/share-default.png');
  for (const author of data.author as unknown as { url?: string }[]) expect(author.url).toBeUndefined();
});
