import { expect, test, waitForHydration } from '../../support/test';
import { displayPhone, franchiseHome, siteSettings } from '../../support/content';
import { ownedZip } from '../../support/home-content';
import { saveScreenshot } from '../../support/screenshots';
import { schedulingUrl } from '../../support/layout-content';

// Booking online from an office's pages goes to that office's scheduling page, which reads like the
// site: the office's name and number as the site shows it in its header, and the way back to it.

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
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: control.FranchiseName.Value, exact: true })).toHaveAttribute(
      'href',
      new RegExp(`/${OFFICE}$`),
    );
    await expect(header.getByTestId('scheduling-phone')).toContainText(displayPhone(control.PhoneNumber.Value));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Book online with ${control.FranchiseName.Value}`);
    await expect(page.getByRole('link', { name: displayPhone(control.PhoneNumber.Value), exact: true })).toHaveAttribute(
      'href',
      `tel:${control.PhoneNumber.Value.replace(/\D/g, '')}`,
    );
    await saveScreenshot(page, `booking-page-${javaScriptEnabled ? 'js' : 'no-js'}`);
    await page.getByRole('link', { name: `Back to ${control.FranchiseName.Value}` }).click();
    await expect(page).toHaveURL(new RegExp(`/${OFFICE}$`));
    await context.close();
  });
}

for (const javaScriptEnabled of [true, false]) {
  test(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}: with no office known, booking asks for the ZIP first, then books with that office`, async ({
    browser,
    request,
  }) => {
    const settings = await siteSettings(request);
    const { office, zip } = await ownedZip(request);
    const control = (await franchiseHome(request, office.HomePageLink.URL)).FranchiseCorporateControl;
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto('/careers');
    const appointment = page.locator('a', { hasText: 'Request an Appointment' }).first();
    await expect(appointment).toHaveAttribute('href', await schedulingUrl(request));
    await page.goto(await schedulingUrl(request));
    // The step under the site's header, with the national number: nothing is booked without an office.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book online with your local office');
    await expect(page.getByRole('banner').getByTestId('scheduling-phone')).toContainText(settings.TelephoneNumberDisplay.Value);
    await saveScreenshot(page, `booking-zip-step-${javaScriptEnabled ? 'js' : 'no-js'}`);

    const step = page.getByRole('form', { name: 'Find your office to book online' });
    await step.getByLabel('ZIP Code').fill('891');
    await step.getByRole('button', { name: 'Find my office' }).click();
    await expect(page.getByRole('form', { name: 'Find your office to book online' }).getByLabel('ZIP Code')).toHaveAccessibleDescription(
      'Please enter a valid zip code',
    );
    await page.getByLabel('ZIP Code').fill(zip);
    await page.getByRole('button', { name: 'Find my office' }).click();

    // The office's booking page, the ZIP already in its form.
    const slug = office.HomePageLink.URL.split('/').pop()!;
    await expect(page).toHaveURL(new RegExp(`/scheduling\\?office=${slug}&zip=${zip}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Book online with ${control.FranchiseName.Value}`);
    await expect(page.getByRole('form', { name: 'Book a visit' }).getByLabel('ZIP Code')).toHaveValue(zip);
    await page.getByRole('link', { name: `Back to ${control.FranchiseName.Value}` }).click();
    await expect(page).toHaveURL(new RegExp(`/${office.HomePageLink.URL}$`));
    await context.close();
  });
}
