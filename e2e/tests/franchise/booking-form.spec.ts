import { expect, test, type Page } from '../../support/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { displayPhone, franchiseHome } from '../../support/content';
import { saveScreenshot } from '../../support/screenshots';
import { storedLeads, visitor } from '../../support/estimate-content';
import { schedulingUrl } from '../../support/layout-content';

// The scheduling stand-in books a visit with the office: a day and an arrival window from its
// hours, the visitor's details, sent as a plain form (script or not) through the estimate intake.

const OFFICE = 'offices/summerlin';

async function openBooking(page: Page, zip: string) {
  // As the site links to it once the visitor gave the ZIP: the form comes with it.
  await page.goto(`${await schedulingUrl(page.request)}?office=summerlin&zip=${zip}`);
  return page.getByRole('form', { name: 'Book a visit' });
}

for (const javaScriptEnabled of [true, false]) {
  for (const width of [375, 1280]) {
    test(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}, ${width} px: a visit is booked for a day and window, mistakes first shown beside their fields`, async ({
      browser,
      request,
    }) => {
      test.slow(); // a whole booking, twice sent, with an accessibility check, on a shared machine
      const control = (await franchiseHome(request, OFFICE)).FranchiseCorporateControl;
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 900 } });
      const page = await context.newPage();
      const person = visitor(control.ZipCode.Value);
      const mode = `${javaScriptEnabled ? 'js' : 'no-js'}`;
      let form = await openBooking(page, person.zip);
      await expect(form.getByLabel('ZIP Code')).toHaveValue(person.zip);
      await expect(form.getByLabel('ZIP Code')).toHaveAttribute('name', 'q6_zipCode');
      await expect(page.getByText(/^Days and arrival windows are in Pacific Time/)).toBeVisible();
      const days = form.getByLabel('Day');
      // Saturday is by appointment and Sunday closed at this office: neither is offered.
      const offered = await days.locator('option').allTextContents();
      expect(offered.length).toBeGreaterThan(5);
      expect(offered.filter((label) => /^(Saturday|Sunday)/.test(label))).toEqual([]);
      await saveScreenshot(page, `booking-${mode}`);

      // Sent half filled: the messages beside the fields, what was typed kept.
      await form.getByLabel('Full Name').fill(person.name);
      await form.getByLabel('Email Address').fill('pat@');
      await form.getByRole('button', { name: 'Request this visit' }).click();
      form = page.getByRole('form', { name: 'Book a visit' });
      await expect(form.getByLabel('Email Address')).toHaveAccessibleDescription('Please enter a valid emailID');
      await expect(form.getByLabel('Day')).toHaveAccessibleDescription('Please choose a day.');
      await expect(form.getByLabel('Arrival window')).toHaveAccessibleDescription('Please choose an arrival window.');
      await expect(form.getByLabel('Full Name')).toHaveValue(person.name);
      await saveScreenshot(page, `booking-errors-${mode}`);
      if (javaScriptEnabled) await expectNoSeriousA11yViolations(page);

      // A day after today (every window still ahead) and its first window.
      const day = form.getByLabel('Day').locator('option').nth(2);
      const [dayValue, dayText] = [await day.getAttribute('value'), await day.textContent()];
      await form.getByLabel('Day').selectOption(dayValue!);
      await form.getByLabel('Arrival window').selectOption({ index: 1 });
      const windowText = (await form.getByLabel('Arrival window').locator('option:checked').textContent())!;
      await form.getByLabel('Email Address').fill(person.email);
      if (javaScriptEnabled) {
        // Formatted as typed, as the estimate form formats it.
        await form.getByLabel('Phone Number').pressSequentially(person.phoneDigits);
        await expect(form.getByLabel('Phone Number')).toHaveValue(displayPhone(person.phone));
      } else await form.getByLabel('Phone Number').fill(person.phone);
      await form.getByLabel('Street Address').fill(person.street);
      await form.getByLabel('City').fill('Las Vegas');
      await form.getByLabel('Tell Us About Your Project').fill(person.summary);
      await form.getByRole('button', { name: 'Request this visit' }).click();

      const confirmation = page.getByRole('status');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your visit is requested');
      await expect(confirmation).toContainText(`on ${dayText} between ${windowText.replace(' to ', ' and ')} (Pacific Time)`);
      await expect(page.getByRole('link', { name: displayPhone(control.PhoneNumber.Value), exact: true })).toHaveAttribute(
        'href',
        `tel:${control.PhoneNumber.Value.replace(/\D/g, '')}`,
      );
      await saveScreenshot(page, `booking-confirmed-${mode}`);

      const leads = await storedLeads(request, person);
      expect(leads.map((lead) => [lead.request.serviceTitanId, lead.request.appointment])).toEqual([
        [
          control.ServiceTitanID.Value,
          {
            date: dayValue,
            windowStart: expect.stringMatching(/^\d\d:\d\d$/),
            windowEnd: expect.stringMatching(/^\d\d:\d\d$/),
            timeZone: 'America/Los_Angeles',
          },
        ],
      ]);
      // Reloading the confirmation sends the same form again: still one lead.
      if (!javaScriptEnabled) {
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your visit is requested');
        expect(await storedLeads(request, person)).toHaveLength(1);
      }
      await context.close();
    });
  }
}
