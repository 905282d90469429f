import { expect, test, type Locator, type Page } from '../../support/test';
import { estimateSettings, officeWithZip, storedLeads, typeEstimateForm, visitor, zipWithoutOffice } from '../../support/estimate-content';
import { SHELL_URL } from '../../support/stack';

// Without JavaScript the estimate links open the estimate form, the form posts to the site's
// server, and the server answers as the browser would: the confirmation page, or the same page
// with the form again, what was typed kept and the messages beside the fields.

const FORM_ERROR = 'There are errors on the form. Please fix them before continuing.';

async function openEstimate(page: Page, link: Locator, brand: string) {
  await link.click();
  const panel = page.getByRole('region', { name: `${brand} Estimate Request` });
  await expect(panel).toBeVisible();
  return panel.getByRole('form', { name: 'Free estimate request' });
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [375, 1280]) {
    test(`at ${width} px the header's estimate link opens the form, and a request reaches the intake once`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      const { brand, estimateLinkText } = await estimateSettings(request);
      const place = await zipWithoutOffice(request);
      const person = visitor(place.zip);
      await page.goto('/services');
      // The header's link says less on a phone.
      const link = page.getByRole('banner').getByRole('link', { name: width < 768 ? 'Estimate' : estimateLinkText, exact: true });
      const form = await openEstimate(page, link, brand);
      await expect(form.getByRole('button', { name: 'Get An Estimate' })).toBeEnabled();
      await expect(form.getByText(/^By clicking Get An Estimate,/)).toBeVisible();
      await typeEstimateForm(form, person, place);
      await form.getByRole('button', { name: 'Get An Estimate' }).click();
      await expect(page).toHaveURL(new RegExp(`/contact_success\\?outOfArea=${place.zip}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const leads = await storedLeads(request, person);
      expect(leads.map((lead) => lead.request.address)).toEqual([
        { street: person.street, city: place.city, state: place.state, zip: place.zip, country: 'USA' },
      ]);
    });
  }

  test('on an office page a request with mistakes comes back with the messages beside the fields, then goes to the office', async ({
    page,
    request,
  }) => {
    const { brand } = await estimateSettings(request);
    const office = await officeWithZip(request);
    const person = visitor(office.zip);
    await page.goto(`/${office.path}/reviews`);
    let form = await openEstimate(
      page,
      page.locator(`a[href$="#GetAnEstimate"]:visible, a[href$="#GetEstimateLink"]:visible`).first(),
      brand,
    );
    await typeEstimateForm(form, { ...person, email: 'not-an-address' }, office);
    await form.getByLabel('Phone Number').fill('555');
    await form.getByRole('button', { name: 'Get An Estimate' }).click();

    // The same page again, its form open, with what was typed and why it was not sent.
    await expect(page).toHaveURL(new RegExp(`/${office.path}/reviews$`));
    form = page.getByRole('region', { name: `${brand} Estimate Request` }).getByRole('form', { name: 'Free estimate request' });
    await expect(form.getByRole('alert')).toHaveText(FORM_ERROR);
    await expect(form.getByLabel('Email Address')).toHaveAccessibleDescription('Please enter a valid emailID');
    await expect(form.getByLabel('Phone Number')).toHaveAccessibleDescription('Please enter a valid phone number');
    await expect(form.getByLabel('Full Name')).toHaveValue(person.name);
    await expect(form.getByLabel('Tell Us About Your Project')).toHaveValue(person.summary);
    expect(await storedLeads(request, person)).toEqual([]);

    await form.getByLabel('Email Address').fill(person.email);
    await form.getByLabel('Phone Number').fill(person.phone);
    await form.getByRole('button', { name: 'Get An Estimate' }).click();
    await expect(page).toHaveURL(new RegExp(`/${office.path}/contact_success$`));
    const leads = await storedLeads(request, person);
    expect(leads.map((lead) => [lead.request.emailAddress, lead.request.serviceTitanId])).toEqual([[person.email, office.serviceTitanId]]);
  });

  test("the office page's own form posts too, and shows its messages in place", async ({ page, request }) => {
    const office = await officeWithZip(request);
    await page.goto(`/${office.path}`);
    const form = page.getByTestId('estimate-tabs').getByRole('form', { name: 'Free estimate request' });
    await form.getByLabel('Full Name').fill('Pat Lee');
    await form.getByRole('button', { name: /estimate/i }).click();
    await expect(page).toHaveURL(new RegExp(`/${office.path}#.+-form$`));
    const again = page.getByTestId('estimate-tabs').getByRole('form', { name: 'Free estimate request' });
    await expect(again.getByLabel('Full Name')).toHaveValue('Pat Lee');
    await expect(again.getByLabel('Street Address')).toHaveAccessibleDescription('This field is required.');
    await expect(again).toBeInViewport();
  });
});

test('the same filled form posted twice (a second press, a reload) stores one lead', async ({ request }) => {
  const office = await officeWithZip(request);
  const person = visitor(office.zip);
  const form = {
    'estimate-form': 'modal',
    'estimate-office': office.path,
    customerName: person.name,
    phoneNumber: person.phone,
    emailAddress: person.email,
    street: person.street,
    city: office.city,
    state: office.state,
    q6_zipCode: person.zip,
    q7_tellUs: person.summary,
    website: '',
  };
  for (let i = 0; i < 2; i += 1) {
    const answer = await request.post(`${SHELL_URL}/services`, { form, maxRedirects: 0 });
    expect([answer.status(), answer.headers()['location']]).toEqual([303, `/${office.path}/contact_success`]);
  }
  expect(await storedLeads(request, person)).toHaveLength(1);
  // A bot that fills the hidden field is answered as a person would be; its post is kept aside as
  // spam, never forwarded (stored like a lead, so nothing in the answer tells it apart).
  const bot = visitor(office.zip);
  const answer = await request.post(`${SHELL_URL}/services`, {
    form: { ...form, emailAddress: bot.email, website: 'http://spam.example' },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
  expect((await storedLeads(request, bot)).map((lead) => lead.forwardStatus)).toEqual(['spam']);
});
