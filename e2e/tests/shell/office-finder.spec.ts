import { expect, test, type Page } from '../../support/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { displayPhone } from '../../support/content';
import { loadWholePage, localOffices, officesPage, textOf } from '../../support/home-content';
import { saveScreenshot, SCREEN_WIDTHS } from '../../support/screenshots';

// The office finder: every office by state, a jump to a state, and what a visitor without a local
// office is told.

test('every office is listed under its state with its page, phone and online booking', async ({ page, request }) => {
  const [content, offices] = await Promise.all([officesPage(request), localOffices(request)]);
  await page.goto('/offices');
  await expect(page.getByRole('heading', { level: 1, name: content.Heading.Value })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: textOf(content.NoFranchisesCopy.Value).slice(0, 40) })).toHaveCount(0);

  for (const office of offices) {
    const state = page.getByRole('region', { name: office.State, exact: true });
    const card = state.getByRole('listitem').filter({ has: page.getByRole('link', { name: office.Name, exact: true }) });
    await expect(card.getByRole('link', { name: office.Name, exact: true })).toHaveAttribute('href', `/${office.HomePageLink.URL}`);
    await expect(card).toContainText(`${office.City}, ${office.StateAbbreviation}`);
    const phone = card.getByRole('link', { name: `Call ${office.Name} at ${displayPhone(office.PhoneNumber)}` });
    await expect(phone).toHaveAttribute('href', `tel:${office.PhoneNumber.replace(/\D/g, '')}`);
    await expect(card.getByRole('link', { name: /^Book online/ })).toHaveAttribute('href', office.SchedulePageLink.URL);
    await expect(card.getByRole('link', { name: `View office for ${office.Name}` })).toHaveAttribute('href', `/${office.HomePageLink.URL}`);
  }
  await expect(page).toHaveTitle(new RegExp(`^${content.Title}`));
});

test('/offices#STATE scrolls to that state’s offices and highlights them', async ({ page, request }) => {
  const offices = await localOffices(request);
  const last = offices[offices.length - 1]!;
  await page.goto(`/offices#${last.StateAbbreviation}`);
  const heading = page.getByRole('heading', { level: 2, name: last.State, exact: true });
  await expect(heading).toHaveAttribute('id', last.StateAbbreviation);
  await expect(heading).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(page.getByRole('region', { name: last.State, exact: true })).toHaveAttribute('data-highlighted', 'true');
});

test('/FindACraftsman and its office-prefixed variant go to the finder at /offices; another prefix is not found', async ({
  page,
  request,
}) => {
  const [content, offices] = await Promise.all([officesPage(request), localOffices(request)]);
  for (const path of ['/FindACraftsman', '/summerlin/findacraftsman']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/offices$/);
    await expect(page.getByRole('heading', { level: 1, name: content.Heading.Value })).toBeVisible();
    await expect(page.getByRole('region', { name: offices[0]!.State, exact: true })).toBeVisible();
  }
  await page.goto('/x/findacraftsman');
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test('choosing a state without offices says so and offers the national number', async ({ page }) => {
  await page.goto('/offices');
  const chooser = page.getByRole('combobox', { name: 'Choose your state' });
  await expect(chooser.getByRole('option')).toHaveCount(60);
  const withoutOffice = chooser.locator('option:not(:has-text("office")):not([value=""])').first();
  const name = (await withoutOffice.innerText()).trim();
  await chooser.selectOption(name);
  await page.getByRole('button', { name: 'Show offices' }).click();
  const notice = page.getByRole('status').filter({ hasText: `We don’t have an office in ${name} yet.` });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: '866-FIX-MY-HOME' })).toHaveAttribute('href', 'tel:18663496946');
});

test('choosing a state with offices jumps there', async ({ page, request }) => {
  const offices = await localOffices(request);
  const target = offices[Math.floor(offices.length / 2)]!;
  await page.goto('/offices');
  await page.getByRole('combobox', { name: 'Choose your state' }).selectOption(target.StateAbbreviation);
  await page.getByRole('button', { name: 'Show offices' }).click();
  await expect(page).toHaveURL(new RegExp(`#${target.StateAbbreviation}$`));
  await expect(page.getByRole('heading', { level: 2, name: target.State, exact: true })).toBeInViewport();
  await expect(page.getByRole('region', { name: target.State, exact: true })).toHaveAttribute('data-highlighted', 'true');
});

/** Opens the finder and waits for its offices, lazy images and footer. */
async function openFinder(page: Page, path: string) {
  await page.goto(path);
  const offices = await localOffices(page.request);
  await expect(page.getByRole('region', { name: offices[0]!.State, exact: true })).toBeVisible();
  await loadWholePage(page);
}

for (const width of [375, 1280]) {
  test(`no serious accessibility problems at ${width} px, with and without the notice`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/offices', '/offices?noFranchises=true']) {
      await openFinder(page, path);
      await expectNoSeriousA11yViolations(page);
    }
  });
}

test('screenshots of the finder at phone, tablet and desktop widths', async ({ page }) => {
  // Six whole-page loads with every image: more than the default 30 s on a busy machine.
  test.slow();
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await openFinder(page, '/offices');
    await saveScreenshot(page, 'office-finder');
    await openFinder(page, '/offices?noFranchises=true');
    await saveScreenshot(page, 'office-finder-no-franchises');
  }
});

test('on a phone an office’s name looks like a link and a visible button leads to its page', async ({ page, request }) => {
  const [office] = await localOffices(request);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/offices');
  const name = page.getByRole('link', { name: office!.Name, exact: true });
  expect(await name.evaluate((link) => getComputedStyle(link).textDecorationLine)).toBe('underline');
  const visit = page.getByRole('link', { name: `View office for ${office!.Name}` });
  await visit.scrollIntoViewIfNeeded();
  await expect(visit).toBeVisible();
  expect((await visit.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await visit.click();
  await expect(page).toHaveURL(new RegExp(`/${office!.HomePageLink.URL}$`));
});
