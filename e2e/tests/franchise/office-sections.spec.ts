import { expect, test, type Page } from '../../support/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { officeSectionExpectations } from '../../support/franchise-sections';
import { loadWholePage } from '../../support/home-content';

// The office home's sections, its sticky office bar with the section nav, and its react-slick
// carousels, against content-api's seed.

const OFFICE = 'offices/summerlin';
const sectionIds = (page: Page) => page.locator('main section[id]').evaluateAll((sections) => sections.map((section) => section.id));
const nav = (page: Page) => page.getByRole('navigation', { name: 'On this page' });

test('every section in display order for an office with full data, the nav listing all but local services and careers', async ({
  page,
  request,
}) => {
  const expected = await officeSectionExpectations(request, OFFICE);
  await page.goto(`/${OFFICE}`);
  await loadWholePage(page);
  await expect.poll(() => sectionIds(page)).toEqual(expect.arrayContaining(expected.sections));
  const ids = (await sectionIds(page)).filter((id) => expected.sections.includes(id));
  expect(ids).toEqual(expected.sections);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(nav(page).getByRole('link')).toHaveText(expected.navLabels);

  const areas = page.getByRole('region', { name: 'Service Areas' });
  for (const city of expected.cities)
    await expect(areas.getByRole('link', { name: city.name, exact: true })).toHaveAttribute('href', city.href);
  await expect(areas.getByRole('img', { name: /^Map of the / })).toHaveAttribute('width', '250');

  const blog = page.getByRole('region', { name: 'From Our Blog' });
  await expect(blog.getByText('Helpful Articles')).toBeVisible();
  await expect(blog.getByRole('listitem').getByRole('link')).toHaveText(expected.blogPosts);
  await expect(blog.getByRole('link', { name: 'See more from our blog' })).toHaveAttribute('href', `/${OFFICE}/blog`);
  await expect(page.locator('#local-services').getByRole('link').first()).toBeVisible();
});

test('an office without a blog has no blog section and no Blog item in the nav', async ({ page }) => {
  // Scrolling the long office home through (every section hydrates near the viewport) takes a while.
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/offices/henderson');
  await expect(nav(page).getByRole('link', { name: 'Reviews' })).toBeVisible();
  await loadWholePage(page);
  await expect(page.locator('#blog')).toHaveCount(0);
  await expect(nav(page).getByRole('link', { name: 'Blog' })).toHaveCount(0);
});

test('a nav click scrolls to the section below the office bar and marks it current', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/${OFFICE}`);
  const item = nav(page).getByRole('link', { name: 'Service Areas' });
  await item.click();
  const areas = page.locator('#service-areas');
  await expect(areas).toBeInViewport();
  // Within a pixel: the window scrolls by whole pixels, the page lays out in fractions of one.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Math.abs(
          document.getElementById('service-areas')!.getBoundingClientRect().top -
            document.querySelector('[data-testid="office-header"]')!.getBoundingClientRect().bottom,
        ),
      ),
    )
    .toBeLessThan(1);
  await expect(item).toHaveAttribute('aria-current', 'location');
  await expect(page.getByTestId('office-header')).toBeInViewport();
});

test('below 992 px the nav is a select that jumps to the chosen section', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto(`/${OFFICE}`);
  await expect(nav(page).getByRole('link', { name: 'Reviews' })).toBeHidden();
  await nav(page).getByRole('combobox', { name: 'Jump to' }).selectOption({ label: 'Reviews' });
  await expect(page.locator('#reviews')).toBeInViewport();
  await expect(nav(page).getByRole('combobox', { name: 'Jump to' })).toHaveValue('reviews');
});

test('the office bar’s Services dropdown opens on hover and by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/${OFFICE}`);
  const bar = page.getByTestId('office-header');
  const menu = bar.getByTestId('services-menu');
  await expect(menu).toBeHidden();
  await bar.getByRole('button', { name: 'Services' }).hover();
  await expect(menu.getByRole('link', { name: 'Painting', exact: true })).toBeVisible();
  await page.mouse.move(0, 600);
  await expect(menu).toBeHidden();
  await bar.getByRole('button', { name: 'Services' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(bar.getByRole('button', { name: 'Services' })).toBeFocused();
  await expect(bar.getByRole('link', { name: 'Get an Estimate' })).toHaveAttribute('href', `/${OFFICE}#GetEstimateLink`);
});

