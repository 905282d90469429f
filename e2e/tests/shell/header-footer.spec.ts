import { expect, test, type Page } from '../../support/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { displayPhone, franchiseHome, siteSettings } from '../../support/content';
import { campaignPath, expectedLink, expectedMenu, firstEntryWithChildren, list, schedulingUrl } from '../../support/layout-content';
import { saveScreenshot, SCREEN_WIDTHS } from '../../support/screenshots';
import type { SiteSettings } from '@handyman/contracts';
import { startShellBehindProxy, type ShellBehindProxy } from '../../support/extra-shell';
import { PORTS } from '../../support/stack';

// The site header and footer against content-api's global settings (x31).

test.use({ viewport: { width: 1280, height: 800 } });

const banner = (page: Page) => page.getByRole('banner');
const footer = (page: Page) => page.getByTestId('site-footer');

test('header: logo home, corporate phone, estimate and appointment links', async ({ page, request }) => {
  const settings = await siteSettings(request);
  await page.goto('/careers');
  const logo = banner(page).getByRole('link', { name: settings.Header.HeaderLogo.AlternateText });
  await expect(logo).toHaveAttribute('href', '/');
  await expect(page.getByTestId('header-phone')).toHaveText(settings.TelephoneNumberDisplay.Value);
  await expect(banner(page).getByRole('link', { name: `Call ${settings.TelephoneNumberDisplay.Value}` })).toHaveAttribute(
    'href',
    `tel:${settings.MainTelephoneNumber.Value}`,
  );
  const estimate = page.getByTestId('estimate-link');
  await expect(estimate).toHaveAccessibleName(list(settings.Header.Page)[1]!.Link!);
  await expect(estimate.locator('img')).toHaveAttribute('src', new RegExp(`${settings.Header.GetEstimateIcon.Value}$`));
  const appointment = banner(page).getByRole('link', { name: /Request an Appointment/ });
  await expect(appointment).toHaveAttribute('href', await schedulingUrl(request));
  await expect(appointment).toHaveAttribute('target', '_blank');
});

