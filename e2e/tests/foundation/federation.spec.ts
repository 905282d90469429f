import { expect, test } from '../../support/test';
import { displayPhone, franchiseHome } from '../../support/content';
import { liveBuild } from '../../support/releases';
import { REMOTE_ORIGINS } from '../../support/stack';
import ledger from '../../../shell/src/federation/shared-api.json';

test('each area comes from its own app, loaded at run time from its manifest', async ({ page, request }) => {
  const manifests: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/mf-manifest.json')) manifests.push(`${new URL(response.url()).origin} ${response.status()}`);
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(manifests).toEqual([]);

  const office = await franchiseHome(request, 'offices/summerlin');
  await page.goto('/offices/summerlin');
  await expect(page.getByTestId('franchise-name')).toHaveText(office.FranchiseCorporateControl.FranchiseName.Value);
  await expect(page.getByTestId('franchise-phone')).toHaveText(displayPhone(office.FranchiseCorporateControl.PhoneNumber.Value));

  await page.goto('/blog');
  await expect(page.getByRole('heading', { name: 'Blogs', level: 1 })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(10);

  await page.goto('/services');
  await expect(page.getByRole('heading', { name: 'Most popular services' })).toBeVisible();

  expect(manifests).toEqual([`${REMOTE_ORIGINS.franchise} 200`, `${REMOTE_ORIGINS.blog} 200`, `${REMOTE_ORIGINS.catalog} 200`]);
});

test('an unknown address shows the not-found page, kept out of search engines', async ({ page }) => {
  await page.goto('/no-such-page/at-all');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(1);
  await expect(page.getByTestId('header-phone')).toBeVisible();
});

test('remote content that does not exist shows the shell not-found page', async ({ page }) => {
  await page.goto('/offices/no-such-office');
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test('each remote’s live build names what its code imports from the shared packages, and the shell hands out every one', async ({
  request,
}) => {
  const handed = ledger as Record<string, string[]>;
  const asked: Record<string, Record<string, string[]>> = {};
  for (const [remote, origin] of Object.entries(REMOTE_ORIGINS)) {
    const { base } = await liveBuild(origin);
    // Its names file, beside its manifest (which browsers fetch, and so does not carry them).
    const names = await request.get(`${base}/shared-names.json`);
    expect(names.status()).toBe(200);
    asked[remote] = (await names.json()) as Record<string, string[]>;
    // Every remote defines its routes with the platform's contract helper.
    expect(asked[remote]['@handyman/platform/base']).toContain('defineRoute');
    for (const [entry, list] of Object.entries(asked[remote]).filter(([entry]) => entry in handed)) {
      expect([remote, entry, list.filter((name) => !handed[entry]!.includes(name))]).toEqual([remote, entry, []]);
    }
  }
  // The office card's phone link comes from /base (a shell without it would not serve this build).
  expect(asked.franchise!['@handyman/platform/base']).toContain('PhoneLink');
});
