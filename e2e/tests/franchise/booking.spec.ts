import { expect, test, waitForHydration } from '../../support/test';
import { franchiseHome, siteSettings } from '../../support/content';
import { schedulingUrl } from '../../support/layout-content';

// Booking online from an office's pages goes to that office's scheduling page, which names the
// office, gives its phone and leads back to it.

const OFFICE = 'offices/summerlin';

for (const javaScriptEnabled of [true, false]) {
  test(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}: Book Online and Request an Appointment on an office page book with that office`, async ({
    browser,
    request,
  }) => {
    const control = (await franchiseHome(request, OFFICE)).FranchiseCorporateControl;
    const expected = `${await schedulingUrl(request)}?office=summerlin`;
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`/${OFFICE}`);
    // On an office page at this width the office's own header carries the appointment link.
    await expect(page.getByTestId('office-header').getByRole('link', { name: /Request an Appointment/ })).toHaveAttribute('href', expected);
    if (javaScriptEnabled) {
      await waitForHydration(page); // the tab answers a press once the page is live
      await page.getByRole('tab', { name: 'Book Online' }).click();
      await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Book Online' })).toHaveAttribute('href', expected);
    } else {
      await expect(page.getByTestId('estimate-tabs').locator('a', { hasText: 'Book Online' })).toHaveAttribute('href', expected);
    }

    await page.goto(expected);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Book online with ${control.FranchiseName.Value}`);
    await expect(page.getByRole('link', { name: control.PhoneNumber.Value })).toHaveAttribute(
      'href',
      `tel:${control.PhoneNumber.Value.replace(/\D/g, '')}`,
    );
    await page.getByRole('link', { name: `Back to ${control.FranchiseName.Value}` }).click();
    await expect(page).toHaveURL(new RegExp(`/${OFFICE}$`));
    await context.close();
  });
}

test('without an office the scheduling page gives the company number and the way to an office', async ({ page, request }) => {
  const settings = await siteSettings(request);
  await page.goto('/careers');
  const appointment = page.getByRole('banner').getByRole('link', { name: /Request an Appointment/ });
  await expect(appointment).toHaveAttribute('href', await schedulingUrl(request));
  await page.goto(await schedulingUrl(request));
  await expect(page.getByRole('link', { name: settings.TelephoneNumberDisplay.Value })).toHaveAttribute(
    'href',
    `tel:${settings.MainTelephoneNumber.Value}`,
  );
  await page.getByRole('link', { name: 'Find your local office' }).click();
  await expect(page).toHaveURL(/\/offices$/);
});
