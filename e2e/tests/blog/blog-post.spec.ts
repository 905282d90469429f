import { test } from '../../support/test';
import { asArray } from '@handyman/contracts';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { allPosts, blogDate, expect, postHeadings, slugOf } from '../../support/blog-content';
import { estimateSettings } from '../../support/estimate-content';

// A corporate blog post against content-api: its words, dates, links and the estimate button.

test('a post: heading, body, breadcrumb, author and category links, published and updated dates, title and description', async ({
  page,
  request,
}) => {
  const post = (await allPosts(request)).find(
    (item) => item.DateUpdated && item.DateUpdated.slice(0, 10) !== item.DatePublished.slice(0, 10),
  )!;
  await page.goto(`/${post.SURL}`);
  const article = page.getByRole('article');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.Heading);
  await expect(page).toHaveTitle(new RegExp(`^${post.Title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', post.Description!);
  await expect(article).toContainText(`Published ${blogDate(post.DatePublished)}`);
  await expect(article).toContainText(`Updated ${blogDate(post.DateUpdated!)}`);
  const breadcrumb = page.getByRole('main').getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
  for (const author of asArray(post.IGX_Categories.Authors)) {
    await expect(article.getByRole('link', { name: author.Name })).toHaveAttribute('href', `/blog/author/${slugOf(author.Name)}`);
  }
  const categories = asArray(post.IGX_Categories.BlogCategories);
  for (const category of categories) {
    await expect(article.getByRole('link', { name: category.Name, exact: true })).toHaveAttribute(
      'href',
      `/blog/category/${slugOf(category.Name)}`,
    );
  }
  await article.getByRole('link', { name: categories[0]!.Name, exact: true }).click();
  await expect(page.getByText(`Category: ${categories[0]!.Name}`, { exact: true })).toBeVisible();
  await expect(postHeadings(page).first()).toBeVisible();
});

test('a post with a CTAColor has GET AN ESTIMATE in its colour, and it opens the estimate form', async ({ page, request }) => {
  const { brand } = await estimateSettings(request);
  const post = (await allPosts(request)).find((item) => item.CTAColor)!;
  await page.goto(`/${post.SURL}`);
  const button = page.getByRole('link', { name: 'GET AN ESTIMATE' });
  const tone = post.CTAColor === 'Red' ? 'red' : post.CTAColor === 'Yellow' ? 'yellow' : 'green';
  await expect(button).toHaveAttribute('data-tone', tone);
  await button.click();
  const modal = page.getByRole('dialog', { name: `${brand} Estimate Request` });
  await expect(modal.getByRole('form', { name: 'Free estimate request' })).toBeVisible();
});

test('a post without a CTAColor has no estimate button', async ({ page, request }) => {
  const post = (await allPosts(request)).find((item) => !item.CTAColor)!;
  await page.goto(`/${post.SURL}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.Heading);
  await expect(page.getByRole('article').getByText('Published')).toBeVisible();
  await expect(page.getByRole('link', { name: 'GET AN ESTIMATE' })).toHaveCount(0);
});

test('a post address with no post is the not-found page', async ({ page }) => {
  await page.goto('/blog/2024/01/01/no-such-post');
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test('no serious accessibility problems on a post with an estimate button', async ({ page, request }) => {
  const post = (await allPosts(request)).find((item) => item.CTAColor)!;
  await page.goto(`/${post.SURL}`);
  await expect(page.getByRole('link', { name: 'GET AN ESTIMATE' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
