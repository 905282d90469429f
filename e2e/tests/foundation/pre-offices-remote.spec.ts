import { expect, test, waitForHydration } from '../../support/test';
import { runtimeConfig, startShell } from '../../support/extra-shell';
import { ownedZip } from '../../support/home-content';
import { buildRemoteAt, loadedSharedVersions, removeBuild, sharedVersion } from '../../support/remote-at-commit';
import { serveBuiltApp, type RunningServer } from '../../support/serve-built-app';
import { PORTS } from '../../support/stack';

// The ZIP form moved from @handyman/estimate/zip to @handyman/offices. A remote built before the
// move still asks the page for @handyman/estimate/zip: the shell provides it over the offices
// package. This builds the catalog remote from the last commit before the move and serves it in
// place of today's catalog, server and browser; its services page ends in the ZIP box.

/** The last commit before the move (needs the repository's history: a full clone). */
const PRE_OFFICES = 'fece4c7';
const DIST_DIR = 'dist-pre-offices';
const CATALOG_PORT = PORTS.shell + 192;
const SHELL_PORT = PORTS.shell + 193;
const shellUrl = `http://localhost:${SHELL_PORT}`;

let catalog: RunningServer | undefined;
let shell: RunningServer | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  buildRemoteAt(PRE_OFFICES, 'remote-catalog', DIST_DIR);
  catalog = await serveBuiltApp('remote-catalog', { CATALOG_PORT: String(CATALOG_PORT), DIST_DIR });
  shell = await startShell(SHELL_PORT, runtimeConfig({ catalog: `http://localhost:${CATALOG_PORT}` }));
});

test.afterAll(async () => {
  await shell?.stop();
  await catalog?.stop();
  removeBuild('remote-catalog', DIST_DIR);
});

/**
 * The class names on the page's ZIP forms. A shared module's class names come from its file's path,
 * so they tell which copy rendered a form: the shell's (shared/offices/...) or a remote's own.
 */
const zipFormClasses = (html: string) =>
  [
    ...new Set(
      [...html.matchAll(/<form\b[^>]*>/g)]
        .map(([tag]) => tag)
        .filter((tag) => tag.includes('action="/find-my-office"'))
        .flatMap((tag) => (/\bclass="([^"]*)"/.exec(tag)?.[1] ?? '').split(/\s+/).filter(Boolean)),
    ),
  ].sort();

test('the server renders the catalog built before the move with the shell’s ZIP form', async ({ request }) => {
  const [today, before] = await Promise.all([request.get('/services'), request.get(`${shellUrl}/services`)]);
  expect(before.status()).toBe(today.status());
  const [todayHtml, beforeHtml] = [await today.text(), await before.text()];
  expect(beforeHtml).toContain('data-testid="find-an-office"');
  // Its own copy (from shared/estimate/src/zip) would add class names today's page does not have.
  expect(zipFormClasses(todayHtml).length).toBeGreaterThan(0);
  expect(zipFormClasses(beforeHtml)).toEqual(zipFormClasses(todayHtml));
});

test('in the browser its ZIP box finds the office, on the shell’s one copy of the ZIP form', async ({ page, request }) => {
  const { office, zip } = await ownedZip(request);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${shellUrl}/services`);
  await waitForHydration(page);

  // The catalog asked for @handyman/estimate/zip and got the shell's (its version is the compat
  // package's, which only the shell provides), never the copy inside its own build (1.0.0).
  expect((await loadedSharedVersions(page))['@handyman/estimate/zip']).toEqual([sharedVersion('compat')]);

  const band = page.getByTestId('find-an-office');
  await band.getByRole('textbox', { name: 'ZIP code where the work is to be done' }).fill(zip);
  await band.getByRole('button', { name: 'Find My Office' }).click();
  await expect(page).toHaveURL(new RegExp(`/${office.HomePageLink.URL}$`));
  expect(errors).toEqual([]);
});
