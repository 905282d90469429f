import { expect, test } from '../../support/test';
import { officeBlogIndex, postList, sidebar } from '../../support/blog-content';
import { franchiseHome } from '../../support/content';
import { startShellBehindProxy, type ShellBehindProxy } from '../../support/extra-shell';
import { PORTS } from '../../support/stack';

// What a homeowner meets on the blog: office posts with the office's own name, city and phone in
// place of the placeholders their copy is written with (with and without scripts), the search box
// and the way to the archives before the posts on a phone, and posts without a picture.

const OFFICES = ['summerlin', 'plano', 'north-raleigh'];
const PLACEHOLDER = /\{(City|Phone|FranchiseName|State|StateAbbreviation)\}/;

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('every office post reads with the office’s values, not placeholders', async ({ page, request }) => {
      test.slow();
      for (const office of OFFICES) {
        const name = (await franchiseHome(request, `offices/${office}`)).FranchiseCorporateControl.FranchiseName!.Value;
        const posts = (await officeBlogIndex(request, office)).Navigation.Page;
        let named = 0;
        for (const post of posts) {
          await page.goto(`/${post.URL}`);
          const text = await page.getByRole('main').innerText();
          expect(text, `/${post.URL}`).not.toMatch(PLACEHOLDER);
          expect(await page.title(), `/${post.URL}`).not.toMatch(PLACEHOLDER);
          if (text.includes(name)) named += 1;
        }
        // Several of each office's posts name the office in their copy ("Call {FranchiseName} at {Phone}").
        expect(named, office).toBeGreaterThan(0);
      }
    });

    test('on a phone the search box comes before the posts, with a link down to the archives', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto('/blog');
      const search = page.getByRole('search', { name: 'Search the blog' });
      await expect(search).toBeInViewport();
      const posts = (await postList(page).boundingBox())!;
      expect((await search.boundingBox())!.y).toBeLessThan(posts.y);
      const jump = page.getByRole('link', { name: 'Categories and archives' });
      await expect(jump).toBeInViewport();
      await jump.click();
      await expect(sidebar(page).getByRole('region', { name: 'Archives' }).getByRole('heading')).toBeInViewport();
      await expect(sidebar(page).getByRole('region', { name: 'Categories' })).toBeAttached();
    });
  });
}

test('on a desktop the search box heads the sidebar beside the posts, and there is no jump link', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/blog');
  const search = (await page.getByRole('search', { name: 'Search the blog' }).boundingBox())!;
  const posts = (await postList(page).boundingBox())!;
  const side = (await sidebar(page).boundingBox())!;
  expect(search.x).toBeGreaterThanOrEqual(posts.x + posts.width);
  expect(search.x).toBeGreaterThanOrEqual(side.x - 1);
  expect(search.x + search.width).toBeLessThanOrEqual(side.x + side.width + 1);
  expect(search.y + search.height).toBeLessThanOrEqual(side.y);
  await expect(page.getByRole('link', { name: 'Categories and archives' })).toBeHidden();
});

test.describe('a post without a picture', () => {
  // Every seed post has a photograph; a CMS's posts may not. A shell whose content comes through a
  // proxy that drops the first listed post's picture shows what such a post looks like.
  const PORT = PORTS.shell + 184;
  let shell: ShellBehindProxy | undefined;
  test.beforeAll(async () => {
    shell = await startShellBehindProxy(PORT, (proxy) =>
      proxy.rewrite('/api/search', (json) => {
        const [first] = (json as { results?: { BlogPost?: Record<string, unknown> }[] }).results ?? [];
        if (first?.BlogPost) delete first.BlogPost.Image;
        return json;
      }),
    );
  });
  test.afterAll(async () => {
    await shell?.stop();
  });

  test('shows a quiet panel with its category, not a block of brand red', async ({ page }) => {
    await page.goto(`${shell!.url}/blog`);
    const panel = page.getByTestId('post-card-placeholder').first();
    await expect(panel).toBeVisible();
    const background = await panel.evaluate((element) => getComputedStyle(element).backgroundColor);
    const [red, green, blue] = background.match(/\d+/g)!.map(Number);
    // Light and nearly grey.
    expect(Math.min(red!, green!, blue!)).toBeGreaterThan(200);
    expect(Math.max(red!, green!, blue!) - Math.min(red!, green!, blue!)).toBeLessThan(20);
  });
});
