import { expect, test, waitForHydration, type Page } from '../../support/test';
import { franchiseHome, siteSettings } from '../../support/content';
import { homePage, unserviceableZip } from '../../support/home-content';
import { fillEstimateForm, visitor, zipWithoutOffice } from '../../support/estimate-content';
import { schedulingUrl } from '../../support/layout-content';
import { saveScreenshot } from '../../support/screenshots';
import { SHELL_URL } from '../../support/stack';

// A visitor who looked at one office and then gives a ZIP no office serves: the answer (the
// finder's "not in your area yet") never names that office or its number. The site forgets the
// office there, as docs/offices.md says, so the pages after it do not name it either.

const OFFICE = 'offices/huntsville';

async function findOffice(page: Page, zip: string) {
  await page.goto('/');
  const hero = page.getByRole('region', { name: (await homePage(page.request)).Banner.Heading.Value });
  await hero.getByRole('textbox', { name: 'ZIP code where the work is to be done' }).fill(zip);
  await hero.getByRole('button', { name: 'Find My Office' }).click();
}

async function expectNoOffice(page: Page, officeName: string, nationalPhone: string) {
  await expect(page.getByTestId('recent-franchise-bar')).toHaveCount(0);
  await expect(page.getByTestId('header-phone')).toHaveText(nationalPhone);
  await expect(page.getByRole('banner')).not.toContainText(officeName);
  // Booking asks for the ZIP again: no office is the visitor's now.
  const appointment = page.getByTestId('appointment-link');
  await expect(appointment).toHaveAttribute('href', await schedulingUrl(page.request));
}

for (const javaScriptEnabled of [true, false]) {
  test(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}: after a ZIP no office serves, the header shows the national number, not the office visited before`, async ({
    browser,
    request,
  }) => {
    const name = (await franchiseHome(request, OFFICE)).FranchiseCorporateControl.FranchiseName.Value;
    const national = (await siteSettings(request)).TelephoneNumberDisplay.Value;
    const zip = await unserviceableZip(request);
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    if (javaScriptEnabled) {
      await page.goto(`/${OFFICE}`);
      await waitForHydration(page);
    } else {
      // Without script only the cookie names the office: one an earlier visit with script set.
      await context.addCookies([{ name: 'recentOffice', value: encodeURIComponent(OFFICE), url: SHELL_URL }]);
    }
    await page.goto('/careers');
    await expect(page.getByTestId('recent-franchise-bar')).toContainText(name);

    await findOffice(page, zip);
    await expect(page).toHaveURL(/\/offices\?noFranchises=true$/);
    if (javaScriptEnabled) await waitForHydration(page);
    await expectNoOffice(page, name, national);
    await saveScreenshot(page, `out-of-area-${javaScriptEnabled ? 'js' : 'no-js'}`);
    expect((await context.cookies()).filter((cookie) => cookie.name === 'recentOffice' && cookie.value !== '')).toEqual([]);

    // Forgotten, not hidden: the pages after it, and this page again, name no office either.
    await page.reload();
    await expectNoOffice(page, name, national);
    await page.goto('/careers');
    await expectNoOffice(page, name, national);
    await context.close();
  });
}

test('the server renders the not-in-your-area page without the cookie’s office, removes the cookie, and keeps the page out of shared caches', async ({
  request,
}) => {
  const name = (await franchiseHome(request, OFFICE)).FranchiseCorporateControl.FranchiseName.Value;
  const answer = await request.get('/offices?noFranchises=true', { headers: { Cookie: `recentOffice=${encodeURIComponent(OFFICE)}` } });
  expect(answer.status()).toBe(200);
  expect(answer.headers()['set-cookie']).toMatch(/^recentOffice=; Path=\/; Max-Age=0/);
  expect(answer.headers()['cache-control']).toMatch(/^private/);
  const html = await answer.text();
  expect(html).not.toContain('data-testid="recent-franchise-bar"');
  expect(html).not.toContain('data-recent-office');
  // The finder still lists the office under its state; the header does not name it.
  expect(html.slice(0, html.indexOf('<main'))).not.toContain(name);
  const stranger = await request.get('/offices?noFranchises=true');
  expect(stranger.headers()['set-cookie']).toBeUndefined();
  expect(stranger.headers()['cache-control']).toMatch(/^public/);
});

test('an estimate request from a ZIP no office serves, sent from the home page: the thank-you names no office in its header', async ({
  page,
  request,
}) => {
  const name = (await franchiseHome(request, OFFICE)).FranchiseCorporateControl.FranchiseName.Value;
  const national = (await siteSettings(request)).TelephoneNumberDisplay.Value;
  const place = await zipWithoutOffice(request);
  await page.goto(`/${OFFICE}`);
  await page.goto('/#GetEstimateLink');
  const form = page.getByTestId('estimate-tabs').getByRole('form', { name: 'Free estimate request' });
  await fillEstimateForm(form, visitor(place.zip), place);
  await form.getByRole('button', { name: 'Get An Estimate' }).click();
  await expect(page).toHaveURL(new RegExp(`/contact_success\\?outOfArea=${place.zip}$`));
  await expectNoOffice(page, name, national);
});
