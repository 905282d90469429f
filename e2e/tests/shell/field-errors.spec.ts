import { expect, test, type Page } from '../../support/test';
import { estimateSettings } from '../../support/estimate-content';
import { homePage } from '../../support/home-content';
import { saveViewScreenshot } from '../../support/estimate-content';

// A ZIP that is not one, in the ZIP box, is answered beside the box with script on and off; and a
// field's error clears when the visitor comes back to the field.

const ZIP_MESSAGE = 'Please enter a valid zip code';
const ZIP_LABEL = 'ZIP code where the work is to be done';

async function homeHero(page: Page) {
  return page.getByRole('region', { name: (await homePage(page.request)).Banner.Heading.Value });
}

test.describe('JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [375, 1280]) {
    test(`${width} px: an invalid ZIP comes back to the box it was typed in, with the message beside it`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      let hero = await homeHero(page);
      await hero.getByRole('textbox', { name: ZIP_LABEL }).fill('12');
      await hero.getByRole('button', { name: 'Find My Office' }).click();

      await expect(page).toHaveURL(/\/\?zipCode=12&zipForm=[^#]+#.+-heading$/);
      hero = await homeHero(page);
      const box = hero.getByRole('textbox', { name: ZIP_LABEL });
      await expect(hero.getByText(ZIP_MESSAGE)).toBeVisible();
      await expect(box).toHaveValue('12');
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      await expect(box).toHaveAccessibleDescription(ZIP_MESSAGE);
      await expect(box).toBeInViewport();
      // Only the box it was typed in says so: the footer's box does not.
      await expect(page.getByText(ZIP_MESSAGE)).toHaveCount(1);
      await saveViewScreenshot(page, 'zip-invalid-no-js');

      // Back in the box, the message steps aside; a valid ZIP then finds the office.
      await box.focus();
      await expect(hero.getByText(ZIP_MESSAGE)).toBeHidden();
      await box.fill('89135');
      await hero.getByRole('button', { name: 'Find My Office' }).click();
      await expect(page).toHaveURL(/\/offices\/[a-z-]+$/);
    });
  }

  test("the estimate form's messages from the server step aside while their field has focus", async ({ page, request }) => {
    const { brand } = await estimateSettings(request);
    await page.goto('/services#GetAnEstimate');
    const region = page.getByRole('region', { name: `${brand} Estimate Request` });
    await region.getByLabel('Full Name').fill('Pat Lee');
    await region.getByRole('button', { name: 'Get An Estimate' }).click();
    const email = page.getByRole('region', { name: `${brand} Estimate Request` }).getByLabel('Email Address');
    const message = page.locator(`[id="${await email.getAttribute('aria-describedby')}"]`);
    await expect(message).toHaveText('This field is required.');
    await email.focus();
    await expect(message).toBeHidden();
    await email.blur();
    await expect(message).toBeVisible();
  });
});

test('JavaScript on: Enter leaves the focus in the ZIP box; pressing the box then clears its error', async ({ page }) => {
  await page.goto('/');
  const hero = await homeHero(page);
  const box = hero.getByRole('textbox', { name: ZIP_LABEL });
  await box.fill('12');
  await box.press('Enter');
  await expect(hero.getByRole('alert')).toHaveText(ZIP_MESSAGE);
  await expect(box).toBeFocused();
  await box.click();
  await expect(hero.getByRole('alert')).toHaveCount(0);
  await expect(box).toHaveValue('');
});

for (const width of [375, 1280]) {
  test(`JavaScript on, ${width} px: after a failed submit, pressing the field the form focused clears its error`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const { brand } = await estimateSettings(request);
    await page.goto('/services#GetAnEstimate');
    const form = page.getByRole('dialog', { name: `${brand} Estimate Request` }).getByRole('form', { name: 'Free estimate request' });
    await form.getByRole('button', { name: 'Get An Estimate' }).click();
    const name = form.getByLabel('Full Name');
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription('This field is required.');
    await name.click();
    await expect(name).toHaveAttribute('aria-invalid', 'false');
    await expect(name).toHaveAccessibleDescription('');
    // The others keep theirs until the visitor comes to them; focusing one clears it.
    const phone = form.getByLabel('Phone Number');
    await expect(phone).toHaveAccessibleDescription('This field is required.');
    await phone.focus();
    await expect(phone).toHaveAccessibleDescription('');
  });
}
