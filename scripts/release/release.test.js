// A remote team's release commands, on real folders: what publish-build writes, what a release
// checks before a build may go live, what release.json records, and which builds prune removes.
const { mkdirSync, mkdtempSync, readFileSync, writeFileSync, rmSync, existsSync, readdirSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { buildInfoOf, listBuilds, publishBuild } = require('./build-store.mjs');
const { ACCEPTED_ROUTE_CONTRACT, problemsOfBuild } = require('./check-build.mjs');
const { makeLive, previousLive, readRelease, startCanary, stopCanary, writeRelease } = require('./release-file.mjs');
const { retention } = require('./prune.mjs');

let work;
beforeEach(() => (work = mkdtempSync(path.join(tmpdir(), 'release-test-'))));
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** A dist folder as a remote's build writes it (browser and server builds); `text` varies its code. */
function dist(
  text = 'v1',
  {
    contract = ACCEPTED_ROUTE_CONTRACT,
    name = 'blog',
    shared = ['react', '@handyman/platform/base'],
    sharedNames = { react: ['useState'], '@handyman/platform/base': ['RichText', 'defineRoute'] },
  } = {},
) {
  const dir = mkdtempSync(path.join(work, 'dist-'));
  mkdirSync(path.join(dir, 'server'));
  writeFileSync(path.join(dir, 'remoteEntry.js'), `entry ${text}`);
  writeFileSync(path.join(dir, '309.1234abcd.js'), `chunk ${text}`);
  writeFileSync(path.join(dir, 'server', 'remoteEntry.js'), `server ${text}`);
  const metaData = {
    name,
    buildInfo: { buildVersion: 'compilation-hash' },
    remoteEntry: { name: 'remoteEntry.js', path: '' },
    ssrRemoteEntry: { name: 'remoteEntry.js', path: 'server' },
    routeContract: contract,
    ...(sharedNames ? { sharedNames: 'shared-names.json' } : {}),
  };
  const sharedModules = shared.map((module) => (typeof module === 'string' ? { name: module, version: '1.0.0', singleton: true } : module));
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name, metaData, shared: sharedModules }));
  if (sharedNames) writeFileSync(path.join(dir, 'shared-names.json'), JSON.stringify(sharedNames));
  return dir;
}

test('publishing a build gives it an id of its own, stamped in its manifest; the same build again changes nothing', () => {
  const root = path.join(work, 'releases');
  const first = publishBuild(dist('v1'), root, { remote: 'blog' });
  const again = publishBuild(dist('v1'), root, { remote: 'blog' });
  const other = publishBuild(dist('v2'), root, { remote: 'blog' });
  expect(first.id).toMatch(/^[0-9a-f]{16}$/);
  expect(again).toEqual({ ...first, created: false });
  expect(other.id).not.toBe(first.id);
  const manifest = JSON.parse(readFileSync(path.join(root, first.id, 'mf-manifest.json'), 'utf8'));
  expect(manifest.metaData.buildInfo.buildVersion).toBe(first.id);
  expect(readFileSync(path.join(root, first.id, 'server', 'remoteEntry.js'), 'utf8')).toBe('server v1');
  expect(
    listBuilds(root)
      .map((build) => build.id)
      .sort(),
  ).toEqual([first.id, other.id].sort());
  // Nothing half-copied is left beside the builds.
  expect(readdirSync(root).filter((name) => name.startsWith('.'))).toEqual([]);
});

test('a folder without a build is not published', () => {
  expect(() => publishBuild(mkdtempSync(path.join(work, 'empty-')), path.join(work, 'releases'))).toThrow(/no build/);
});

test('a build goes live only whole, of the remote named, and of the route contract the shell accepts', () => {
  const root = path.join(work, 'releases');
  const good = publishBuild(dist('v1'), root).id;
  expect(problemsOfBuild(root, 'blog', good)).toEqual([]);
  expect(problemsOfBuild(root, 'catalog', good)).toEqual([expect.stringContaining('a build of "blog", not of "catalog"')]);
  expect(problemsOfBuild(root, 'blog', 'ffffffffffffffff')).toEqual([expect.stringContaining('is not published')]);
  expect(problemsOfBuild(root, 'blog', '../../etc')).toEqual([expect.stringContaining('is not a build id')]);

  const old = publishBuild(dist('old', { contract: ACCEPTED_ROUTE_CONTRACT - 1 }), root).id;
  expect(problemsOfBuild(root, 'blog', old)).toEqual([expect.stringContaining(`route contract ${ACCEPTED_ROUTE_CONTRACT - 1}`)]);

  // A production remote brings no copies of the shared modules: one the shell does not hand out
  // would fail its pages, so the build waits for a shell that has it.
  const ahead = publishBuild(dist('ahead', { shared: ['react', '@handyman/platform/maps'] }), root).id;
  expect(problemsOfBuild(root, 'blog', ahead)).toEqual([
    expect.stringContaining('asks for the shared module @handyman/platform/maps, which the shell does not hand out'),
  ]);
  // So does one importing a name of a shared package that the shell's copy does not have: the
  // remote runs on the shell's copy, whatever its own.
  const newerName = publishBuild(
    dist('newer-name', { sharedNames: { '@handyman/platform/base': ['RichText', 'NoShellHandsThisOut'] } }),
    root,
  ).id;
  expect(problemsOfBuild(root, 'blog', newerName)).toEqual([
    expect.stringContaining('imports @handyman/platform/base: NoShellHandsThisOut, which the shell does not hand out'),
  ]);
  // A build from before builds wrote their names is held to nothing; a names file that does not read is refused.
  expect(problemsOfBuild(root, 'blog', publishBuild(dist('unnamed', { sharedNames: null }), root).id)).toEqual([]);
  const garbledDist = dist('garbled');
  writeFileSync(path.join(garbledDist, 'shared-names.json'), '<!doctype html>');
  const garbled = publishBuild(garbledDist, root).id;
  expect(problemsOfBuild(root, 'blog', garbled)).toEqual([expect.stringContaining(`the names file of build ${garbled} does not read`)]);
  // One that brings its own copy (a development build) runs without the shell's.
  const ownCopy = { name: '@handyman/platform/maps', version: '1.0.0', assets: { js: { sync: ['77.ab12cd34.js'], async: [] } } };
  expect(problemsOfBuild(root, 'blog', publishBuild(dist('dev', { shared: ['react', ownCopy] }), root).id)).toEqual([]);

  rmSync(path.join(root, good, 'server', 'remoteEntry.js'));
  expect(problemsOfBuild(root, 'blog', good)).toEqual([
    'server/remoteEntry.js of build ' + good + ' is missing or changed',
    expect.stringContaining('has no server/remoteEntry.js'),
  ]);
});

