import * as contracts from '@handyman/contracts';
import * as validation from '@handyman/contracts/validation';
import * as platform from '@handyman/platform';
import * as platformUi from '@handyman/platform/ui';
import * as estimate from '@handyman/estimate';
import * as offices from '@handyman/offices';
import * as trays from '@handyman/trays';
import * as carousel from '@handyman/trays/carousel';
import * as devHarness from '@handyman/dev-harness';
import * as testing from '@handyman/testing';
import * as legacyRoot from './index';
import * as legacyUi from './ui';
import * as legacyTrays from './trays';
import * as legacyZip from './zip';
import * as legacyEstimate from './estimate';
import * as estimateZip from './estimate-zip';
import recorded from './shared-api.json';

// The ledger of every shared package's names. The federation singletons (platform, offices,
// estimate, trays and the earlier names here) have one copy per page, the shell's, and every remote calls into
// it, including remotes built and deployed before the shell's latest release; the other packages
// are bundled into each app, but apps deploy on their own too. A name must therefore never
// disappear while something built against it may run; shared-api.json records every name.

const entries: Record<string, Record<string, unknown>> = {
  '@handyman/contracts': contracts,
  '@handyman/contracts/validation': validation,
  '@handyman/platform': platform,
  '@handyman/platform/ui': platformUi,
  '@handyman/estimate': estimate,
  '@handyman/offices': offices,
  // Provided by the shell from ./estimate-zip since the ZIP form moved to @handyman/offices.
  '@handyman/estimate/zip': estimateZip,
  '@handyman/trays': trays,
  '@handyman/trays/carousel': carousel,
  '@handyman/dev-harness': devHarness,
  '@handyman/testing': testing,
  '@handyman/shared': legacyRoot,
  '@handyman/shared/ui': legacyUi,
  '@handyman/shared/trays': legacyTrays,
  '@handyman/shared/zip': legacyZip,
  '@handyman/shared/estimate': legacyEstimate,
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

test('a remote built before the split gets the singletons themselves under the old names', () => {
  expect(legacyRoot.useSiteStore).toBe(platform.useSiteStore);
  expect(legacyRoot.getRuntimeConfig).toBe(platform.getRuntimeConfig);
  expect(legacyUi.RichText).toBe(platformUi.RichText);
  expect(legacyTrays.TrayRenderer).toBe(trays.TrayRenderer);
  expect(legacyZip.ZipLookupForm).toBe(offices.ZipLookupForm);
  expect(legacyEstimate.EstimateForm).toBe(estimate.EstimateForm);
  expect(legacyRoot.useRenderState).toBe(platform.usePageRecord);
});

test('a remote built before isReplayedEvent gets the same rule under the old name', () => {
  const replay = { nativeEvent: new Event('focusin') };
  expect(legacyUi.useHappenedBeforeHydration()(replay)).toBe(true);
  expect(platformUi.isReplayedEvent(replay)).toBe(true);
});

test('a remote built before the offices move gets the offices singleton under the old names', () => {
  expect(estimateZip.ZipLookupForm).toBe(offices.ZipLookupForm);
  expect(estimateZip.zipLookupDestination).toBe(offices.zipLookupDestination);
  expect(estimate.matchOfficeByZip).toBe(offices.matchOfficeByZip);
  expect(legacyEstimate.territoryOf).toBe(offices.territoryOf);
});
