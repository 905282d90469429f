import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { pageOfSchema, type PackageDetail, type PackagesIndex, type PageSchemaName, type PageSchemas } from '@handyman/contracts';
import { pageAt } from './content';

// Catalog content (services and packages) read from content-api, so the tests follow the seed.

export async function catalogPage<K extends PageSchemaName>(request: APIRequestContext, path: string, schema: K): Promise<PageSchemas[K]> {
  const page = pageOfSchema(await pageAt(request, path), schema);
  if (!page) throw new Error(`${path} is not a ${schema}`);
  return page;
}

/** Every package of the index once: featured first, then each category's in order. */
export function allPackageNames(index: PackagesIndex): string[] {
  const names = [...index.FeaturedPackages, ...index.TaxonomyNavigation.Packages.flatMap((category) => category.Pages.Page)].map(
    (pkg) => pkg.Name,
  );
  return [...new Set(names)];
}

export function packageDetail(request: APIRequestContext, id: string): Promise<PackageDetail> {
  return catalogPage(request, `packages/${id}`, 'PackageDetail');
}

/** The names on the package cards inside a part of the page, in order. */
export function cardNames(scope: Locator): Promise<string[]> {
  return scope.getByTestId('package-card').getByRole('heading').allInnerTexts();
}

/** The distance in px from the top of the window to the element's top (poll it while a scroll runs). */
export function topOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => Math.round(element.getBoundingClientRect().top));
}

/** Loads every lazy image now (for full-page screenshots) and waits until they have all arrived. */
export async function loadAllImages(page: Page): Promise<void> {
  await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((image) => image.setAttribute('loading', 'eager')));
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
}

/**
 * Opens a catalog address and waits for its page heading. The first paint waits on the shell, the
 * catalog remote and content-api in turn, which on a loaded test machine can take longer than one
 * assertion's 5 s; every later assertion keeps the normal timeout.
 */
export async function openCatalogPage(
  page: Page,
  address: string,
  heading = page.getByRole('main').getByRole('heading', { level: 1 }),
): Promise<void> {
  await page.goto(address);
  await expect(heading).toBeVisible({ timeout: 20_000 });
}
