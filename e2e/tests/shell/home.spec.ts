import { expect, test, type Page } from '../../support/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { displayPhone, siteSettings } from '../../support/content';
import { homePage, loadWholePage, localOffices } from '../../support/home-content';
import { saveScreenshot, SCREEN_WIDTHS } from '../../support/screenshots';

// The home page: the hero with the ZIP finder, the estimate / booking tab area and the trays.

const tabArea = (page: Page) => page.getByTestId('estimate-tabs');
const tabAreaTop = (page: Page) => tabArea(page).evaluate((element) => Math.round(element.getBoundingClientRect().top));

test('hero, ZIP finder, tab area and trays come from the home page content', async ({ page, request }) => {
  const [home, settings] = await Promise.all([homePage(request), siteSettings(request)]);
  await page.goto('/');
  const hero = page.getByRole('region', { name: home.Banner.Heading.Value });
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText(home.Banner.Heading.Value);
  await expect(hero.getByRole('heading', { level: 2, name: home.FindAnOffice.Heading.Value })).toBeVisible();
  const banner = hero.getByRole('img', { name: home.Banner.BackgroundImage.AlternateText });
  await expect(banner).toHaveAttribute('loading', 'eager');
  await expect(banner).toHaveAttribute('fetchpriority', 'high');

  await expect(page.getByRole('tab')).toHaveText([home.TabContent.EstimateTabText.Value, home.TabContent.ScheduleTabText.Value]);
  await expect(page.getByRole('tab', { name: home.TabContent.EstimateTabText.Value })).toHaveAttribute('aria-selected', 'true');
  await expect(tabArea(page).getByRole('form', { name: 'Free estimate request' })).toBeVisible();
  await expect(tabArea(page).getByRole('img', { name: home.TabContent.EstimateImage!.AlternateText })).toBeVisible();

  const firstTrayHeading = (home.Trays?.[0] as { IntroHeading?: { Value: string } } | undefined)?.IntroHeading?.Value;
  if (firstTrayHeading) await expect(page.getByRole('heading', { name: firstTrayHeading })).toBeVisible();
  await expect(page).toHaveTitle(`${home.Title}${settings.GlobalSettings.BrowserTitleSuffix.Value}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', home.Description!);
});

for (const [width, offset] of [
  [1280, 295],
  [375, 272],
] as const) {
  test(`#BookOnlineLink at ${width} px opens Book Online and brings the tab area ${offset} px below the top`, async ({ page }) => {
    const config = (await (await page.request.get('/config.json')).json()) as { schedulingUrl: string };
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/#BookOnlineLink');
    await expect(page.getByRole('tab', { name: 'Book Online' })).toHaveAttribute('aria-selected', 'true');
    await expect(tabArea(page).getByRole('link', { name: 'Book Online' })).toHaveAttribute('href', config.schedulingUrl);
    await expect.poll(() => tabAreaTop(page)).toBe(offset);
  });
}

test('on a phone #GetEstimateLink opens the estimate form in the tab area, and the modal stays closed', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const toggle = tabArea(page).getByRole('button', { name: 'Request an estimate online' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(tabArea(page).getByRole('form', { name: 'Free estimate request' })).toBeHidden();

  await page.goto('/#GetEstimateLink');
  await expect(page.getByRole('tab', { name: 'Get an Estimate' })).toHaveAttribute('aria-selected', 'true');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(tabArea(page).getByRole('form', { name: 'Free estimate request' })).toBeVisible();
  await expect.poll(() => tabAreaTop(page)).toBe(272);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await toggle.click();
  await expect(tabArea(page).getByRole('form', { name: 'Free estimate request' })).toBeHidden();
});

test('the header’s estimate link on the home page brings the tab area, not the modal', async ({ page, request }) => {
  const settings = await siteSettings(request);
  await page.goto('/#BookOnlineLink');
  await expect(page.getByRole('tab', { name: 'Book Online' })).toHaveAttribute('aria-selected', 'true');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('banner').getByRole('link', { name: settings.Header.Page[1]!.Link }).click();
  await expect(page).toHaveURL(/\/#GetEstimateLink$/);
  await expect(page.getByRole('tab', { name: 'Get an Estimate' })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => tabAreaTop(page)).toBe(295);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('tabs switch by click and by arrow keys', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Book Online' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Book Online' })).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Get an Estimate' })).toBeHidden();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Get an Estimate' })).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Get an Estimate' })).toBeVisible();
});

test('the tab area’s phone is the corporate number, or the office the visitor last visited', async ({ page, request }) => {
  const [settings, offices] = await Promise.all([siteSettings(request), localOffices(request)]);
  await page.goto('/');
  const phone = tabArea(page).getByTestId('tab-phone');
  await expect(phone).toHaveText(settings.TelephoneNumberDisplay.Value);
  await expect(phone).toHaveAttribute('href', `tel:${settings.MainTelephoneNumber.Value}`);

  const office = offices[0]!;
  await page.evaluate(
    ({ path, phone: number }) => {
      localStorage.setItem('recentFranchisePath', path);
      localStorage.setItem('recentFranchisPhone', number);
    },
    { path: office.HomePageLink.URL, phone: office.PhoneNumber },
  );
  await page.reload();
  await expect(phone).toHaveText(displayPhone(office.PhoneNumber));
  await expect(phone).toHaveAttribute('href', `tel:${office.PhoneNumber.replace(/\D/g, '')}`);
});

for (const width of [375, 1280]) {
  test(`no serious accessibility problems on the home page at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(tabArea(page)).toBeVisible();
    await loadWholePage(page);
    await expectNoSeriousA11yViolations(page);
  });
}

test('screenshots of the home page at phone, tablet and desktop widths', async ({ page }) => {
  test.slow(); // three full loads with every picture, on a machine shared with the other worker
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(tabArea(page)).toBeVisible();
    await loadWholePage(page);
    await saveScreenshot(page, 'home');
  }
});
