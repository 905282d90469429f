import { expect, test, type Page } from '../../support/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { displayPhone } from '../../support/content';
import {
  corporateSuccessPage,
  estimateAnswers,
  estimateSettings,
  fillEstimateForm,
  officeSuccessPage,
  officeWithZip,
  saveViewScreenshot,
  storedLeads,
  visitor,
  zipWithoutOffice,
} from '../../support/estimate-content';
import { textOf } from '../../support/home-content';
import { saveScreenshot, SCREEN_WIDTHS } from '../../support/screenshots';

// A homeowner asks for a free phone estimate: from the estimate modal, the home page's tab area and
// the full-page form, through every validation message and both failure texts, to a stored lead.

const SUBHEADING = "Enter your information below to get a free phone estimate for your handyman service, and we'll be in touch soon";
const REQUIRED = 'This field is required.';
const FORM_ERROR = 'There are errors on the form. Please fix them before continuing.';
const failureText = (phone: string) =>
  `Oops! Looks like something went wrong.Give us a call at (${phone}) , and we'll be happy to help with your project`;

async function openModal(page: Page, url = '/services#GetAnEstimate') {
  const { brand } = await estimateSettings(page.request);
  await page.goto(url);
  const modal = page.getByRole('dialog', { name: `${brand} Estimate Request` });
  await expect(modal).toBeVisible();
  return { modal, form: modal.getByRole('form', { name: 'Free estimate request' }) };
}

test('the header link opens the estimate modal; Escape and the close icon close it and clear the hash', async ({ page, request }) => {
  const { brand, estimateLinkText } = await estimateSettings(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/offices');
  const link = page.getByRole('banner').getByRole('link', { name: estimateLinkText });
  await link.click();
  const modal = page.getByRole('dialog', { name: `${brand} Estimate Request` });
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL(/\/offices#GetEstimateLink$/);
  await expect(modal).toHaveAttribute('aria-modal', 'true');
  await expect(modal).toHaveAccessibleDescription(SUBHEADING);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/offices$/);
  await expect(link).toBeFocused();

  await link.click();
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/offices$/);
});

