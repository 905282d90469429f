import { expect, test } from '../../support/test';
import { cardNames, openCatalogPage } from '../../support/catalog-content';
import { franchiseHome } from '../../support/content';

// An office shows only the packages it offers locally (its LocalPackages), as package cards.

const OFFICE = 'offices/tempe';

test('a city page of the office shows exactly its local packages, in its order, each leading to the package', async ({ page, request }) => {
  const home = await franchiseHome(request, OFFICE);
  const local = home.FranchiseCorporateControl.FranchiseOwnersControl.Packages!.LocalPackages;
  const city = home.ServiceCitySEO![0]!;
  await openCatalogPage(page, `/${city.CityURL}`);
  const tray = page.getByTestId('franchise-packages');
  await expect(tray.getByRole('heading', { level: 2 })).toBeVisible();
  expect(await cardNames(tray)).toEqual(local.map((pkg) => pkg.Link));
  await expect(tray).not.toContainText(/\{(City|Phone|FranchiseName|State|StateAbbreviation)\}/);
  await tray.getByRole('link', { name: `Learn More about ${local[0]!.Link}` }).click();
  await expect(page).toHaveURL(new RegExp(`/${local[0]!.URL}$`));
});

test('two offices offer different packages', async ({ page, request }) => {
  const names = async (office: string) => {
    const home = await franchiseHome(request, office);
    await openCatalogPage(page, `/${home.ServiceCitySEO![0]!.CityURL}`);
    await expect(page.getByTestId('franchise-packages')).toBeVisible();
    return cardNames(page.getByTestId('franchise-packages'));
  };
  expect(await names('offices/tempe')).not.toEqual(await names('offices/summerlin'));
});
