// What each build does with the shared singletons: a production remote's browser build brings no
// copy of any (the shell hands it its own), while a development build and every server build keep
// theirs, and every build lists the same singletons.
const { SINGLETONS, sharedSingletons } = require('./shared-modules');

const imports = (shared) => Object.values(shared).map((config) => config.import);

test('a build without its own copies shares every singleton with import: false', () => {
  const shared = sharedSingletons('browser', false, { ownCopies: false });
  expect(Object.keys(shared)).toEqual(SINGLETONS);
  expect(new Set(imports(shared))).toEqual(new Set([false]));
});

test('development and server builds keep their copies (react-router-dom from its own module)', () => {
  for (const shared of [sharedSingletons('browser', true), sharedSingletons('server', true)]) {
    expect(Object.keys(shared)).toEqual(SINGLETONS);
    expect(imports(shared)).not.toContain(false);
    expect(shared['react-router-dom'].import).toMatch(/react-router-dom(\.server)?\.mjs$/);
  }
});
