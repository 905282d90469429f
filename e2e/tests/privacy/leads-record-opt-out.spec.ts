import {
  estimateSettings,
  fillEstimateForm,
  storedLeads,
  typeEstimateForm,
  visitor,
  zipWithoutOffice,
} from '../../support/estimate-content';
import { visitorContext } from '../../support/privacy';
import { expect, test, waitForHydration } from '../../support/test';

// An estimate request records whether the visitor had opted out of sale and sharing, and how
// (their browser's Global Privacy Control, or the choices page), in the lead content-api stores and
// forwards: from the browser's form and from the form posted without script.

test("the browser's form: an opted-out visitor's lead says so; another's says not", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const place = await zipWithoutOffice(request);
  for (const [who, cookie, optOut] of [
    ['opted out on the choices page', 'sale-out.analytics-on', { gpc: false, choice: true }],
    ['who chose nothing', undefined, { gpc: false, choice: false }],
  ] as const) {
    const context = await visitorContext(browser, { name: who, ...(cookie ? { cookie } : {}), allowed: [] });
    const page = await context.newPage();
    const person = visitor(place.zip);
    await page.goto('/test-form-fill-page');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Free estimate request' });
    await fillEstimateForm(form, person, place);
    await form.getByRole('button', { name: 'Get An Estimate' }).click();
    await expect(page).toHaveURL(/\/contact_success/);
    expect(
      (await storedLeads(request, person)).map((lead) => lead.request.privacyOptOut),
      who,
    ).toEqual([optOut]);
    await context.close();
  }
});

test('the form posted without script from a browser sending Sec-GPC: 1 records the signal', async ({ browser, request }) => {
  const { brand } = await estimateSettings(request);
  const place = await zipWithoutOffice(request);
  const person = visitor(place.zip);
  const context = await visitorContext(browser, { name: 'GPC', headers: { 'Sec-GPC': '1' }, allowed: [] }, { javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/services#GetAnEstimate');
  const form = page.getByRole('region', { name: `${brand} Estimate Request` }).getByRole('form', { name: 'Free estimate request' });
  await typeEstimateForm(form, person, place);
  await form.getByRole('button', { name: 'Get An Estimate' }).click();
  await expect(page).toHaveURL(/\/contact_success/);
  expect((await storedLeads(request, person)).map((lead) => lead.request.privacyOptOut)).toEqual([{ gpc: true, choice: false }]);
  await context.close();
});
