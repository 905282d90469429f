import type { APIRequestContext } from '@playwright/test';
import { asArray, type BlogPost } from '@handyman/contracts';
import { test } from '../../support/test';
import { allPosts, expect, officeBlogIndex, postAt, postHeadings } from '../../support/blog-content';

// Lists and trays show a post's heading, date, picture and description: the page's JSON state (the
// record block the browser hydrates from) holds those, never a post's body, while the cards show.

const OFFICE = 'summerlin';

/** Every string in the page's JSON state, as the server sent it. */
async function stateText(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  const block = /<script[^>]*id="__handyman-state"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(block, `${path} has a state block`).toBeTruthy();
  const strings: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(JSON.parse(block!));
  return strings.join('\n');
}

/** A run of a post's body text that its heading, title and description do not hold. */
function bodyText(post: BlogPost): string {
  const shown = [post.Heading, post.Title, post.Description ?? ''].join('\n');
  const run = post.Post.split(/<[^>]+>/)
    .map((text) => text.trim())
    .find((text) => text.length >= 40 && !shown.includes(text.slice(0, 40)));
  expect(run, `${post.SURL} has body text of its own`).toBeTruthy();
  return run!.slice(0, 40);
}

function expectNoBodies(state: string, posts: BlogPost[], path: string): void {
  expect(posts.length).toBeGreaterThan(0);
  for (const post of posts) expect(state, `${path} state holds the body of ${post.SURL}`).not.toContain(bodyText(post));
}

test('/blog: the state holds the cards, not the posts’ bodies', async ({ page, request }) => {
  const posts = (await allPosts(request)).slice(0, 10);
  const state = await stateText(request, '/blog');
  expectNoBodies(state, posts, '/blog');
  expect(state).toContain(posts[0]!.Description);
  await page.goto('/blog');
  await expect(postHeadings(page)).toHaveText(posts.map((post) => post.Heading));
  await expect(page.getByRole('article').first()).toContainText(posts[0]!.Description!);
  const pictured = posts.findIndex((post) => post.Image);
  expect(pictured).toBeGreaterThanOrEqual(0);
  await expect(page.getByRole('article').nth(pictured).locator('img')).toBeVisible();
});

test('a category page: the state holds the cards, not the posts’ bodies', async ({ page, request }) => {
  const inCategory = (post: BlogPost) => asArray(post.IGX_Categories.BlogCategories).some((category) => category.Name === 'Safety');
  const posts = (await allPosts(request)).filter(inCategory).slice(0, 10);
  expectNoBodies(await stateText(request, '/blog/category/safety'), posts, '/blog/category/safety');
  await page.goto('/blog/category/safety');
  await expect(postHeadings(page)).toHaveText(posts.map((post) => post.Heading));
});

test('an office blog list: the state holds the ten posts it lists, without bodies, and no others', async ({ page, request }) => {
  const links = (await officeBlogIndex(request, OFFICE)).Navigation.Page;
  expect(links.length).toBeGreaterThan(10);
  const listed = await Promise.all(links.slice(0, 10).map((link) => postAt(request, link.URL)));
  const recent = (await allPosts(request)).slice(0, 5);
  const path = `/offices/${OFFICE}/blog`;
  const state = await stateText(request, path);
  expectNoBodies(state, [...listed, ...recent], path);
  expect(state).toContain(links[0]!.URL);
  expect(state).not.toContain(links[10]!.URL);
  await page.goto(path);
  await expect(postHeadings(page)).toHaveText(links.slice(0, 10).map((link) => link.Name));
});

test('an office home: its article trays keep links and dates in the state, not the posts’ bodies', async ({ page, request }) => {
  const links = (await officeBlogIndex(request, OFFICE)).Navigation.Page;
  const officePosts = await Promise.all(links.slice(0, 3).map((link) => postAt(request, link.URL)));
  const newest = (await allPosts(request)).slice(0, 3);
  const path = `/offices/${OFFICE}`;
  const state = await stateText(request, path);
  expectNoBodies(state, [...officePosts, ...newest], path);
  expect(state).not.toContain(links[3]!.URL);
  await page.goto(path);
  const helpful = page.getByRole('region', { name: 'Helpful Articles' });
  await expect(helpful.getByRole('listitem').getByRole('link')).toHaveText(newest.map((post) => post.Heading));
  const blog = page.getByRole('region', { name: 'From Our Blog' });
  await expect(blog.getByRole('listitem').getByRole('link')).toHaveText(links.slice(0, 3).map((link) => link.Link || link.Name));
});
