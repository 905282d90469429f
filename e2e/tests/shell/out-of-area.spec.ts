import { expect, test, type Locator, type Page } from '../../support/test';
import {
  estimateSettings,
  fillEstimateForm,
  saveViewScreenshot,
  storedLeads,
  typeEstimateForm,
  visitor,
  zipWithoutOffice,
} from '../../support/estimate-content';

// A homeowner whose ZIP no office serves yet (a valid ZIP, say in Montana) is told so beside the
// ZIP field as soon as it is known, with who will call them; the request is still taken, and the
// thank-you says the same.

const noteFor = (zip: string, before: boolean) =>
  before
    ? new RegExp(`^No local office serves ZIP ${zip} yet\\. You can still send your request: our national team will call you from .+\\.$`)
    : new RegExp(`^No local office serves ZIP ${zip} yet, so our national team will call you about your request from .+\\.$`);

async function expectNationalCall(note: Locator, page: Page) {
  const { nationalPhone } = await estimateSettings(page.request);
  await expect(note.getByRole('link', { name: nationalPhone })).toHaveAttribute('href', /^tel:1?\d{10}$/);
}

/** The estimate form opened at a width, and a visitor whose ZIP no office serves. */
async function openEstimate(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  const { brand } = await estimateSettings(page.request);
  const place = await zipWithoutOffice(page.request);
  await page.goto('/services#GetAnEstimate');
  return { brand, place, person: visitor(place.zip) };
}

for (const width of [375, 1280]) {
  test(`JavaScript on, ${width} px: the modal says a ZIP no office serves beside the field, takes the request, and the thank-you says who calls`, async ({
    page,
    request,
  }) => {
    const { brand, place, person } = await openEstimate(page, width);
    const modal = page.getByRole('dialog', { name: `${brand} Estimate Request` });
    const form = modal.getByRole('form', { name: 'Free estimate request' });
    await fillEstimateForm(form, person, place);
    const note = form.getByTestId('out-of-area');
    await expect(note).toHaveText(noteFor(place.zip, true));
    await expect(form.getByLabel('ZIP Code')).toHaveAccessibleDescription(noteFor(place.zip, true));
    await expect(form.getByLabel('ZIP Code')).toHaveAttribute('aria-invalid', 'false');
    await expectNationalCall(note, page);
    await note.scrollIntoViewIfNeeded();
    await saveViewScreenshot(page, 'out-of-area-modal');

    await form.getByRole('button', { name: 'Get An Estimate' }).click();
    const thankYou = page.getByRole('dialog', { name: 'Estimate Request' });
    const thanks = thankYou.getByTestId('out-of-area');
    await expect(thankYou.getByText('Thank You For Your Estimate Request!')).toBeVisible();
    await expect(thanks).toHaveText(noteFor(place.zip, false));
    await expectNationalCall(thanks, page);
    await saveViewScreenshot(page, 'out-of-area-thank-you');
    await expect.poll(async () => (await storedLeads(request, person)).map((lead) => lead.request.address.zip)).toEqual([place.zip]);
  });
}

test.describe('JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [375, 1280]) {
    test(`${width} px: the server's answer says it beside the ZIP when the form comes back, and the thank-you page says who will call`, async ({
      page,
      request,
    }) => {
      const { brand, place, person } = await openEstimate(page, width);
      let form = page.getByRole('region', { name: `${brand} Estimate Request` }).getByRole('form', { name: 'Free estimate request' });
      await typeEstimateForm(form, { ...person, email: 'not-an-address' }, place);
      await form.getByRole('button', { name: 'Get An Estimate' }).click();

      form = page.getByRole('region', { name: `${brand} Estimate Request` }).getByRole('form', { name: 'Free estimate request' });
      await expect(form.getByLabel('Email Address')).toHaveAccessibleDescription('Please enter a valid emailID');
      await expect(form.getByTestId('out-of-area')).toHaveText(noteFor(place.zip, true));
      await saveViewScreenshot(page, 'out-of-area-no-js-form');

      await form.getByLabel('Email Address').fill(person.email);
      await form.getByRole('button', { name: 'Get An Estimate' }).click();
      await expect(page).toHaveURL(new RegExp(`/contact_success\\?outOfArea=${place.zip}$`));
      const note = page.getByTestId('out-of-area');
      await expect(note).toHaveText(noteFor(place.zip, false));
      await expectNationalCall(note, page);
      await saveViewScreenshot(page, 'out-of-area-no-js-contact-success');
      expect((await storedLeads(request, person)).map((lead) => lead.request.address.zip)).toEqual([place.zip]);
    });
  }
});
