import { test } from '../../support/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { pageAt } from '../../support/content';
import {
  allPosts,
  blogAuthors,
  blogCategories,
  blogDate,
  expect,
  pager,
  postHeadings,
  postYears,
  recentPosts,
  sidebar,
  sidebarCategories,
  slugOf,
} from '../../support/blog-content';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The corporate blog's lists against content-api: the feed, its pager, every filter and the sidebar.

test('/blog: heading, breadcrumb, the ten newest posts, the pager, its own title and the feed link', async ({ page, request }) => {
  const posts = await allPosts(request);
  const index = (await pageAt(request, 'blog')) as { BlogIndex: { Title: string } };
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blogs');
  await expect(page.getByRole('main').getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Blog');
  await expect(postHeadings(page)).toHaveText(posts.slice(0, 10).map((post) => post.Heading));
  await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(index.BlogIndex.Title)}`));
  await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/blog/feed.xml');
  await expect(pager(page).getByRole('link')).toHaveText(['2', '3', 'next >']);
  await expect(pager(page).locator('[aria-current="page"]')).toHaveText('1');
  await pager(page).getByRole('link', { name: 'next >' }).click();
  await expect(page).toHaveURL(/\/blog\/page\/2$/);
  await expect(postHeadings(page)).toHaveText(posts.slice(10, 20).map((post) => post.Heading));
  await expect(page).toHaveTitle(/Page 2/);
  await expect(pager(page).getByRole('link', { name: '< previous' })).toHaveAttribute('href', '/blog');
});

test('the last page holds the oldest posts; a page past it and a page that is not a number are not found', async ({ page, request }) => {
  test.setTimeout(60_000);
  const posts = await allPosts(request);
  const last = Math.ceil(posts.length / 10);
  await page.goto(`/blog/page/${last}`);
  await expect(postHeadings(page).last()).toHaveText(posts.at(-1)!.Heading);
  await expect(pager(page).getByRole('link', { name: 'next >' })).toHaveCount(0);
  for (const path of [`/blog/page/${last + 1}`, '/blog/page/x']) {
    await page.goto(path);
    await expect(page.getByTestId('not-found')).toBeVisible();
  }
});

test('the sidebar lists the categories that have posts, by name, and each leads to a page of its posts', async ({ page, request }) => {
  test.setTimeout(120_000);
  const categories = await sidebarCategories(request);
  expect(categories.length).toBeGreaterThan(3);
  expect(categories).toEqual(expect.arrayContaining(await blogCategories(request)));
  await page.goto('/blog');
  await expect(sidebar(page).getByRole('region', { name: 'Categories' }).getByRole('link')).toHaveText(categories);
  for (const name of categories) {
    await sidebar(page).getByRole('region', { name: 'Categories' }).getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/category/${slugOf(name)}$`));
    await expect(page.getByText(`Category: ${name}`, { exact: true })).toBeVisible();
    await expect(postHeadings(page).first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(name)} Articles`));
  }
});

test('every author of the blog has a page of their posts, reached from a post’s author link', async ({ page, request }) => {
  test.setTimeout(120_000);
  const posts = await allPosts(request);
  for (const name of await blogAuthors(request)) {
    const written = posts.find((post) => JSON.stringify(post.IGX_Categories.Authors).includes(`"${name}"`))!;
    await page.goto(`/${written.SURL}`);
    await page.getByRole('article').getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/author/${slugOf(name)}$`));
    await expect(page.getByText(`Author: ${name}`, { exact: true })).toBeVisible();
    await expect(postHeadings(page).getByText(written.Heading, { exact: true })).toHaveCount(1);
  }
});

test('archives: the years that have posts, newest first; a year shows the posts published in it', async ({ page, request }) => {
  const posts = await allPosts(request);
  await page.goto('/blog');
  const archives = sidebar(page).getByRole('region', { name: 'Archives' });
  await expect(archives.getByRole('link')).toHaveText(await postYears(request));
  await archives.getByRole('link', { name: '2024' }).click();
  await expect(page).toHaveURL(/\/blog\/year\/2024$/);
  await expect(page.getByText('Year: 2024', { exact: true })).toBeVisible();
  await expect(postHeadings(page)).toHaveText(posts.filter((post) => post.DatePublished.startsWith('2024')).map((post) => post.Heading));
});

