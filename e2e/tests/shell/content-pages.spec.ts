import { expect, test, type Page } from '../../support/test';
import type { BlogPost, CareersBanner } from '@handyman/contracts';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { pageAt } from '../../support/content';
import {
  CORPORATE_PAGES,
  detailPage,
  LEGACY_ADDRESSES,
  loadLazyImages,
  openPage,
  pageHeading,
  trayHeadings,
} from '../../support/content-pages';
import { saveScreenshot, SCREEN_WIDTHS } from '../../support/screenshots';

// Corporate content pages (why-choose-us, resources, careers) rendered by the shell from
// content-api through the shared trays. Expected text is read from content-api.

test.describe.configure({ timeout: 60_000 });

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const breadcrumb = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' });

for (const path of CORPORATE_PAGES) {
  test(`/${path} shows its heading, breadcrumb and trays`, async ({ page, request }) => {
    const content = await detailPage(request, path);
    await openPage(page, `/${path}`);
    await expect(h1(page)).toHaveText(pageHeading(content));
    await expect(h1(page)).toHaveCount(1);
    const trail = content.BreadcrumbNavigation?.Page ?? [];
    await expect(breadcrumb(page).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb(page).locator('[aria-current="page"]')).toHaveText(trail.at(-1)!.Name.replace(/-/g, ' '));
    for (const heading of trayHeadings(content)) {
      await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
    }
    await expect(page).toHaveTitle(new RegExp(`^${content.Title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  });
}

for (const [address, contentPath] of LEGACY_ADDRESSES) {
  test(`${address} goes to the ${contentPath} page, its one address`, async ({ page, request }) => {
    const content = await detailPage(request, contentPath);
    await openPage(page, address);
    await expect(h1(page)).toHaveText(pageHeading(content));
    await expect(page).toHaveURL(new RegExp(`/${contentPath}$`));
  });
}

for (const javaScriptEnabled of [true, false]) {
  test(`FAQ accordion, JavaScript ${javaScriptEnabled ? 'on' : 'off'}: every answer opens, one at a time; closing it leaves none open`, async ({
    browser,
    request,
  }) => {
    const content = await detailPage(request, 'resources/faqs');
    const faq = content.Trays!.find((tray) => tray.TrayName === 'FAQAccordion');
    if (faq?.TrayName !== 'FAQAccordion') throw new Error('the FAQ page has no FAQ accordion');
    const [first, second] = faq.AccordionItem;
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto('/resources/faqs');
    const item = (name: string) => page.locator('details').filter({ has: page.getByRole('heading', { name, exact: true }) });
    const answerOf = (name: string) => item(name).locator('summary + *');
    const open = page.locator('details[open]');

    await expect(open).toHaveCount(0);
    await expect(answerOf(first!.Heading.Value)).toBeHidden();
    await item(first!.Heading.Value).locator('summary').click();
    await expect(answerOf(first!.Heading.Value)).toBeVisible();
    await item(second!.Heading.Value).locator('summary').click();
    await expect(answerOf(second!.Heading.Value)).toBeVisible();
    await expect(answerOf(first!.Heading.Value)).toBeHidden();
    await expect(open).toHaveCount(1);

    // The keyboard opens and closes a question as it does any disclosure.
    await item(second!.Heading.Value).locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(open).toHaveCount(0);
    await context.close();
  });
}

test.describe('breadcrumb at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('collapses to home, an ellipsis and the current page; the ellipsis expands it', async ({ page, request }) => {
    const content = await detailPage(request, 'why-choose-us/our-story');
    const [, parent, current] = content.BreadcrumbNavigation!.Page;
    await openPage(page, '/why-choose-us/our-story');
    await expect(breadcrumb(page).locator('[aria-current="page"]')).toHaveText(current!.Name);
    await expect(breadcrumb(page).getByRole('link', { name: parent!.Name })).toHaveCount(0);
    await breadcrumb(page).getByRole('button', { name: 'Show the full breadcrumb trail' }).click();
    await expect(breadcrumb(page).getByRole('link', { name: parent!.Name })).toBeFocused();
    await expect(breadcrumb(page).getByRole('button')).toHaveCount(0);
  });

  test('with JavaScript off the whole trail shows, with no ellipsis that could not answer', async ({ browser, request }) => {
    const content = await detailPage(request, 'why-choose-us/our-story');
    const [, parent] = content.BreadcrumbNavigation!.Page;
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    try {
      const page = await context.newPage();
      await page.goto('/why-choose-us/our-story');
      await expect(breadcrumb(page).getByRole('link', { name: parent!.Name })).toBeVisible();
      await expect(breadcrumb(page).getByRole('button')).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test('a trail of two items does not collapse', async ({ page }) => {
    await openPage(page, '/careers');
    await expect(breadcrumb(page).locator('[aria-current="page"]')).toBeVisible();
    await expect(breadcrumb(page).getByRole('button')).toHaveCount(0);
  });
});

test('at 1280 px the whole breadcrumb shows', async ({ page, request }) => {
  const content = await detailPage(request, 'why-choose-us/our-story');
  await page.setViewportSize({ width: 1280, height: 900 });
  await openPage(page, '/why-choose-us/our-story');
  await expect(breadcrumb(page).getByRole('link', { name: content.BreadcrumbNavigation!.Page[1]!.Name })).toHaveAttribute(
    'href',
    '/why-choose-us',
  );
  await expect(breadcrumb(page).getByRole('button')).toHaveCount(0);
});

test('hostile HTML in content is neutralised on a real page', async ({ page, request }) => {
  const result = (await pageAt(request, 'blog/2023/04/11/spotting-home-repair-scams')) as { BlogPost?: BlogPost };
  const post = result.BlogPost!;
  expect(post.Post).toContain('<script');
  expect(post.Post).toContain('onerror=');
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openPage(page, '/blog/2023/04/11/spotting-home-repair-scams');
  await expect(h1(page)).toHaveText(post.Heading);
  await loadLazyImages(page);
  const main = page.locator('main');
  await expect(main.locator('script:not([type="application/ld+json"]), iframe, object, embed, [onerror], [onclick]')).toHaveCount(0);
  await expect(main.locator('a[href^="javascript:"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xssProbe?: string }).__xssProbe)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('careers banner height follows its image: capped at 300 px under 768 px, 400 px from 768 px', async ({ page, request }) => {
  const content = await detailPage(request, 'careers');
  const banner = content.Trays!.find((tray): tray is CareersBanner => tray.TrayName === 'CareersBanner')!;
  const imageHeight = Number(banner.BackgroundImage.Height);
  expect(imageHeight).toBeGreaterThan(400);
  const region = page.getByRole('region', { name: banner.Heading.Value });
  for (const [width, minHeight] of [
    [375, '300px'],
    [1280, '400px'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await openPage(page, '/careers');
    await expect(region).toHaveCSS('min-height', minHeight);
  }
});

test('videos load nothing from the video host until played', async ({ page, request }) => {
  const content = await detailPage(request, 'careers');
  // The careers page's videos sit in its Videos or its CareersCulture tray.
  const videos = content.Trays!.find((tray) => tray.TrayName === 'Videos' || tray.TrayName === 'CareersCulture');
  if (!videos || !('Video' in videos) || !videos.Video?.length) throw new Error('careers has no videos');
  const videoHosts: string[] = [];
  page.on('request', (req) => {
    if (/youtube|vimeo/.test(new URL(req.url()).hostname)) videoHosts.push(req.url());
  });
  await openPage(page, '/careers');
  const title = videos.Video[0]!.Title!.Value;
  const play = page.getByRole('button', { name: new RegExp(`^Play video: ${title}`) });
  await play.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(videoHosts).toEqual([]);
  await page.route(/youtube-nocookie\.com/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' }));
  await play.click();
  await expect(page.locator(`iframe[title="${title}"]`)).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
});

test('the promise slider is a carousel one promise wide that steps with its named buttons and autoplays', async ({ page }) => {
  await openPage(page, '/why-choose-us');
  // The carousel takes over from the first promise once the visitor scrolls near it.
  await page.getByRole('heading', { name: 'Our Promise to You' }).scrollIntoViewIfNeeded();
  const slider = page.getByRole('region', { name: /: promises$/ });
  await expect(slider).toHaveAttribute('data-slides-to-show', '1');
  await expect(slider.getByRole('button', { name: /^Pause/ })).toBeVisible();
  const active = () => slider.locator('.slick-slide.slick-active h3').first().innerText();
  const first = await active();
  await slider.getByRole('button', { name: 'Next promise' }).click();
  await expect.poll(active).not.toBe(first);
  await slider.getByRole('button', { name: 'Show promise 1' }).click();
  await expect.poll(active).toBe(first);
});

test('the promise slider waits for visitors who prefer reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openPage(page, '/why-choose-us');
  await page.getByRole('heading', { name: 'Our Promise to You' }).scrollIntoViewIfNeeded();
  const slider = page.getByRole('region', { name: /: promises$/ });
  await expect(slider.getByRole('button', { name: 'Next promise' })).toBeVisible();
  await expect(slider.getByRole('button', { name: /^(Pause|Play)/ })).toHaveCount(0);
});

test('a community story named in the hash scrolls into view below the header', async ({ page }) => {
  await openPage(page, '/why-choose-us/community-matters#ramp-builds');
  const heading = page.locator('#ramp-builds');
  await expect(heading).toBeVisible();
  await expect.poll(async () => Math.round((await heading.boundingBox())?.y ?? -1), { timeout: 3_000 }).toBeGreaterThanOrEqual(100);
  await expect.poll(async () => Math.round((await heading.boundingBox())?.y ?? -1), { timeout: 3_000 }).toBeLessThanOrEqual(140);
});

const LOOKED_AT = [
  { name: 'content-why-choose-us', path: '/why-choose-us' },
  {
    name: 'content-faqs',
    path: '/Resources/FAQs',
    prepare: (page: Page) => page.locator('main details > summary').first().click(),
  },
  { name: 'content-careers', path: '/careers' },
];

for (const { name, path, prepare } of LOOKED_AT) {
  for (const width of SCREEN_WIDTHS) {
    test(`${name} at ${width} px: no serious accessibility problems, screenshot`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openPage(page, path);
      await prepare?.(page);
      await loadLazyImages(page);
      if (width !== 768) await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, name);
    });
  }
}
