import type { APIRequestContext } from '@playwright/test';
import type { BlogPost } from '@handyman/contracts';
import { test } from '../../support/test';
import { allPosts, expect, postHeadings } from '../../support/blog-content';
import { API_URL } from '../../support/stack';

// Blog search is ranked by the content service (stemmed words, "quoted phrases", prefixes): the
// search page lists its best matches first, with JavaScript on and off.

/** A post's searchable text, lowercased, tags dropped. */
const textOf = (post: BlogPost) =>
  [post.Heading, post.Title, post.Description ?? '', post.Post.replace(/<[^>]+>/g, ' ')].join(' . ').toLowerCase();

/** The first page of a search as the content service ranks it. */
async function rankedHeadings(request: APIRequestContext, query: string): Promise<string[]> {
  const params = { filters: 'type=BlogPost', sort: 'relevance', query, fields: 'summary' };
  const response = await request.get(`${API_URL}/api/search`, { params });
  expect(response.ok(), `search for ${query}`).toBe(true);
  const envelope = (await response.json()) as { results: { BlogPost: BlogPost }[] };
  return envelope.results.map((result) => result.BlogPost.Heading);
}

test('“painting” finds posts that say “paint”, best matches first', async ({ page, request }) => {
  const saysPaintOnly = (await allPosts(request)).filter((post) => /\bpaint\b/.test(textOf(post)) && !/painting/.test(textOf(post)));
  expect(saysPaintOnly.length).toBeGreaterThan(0);
  const ranked = await rankedHeadings(request, 'painting');
  await page.goto('/blog/search/painting');
  await expect(page.getByText('Search Results for: painting', { exact: true })).toBeVisible();
  await expect(postHeadings(page)).toHaveText(ranked);
  const listed = await postHeadings(page).allTextContents();
  expect(saysPaintOnly.some((post) => listed.includes(post.Heading))).toBe(true);
});

test('a quoted phrase finds the posts with those words together, fewer than the words apart', async ({ page, request }) => {
  const posts = await allPosts(request);
  const together = posts.filter((post) => textOf(post).includes('water damage'));
  const apart = posts.filter(
    (post) => /\bwater/.test(textOf(post)) && /\bdamag/.test(textOf(post)) && !/\bwater\w*\W+damag/.test(textOf(post)),
  );
  expect(together.length).toBeGreaterThan(0);
  expect(apart.length).toBeGreaterThan(0);
  const search = page.getByRole('search', { name: 'Search the blog' });
  await page.goto('/blog');
  await search.getByPlaceholder('Search …').fill('"water damage"');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Search Results for: "water damage"', { exact: true })).toBeVisible();
  await expect(postHeadings(page).first()).toBeVisible();
  const listed = await postHeadings(page).allTextContents();
  for (const post of together) expect(listed).toContain(post.Heading);
  for (const post of apart) expect(listed).not.toContain(post.Heading);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the search form sends a quoted phrase and the ranked results come in the HTML', async ({ page, request }) => {
    const ranked = await rankedHeadings(request, '"water damage"');
    expect(ranked.length).toBeGreaterThan(0);
    await page.goto('/blog');
    const search = page.getByRole('search', { name: 'Search the blog' });
    await search.getByPlaceholder('Search …').fill('"water damage"');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/blog\/search\?q=%22water\+damage%22$/);
    await expect(postHeadings(page)).toHaveText(ranked);
  });
});