test('every archive year the sidebar shows leads to a page of its posts', async ({ page, request }) => {
  test.setTimeout(120_000);
  const posts = await allPosts(request);
  await page.goto('/blog');
  const archives = sidebar(page).getByRole('region', { name: 'Archives' });
  const years = await archives.getByRole('link').allTextContents();
  expect(years.length).toBeGreaterThan(1);
  for (const year of years) {
    await sidebar(page).getByRole('region', { name: 'Archives' }).getByRole('link', { name: year, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/year/${year}$`));
    await expect(page.getByText(`Year: ${year}`, { exact: true })).toBeVisible();
    const published = posts.filter((post) => post.DatePublished.startsWith(year)).map((post) => post.Heading);
    await expect(postHeadings(page)).toHaveText(published.slice(0, 10));
  }
});

test('a year with no posts (/blog/year/1999) shows an empty state, answered as not found', async ({ page }) => {
  expect((await page.goto('/blog/year/1999'))?.status()).toBe(404);
  await expect(page.getByText('Year: 1999', { exact: true })).toBeVisible();
  await expect(page.getByText('There are no posts from 1999.')).toBeVisible();
  await expect(postHeadings(page)).toHaveCount(0);
  await expect(page.getByTestId('not-found')).toHaveCount(0);
});

test('a search longer than the blog takes says nothing matched; a page past 10000 is not found', async ({ page }) => {
  const words = `${'gutter '.repeat(30)}end`;
  await page.goto(`/blog/search/${encodeURIComponent(words)}`);
  await expect(page.getByText(`No posts match “${words}”.`)).toBeVisible();
  await page.goto('/blog/category/safety/page/10001');
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test('recent posts: the five the content service lists by update date, each opening its post', async ({ page, request }) => {
  const recent = await recentPosts(request);
  await page.goto('/blog/category/safety');
  const section = sidebar(page).getByRole('region', { name: 'Recent Posts' });
  await expect(section.getByRole('link')).toHaveText(recent.map((post) => post.Heading));
  await section.getByRole('link', { name: recent[1]!.Heading }).click();
  await expect(page).toHaveURL(new RegExp(`/${recent[1]!.SURL}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(recent[1]!.Heading);
});

test('search from the sidebar opens /blog/search/{words} with the matching posts', async ({ page }) => {
  await page.goto('/blog');
  const search = page.getByRole('search', { name: 'Search the blog' });
  await search.getByPlaceholder('Search …').fill('gutters');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/blog\/search\/gutters$/);
  await expect(page.getByText('Search Results for: gutters', { exact: true })).toBeVisible();
  await expect(postHeadings(page).first()).toBeVisible();
  await expect(page).toHaveTitle(/^Search Results for: gutters/);
});

test('an unknown category or author, or a search with no match, shows an empty state', async ({ page }) => {
  await page.goto('/blog/category/no-such-category');
  await expect(page.getByText('There are no posts in the category “no such category”.')).toBeVisible();
  await page.goto('/blog/author/nobody');
  await expect(page.getByText('There are no posts by “nobody”.')).toBeVisible();
  await page.goto('/blog/search/zzzqqq');
  await expect(page.getByText('No posts match “zzzqqq”.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'read the latest posts' })).toHaveAttribute('href', '/blog');
});

test('on a phone the sidebar follows the list; on a desktop it sits beside it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/blog');
  const listBox = (await postHeadings(page).last().boundingBox())!;
  const sideBox = (await sidebar(page).boundingBox())!;
  expect(sideBox.y).toBeGreaterThan(listBox.y);
  await page.setViewportSize({ width: 1280, height: 800 });
  const wideList = (await postHeadings(page).first().boundingBox())!;
  const wideSide = (await sidebar(page).boundingBox())!;
  expect(wideSide.x).toBeGreaterThan(wideList.x + wideList.width);
  expect(wideSide.y).toBeLessThan(wideList.y + wideList.height);
});

test('post cards show their date as the blog writes it', async ({ page, request }) => {
  const [newest] = await allPosts(request);
  await page.goto('/blog');
  await expect(page.getByRole('article').first()).toContainText(blogDate(newest!.DatePublished));
});

for (const path of ['/blog', '/blog/search/deck']) {
  test(`no serious accessibility problems at ${path}`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(path);
    await expect(postHeadings(page).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
