import { test } from '../../support/test';
import { asArray } from '@handyman/contracts';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { blogCategories, blogDate, expect, officeBlogIndex, pager, postAt, postHeadings, sidebar } from '../../support/blog-content';

// An office's blog against content-api: its FranchiseBlogIndex, 10 a page, and its posts.

const OFFICE = 'summerlin';

test('an office blog lists its posts from its index, ten a page, with dates and a pager to page 2', async ({ page, request }) => {
  const index = await officeBlogIndex(request, OFFICE);
  const posts = index.Navigation.Page;
  expect(posts.length).toBeGreaterThan(10);
  await page.goto(`/offices/${OFFICE}/blog`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${index.Heading.Value} ${index.Title}`);
  await expect(page).toHaveTitle(new RegExp(`^${index.Title}`));
  await expect(postHeadings(page)).toHaveText(posts.slice(0, 10).map((post) => post.Name));
  await expect(page.getByRole('article').first()).toContainText(blogDate(posts[0]!.Changed!));
  await pager(page).getByRole('link', { name: 'next >' }).click();
  await expect(page).toHaveURL(new RegExp(`/offices/${OFFICE}/blog/page/2$`));
  await expect(postHeadings(page)).toHaveText(posts.slice(10, 20).map((post) => post.Name));
  await expect(pager(page).getByRole('link', { name: '< previous' })).toHaveAttribute('href', `/offices/${OFFICE}/blog`);
});

test('an office blog’s sidebar shows recent posts only', async ({ page }) => {
  await page.goto(`/offices/${OFFICE}/blog`);
  await expect(sidebar(page).getByRole('heading')).toHaveText(['Recent Posts']);
  await expect(sidebar(page).getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('search', { name: 'Search the blog' })).toHaveCount(0);
});

test('an office post opens at /offices/{office}/blog/{slug} with its office breadcrumb', async ({ page, request }) => {
  const { Navigation } = await officeBlogIndex(request, OFFICE);
  const link = Navigation.Page[1]!;
  const post = await postAt(request, link.URL);
  await page.goto(`/offices/${OFFICE}/blog`);
  await postHeadings(page).getByRole('link', { name: link.Name }).click();
  await expect(page).toHaveURL(new RegExp(`/${link.URL}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.Heading);
  await expect(page.getByRole('article')).toContainText(`Published ${blogDate(post.DatePublished)}`);
  const breadcrumb = page.getByRole('main').getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', `/offices/${OFFICE}/blog`);
});

test('every category on an office’s posts is one the blog lists, so its link leads to posts', async ({ request }) => {
  const categories = await blogCategories(request);
  for (const link of (await officeBlogIndex(request, OFFICE)).Navigation.Page) {
    for (const category of asArray((await postAt(request, link.URL)).IGX_Categories.BlogCategories))
      expect(categories).toContain(category.Name);
  }
});

test('a page past the last of an office blog is the not-found page', async ({ page }) => {
  await page.goto(`/offices/${OFFICE}/blog/page/9`);
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test('no serious accessibility problems on an office blog', async ({ page }) => {
  await page.goto(`/offices/${OFFICE}/blog`);
  await expect(postHeadings(page).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
