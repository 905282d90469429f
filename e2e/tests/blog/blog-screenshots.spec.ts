import { test } from '../../support/test';
import { allPosts, expect, postHeadings } from '../../support/blog-content';
import { saveScreenshot } from '../../support/screenshots';

// Screenshots of the blog at phone and desktop widths, for people to look at (e2e/screenshots).

for (const width of [375, 1280]) {
  test(`blog list, post and office blog at ${width} px`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const post = (await allPosts(request)).find((item) => item.CTAColor && item.Image)!;
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/blog');
    await expect(postHeadings(page).first()).toBeVisible();
    await saveScreenshot(page, 'blog-list');
    await page.goto(`/${post.SURL}`);
    await expect(page.getByRole('link', { name: 'GET AN ESTIMATE' })).toBeVisible();
    await saveScreenshot(page, 'blog-post');
    await page.goto('/offices/summerlin/blog');
    await expect(postHeadings(page).first()).toBeVisible();
    await saveScreenshot(page, 'blog-office');
  });
}
