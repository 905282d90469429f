import type { BlogPost } from '@handyman/shared';
import { envelope, jsonResponse } from '@handyman/shared/testing';

/** A corporate blog post n, published on January n 2026; fields may be overridden. */
export function blogPost(n: number, fields: Partial<BlogPost> = {}): { BlogPost: BlogPost } {
  const url = `blog/2026/01/0${n}/post-${n}`;
  return {
    BlogPost: {
      Name: `post-${n}`,
      Title: `Post ${n} title`,
      Description: `About post ${n}.`,
      URL: url,
      SURL: url,
      Heading: `Post ${n}`,
      Post: `<p>Body of post ${n}.</p>`,
      DatePublished: `2026-01-0${n}T09:00:00Z`,
      IGX_Categories: { BlogCategories: { Name: 'Seasonal Tips' }, Authors: [{ Name: 'Marcus Bell' }] },
      ...fields,
    },
  };
}

/** The blog index page (api/page?path=blog) listing its categories. */
export const blogIndexPage = (categories: string[]) =>
  envelope([{ BlogIndex: { Name: 'Blog', Title: 'Home Repair Tips', Description: 'Advice.', URL: 'blog', SURL: 'blog', Heading: { Value: 'Blogs' }, IGX_Categories: { BlogCategories: categories.map((Name) => ({ Name })) } } }]);

/** Answers api/page by its path parameter from a table; other paths get a 404 envelope. */
export function pagesByPath(pages: Record<string, unknown>) {
  return (request: Request) => {
    const page = pages[new URL(request.url).searchParams.get('path') ?? ''];
    return page === undefined ? jsonResponse(envelope([]), 404) : jsonResponse(page);
  };
}

/** The queries of every fetch to a path (the sidebar's recent posts share api/search with lists). */
export function queriesOf(mock: jest.Mock, pathname: string): Record<string, string>[] {
  return mock.mock.calls
    .map(([input]) => new URL((input as Request).url))
    .filter((url) => url.pathname === pathname)
    .map((url) => Object.fromEntries(url.searchParams));
}
