import { isFixedBuild, parseRelease } from './release-source';

const SOURCE = 'https://cdn.test/blog/release.json';

test('a release file names its live build and canary as published builds beside it', () => {
  expect(parseRelease(SOURCE, { live: '0123456789abcdef', canary: { build: 'fedcba9876543210', percent: 5 }, history: [] })).toEqual({
    state: {
      live: { id: '0123456789abcdef', manifestUrl: 'https://cdn.test/blog/0123456789abcdef/mf-manifest.json' },
      canary: { build: { id: 'fedcba9876543210', manifestUrl: 'https://cdn.test/blog/fedcba9876543210/mf-manifest.json' }, percent: 5 },
    },
  });
});

test('a release file that names no build, or a canary without a build or a share, is not followed', () => {
  for (const input of [
    null,
    [],
    {},
    { live: '../../secrets' },
    { live: '0123456789ABCDEF' },
    { live: '0123456789abcdef', canary: { percent: 5 } },
    { live: '0123456789abcdef', canary: { build: 'fedcba9876543210', percent: 101 } },
    { live: '0123456789abcdef', canary: { build: 'fedcba9876543210', percent: 2.5 } },
  ]) {
    expect(parseRelease(SOURCE, input)).toEqual({ problem: expect.any(String) });
  }
});

test("config.json names a remote by its release file, or by one fixed build's manifest", () => {
  expect(isFixedBuild('http://localhost:3002/mf-manifest.json')).toBe(true);
  expect(isFixedBuild('http://localhost:3002/release.json')).toBe(false);
});
