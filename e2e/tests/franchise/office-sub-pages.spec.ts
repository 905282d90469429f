import { expect, test } from '../../support/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { franchiseHome } from '../../support/content';
import { loadWholePage } from '../../support/home-content';
import { list } from '../../support/layout-content';
import { saveScreenshot, SCREEN_WIDTHS } from '../../support/screenshots';
import { REMOTE_ORIGINS } from '../../support/stack';

// Office sub-pages and city pages against content-api's seed: the our-work gallery filter and
// slideshow, every office's sub-pages, and a city page's trays.

const SUB_PAGES = [
  'our-team',
  'our-work',
  'offers',
  'reviews',
  'why-choose-us',
  'news-and-events',
  'seasonal-services',
  'services/kitchen-and-bath',
];

test('our work: Show All first, a category filters the photos, Info opens the slideshow at that photo; keys, buttons and a swipe move it', async ({
  page,
  request,
}) => {
  const home = await franchiseHome(request, 'offices/plano');
  const photos = list(home.FranchiseCorporateControl.FranchiseOwnersControl.OurWork?.GalleryImage);
  const category = photos[0]!.ImageCategories!.split('|')[0]!;
  const inCategory = photos.filter((photo) => photo.ImageCategories!.split('|').includes(category));
  await page.goto('/offices/plano/our-work');
  const gallery = page.getByTestId('work-gallery');
  await expect(page.getByRole('button', { name: 'Show All' })).toHaveAttribute('aria-pressed', 'true');
  await expect(gallery.getByRole('listitem')).toHaveCount(photos.length);
  await page.getByRole('group', { name: 'Show photos of' }).getByRole('button', { name: category, exact: true }).click();
  await expect(gallery.getByRole('listitem')).toHaveCount(inCategory.length);

  const chosen = inCategory[inCategory.length - 1]!;
  await gallery.getByRole('button', { name: `Info: ${chosen.AlternateText}` }).click();
  const dialog = page.getByRole('dialog', { name: /Project photos/ });
  await expect(dialog).toContainText(`(${inCategory.length} of ${inCategory.length})`);
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize()!;
  expect(Math.round((box!.width / viewport.width) * 100)).toBe(80);
  expect(Math.round((box!.height / viewport.height) * 100)).toBe(80);
  await page.keyboard.press('ArrowRight');
  await expect(dialog).toContainText(`(1 of ${inCategory.length})`);
  await dialog.getByRole('button', { name: 'Previous photo' }).click();
  await expect(dialog).toContainText(`(${inCategory.length} of ${inCategory.length})`);
  // A drag to the left (a swipe, with a mouse) moves the photo on, and the count with it. react-slick
  // ignores a drag while a slide is still moving (as a person would wait to see the photo first):
  // the count changes at the press, the slide follows over 400 ms, longer on a busy machine.
  await expect(dialog.locator('.slick-current img')).toHaveAttribute('alt', chosen.AlternateText!);
  await expect.poll(() => dialog.locator('.slick-track').evaluate((track) => (track as HTMLElement).style.transition)).toBe('');
  const slides = (await dialog.locator('.slick-list').boundingBox())!;
  const y = slides.y + slides.height / 2;
  await page.mouse.move(slides.x + slides.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(slides.x + slides.width * 0.2, y, { steps: 8 });
  await page.mouse.up();
  await expect(dialog).toContainText(`(1 of ${inCategory.length})`);
  await expect(dialog.locator('.slick-current img')).toHaveAttribute('alt', inCategory[0]!.AlternateText!);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('our work: an arrow key pressed while the slideshow’s code is still on its way moves it', async ({ page, request }) => {
  const home = await franchiseHome(request, 'offices/plano');
  const photos = list(home.FranchiseCorporateControl.FranchiseOwnersControl.OurWork?.GalleryImage);
  await page.goto('/offices/plano/our-work');
  // Code the office remote sends from now on (the slider's) takes 2 s to arrive, as on a slow phone.
  await page.route(`${REMOTE_ORIGINS.franchise}/**/*.js`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await page
    .getByTestId('work-gallery')
    .getByRole('button', { name: `Info: ${photos[0]!.AlternateText}` })
    .click();
  const dialog = page.getByRole('dialog', { name: /Project photos/ });
  await expect(dialog).toContainText(`(1 of ${photos.length})`);
  await expect(dialog.locator('.slick-slider')).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await expect(dialog).toContainText(`(2 of ${photos.length})`);
  await expect(dialog.locator('.slick-active img')).toHaveAttribute('alt', photos[1]!.AlternateText!, { timeout: 10_000 });
  // Two presses in quick succession on a slow phone's CPU: the second comes while the slider is still
  // acting on the first, and must not be undone by it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog).toContainText(`(${photos.length} of ${photos.length})`);
  await expect(dialog.locator('.slick-active img')).toHaveAttribute('alt', photos[photos.length - 1]!.AlternateText!);
});

test('our work: the before and after slider moves with the keyboard', async ({ page }) => {
  await page.goto('/offices/plano/our-work');
  const slider = page.getByRole('slider', { name: 'Slide to compare before and after' });
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveValue('51');
  await expect(page.getByTestId('before-after')).toHaveAttribute('style', /--position: 51%/);
});

for (const office of ['offices/henderson', 'offices/tampa']) {
  test(`${office} has every sub-page, each with the office bar, banner and its own content`, async ({ page }) => {
    test.slow();
    for (const sub of SUB_PAGES) {
      await page.goto(`/${office}/${sub}`);
      await expect(page.getByTestId('office-sub-page')).toBeVisible();
      await expect(page.getByTestId('office-header')).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).not.toBeEmpty();
    }
    await page.goto(`/${office}/news-and-events`);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  });
}

test('a city page shows the office’s services, reviews carousel, estimate tray and other cities', async ({ page, request }) => {
  const home = await franchiseHome(request, 'offices/henderson');
  const [, second] = list(home.ServiceCitySEO);
  await page.goto(`/${second!.CityURL}`);
  const main = page.getByRole('main');
  await expect(
    main
      .getByRole('region', { name: `Services in ${second!.City.Value}` })
      .getByRole('link')
      .first(),
  ).toBeVisible();
  // The carousel takes over from the plain list of reviews once the visitor scrolls near it.
  await main.locator('#reviews').scrollIntoViewIfNeeded();
  await expect(main.getByRole('region', { name: 'Customer reviews' })).toBeAttached();
  await expect(
    main
      .getByRole('region', { name: `Request a free estimate in ${second!.City.Value}` })
      .getByRole('form', { name: 'Free estimate request' }),
  ).toBeVisible();
  const cities = main.getByRole('region', { name: 'More cities we serve' });
  for (const city of list(home.ServiceCitySEO)) {
    const link = cities.getByRole('link', { name: city.City.Value, exact: true });
    // The city the visitor is in is not among the "more" cities.
    if (city === second) await expect(link).toHaveCount(0);
    else await expect(link).toHaveAttribute('href', `/${city.CityURL}`);
  }
});

// One test per page and width: the three pages in one test took up to 58 s of its 90 in CI.
for (const width of SCREEN_WIDTHS) {
  for (const path of ['offices/plano/our-work', 'offices/henderson/city/anthem', 'offices/tampa/services/kitchen-and-bath']) {
    test(`/${path} at ${width} px: screenshot and no serious accessibility violations`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${path}`);
      await expect(page.getByTestId('office-header')).toBeVisible();
      await loadWholePage(page);
      await saveScreenshot(page, path.replace(/\//g, '-'));
      await expectNoSeriousA11yViolations(page);
    });
  }
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the our-work gallery and a city page’s trays are in the HTML', async ({ page }) => {
    await page.goto('/offices/plano/our-work');
    await expect(page.getByTestId('work-gallery').getByRole('listitem').first()).toBeVisible();
    await page.goto('/offices/henderson/city/anthem');
    await expect(page.getByRole('region', { name: 'More cities we serve' })).toBeVisible();
  });
});
