// The shared packages' modules are singletons loaded 'loaded-first': the copy a page runs may come
// from another app's build than the stylesheet the page links (after an office page, the shell's
// home page ran the franchise copy of @handyman/estimate, whose franchise-* class names no
// linked stylesheet had: the tab area and its form came out unstyled). Every app's build must give a
// shared stylesheet's classes the same names; an app's own classes keep its prefix.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { apps } = require('../apps.config');

const ROOT = path.join(__dirname, '..');
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'css-class-names-'));
let builds = 0;
afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

/** The class names `app`'s production build gives the CSS module at `file` (the server build's rules). */
async function classNames(app, file) {
  const [, server] = require(path.join(app.dir, 'webpack.config.js'))(undefined, { mode: 'production' });
  const outputPath = path.join(out, `${app.name}-${(builds += 1)}`);
  const compiler = webpack({
    mode: 'production',
    target: 'node',
    context: server.context,
    entry: path.join(ROOT, file),
    module: server.module,
    resolve: server.resolve,
    optimization: { minimize: false },
    output: { path: outputPath, filename: 'classes.js', library: { type: 'commonjs2' } },
  });
  const stats = await new Promise((resolve, reject) => compiler.run((error, result) => (error ? reject(error) : resolve(result))));
  await new Promise((resolve) => compiler.close(resolve));
  if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
  const exported = require(path.join(outputPath, 'classes.js'));
  return exported.default ?? exported;
}

test('a shared stylesheet’s classes have the same names in the shell’s and each remote’s build', async () => {
  const file = 'shared/estimate/src/tabs/EstimateTabs.module.css';
  const shell = await classNames(apps.shell, file);
  expect(shell.estimate).toMatch(/^shared-/);
  for (const remote of [apps.franchise, apps.blog]) {
    expect(await classNames(remote, file)).toEqual(shell);
  }
}, 60_000);

test('an app’s own classes keep its prefix', async () => {
  const classes = await classNames(apps.franchise, path.relative(ROOT, firstCssModule(path.join(apps.franchise.dir, 'src'))));
  for (const name of Object.values(classes)) expect(name).toMatch(/^franchise-/);
}, 60_000);

function firstCssModule(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isFile() && entry.name.endsWith('.module.css')) return file;
    if (entry.isDirectory()) {
      const found = firstCssModule(file);
      if (found) return found;
    }
  }
  return undefined;
}
