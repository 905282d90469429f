import type { APIRequestContext } from '@playwright/test';
import { pageOfSchema } from '@handyman/contracts';
import { franchiseHome, pageAt } from '../../support/content';
import { startContentProxy, type ContentProxy } from '../../support/content-proxy';
import { runtimeConfig, startShell } from '../../support/extra-shell';
import { addChecklistTray, CHECKLIST, withChecklistTray } from '../../support/franchise-tray-change';
import { startRemoteChange, type RemoteChange } from '../../support/remote-change';
import { saveScreenshot } from '../../support/screenshots';
import type { RunningServer } from '../../support/serve-built-app';
import { PORTS } from '../../support/stack';
import { expect, test, watchPageProblems, type Page } from '../../support/test';

// A franchise team ships an office tray on its own: content already names the tray on an office page
// (a name no deployed code knows), a component registered in a copy of remote-franchise's tray
// registry, only that remote rebuilt, published and released, and a shell server that was running
// all along (never rebuilt or restarted) draws the tray on its next check of the release, on the
// server and in the browser. Before the deploy and after rolling it back the page shows no trace of
// the tray and is otherwise whole. The content comes through a proxy in front of content-api that
// adds the tray to the page (the seed names only trays the code knows).

test.describe.configure({ mode: 'serial' });

// Clear of EXTRA_PORTS (+110..121), safe-deploys.spec's (+122, +123, +126, +127), remote-ships-a-page's
// (+124, +125) and remote-down.spec's (+130, +131).
const [SHELL_PORT, HOST_PORT, CONTENT_PORT] = [PORTS.shell + 128, PORTS.shell + 129, PORTS.shell + 132];
const PAGE_URL = `http://localhost:${SHELL_PORT}${CHECKLIST.path}`;

let franchise: RemoteChange | undefined;
let content: ContentProxy | undefined;
let shell: RunningServer | undefined;

test.beforeAll(async () => {
  // Released from `npm run build` first; the copy with the tray builds meanwhile.
  franchise = await startRemoteChange('remote-franchise', 'franchise', HOST_PORT, addChecklistTray);
  content = await startContentProxy(CONTENT_PORT);
  content.rewrite('/api/page', withChecklistTray);
  const config = { ...runtimeConfig({ franchise: franchise.host.url }), contentApiBaseUrl: content.url };
  shell = await startShell(SHELL_PORT, config, { REMOTE_REVALIDATE_MS: '500' });
});

test.afterAll(async () => {
  await shell?.stop();
  await content?.close();
  await franchise?.close();
});

/** The page's other trays' headings, from content-api: what must render whether or not the tray does. */
async function otherHeadings(request: APIRequestContext): Promise<string[]> {
  const page = pageOfSchema(await pageAt(request, CHECKLIST.page), 'FranchiseDetailPage');
  const headings = (page?.Trays ?? []).flatMap((tray) => ('Heading' in tray && tray.Heading?.Value ? [tray.Heading.Value] : []));
  expect(headings.length).toBeGreaterThan(0);
  return headings;
}

/** The tray's heading as the office's page shows it: its city in place of {City}. */
async function shownHeading(request: APIRequestContext): Promise<string> {
  const office = await franchiseHome(request, CHECKLIST.page.split('/').slice(0, 2).join('/'));
  return CHECKLIST.heading.replace('{City}', office.FranchiseCorporateControl.City.Value);
}

const pageHtml = async (request: APIRequestContext) => {
  const answer = await request.get(PAGE_URL);
  expect(answer.status()).toBe(200);
  return answer.text();
};
/** The tray's section, as its component draws it (the content naming the tray rides in the page's data either way). */
const hasTray = (html: string) => html.includes(`id="${CHECKLIST.id}"`);

/** The office page as a visitor sees it, script on: whole, hydrated, no errors; the tray shown or not. */
async function expectPage(page: Page, request: APIRequestContext, withTray: boolean): Promise<void> {
  const problems = watchPageProblems(page);
  expect((await page.goto(PAGE_URL))?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated');
  const sub = page.getByTestId('office-sub-page');
  for (const heading of await otherHeadings(request)) await expect(sub.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  const tray = sub.getByRole('region', { name: await shownHeading(request) });
  if (withTray) {
    await tray.scrollIntoViewIfNeeded();
    for (const item of CHECKLIST.items) await expect(tray.getByRole('listitem').filter({ hasText: item })).toBeVisible();
  } else {
    await expect(tray).toHaveCount(0);
    for (const item of CHECKLIST.items) await expect(page.getByText(item)).toHaveCount(0);
  }
  expect(problems).toEqual([]);
}

test('before the franchise deploys the tray, the office page that names it renders whole, without it and without errors', async ({
  page,
  request,
}) => {
  // Once the new shell has the franchise's code in (its first read of the release), office pages render.
  await expect.poll(async () => (await request.get(PAGE_URL)).status(), { timeout: 15_000, intervals: [250] }).toBe(200);
  // The content does name the tray: what the page leaves out is the code's doing, not the content's.
  const data = await (await request.get(`${content!.url}/api/page`, { params: { path: CHECKLIST.page } })).text();
  expect(data).toContain(`"TrayName":"${CHECKLIST.name}"`);
  expect(hasTray(await pageHtml(request))).toBe(false);
  await expectPage(page, request, false);
});

test('once the franchise is deployed with the tray, the running shell draws it on the server and in the browser', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await franchise!.deploy();
  // The shell reads the franchise's release every 500 ms here: the tray is drawn soon after the release.
  await expect.poll(async () => hasTray(await pageHtml(request)), { timeout: 30_000, intervals: [250] }).toBe(true);
  const heading = await shownHeading(request);
  const html = await pageHtml(request);
  expect(html).toContain(`>${heading}</h2>`);
  for (const item of CHECKLIST.items) expect(html).toContain(`<li>${item}</li>`);

  // Without script, the visitor reads the tray and the rest of the page.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  expect((await plain.goto(PAGE_URL))?.status()).toBe(200);
  const tray = plain.getByRole('region', { name: heading });
  for (const item of CHECKLIST.items) await expect(tray.getByRole('listitem').filter({ hasText: item })).toBeVisible();
  for (const other of await otherHeadings(request)) await expect(plain.getByRole('heading', { name: other, exact: true })).toBeVisible();
  await context.close();

  // With script: hydrated over the server's tray without a mismatch or any error.
  await page.setViewportSize({ width: 375, height: 812 });
  await expectPage(page, request, true);
  await saveScreenshot(page, 'remote-ships-a-tray');
});

test('rolling the franchise back to the build without the tray takes it away, and the rest of the page still renders', async ({
  page,
  request,
}) => {
  await franchise!.rollback();
  await expect.poll(async () => hasTray(await pageHtml(request)), { timeout: 30_000, intervals: [250] }).toBe(false);
  await expectPage(page, request, false);
});
