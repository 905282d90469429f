import * as contracts from '@handyman/contracts';
import * as validation from '@handyman/contracts/validation';
import * as platform from '@handyman/platform';
import * as platformUi from '@handyman/platform/ui';
import * as platformBase from '@handyman/platform/base';
import * as platformBlog from '@handyman/platform/blog';
import * as platformOffices from '@handyman/platform/offices';
import * as platformPageTools from '@handyman/platform/page-tools';
import * as estimate from '@handyman/estimate';
import * as estimateForm from '@handyman/estimate/form';
import * as estimateTabs from '@handyman/estimate/tabs';
import * as offices from '@handyman/offices';
import * as trays from '@handyman/trays';
import * as carousel from '@handyman/trays/carousel';
import * as trayParts from '@handyman/trays/parts';
import * as trayPage from '@handyman/trays/page';
import * as devHarness from '@handyman/dev-harness';
import * as testing from '@handyman/testing';
import recorded from './shared-api.json';

// The ledger of every shared package's names. The federation singletons (platform, offices,
// estimate, trays) have one copy per page, the shell's, and every remote calls into it, including
// remotes built and deployed before the shell's latest release; the other packages are bundled
// into each app, but apps deploy on their own too. A name must therefore never disappear while
// something built against it may run; shared-api.json records every name. The shell refuses
// remotes of an older route contract (ROUTE_MODULE_VERSION): only a release that raises the
// version may drop names, as version 2 did (the pre-split @handyman/shared entries, the DOM head
// helpers that React's own <title> and <meta> replaced).

const entries: Record<string, Record<string, unknown>> = {
  '@handyman/contracts': contracts,
  '@handyman/contracts/validation': validation,
  '@handyman/platform': platform,
  '@handyman/platform/ui': platformUi,
  '@handyman/platform/base': platformBase,
  '@handyman/platform/blog': platformBlog,
  '@handyman/platform/offices': platformOffices,
  '@handyman/platform/page-tools': platformPageTools,
  '@handyman/estimate': estimate,
  '@handyman/estimate/form': estimateForm,
  '@handyman/estimate/tabs': estimateTabs,
  '@handyman/offices': offices,
  '@handyman/trays': trays,
  '@handyman/trays/carousel': carousel,
  '@handyman/trays/parts': trayParts,
  '@handyman/trays/page': trayPage,
  '@handyman/dev-harness': devHarness,
  '@handyman/testing': testing,
};
const ledger = recorded as Record<string, string[]>;

test('every entry point of every shared package is in the ledger', () => {
  expect(Object.keys(ledger).sort()).toEqual(Object.keys(entries).sort());
});

test.each(Object.keys(entries))('%s still exports every name recorded for it', (entry) => {
  const missing = ledger[entry]!.filter((name) => !(name in entries[entry]!));
  // Removed or renamed: keep the old name as a deprecated alias (see useHappenedBeforeHydration).
  expect(missing).toEqual([]);
});

test.each(Object.keys(entries))('%s names are all recorded in shared-api.json', (entry) => {
  const unrecorded = Object.keys(entries[entry]!).filter((name) => !ledger[entry]!.includes(name));
  // A new name: add it to shared-api.json, so that removing it later is caught.
  expect(unrecorded).toEqual([]);
});

test('the estimate entries are the package root’s own modules: a page has one form and one tab area, whichever entry drew them', () => {
  expect(estimateForm.EstimateForm).toBe(estimate.EstimateForm);
  expect(estimateTabs.EstimateTabs).toBe(estimate.EstimateTabs);
  expect(estimateTabs.EstimateFormNearView).toBe(estimate.EstimateFormNearView);
});

test('the trays’ /parts and /page entries hand out the root’s own modules: their near-view trays render with the registry the root’s providers fill', () => {
  const root = trays as Record<string, unknown>;
  for (const part of [trayParts, trayPage] as Record<string, unknown>[])
    for (const [name, value] of Object.entries(part)) expect([name, value]).toEqual([name, root[name]]);
});

test('the platform entries hand out the root’s and /ui’s own modules: a page has one store and one config, whichever entry a remote imported', () => {
  const roots: Record<string, unknown> = { ...platform, ...platformUi };
  const parts = [platformBase, platformBlog, platformOffices, platformPageTools] as Record<string, unknown>[];
  for (const part of parts) for (const [name, value] of Object.entries(part)) expect([name, value]).toEqual([name, roots[name]]);
});

test("a name that moved to @handyman/offices is the offices singleton itself under the estimate package's name", () => {
  expect(estimate.matchOfficeByZip).toBe(offices.matchOfficeByZip);
});
