import { expect, test } from '../../support/test';
import { displayPhone, franchiseHome, siteSettings } from '../../support/content';

interface ShareEntry {
  from: string;
  loaded?: boolean;
  useIn?: string[];
}
type ShareMap = Record<string, Record<string, Record<string, Record<string, ShareEntry>>>>;

test('host and remote share one store: visiting an office updates the header phone, no reload, no polling', async ({ page, request }) => {
  const settings = await siteSettings(request);
  const office = await franchiseHome(request, 'offices/summerlin');

  await page.goto('/offices');
  const headerPhone = page.getByTestId('header-phone');
  await expect(headerPhone).toHaveText(settings.TelephoneNumberDisplay.Value);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await page.getByRole('link', { name: office.FranchiseCorporateControl.FranchiseName.Value }).first().click();
  await expect(page).toHaveURL(/\/offices\/summerlin$/);
  await expect(headerPhone).toHaveText(displayPhone(office.FranchiseCorporateControl.PhoneNumber.Value));
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // One instance: every app that uses the store got it (and zustand) from the shell's copy.
  const providers = await page.evaluate(() => {
    const share = (globalThis as unknown as { __FEDERATION__: { __SHARE__: ShareMap } }).__FEDERATION__.__SHARE__;
    const loaded: Record<string, string[]> = {};
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const entry of Object.values(versions)) {
            if (entry.loaded) loaded[name] = [...new Set([...(loaded[name] ?? []), entry.from])];
          }
        }
      }
    }
    const whole = [loaded['@handyman/platform'], loaded['@handyman/platform/ui']];
    return { store: loaded['@handyman/platform/base'], zustand: loaded.zustand, react: loaded.react, whole };
  });
  // Remotes reach the store through the platform's /base entry; the root and /ui, which hold all of
  // the platform for remotes built before the entries, are never loaded.
  expect(providers).toEqual({ store: ['shell'], zustand: ['shell'], react: ['shell'], whole: [undefined, undefined] });
});

test('the recent office survives a reload (stored under recentFranchisePath and recentFranchisPhone)', async ({ page, request }) => {
  const office = await franchiseHome(request, 'offices/summerlin');
  await page.goto('/offices/summerlin');
  await expect(page.getByTestId('header-phone')).toHaveText(displayPhone(office.FranchiseCorporateControl.PhoneNumber.Value));
  await expect
    .poll(() => page.evaluate(() => [localStorage.getItem('recentFranchisePath'), localStorage.getItem('recentFranchisPhone')]))
    .toEqual(['offices/summerlin', office.FranchiseCorporateControl.PhoneNumber.Value]);
  await page.goto('/');
  await expect(page.getByTestId('header-phone')).toHaveText(displayPhone(office.FranchiseCorporateControl.PhoneNumber.Value));
});

test('storage that throws does not break the site', async ({ page }) => {
  await page.addInitScript(() => {
    for (const method of ['getItem', 'setItem', 'removeItem'] as const) {
      Storage.prototype[method] = () => {
        throw new DOMException('blocked', 'SecurityError');
      };
    }
  });
  await page.goto('/offices/summerlin');
  await expect(page.getByTestId('franchise-name')).toBeVisible();
  await expect(page.getByTestId('header-phone')).toHaveText(/\(\d{3}\) \d{3}-\d{4}/);
});