test('the estimate link adds #GetEstimateLink to the page, which opens the estimate modal', async ({ page }) => {
  await page.goto('/careers');
  await page.getByTestId('estimate-link').click();
  await expect(page).toHaveURL(/\/careers#GetEstimateLink$/);
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('inline navigation at 1280: every top entry, and a dropdown with its sub-pages on hover', async ({ page, request }) => {
  const settings = await siteSettings(request);
  await page.goto('/');
  const nav = page.getByTestId('desktop-nav');
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  for (const entry of expectedMenu(settings)) {
    const top =
      entry.children.length > 0
        ? nav.getByRole('button', { name: entry.text, exact: true })
        : nav.getByRole('link', { name: entry.text, exact: true });
    await expect(top).toBeVisible();
  }
  const entry = firstEntryWithChildren(settings);
  const button = nav.getByRole('button', { name: entry.text, exact: true });
  const dropdown = page.locator(`#${await button.getAttribute('aria-controls')}`);
  await expect(dropdown).toBeHidden();
  await button.hover();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  for (const child of entry.children)
    await expect(dropdown.getByRole('link', { name: child.text, exact: true })).toHaveAttribute('href', child.href);
  await page.mouse.move(640, 600);
  await expect(dropdown).toBeHidden();

  await button.click();
  await dropdown.getByRole('link', { name: entry.children[0]!.text, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${entry.children[0]!.href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(dropdown).toBeHidden();
});

test.describe('alert bar', () => {
  // A second shell reads its settings through a proxy that switches the alert on.
  let alertShell: ShellBehindProxy | undefined;
  let ALERT_SHELL = '';
  // eslint-disable-next-line no-empty-pattern -- Playwright hands the worker info after the fixtures object
  test.beforeAll(async ({}, workerInfo) => {
    alertShell = await startShellBehindProxy(PORTS.shell + 150 + workerInfo.parallelIndex * 2, (proxy) =>
      proxy.rewrite('/api/x31', (answer) => {
        const { SiteSettings: settings } = answer as { SiteSettings: SiteSettings };
        return { SiteSettings: { ...settings, Alerts: { ...settings.Alerts, DisplayAlert: { Value: 'True' } } } };
      }),
    );
    ALERT_SHELL = alertShell.url;
  });
  test.afterAll(async () => {
    await alertShell?.stop();
  });

  test('shown only when settings switch it on, with its text and a link to its page, server-rendered', async ({ page, request }) => {
    const settings = await siteSettings(request);
    expect(settings.Alerts.DisplayAlert.Value).not.toBe('True');
    await page.goto('/');
    await expect(page.getByTestId('header-phone')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Announcement' })).toHaveCount(0);

    const html = await (await request.get(`${ALERT_SHELL}/`)).text();
    expect(html).toContain(settings.Alerts.AlertText.Value);
    await page.goto(`${ALERT_SHELL}/`);
    const alert = page.getByRole('region', { name: 'Announcement' });
    await expect(alert).toContainText(settings.Alerts.AlertText.Value);
    const link = expectedLink(settings.Alerts.Page!);
    await expect(alert.getByRole('link', { name: link.text })).toHaveAttribute('href', link.href);
  });
});

test('after visiting an office the recent-franchise bar names it, with its anchors and pages, and the phone is the office phone', async ({
  page,
  request,
}) => {
  const office = await franchiseHome(request, 'offices/summerlin');
  const control = office.FranchiseCorporateControl;
  await page.goto('/offices/summerlin');
  await expect(page.getByTestId('franchise-name')).toBeVisible();
  await page.getByTestId('header-logo').click();
  await expect(page).toHaveURL(/\/$/);
  const bar = page.getByRole('navigation', { name: 'Your local office' });
  await expect(bar.getByRole('link', { name: control.FranchiseName.Value })).toHaveAttribute('href', '/offices/summerlin');
  for (const [text, id] of [
    ['Why Choose Us', 'why-choose-us'],
    ['Offers', 'offers'],
    ['Reviews', 'reviews'],
    ['Our Work', 'our-work'],
  ]) {
    await expect(bar.getByRole('link', { name: text, exact: true })).toHaveAttribute('href', `/offices/summerlin#${id}`);
  }
  const teamPage = list(office.Navigation?.Page).find((item) => item.Name === 'our-team')!;
  await expect(bar.getByRole('link', { name: teamPage.Link!, exact: true })).toHaveAttribute('href', `/${teamPage.URL}`);
  await expect(page.getByTestId('header-phone')).toHaveText(displayPhone(control.PhoneNumber.Value));
  await bar.getByRole('link', { name: 'Reviews', exact: true }).click();
  await expect(page).toHaveURL(/\/offices\/summerlin#reviews$/);
});

test('footer: logo, phone, link columns (VirtualLinks in a new tab), social icons, legal lines and the ZIP box', async ({
  page,
  request,
}) => {
  const settings = await siteSettings(request);
  const content = settings.Footer;
  await page.goto('/careers');
  await footer(page).scrollIntoViewIfNeeded();
  await expect(footer(page).getByRole('link', { name: content.FooterLogo.AlternateText })).toHaveAttribute('href', '/');
  await expect(footer(page)).toContainText(content.TextAbovePhoneNumber.Value);
  const phone = page.getByTestId('footer-phone');
  await expect(phone).toHaveText(settings.TelephoneNumberDisplay.Value);
  await expect(phone).toHaveAttribute('href', `tel:${settings.MainTelephoneNumber.Value}`);
  await expect(phone.locator('img')).toHaveAttribute('width', '16');

  for (const column of list(content.FooterLinkColumns)) {
    const nav = footer(page).getByRole('navigation', { name: column.Title });
    await expect(nav.getByRole('heading', { name: column.Title })).toBeVisible();
    for (const item of list(column.Page).map(expectedLink)) {
      const link = nav.getByRole('link', { name: item.newTab ? `${item.text} (opens in a new tab)` : item.text, exact: true });
      await expect(link).toHaveAttribute('href', item.href);
      if (item.newTab) await expect(link).toHaveAttribute('target', '_blank');
      if (item.newTab) await expect(link).toHaveAttribute('rel', /noopener/);
    }
  }
  const social = footer(page).getByRole('list', { name: 'Follow us' });
  for (const item of list(content.Social.Page).map(expectedLink)) {
    await expect(social.getByRole('link', { name: `${item.text} (opens in a new tab)` })).toHaveAttribute('href', item.href);
  }

  const year = String(new Date().getFullYear());
  await expect(page.getByTestId('copyright')).toHaveText(content.Copyright.Value.replace('{Year}', year));
  for (const item of list(content.CopyrightLinks.Page).map(expectedLink)) {
    await expect(footer(page).getByRole('link', { name: item.text, exact: true })).toHaveAttribute('href', item.href);
  }
  await expect(footer(page).getByRole('link', { name: content.PrivacyChoices.Link })).toHaveAttribute(
    'href',
    `/${content.PrivacyChoices.URL}`,
  );
  await expect(footer(page)).toContainText(content.DisclaimerNotes.Value.replace(/<[^>]+>/g, '').slice(0, 60));
  await expect(footer(page).getByRole('heading', { name: content.FindAnOffice.Heading.Value })).toBeVisible();
});

test('the footer ZIP box finds the local office', async ({ page, request }) => {
  const office = await franchiseHome(request, 'offices/summerlin');
  await page.goto('/careers');
  const box = page.getByTestId('footer-find-office');
  await box.getByRole('textbox').fill(office.FranchiseCorporateControl.OwnedZipcodes[0]!);
  await box.getByRole('button', { name: 'Find My Office' }).click();
  await expect(page).toHaveURL(/\/offices\/summerlin$/);
});

test('on an office page the footer adds its address and licence, payment types and the brand links', async ({ page, request }) => {
  const settings = await siteSettings(request);
  const control = (await franchiseHome(request, 'offices/summerlin')).FranchiseCorporateControl;
  await page.goto('/offices/summerlin');
  const office = page.getByTestId('franchise-footer');
  await expect(office.getByRole('heading', { name: control.FranchiseName.Value })).toBeVisible();
  await expect(office).toContainText(control.Address.Value);
  await expect(office).toContainText(`${control.City.Value}, ${control.StateAbbreviation.Value} ${control.ZipCode.Value}`);
  const licence = control.LicenseNumbers!.Value;
  await expect(office).toContainText(`License #${licence.split(/[:#]\s*/).pop()}`);
  await expect(office).not.toContainText(licence);
  for (const type of control.FranchiseOwnersControl.PaymentTypes!.Value.split('|')) {
    await expect(office.getByRole('listitem').filter({ hasText: type })).toHaveCount(1);
  }
  for (const item of [settings.Footer.ParentBrandLink, settings.Footer.FranchiseOpportunitiesLink].map(expectedLink)) {
    const link = office.getByRole('link', { name: item.text });
    await expect(link).toHaveAttribute('href', item.href);
    await expect(link).toHaveAttribute('target', '_blank');
  }
  await page.goto('/careers');
  await expect(page.getByTestId('copyright')).toBeVisible();
  await expect(page.getByTestId('franchise-footer')).toHaveCount(0);
});

test('back-to-top appears past half the window height, returns to the top and fades away', async ({ page }) => {
  await page.goto('/careers');
  await expect(page.getByTestId('copyright')).toBeAttached();
  const button = page.getByRole('button', { name: 'Back to top' });
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, window.innerHeight / 2 + 50));
  await expect(button).toBeVisible();
  const box = await button.boundingBox();
  expect(box!.x + box!.width).toBeGreaterThan(1280 - 40);
  expect(box!.y + box!.height).toBeGreaterThan(800 - 40);
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByTestId('back-to-top')).toHaveAttribute('data-state', 'leaving');
  await expect(page.getByTestId('back-to-top')).toHaveCount(0);
});

test('a campaign page hides the normal header and footer', async ({ page, request }) => {
  await page.goto(await campaignPath(request));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('desktop-nav')).toHaveCount(0);
  await expect(page.getByTestId('estimate-link')).toHaveCount(0);
  await expect(page.getByTestId('header-logo')).toHaveCount(0);
  await expect(page.getByTestId('site-footer')).toHaveCount(0);
});

for (const width of [375, 1280]) {
  test(`home has no serious accessibility violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await expect(page.getByTestId('copyright')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

for (const width of SCREEN_WIDTHS) {
  test(`screenshot: header and footer at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/offices/summerlin');
    await expect(page.getByTestId('franchise-footer')).toBeVisible();
    // On the office's own page its header names it; the recent-office bar would say it twice.
    await expect(page.getByTestId('office-header')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Your local office' })).toBeHidden();
    await saveScreenshot(page, 'header-footer');
  });
}
