import { expect, test } from '../../support/test';
import { estimateSettings, saveViewScreenshot, typeEstimateForm, visitor, zipWithoutOffice } from '../../support/estimate-content';
import type { ContentProxy } from '../../support/content-proxy';
import { startShellBehindProxy, type ShellBehindProxy } from '../../support/extra-shell';
import { PORTS } from '../../support/stack';

// Without JavaScript, the estimate form's post waits on the content service; when that service
// stops answering, the visitor still gets an answer within 10 s, and it says what is true: the
// request was not received (the intake takes nothing after the site's server stopped waiting).

test.describe.configure({ mode: 'serial' });

// Clear of the ports other specs take (the proxy takes the next one).
const PORT = PORTS.shell + 176;
let shell: ShellBehindProxy;
let proxy: ContentProxy;

test.beforeAll(async () => {
  shell = await startShellBehindProxy(PORT, (started) => {
    proxy = started;
  });
});
test.afterAll(async () => {
  await shell?.stop();
});
test.afterEach(() => proxy.heal());

test.use({ javaScriptEnabled: false });

test('the content service hangs while a visitor sends the form: within 10 s they read that it was not received', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { brand, estimateLinkText } = await estimateSettings(request);
  const place = await zipWithoutOffice(request);
  const person = visitor(place.zip);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${shell.url}/services`);
  await page.getByRole('banner').getByRole('link', { name: estimateLinkText, exact: true }).click();
  const form = page.getByRole('region', { name: `${brand} Estimate Request` }).getByRole('form', { name: 'Free estimate request' });
  await typeEstimateForm(form, person, place);

  proxy.hang(true);
  const started = Date.now();
  await form.getByRole('button', { name: 'Get An Estimate' }).click();
  // The answer is the page's 503 screen, drawn without asking the hung service for anything: the
  // brand's name (site settings) is not there, the form and what it says are.
  const modal = page.getByRole('region', { name: /Estimate Request$/ });
  const answered = modal.getByRole('alert');
  await expect(answered).toContainText('We did not receive your request: our booking service did not answer in time.', { timeout: 15_000 });
  expect(Date.now() - started).toBeLessThan(10_000);
  // What was typed is kept, to send again.
  await expect(modal.getByLabel('Full Name')).toHaveValue(person.name);
  await saveViewScreenshot(page, 'estimate-intake-down');
});
