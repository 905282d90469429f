import * as root from './index';
import * as ui from './ui';
import * as trays from './trays';
import * as zip from './zip';
import * as estimate from './estimate';
import recorded from './shared-api.json';

// These entries are shared singletons: the page has one copy, the shell's, and every remote calls
// into it, including remotes built and deployed before the shell's latest release. A name a
// remote imports must therefore never disappear from them; shared-api.json records every name.

const entries: Record<string, Record<string, unknown>> = {
  '@handyman/shared': root,
  '@handyman/shared/ui': ui,
  '@handyman/shared/trays': trays,
  '@handyman/shared/zip': zip,
  '@handyman/shared/estimate': estimate,
};

test.each(Object.keys(entries))('%s still exports every name remotes deployed earlier may import', (entry) => {
  const missing = (recorded as Record<string, string[]>)[entry]!.filter((name) => !(name in entries[entry]!));
  // Removed or renamed: keep the old name as a deprecated alias (see useHappenedBeforeHydration).
  expect(missing).toEqual([]);
});

test.each(Object.keys(entries))('%s names are all recorded in shared-api.json', (entry) => {
  const unrecorded = Object.keys(entries[entry]!).filter((name) => !(recorded as Record<string, string[]>)[entry]!.includes(name));
  // A new name: add it to shared-api.json, so that removing it later is caught.
  expect(unrecorded).toEqual([]);
});

test('a remote built before isReplayedEvent gets the same rule under the old name', () => {
  const replay = { nativeEvent: new Event('focusin') };
  expect(ui.useHappenedBeforeHydration()(replay)).toBe(true);
  expect(ui.isReplayedEvent(replay)).toBe(true);
});
