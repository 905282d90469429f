import { test } from '../../support/test';
import {
  allPosts,
  blogAuthors,
  blogDate,
  expect,
  officeBlogIndex,
  pager,
  postAt,
  postHeadings,
  postYears,
  sidebar,
  sidebarCategories,
  slugOf,
} from '../../support/blog-content';

// The blog with JavaScript off: what a reader or a crawler needs is in the server's HTML, which
// the server renders in full for every page.

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('/blog: the newest posts, the pager and the whole sidebar are in the HTML', async ({ page, request }) => {
    const posts = await allPosts(request);
    const categories = await sidebarCategories(request);
    const years = await postYears(request);
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blogs');
    await expect(postHeadings(page)).toHaveText(posts.slice(0, 10).map((post) => post.Heading));
    await expect(pager(page).getByRole('link', { name: 'next >' })).toHaveAttribute('href', '/blog/page/2');
    await expect(sidebar(page).getByRole('region', { name: 'Recent Posts' }).getByRole('link')).toHaveCount(5);
    const archives = sidebar(page).getByRole('region', { name: 'Archives' });
    await expect(archives.getByRole('link')).toHaveText(years);
    await expect(archives.getByRole('link', { name: years.at(-1)! })).toHaveAttribute('href', `/blog/year/${years.at(-1)!}`);
    await expect(sidebar(page).getByRole('region', { name: 'Categories' }).getByRole('link')).toHaveText(categories);
  });

  test('the feed link is in the head of the server’s HTML', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/blog/feed.xml');
  });

  test('a category page and a year page list their posts', async ({ page }) => {
    await page.goto('/blog/category/safety');
    await expect(page.getByText('Category: Safety', { exact: true })).toBeVisible();
    await expect(postHeadings(page).first()).toBeVisible();
    await page.goto('/blog/year/2023');
    await expect(page.getByText('Year: 2023', { exact: true })).toBeVisible();
    await expect(postHeadings(page).first()).toBeVisible();
  });

  test('the sidebar search works as a plain form', async ({ page }) => {
    await page.goto('/blog');
    const search = page.getByRole('search', { name: 'Search the blog' });
    await search.getByPlaceholder('Search …').fill('gutters');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/blog\/search\?q=gutters$/);
    await expect(page.getByText('Search Results for: gutters', { exact: true })).toBeVisible();
    await expect(postHeadings(page).first()).toBeVisible();
  });

  test('a post: heading, body, dates and the estimate link', async ({ page, request }) => {
    const post = (await allPosts(request)).find((item) => item.CTAColor)!;
    await page.goto(`/${post.SURL}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.Heading);
    await expect(page.getByRole('article')).toContainText('Published');
    await expect(page.getByRole('link', { name: 'GET AN ESTIMATE' })).toHaveAttribute('href', `/${post.SURL}#GetAnEstimate`);
  });

  test('the server answers 404 for a blog page or office blog page past the last, and for a missing post', async ({ page }) => {
    for (const path of ['/blog/page/99', '/offices/summerlin/blog/page/9', '/blog/2024/01/01/no-such-post']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByTestId('not-found')).toBeVisible();
    }
  });

  test('an author’s page lists the posts they wrote', async ({ page, request }) => {
    const [name] = await blogAuthors(request);
    const written = (await allPosts(request)).filter((post) => JSON.stringify(post.IGX_Categories.Authors).includes(`"${name!}"`));
    await page.goto(`/blog/author/${slugOf(name!)}`);
    await expect(page.getByText(`Author: ${name!}`, { exact: true })).toBeVisible();
    await expect(postHeadings(page)).toHaveText(written.slice(0, 10).map((post) => post.Heading));
  });

  test('/blog/search/{words} typed as an address shows the matching posts', async ({ page }) => {
    await page.goto('/blog/search/gutters');
    await expect(page.getByText('Search Results for: gutters', { exact: true })).toBeVisible();
    await expect(postHeadings(page).first()).toBeVisible();
    await expect(page).toHaveTitle(/^Search Results for: gutters/);
  });

  test('a post without a CTAColor: heading, body and dates, and no estimate link', async ({ page, request }) => {
    const post = (await allPosts(request)).find((item) => !item.CTAColor)!;
    await page.goto(`/${post.SURL}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.Heading);
    await expect(page.getByRole('article')).toContainText(`Published ${blogDate(post.DatePublished)}`);
    await expect(page.getByRole('link', { name: 'GET AN ESTIMATE' })).toHaveCount(0);
  });

  test('an office blog’s first page: its ten newest posts and the pager', async ({ page, request }) => {
    const index = await officeBlogIndex(request, 'summerlin');
    await page.goto('/offices/summerlin/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${index.Heading.Value} ${index.Title}`);
    await expect(postHeadings(page)).toHaveText(index.Navigation.Page.slice(0, 10).map((post) => post.Name));
    await expect(pager(page).getByRole('link', { name: 'next >' })).toHaveAttribute('href', '/offices/summerlin/blog/page/2');
  });

  test('an office blog’s sidebar has its recent posts only', async ({ page }) => {
    await page.goto('/offices/summerlin/blog');
    await expect(sidebar(page).getByRole('heading')).toHaveText(['Recent Posts']);
    await expect(sidebar(page).getByRole('region', { name: 'Recent Posts' }).getByRole('link')).toHaveCount(5);
    await expect(page.getByRole('search', { name: 'Search the blog' })).toHaveCount(0);
  });

  test('an office post: heading, dates and its office breadcrumb', async ({ page, request }) => {
    const link = (await officeBlogIndex(request, 'summerlin')).Navigation.Page[0]!;
    const post = await postAt(request, link.URL);
    await page.goto(`/${link.URL}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.Heading);
    await expect(page.getByRole('article')).toContainText(`Published ${blogDate(post.DatePublished)}`);
    const breadcrumb = page.getByRole('main').getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/offices/summerlin/blog');
  });

  test('a page number past 10000, and a category or author word of no letters, are 404 with the not-found page', async ({
    page,
    request,
  }) => {
    for (const path of ['/blog/page/10001', '/blog/category/---', '/blog/author/%20']) {
      expect((await request.get(path)).status(), path).toBe(404);
      await page.goto(path);
      await expect(page.getByTestId('not-found')).toBeVisible();
    }
  });

  test('an office blog’s second page', async ({ page, request }) => {
    const posts = (await officeBlogIndex(request, 'summerlin')).Navigation.Page;
    await page.goto('/offices/summerlin/blog/page/2');
    await expect(postHeadings(page)).toHaveText(posts.slice(10, 20).map((post) => post.Name));
  });
});
