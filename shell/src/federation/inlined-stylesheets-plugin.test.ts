import { inlinedStylesheetsPlugin, isInlinedStylesheet } from './inlined-stylesheets-plugin';

type PreloadOps = { nameOrAlias: string; filter?: (url: string) => boolean }[];

function runHook(preloadOps: PreloadOps, page?: () => Document | undefined): [{ filter?: (url: string) => boolean }] {
  const plugin = inlinedStylesheetsPlugin(page);
  (plugin.beforePreloadRemote as unknown as (args: { preloadOps: PreloadOps }) => void)({ preloadOps });
  return [preloadOps[0]!];
}

const ROUTES_CSS = 'http://remote.test/__federation_expose_routes.abc.css';

beforeEach(() => {
  document.head.innerHTML = `<style data-href="${ROUTES_CSS}">.a{color:red}</style><link rel="stylesheet" href="/styles.css">`;
});

test("a stylesheet the server's HTML has inline is not loaded again; scripts and other stylesheets are", () => {
  const [op] = runHook([{ nameOrAlias: 'franchise' }]);
  expect(op.filter!(ROUTES_CSS)).toBe(false);
  expect(op.filter!('http://remote.test/__federation_expose_routes.abc.js')).toBe(true);
  expect(op.filter!('http://remote.test/813.def.css')).toBe(true);
});

test('a filter already set keeps applying', () => {
  const [op] = runHook([{ nameOrAlias: 'franchise', filter: (url) => !url.endsWith('.js') }]);
  expect(op.filter!('http://remote.test/chunk.js')).toBe(false);
  expect(op.filter!('http://remote.test/813.def.css')).toBe(true);
  expect(op.filter!(ROUTES_CSS)).toBe(false);
});

test('only a style naming the exact file counts (a linked stylesheet or a prefix does not)', () => {
  expect(isInlinedStylesheet(ROUTES_CSS)).toBe(true);
  expect(isInlinedStylesheet('/styles.css')).toBe(false);
  expect(isInlinedStylesheet('http://remote.test/__federation_expose_routes')).toBe(false);
  document.head.innerHTML = '';
  expect(isInlinedStylesheet(ROUTES_CSS)).toBe(false);
});

// The shell's server runs the browser's federation plugins too (shell-plugins.ts).
test('on the server, which has no page, a remote preload goes ahead unchanged', () => {
  const [op] = runHook([{ nameOrAlias: 'blog' }], () => undefined);
  expect(op.filter).toBeUndefined();
});
