import { TEST_CONFIG } from '@handyman/testing';
import { browserEntryOf, entryScriptOf } from './federated-entry';

test("a build's manifest URL gives the entry script beside it; a URL naming a script stays", () => {
  expect(entryScriptOf('https://cdn.test/blog/d7a5c377/mf-manifest.json')).toBe('https://cdn.test/blog/d7a5c377/remoteEntry.js');
  expect(entryScriptOf('/remotes/blog/mf-manifest.json?v=2')).toBe('/remotes/blog/remoteEntry.js?v=2');
  expect(entryScriptOf('http://localhost:3002/remoteEntry.js')).toBe('http://localhost:3002/remoteEntry.js');
  // Only the file name is replaced, never a folder that happens to carry the name.
  expect(entryScriptOf('https://cdn.test/mf-manifest.json/blog/remoteEntry.js')).toBe(
    'https://cdn.test/mf-manifest.json/blog/remoteEntry.js',
  );
});

test('the browser registers a remote under its own name, by the entry script of the build its config names', () => {
  const config = { ...TEST_CONFIG, remotes: { ...TEST_CONFIG.remotes, catalog: 'https://cdn.test/catalog/5f1e/mf-manifest.json' } };
  expect(browserEntryOf('catalog', config)).toEqual({ name: 'catalog', entry: 'https://cdn.test/catalog/5f1e/remoteEntry.js' });
});
