import { expect, test, type Page } from '../../support/test';

// The shell's own pages run their loaders as remote pages do: a server-rendered page hydrates on
// the data it came with (no content asked for again), and a click between a remote's page and a
// shell page runs the next page's loader in the browser (its content asked for, its head applied,
// no new document).

/** Counts documents and content-page requests from now on. */
function watch(page: Page) {
  const seen = { documents: 0, pages: [] as string[] };
  page.on('request', (request) => {
    if (request.resourceType() === 'document') seen.documents += 1;
    const url = new URL(request.url());
    if (url.pathname.endsWith('/api/page')) seen.pages.push(url.searchParams.get('path') ?? '');
  });
  return seen;
}

test('a shell page hydrates on its loader’s data: no content asked for again', async ({ page }) => {
  const seen = watch(page);
  await page.goto('/why-choose-us');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(seen.pages).toEqual([]);
});

test('from a remote’s page to a shell page and back: each page’s loader runs in the browser, in the app', async ({ page }) => {
  await page.goto('/services');
  const seen = watch(page);
  await page.getByRole('banner').getByRole('link', { name: 'Careers', exact: true }).first().click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page).toHaveTitle(/^Careers/);
  await expect(page.getByTestId('content-page')).toBeVisible();
  expect(seen.pages).toContain('careers');

  await page.getByRole('banner').getByRole('link', { name: 'Find A Handyman', exact: true }).first().click();
  await expect(page).toHaveURL(/\/offices$/);
  await expect(page).toHaveTitle(/^Find a Handyman Near You/);
  expect(seen.pages).toContain('offices');

  await page.goBack();
  await expect(page).toHaveTitle(/^Careers/);
  await page.goBack();
  await expect(page).toHaveURL(/\/services$/);
  expect(seen.documents).toBe(0);
});

test('a client navigation to an address that names a state lands on the state’s page', async ({ page }) => {
  await page.goto('/offices');
  const seen = watch(page);
  await page.getByRole('combobox', { name: 'Choose your state' }).selectOption('NV');
  await page.getByRole('button', { name: 'Show offices' }).click();
  await expect(page).toHaveURL(/\/offices\/state\/nevada$/);
  await expect(page).toHaveTitle(/^Handyman Offices in Nevada/);
  expect(seen.documents).toBe(0);
});