test('release.json: a release records when each build served, a rollback goes to the one before, a canary comes and goes', () => {
  const at = (minute) => new Date(Date.UTC(2026, 10, 28, 12, minute));
  let release = readRelease(work, 'blog');
  expect(release).toEqual({ remote: 'blog', history: [] });
  expect(() => startCanary(release, 'b'.repeat(16), 10, at(0))).toThrow(/nothing is live/);

  release = makeLive(release, 'a'.repeat(16), at(0));
  release = makeLive(release, 'b'.repeat(16), at(5));
  expect(release.live).toBe('b'.repeat(16));
  expect(previousLive(release)).toBe('a'.repeat(16));
  expect(release.history).toEqual([
    { build: 'a'.repeat(16), role: 'live', from: at(0).toISOString(), until: at(5).toISOString() },
    { build: 'b'.repeat(16), role: 'live', from: at(5).toISOString() },
  ]);

  release = startCanary(release, 'c'.repeat(16), 20, at(10));
  expect(release.canary).toEqual({ build: 'c'.repeat(16), percent: 20 });
  expect(() => startCanary(release, 'c'.repeat(16), 120)).toThrow(/whole percent/);
  expect(() => startCanary(release, 'b'.repeat(16), 20)).toThrow(/live already/);
  // Promoting the canary's build ends the canary.
  const promoted = makeLive(release, 'c'.repeat(16), at(15));
  expect(promoted.canary).toBeUndefined();
  expect(promoted.live).toBe('c'.repeat(16));
  const stopped = stopCanary(release, at(15));
  expect(stopped.canary).toBeUndefined();
  expect(stopped.history.find((entry) => entry.role === 'canary')?.until).toBe(at(15).toISOString());

  writeRelease(work, promoted);
  expect(readRelease(work, 'blog')).toEqual(promoted);
  expect(existsSync(path.join(work, 'release.json'))).toBe(true);
});

test('prune keeps what serves, what served in the last hours and the last builds; it removes only older ones', () => {
  const now = new Date(Date.UTC(2026, 10, 28, 12));
  const hoursAgo = (hours) => new Date(now.getTime() - hours * 3600_000).toISOString();
  const builds = ['1', '2', '3', '4', '5', '6', '7', '8'].map((digit, index) => ({
    id: digit.repeat(16),
    publishedAt: hoursAgo(200 - index),
  }));
  const release = {
    remote: 'blog',
    live: '8'.repeat(16),
    canary: { build: '1'.repeat(16), percent: 10 },
    history: [
      { build: '2'.repeat(16), role: 'live', from: hoursAgo(190), until: hoursAgo(20) },
      { build: '3'.repeat(16), role: 'live', from: hoursAgo(180), until: hoursAgo(100) },
    ],
  };
  const { keep, remove } = retention(builds, release, { now, keepHours: 48, keepLast: 3 });
  // 1: the canary's; 2: live 20 hours ago; 6, 7, 8: the last three (8 is live).
  expect(keep).toEqual(['1', '2', '6', '7', '8'].map((digit) => digit.repeat(16)));
  expect(remove).toEqual(['3', '4', '5'].map((digit) => digit.repeat(16)));
  // Keeping none by count or age leaves only what serves now.
  expect(retention(builds, { ...release, history: [] }, { now, keepHours: 0, keepLast: 0 }).keep).toEqual(['1'.repeat(16), '8'.repeat(16)]);
});

test('what a published build says of itself', () => {
  const root = path.join(work, 'releases');
  const { id } = publishBuild(dist('v1'), root, { remote: 'blog', now: new Date('2026-11-28T12:00:00Z') });
  expect(buildInfoOf(root, id)).toEqual({
    id,
    remote: 'blog',
    publishedAt: '2026-11-28T12:00:00.000Z',
    files: expect.arrayContaining([{ name: 'server/remoteEntry.js', bytes: 'server v1'.length }]),
  });
});