for (const [width, shown] of [
  [375, 1],
  [800, 2],
  [1280, 3],
] as const) {
  test(`at ${width} px the reviews carousel shows ${shown} and the work carousel steps with its named buttons`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/${OFFICE}`);
    // A carousel takes over from its plain list once the visitor scrolls near it.
    await page.locator('#reviews').scrollIntoViewIfNeeded();
    const reviews = page.getByRole('region', { name: 'Customer reviews' });
    await reviews.scrollIntoViewIfNeeded();
    await expect(reviews).toHaveAttribute('data-slides-to-show', String(shown));
    await expect(reviews.getByRole('button', { name: 'Pause Customer reviews' })).toBeVisible();
    await page.getByTestId('our-work-row').scrollIntoViewIfNeeded();
    const work = page.getByRole('region', { name: 'Our Work: photos' });
    await work.scrollIntoViewIfNeeded();
    const active = () => work.locator('.slick-slide.slick-active img').first().getAttribute('src');
    const first = await active();
    await work.getByRole('button', { name: 'Next photo' }).click();
    await expect.poll(active).not.toBe(first);
    await work.getByRole('button', { name: 'Previous photo' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(active).toBe(first);
  });
}

for (const width of [375, 800, 1280]) {
  test(`at ${width} px a carousel takes over from its list without changing its section's height`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/${OFFICE}`);
    // Measured before either is near the viewport, then once each has taken over. A change of
    // height moved the sections below, and a jump to the section after it landed a pixel off.
    const heights = () =>
      page.evaluate(() => ['our-work', 'reviews'].map((id) => document.getElementById(id)!.getBoundingClientRect().height));
    const carousels = page.getByRole('region', { name: /^(Our Work: photos|Customer reviews)$/ });
    await expect(carousels).toHaveCount(0);
    const before = await heights();
    // One at a time, as a visitor reads: the sections hydrate as they come near, then each
    // carousel takes over once it is near.
    for (const [id, name] of [
      ['our-work', 'Our Work: photos'],
      ['reviews', 'Customer reviews'],
    ] as const) {
      await page.locator(`#${id}`).scrollIntoViewIfNeeded();
      await expect(page.getByRole('region', { name })).toBeVisible();
    }
    await expect(carousels).toHaveCount(2);
    expect(await heights()).toEqual(before);
  });
}

test('the work carousel and reviews stop autoplaying under reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`/${OFFICE}`);
  await page.locator('#reviews').scrollIntoViewIfNeeded();
  const reviews = page.getByRole('region', { name: 'Customer reviews' });
  await reviews.scrollIntoViewIfNeeded();
  await expect(reviews).toHaveAttribute('data-slides-to-show', /\d/);
  await expect(reviews.getByRole('button', { name: /^Pause/ })).toHaveCount(0);
});

for (const width of [375, 768, 1280]) {
  test(`no serious accessibility problems with the office bar and sections at ${width} px`, async ({ page }) => {
    // A long page: scrolling it through and checking it takes a while on a busy machine.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/${OFFICE}`);
    await loadWholePage(page);
    await expect(page.getByRole('region', { name: 'Customer reviews' })).toBeAttached();
    await expectNoSeriousA11yViolations(page);
  });
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the office home’s sections, nav and reviews are in the HTML', async ({ page, request }) => {
    const expected = await officeSectionExpectations(request, OFFICE);
    await page.goto(`/${OFFICE}`);
    expect(await sectionIds(page)).toEqual(expect.arrayContaining(expected.sections));
    await expect(nav(page).getByRole('link', { name: 'Service Areas' })).toHaveAttribute('href', '#service-areas');
    await expect(page.getByRole('region', { name: 'What Our Customers Say' }).getByRole('figure')).toHaveCount(3);
    await expect(page.getByTestId('our-work-row').locator('img')).toHaveCount(expected.workPhotos);
  });
});
