import { expect, test, type Page } from '../../support/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { siteSettings } from '../../support/content';
import { expectedMenu, firstEntryWithChildren } from '../../support/layout-content';
import { saveScreenshot } from '../../support/screenshots';

// The slide-out navigation of phones (under 768 px wide), built from x31's MenuTab.

test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });

const hamburger = (page: Page) => page.getByRole('button', { name: 'Menu' });
const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

async function openMenu(page: Page) {
  await page.goto('/');
  await expect(page.getByTestId('header-logo').locator('img')).toBeVisible();
  await expect(page.getByTestId('desktop-nav')).toBeHidden();
  await hamburger(page).click();
  await expect(menu(page)).toBeVisible();
}

test('the hamburger opens the menu with every top entry and Close focused', async ({ page, request }) => {
  const settings = await siteSettings(request);
  await openMenu(page);
  await expect(hamburger(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(menu(page).getByRole('button', { name: 'Close' })).toBeFocused();
  for (const entry of expectedMenu(settings)) {
    const name = entry.children.length > 0 ? new RegExp(`^${entry.text}`) : entry.text;
    await expect(
      menu(page).getByRole(entry.children.length > 0 ? 'button' : 'link', { name, exact: entry.children.length === 0 }),
    ).toBeVisible();
  }
  await expect(menu(page).getByRole('link', { name: /Request an Appointment/ })).toBeVisible();
  await saveScreenshot(page, 'mobile-nav-open');
  await expectNoSeriousA11yViolations(page);
});

test('a sub-menu shows Back and its sub-pages; Back returns to the top menu', async ({ page, request }) => {
  const entry = firstEntryWithChildren(await siteSettings(request));
  await openMenu(page);
  const opener = menu(page).getByRole('button', { name: new RegExp(`^${entry.text}`) });
  await opener.click();
  const back = menu(page).getByRole('button', { name: 'Back' });
  await expect(back).toBeFocused();
  await expect(menu(page).getByRole('link', { name: entry.text, exact: true })).toHaveAttribute('href', entry.href);
  for (const child of entry.children)
    await expect(menu(page).getByRole('link', { name: child.text, exact: true })).toHaveAttribute('href', child.href);
  await back.click();
  await expect(back).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the page behind the open menu holds still; Close and Escape close it and return focus to the hamburger', async ({ page }) => {
  await openMenu(page);
  await menu(page).getByRole('button', { name: 'Close' }).click();
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
  // A finger on the hamburger in the sticky bar (a locator click would scroll the page first).
  const toggle = (await hamburger(page).boundingBox())!;
  await page.touchscreen.tap(toggle.x + toggle.width / 2, toggle.y + toggle.height / 2);
  await expect(menu(page)).toBeVisible();
  await page.mouse.wheel(0, 800);
  await page.touchscreen.tap(20, 400);
  await expect(menu(page)).toBeHidden();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);

  await hamburger(page).click();
  await menu(page).getByRole('button', { name: 'Close' }).click();
  await expect(menu(page)).toBeHidden();
  await expect(hamburger(page)).toBeFocused();
  await expect(hamburger(page)).toHaveAttribute('aria-expanded', 'false');

  await hamburger(page).click();
  await expect(menu(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();
  await expect(hamburger(page)).toBeFocused();
});

test('choosing a sub-page navigates there and closes the menu', async ({ page, request }) => {
  const entry = firstEntryWithChildren(await siteSettings(request));
  const target = entry.children.at(-1)!;
  await openMenu(page);
  await menu(page)
    .getByRole('button', { name: new RegExp(`^${entry.text}`) })
    .click();
  await menu(page).getByRole('link', { name: target.text, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${target.href}$`));
  await expect(menu(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
});

test('the header keeps the call and estimate links on a phone; the estimate link sets #GetEstimateLink', async ({ page, request }) => {
  const settings = await siteSettings(request);
  await page.goto('/careers');
  await expect(page.getByRole('link', { name: `Call ${settings.TelephoneNumberDisplay.Value}` })).toHaveAttribute(
    'href',
    `tel:${settings.MainTelephoneNumber.Value}`,
  );
  await page.getByTestId('estimate-link').click();
  await expect(page).toHaveURL(/\/careers#GetEstimateLink$/);
});

test('from 768 px wide the navigation is inline and there is no hamburger', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 800 });
  await page.goto('/');
  await expect(page.getByTestId('desktop-nav')).toBeVisible();
  await expect(hamburger(page)).toBeHidden();
});