test('a page leaves the modal’s code until the visitor reaches for an estimate link, then opens it', async ({ page, request }) => {
  const { brand, estimateLinkText } = await estimateSettings(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  const scripts: string[] = [];
  page.on('request', (each) => void (each.resourceType() === 'script' && scripts.push(each.url())));
  await page.goto('/offices');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  const loaded = scripts.length;
  const link = page.getByRole('banner').getByRole('link', { name: estimateLinkText });
  // The pointer coming over the link is the sign: the modal's code is on its way before the click.
  await link.hover();
  await expect.poll(() => scripts.length).toBeGreaterThan(loaded);
  await link.click();
  await expect(page.getByRole('dialog', { name: `${brand} Estimate Request` })).toBeVisible();
});

test('on the home page #GetEstimateLink belongs to the tab area; #GetAnEstimate still opens the modal', async ({ page, request }) => {
  const { brand } = await estimateSettings(request);
  await page.goto('/#GetEstimateLink');
  await expect(page.getByRole('form', { name: 'Free estimate request' })).toBeVisible();
  // Once the modal's code has had every chance to arrive, it still has not opened.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog', { name: `${brand} Estimate Request` })).toHaveCount(0);
  await page.goto('/#GetAnEstimate');
  await expect(page.getByRole('dialog', { name: `${brand} Estimate Request` })).toBeVisible();
});

for (const width of SCREEN_WIDTHS) {
  test(`at ${width} px the modal shows every validation message, announced, with no serious accessibility violations`, async ({ page }) => {
    test.slow(); // two accessibility scans and two screenshots
    await page.setViewportSize({ width, height: width < 600 ? 760 : 900 });
    const { modal, form } = await openModal(page);
    const box = (await modal.boundingBox())!;
    expect(Math.round(box.width)).toBe(Math.round(width * (width <= 600 ? 0.9 : 0.6)));
    expect(Math.round(box.x * 2 + box.width)).toBe(width);
    await saveViewScreenshot(page, 'estimate-modal');

    await form.getByRole('button', { name: 'Get An Estimate' }).click();
    await expect(form.getByRole('alert')).toHaveText(FORM_ERROR);
    await expect(form.getByText(REQUIRED)).toHaveCount(8);
    await expect(form.getByLabel('Full Name')).toBeFocused();
    await expect(form.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Full Name')).toHaveAccessibleDescription(REQUIRED);
    if (width !== 768) await expectNoSeriousA11yViolations(page);
    await saveViewScreenshot(page, 'estimate-modal-errors');

    for (const [label, typed, message] of [
      ['Email Address', 'pat@example', 'Please enter a valid emailID'],
      ['Phone Number', '70255', 'Please enter a valid phone number'],
      ['ZIP Code', '8913', 'This field must contain a 5-digit zip code'],
    ] as const) {
      const field = form.getByLabel(label);
      await field.focus();
      await expect(field).toHaveAttribute('aria-invalid', 'false');
      await field.pressSequentially(typed);
      await field.press('Tab');
      await expect(field).toHaveAccessibleDescription(message);
      await expect(form.getByRole('alert').filter({ hasText: message })).toBeVisible();
    }
  });
}

test('typing formats the phone, caps it at 14 characters and the ZIP at 5, and fills city and state from the ZIP', async ({
  page,
  request,
}) => {
  const office = await officeWithZip(request);
  const { form } = await openModal(page);
  await form.getByLabel('Phone Number').pressSequentially('702555013499');
  await expect(form.getByLabel('Phone Number')).toHaveValue('(702) 555-0134');
  await form.getByLabel('ZIP Code').pressSequentially(`${office.zip}99`);
  await expect(form.getByLabel('ZIP Code')).toHaveValue(office.zip);
  await expect(form.getByLabel('City')).toHaveValue(office.city);
  await expect(form.getByLabel('State')).toHaveValue(office.state);
});

test('a full request from the modal is stored once, even when its first answer is lost, and ends in the thank-you modal', async ({
  page,
  request,
}) => {
  const office = await officeWithZip(request);
  const person = visitor(office.zip);
  const { modal, form } = await openModal(page);
  await fillEstimateForm(form, person, office);

  // The service stores the first request but its answer never arrives; the visitor sends again.
  const firstAnswers: { leadId?: string }[] = [];
  await page.route('**/api/booking/estimate', async (route) => {
    firstAnswers.push(await (await route.fetch()).json());
    await route.abort('failed');
  });
  await form.getByRole('button', { name: 'Get An Estimate' }).click();
  await expect(form.getByRole('alert')).toHaveText(failureText(office.phone));
  await page.unroute('**/api/booking/estimate');

  const answers = estimateAnswers(page);
  await form.getByRole('button', { name: 'Get An Estimate' }).dblclick();
  const thanks = page.getByRole('dialog', { name: 'Estimate Request' });
  await expect(thanks).toBeVisible();
  await expect(thanks.getByText('Thank You For Your Estimate Request!')).toBeVisible();
  await expect(thanks).toHaveAccessibleDescription(/^We've received your request and one of our team members will reach out shortly/);
  await expect(modal.getByRole('form')).toHaveCount(0);

  expect(answers).toHaveLength(1);
  const answer = await answers[0]!;
  expect(answer).toMatchObject({ status: 200, body: { bookingSentSuccessfully: true, leadId: firstAnswers[0]!.leadId } });
  const leads = await storedLeads(request, person);
  expect(leads.map((lead) => lead.id)).toEqual([answer.body.leadId]);
  expect(leads[0]!.request).toEqual({
    customerName: person.name,
    phoneNumber: person.phone,
    emailAddress: person.email,
    address: { street: person.street, city: office.city, state: office.state, zip: office.zip, country: 'USA' },
    summary: person.summary,
    serviceTitanId: office.serviceTitanId,
    sourceApplicationName: 'AceHandymanServices',
    // A visitor who chose nothing and sends no Global Privacy Control has not opted out.
    privacyOptOut: { gpc: false, choice: false },
  });
  expect(
    await page.evaluate(() => [localStorage.getItem('recentEstimateSubmissionPath'), sessionStorage.getItem('locationMatch')]),
  ).toEqual([office.path, office.path]);

  await thanks.getByRole('link', { name: 'LEARN MORE ABOUT OUR HANDYMAN SERVICES' }).click();
  await expect(page).toHaveURL(new RegExp(`/${office.path}$`));
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

for (const width of [375, 1280]) {
  test(`at ${width} px the typed ZIP's office is found by the ZIP lookup alone: its phone is offered and the lead carries its ServiceTitan id`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const office = await officeWithZip(request);
    const person = visitor(office.zip);
    const asked: URL[] = [];
    const { form } = await openModal(page);
    page.on('request', (sent) => asked.push(new URL(sent.url())));
    await fillEstimateForm(form, person, office);
    await page.route('**/api/booking/estimate', (route) => route.abort('failed'));
    await form.getByRole('button', { name: 'Get An Estimate' }).click();
    // The national number gave way to the office's.
    await expect(form.getByRole('alert')).toHaveText(failureText(office.phone));
    await page.unroute('**/api/booking/estimate');
    await form.getByRole('button', { name: 'Get An Estimate' }).click();
    await expect(page.getByText('Thank You For Your Estimate Request!')).toBeVisible();
    expect((await storedLeads(request, person))[0]?.request.serviceTitanId).toBe(office.serviceTitanId);
    // The office list (every office with its ZIPs) is never downloaded, nor the office's page:
    // the lookup carries the phone, and content-api fills in the ServiceTitan id.
    const paths = asked.map((url) => url.pathname);
    expect(paths.filter((path) => path.startsWith('/localoffice'))).toEqual([]);
    expect(paths).toContain('/external-services/zip-code-lookup');
    expect(asked.filter((url) => url.pathname === '/api/page').map((url) => url.searchParams.get('path'))).toEqual([]);
  });
}

test('the modal says Service Unavailable when the booking is refused, keeping everything typed', async ({ page, request }) => {
  const office = await officeWithZip(request);
  const person = visitor(office.zip);
  const { form } = await openModal(page, `/${office.path}#GetAnEstimate`);
  await fillEstimateForm(form, person, office);
  await page.route('**/api/booking/estimate', (route) => route.fulfill({ json: { bookingSentSuccessfully: false } }));
  await form.getByRole('button', { name: 'Get An Estimate' }).click();
  await expect(form.getByRole('alert')).toHaveText('Service Unavailable. Please try again later');
  await expect(form.getByRole('button', { name: 'Get An Estimate' })).toBeEnabled();
  await expect(form.getByLabel('Full Name')).toHaveValue(person.name);
  await expect(form.getByLabel('Tell Us About Your Project')).toHaveValue(person.summary);
});

test('a full request from the home page tab area goes to the office contact_success page', async ({ page, request }) => {
  const office = await officeWithZip(request);
  const success = await officeSuccessPage(request, office.path);
  const person = visitor(office.zip);
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Free estimate request' });
  await fillEstimateForm(form, person, office);
  const answers = estimateAnswers(page);
  await form.getByRole('button', { name: 'Get An Estimate' }).click();
  await expect(page).toHaveURL(new RegExp(`/${office.path}/contact_success$`));
  expect((await answers[0]!).body.bookingSentSuccessfully).toBe(true);

  // The office's page comes from the franchise remote, whose code may still be on its way.
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Success' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(success.BannerHeading?.Value ?? '', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem').last()).toHaveText('Contact Us');
  const card = page.getByRole('complementary', { name: office.name });
  await expect(card.getByRole('link', { name: displayPhone(office.phone) })).toHaveAttribute(
    'href',
    `tel:${office.phone.replace(/\D/g, '')}`,
  );
  await expect(card.getByRole('img', { name: `Map of the ${office.name} service area` })).toBeVisible();
  expect((await storedLeads(request, person))[0]?.request.serviceTitanId).toBe(office.serviceTitanId);
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await saveScreenshot(page, 'contact-success');
  }
});

test('the full-page form with a ZIP no office serves offers the national number on failure, then goes to /contact_success', async ({
  page,
  request,
}) => {
  const place = await zipWithoutOffice(request);
  const { nationalPhone } = await estimateSettings(request);
  const success = await corporateSuccessPage(request);
  const person = visitor(place.zip);
  await page.goto('/test-form-fill-page');
  const form = page.getByRole('form', { name: 'Free estimate request' });
  await fillEstimateForm(form, person, place);
  await expect(form).toHaveAttribute('data-zip-unmatched', 'true');
  await expect(form.getByRole('alert')).toHaveCount(0);
  // Not an error: a notice beside the ZIP says who will call.
  await expect(form.getByTestId('out-of-area')).toContainText(`No local office serves ZIP ${place.zip} yet.`);

  await page.route('**/api/booking/estimate', (route) => route.abort('internetdisconnected'));
  await form.getByRole('button', { name: 'Get An Estimate' }).click();
  await expect(form.getByRole('alert')).toHaveText(failureText(nationalPhone));
  await expect(form.getByLabel('Email Address')).toHaveValue(person.email);
  await page.unroute('**/api/booking/estimate');

  await form.getByRole('button', { name: 'Get An Estimate' }).click();
  await expect(page).toHaveURL(new RegExp(`/contact_success\\?outOfArea=${place.zip}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Success' })).toBeVisible();
  await expect(page.getByTestId('out-of-area')).toContainText(`our national team will call you about your request from ${nationalPhone}`);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem').last()).toHaveText('Contact Us');
  await expect(page.getByText(textOf(success.Copy!.Value).slice(0, 60))).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'ZIP code where the work is to be done' }).first()).toBeVisible();
  const leads = await storedLeads(request, person);
  expect(leads).toHaveLength(1);
  expect(leads[0]!.request.serviceTitanId).toBe('');
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await saveScreenshot(page, 'contact-success-corporate');
  }
});
