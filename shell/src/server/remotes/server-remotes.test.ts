import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { setRuntimeConfig, type RemoteName, type RuntimeConfig } from '@handyman/platform';
import { TEST_CONFIG } from '@handyman/testing';
import { SERVER_REMOTE_BUDGET_MS } from './render-loader';
import { SERVER_REMOTE_LOAD_TIMEOUT_MS, ServerRemotes } from './server-remotes';
import { fakeHost, manifest } from '../../testing/remote-host-kit';
import { rulesOf } from './stylesheet-classes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  getInstance: jest.fn(),
}));
const loadRemoteMock = jest.mocked(loadRemote);
const registerRemotesMock = jest.mocked(registerRemotes);
const routes = { version: 2, routes: [] };
const OLD = '0000000000000001';
const NEW = '0000000000000002';
const RELEASES: RuntimeConfig = {
  ...TEST_CONFIG,
  remotes: {
    franchise: 'http://remotes.test/franchise/release.json',
    blog: 'http://remotes.test/blog/release.json',
    catalog: 'http://remotes.test/catalog/release.json',
  },
};

/** A remote whose code takes `ms` to arrive (a cold server build on a busy machine). */
const slowRemote = (ms: number) => loadRemoteMock.mockImplementation(() => new Promise((resolve) => setTimeout(() => resolve(routes), ms)));
/** A remote that takes the connection and never answers (until the test says otherwise). */
const hangingRemote = () => loadRemoteMock.mockImplementation(() => new Promise<never>(() => undefined));
/** The manifest address each federated name was registered with. */
const entryOf = (name: string) =>
  registerRemotesMock.mock.calls
    .flatMap(([entries]) => entries)
    .map((entry) => entry as { name: string; entry?: string })
    .find((entry) => entry.name === name)?.entry;
/** The build a module request was for: the manifest its federated name was registered with. */
const requestedBuild = (request: string) => entryOf(request.split('/')[0]!);

/** Release folders of the three remotes on a fake host: their release files and builds. */
function releaseHost(release: (remote: RemoteName) => object, builds: string[] = [OLD, NEW]) {
  const files: Record<string, string | (() => Response)> = {};
  for (const remote of ['franchise', 'blog', 'catalog'] as const) {
    files[`${remote}/release.json`] = JSON.stringify(release(remote));
    for (const id of builds) files[`${remote}/${id}/mf-manifest.json`] = manifest(`routes.${id}.css`, id);
  }
  return files;
}

let remotes: ServerRemotes;
/** A server render of a page of `remote` for a visitor outside any canary. */
const render = (remote: RemoteName) => remotes.select({ bucket: 99, candidate: false }).forRender().awaited(remote);

beforeEach(() => {
  setRuntimeConfig(TEST_CONFIG);
  loadRemoteMock.mockReset();
  registerRemotesMock.mockClear();
});
afterEach(() => jest.useRealTimers());

describe('the budget of a render', () => {
  beforeEach(async () => {
    loadRemoteMock.mockResolvedValue(routes);
    remotes = new ServerRemotes(fakeHost({ 'mf-manifest.json': manifest('routes.a.css') }));
    await remotes.refresh(TEST_CONFIG);
    loadRemoteMock.mockReset();
    jest.useFakeTimers();
  });

  test('a cold remote that takes a few seconds sends its area as the fallback, and is ready for the next render', async () => {
    remotes = new ServerRemotes(fakeHost({ 'mf-manifest.json': manifest('routes.a.css') }));
    slowRemote(3 * SERVER_REMOTE_BUDGET_MS);
    const refreshed = remotes.refresh(TEST_CONFIG);
    await jest.advanceTimersByTimeAsync(0);
    await refreshed;
    const first = render('blog');
    await jest.advanceTimersByTimeAsync(SERVER_REMOTE_BUDGET_MS);
    await expect(first).resolves.toBeNull();
    await jest.advanceTimersByTimeAsync(2 * SERVER_REMOTE_BUDGET_MS);
    const next = render('blog');
    await jest.advanceTimersByTimeAsync(0);
    await expect(next).resolves.toBe(routes);
  });

  test('a remote that hung and recovered is rendered after the load timeout, registered again', async () => {
    remotes = new ServerRemotes(fakeHost({ 'mf-manifest.json': manifest('routes.a.css') }));
    hangingRemote();
    const refreshed = remotes.refresh(TEST_CONFIG);
    await jest.advanceTimersByTimeAsync(0);
    await refreshed;
    const first = render('blog');
    await jest.advanceTimersByTimeAsync(SERVER_REMOTE_BUDGET_MS);
    await expect(first).resolves.toBeNull();
    loadRemoteMock.mockResolvedValue(routes);
    await jest.advanceTimersByTimeAsync(SERVER_REMOTE_LOAD_TIMEOUT_MS);
    const after = render('blog');
    await jest.advanceTimersByTimeAsync(0);
    await expect(after).resolves.toBe(routes);
    expect(registerRemotesMock).toHaveBeenCalledWith([expect.objectContaining({ entry: TEST_CONFIG.remotes.blog })], { force: true });
  });
});

test('a release is loaded before it serves: until then, and at once after, every render has exactly one build', async () => {
  loadRemoteMock.mockResolvedValue(routes);
  const files = releaseHost(() => ({ live: OLD }));
  remotes = new ServerRemotes(fakeHost(files));
  expect(await remotes.refresh(RELEASES)).toEqual([]);
  const before = remotes.select({ bucket: undefined, candidate: false });
  expect(before.pageConfig(RELEASES).builds).toEqual({ franchise: OLD, blog: OLD, catalog: OLD });
  expect(before.pageConfig(RELEASES).config.remotes.blog).toBe(`http://remotes.test/blog/${OLD}/mf-manifest.json`);

  files['blog/release.json'] = JSON.stringify({ live: NEW });
  expect(await remotes.refresh(RELEASES)).toEqual(['blog']);
  const after = remotes.select({ bucket: undefined, candidate: false });
  expect(after.pageConfig(RELEASES).builds.blog).toBe(NEW);
  expect(after.key).not.toBe(before.key);
  // The new build's code was loaded before it took over; the old build's pages still render with it.
  expect(loadRemoteMock.mock.calls.map(([request]) => requestedBuild(request))).toContain(
    `http://remotes.test/blog/${NEW}/mf-manifest.json`,
  );
  await expect(before.forRender().awaited('blog')).resolves.toBe(routes);
  // Each page carries its own build's stylesheets.
  expect(after.stylesheetsFor(['blog'], '').links).toEqual([`http://remotes.test/blog/${NEW}/routes.${NEW}.css`]);
  expect(before.stylesheetsFor(['blog'], '').links).toEqual([`http://remotes.test/blog/${OLD}/routes.${OLD}.css`]);
});

test('a release of a build that does not load (or follows another contract) never serves: the build before goes on', async () => {
  loadRemoteMock.mockImplementation(async (request) =>
    requestedBuild(String(request))?.includes(NEW) ? { version: 1, pages: [] } : routes,
  );
  const files = releaseHost(() => ({ live: OLD }));
  remotes = new ServerRemotes(fakeHost(files));
  await remotes.refresh(RELEASES);
  files['catalog/release.json'] = JSON.stringify({ live: NEW });
  expect(await remotes.refresh(RELEASES)).toEqual([]);
  expect(remotes.select({ bucket: undefined, candidate: false }).pageConfig(RELEASES).builds.catalog).toBe(OLD);

  // A release file that names no build is not followed either.
  files['catalog/release.json'] = '{"live":"../../etc"}';
  expect(await remotes.refresh(RELEASES)).toEqual([]);
  expect(remotes.select({ bucket: undefined, candidate: false }).pageConfig(RELEASES).builds.catalog).toBe(OLD);
});

test('a release of a build that asks for a shared module this shell does not hand out never serves: the build before goes on', async () => {
  loadRemoteMock.mockResolvedValue(routes);
  const files = releaseHost(() => ({ live: OLD }));
  remotes = new ServerRemotes(fakeHost(files));
  await remotes.refresh(RELEASES);
  // Built against a newer shell: a production remote has no copy of its own to fall back on.
  files[`catalog/${NEW}/mf-manifest.json`] = manifest(`routes.${NEW}.css`, NEW, ['react', '@handyman/platform/maps']);
  files['catalog/release.json'] = JSON.stringify({ live: NEW });
  expect(await remotes.refresh(RELEASES)).toEqual([]);
  expect(remotes.select({ bucket: undefined, candidate: false }).pageConfig(RELEASES).builds.catalog).toBe(OLD);
  expect(loadRemoteMock.mock.calls.map(([request]) => requestedBuild(request))).not.toContain(
    `http://remotes.test/catalog/${NEW}/mf-manifest.json`,
  );

  // Or one importing a name of a shared package that this shell's copy does not have (its names
  // file, beside its manifest).
  files[`catalog/${NEW}/mf-manifest.json`] = manifest(`routes.${NEW}.css`, NEW, undefined, true);
  files[`catalog/${NEW}/shared-names.json`] = JSON.stringify({ '@handyman/platform/base': ['RichText', 'NoShellHandsThisOut'] });
  files['catalog/release.json'] = JSON.stringify({ live: OLD });
  await remotes.refresh(RELEASES);
  files['catalog/release.json'] = JSON.stringify({ live: NEW });
  expect(await remotes.refresh(RELEASES)).toEqual([]);
  expect(remotes.select({ bucket: undefined, candidate: false }).pageConfig(RELEASES).builds.catalog).toBe(OLD);

  // The same build asking only for what the shell hands out serves.
  files[`catalog/${NEW}/shared-names.json`] = JSON.stringify({ '@handyman/platform/base': ['RichText', 'PhoneLink'] });
  files['catalog/release.json'] = JSON.stringify({ live: OLD });
  await remotes.refresh(RELEASES);
  files['catalog/release.json'] = JSON.stringify({ live: NEW });
  expect(await remotes.refresh(RELEASES)).toEqual(['catalog']);
});

test('a build whose names file does not read is not admitted until it does; a build from before names files is', async () => {
  loadRemoteMock.mockResolvedValue(routes);
  const files = releaseHost(() => ({ live: OLD }));
  const host = fakeHost(files);
  remotes = new ServerRemotes(host);
  await remotes.refresh(RELEASES);
  expect(remotes.select({ bucket: undefined, candidate: false }).pageConfig(RELEASES).builds.catalog).toBe(OLD);
  // Built before builds wrote names files (its manifest names none): nothing is asked for.
  expect((host as jest.Mock).mock.calls.map(([url]) => String(url)).filter((url) => url.endsWith('shared-names.json'))).toEqual([]);

  files[`catalog/${NEW}/mf-manifest.json`] = manifest(`routes.${NEW}.css`, NEW, undefined, true);
  files['catalog/release.json'] = JSON.stringify({ live: NEW });
  // The host fails, then answers an HTML page (as some do for a missing file): not admitted.
  files[`catalog/${NEW}/shared-names.json`] = () => new Response('', { status: 503 });
  expect(await remotes.refresh(RELEASES)).toEqual([]);
  files[`catalog/${NEW}/shared-names.json`] = '<!doctype html><title>Not found</title>';
  expect(await remotes.refresh(RELEASES)).toEqual([]);
  expect(remotes.select({ bucket: undefined, candidate: false }).pageConfig(RELEASES).builds.catalog).toBe(OLD);
  // Once it reads, the build goes live.
  files[`catalog/${NEW}/shared-names.json`] = JSON.stringify({ '@handyman/platform/base': ['RichText'] });
  expect(await remotes.refresh(RELEASES)).toEqual(['catalog']);
  expect(remotes.select({ bucket: undefined, candidate: false }).pageConfig(RELEASES).builds.catalog).toBe(NEW);
});

test('a shell that starts with such a build live (it has none before it) renders that remote as unavailable', async () => {
  loadRemoteMock.mockResolvedValue(routes);
  const files = releaseHost(() => ({ live: OLD }));
  files[`catalog/${OLD}/mf-manifest.json`] = manifest(`routes.${OLD}.css`, OLD, ['react', '@handyman/platform/maps']);
  remotes = new ServerRemotes(fakeHost(files));
  await remotes.refresh(RELEASES);
  await new Promise((resolve) => setTimeout(resolve, 0));
  await expect(render('catalog')).resolves.toBeNull();
  await expect(render('blog')).resolves.toBe(routes);
});

test("a canary's build goes to the visitors on its side, to testers, and to nobody else", async () => {
  loadRemoteMock.mockResolvedValue(routes);
  const files = releaseHost((remote) => (remote === 'blog' ? { live: OLD, canary: { build: NEW, percent: 20 } } : { live: OLD }));
  remotes = new ServerRemotes(fakeHost(files));
  await remotes.refresh(RELEASES);
  await remotes.refresh(RELEASES);
  const blogOf = (bucket: number | undefined, candidate = false) => remotes.select({ bucket, candidate }).pageConfig(RELEASES).builds.blog;
  expect(remotes.canary).toBe(true);
  expect([blogOf(0), blogOf(19), blogOf(20), blogOf(99), blogOf(undefined), blogOf(99, true)]).toEqual([NEW, NEW, OLD, OLD, OLD, NEW]);
  expect(remotes.select({ bucket: 5, candidate: false }).pageConfig(RELEASES).builds.franchise).toBe(OLD);

  files['blog/release.json'] = JSON.stringify({ live: NEW });
  expect(await remotes.refresh(RELEASES)).toEqual(['blog']);
  expect(remotes.canary).toBe(false);
  expect([blogOf(0), blogOf(99)]).toEqual([NEW, NEW]);
});

test('a fixed build replaced in place is a new build, registered under a name of its own; an unchanged one is not', async () => {
  loadRemoteMock.mockResolvedValue(routes);
  const files = { 'mf-manifest.json': manifest('routes.a.css'), 'routes.a.css': '', 'routes.b.css': '' };
  remotes = new ServerRemotes(fakeHost(files));
  await remotes.refresh(TEST_CONFIG);
  await remotes.refresh(TEST_CONFIG);
  const registered = registerRemotesMock.mock.calls.length;
  files['mf-manifest.json'] = manifest('routes.b.css');
  expect(await remotes.refresh(TEST_CONFIG)).toEqual(['franchise', 'blog', 'catalog']);
  expect(registerRemotesMock.mock.calls.length).toBe(registered + 3);
});

test("a page's remote stylesheets: inline when read, linked when not, incomplete while unknown", async () => {
  loadRemoteMock.mockResolvedValue(routes);
  remotes = new ServerRemotes(fakeHost({ 'mf-manifest.json': manifest('routes.a.css'), 'routes.a.css': '.a{}' }));
  const visitor = () => remotes.select({ bucket: undefined, candidate: false });
  const html = '<p class="a">';
  expect(visitor().stylesheetsFor(['blog'], html)).toEqual({ links: [], inline: [], complete: false });
  await remotes.refresh(TEST_CONFIG);
  await new Promise((resolve) => setTimeout(resolve, 0));
  const href = `${new URL('.', TEST_CONFIG.remotes.blog).href}routes.a.css`;
  expect(visitor().stylesheetsFor(['blog'], html)).toEqual({
    links: [],
    inline: [{ href, text: '.a{}', needs: new Set(['a']), rules: ['.a{}'] }],
    complete: true,
  });

  remotes = new ServerRemotes(fakeHost({ 'mf-manifest.json': manifest('routes.a.css') }));
  await remotes.refresh(TEST_CONFIG);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(visitor().stylesheetsFor(['blog'], html)).toEqual({ links: [href], inline: [], complete: true });
});

/**
 * Remotes whose route module has the stylesheets `sync` and `async`, read from `files`; resolves
 * with a function giving a page's inline stylesheets (file name and text) for its HTML.
 */
async function inlinedFor(sync: string[], async: string[], files: Record<string, string>) {
  loadRemoteMock.mockResolvedValue(routes);
  const manifestText = JSON.stringify({
    metaData: { publicPath: 'auto' },
    exposes: [{ name: 'routes', path: './routes', assets: { css: { sync, async } } }],
  });
  remotes = new ServerRemotes(fakeHost({ 'mf-manifest.json': manifestText, ...files }));
  await remotes.refresh(TEST_CONFIG);
  await new Promise((resolve) => setTimeout(resolve, 0));
  const visitor = remotes.select({ bucket: undefined, candidate: false });
  return (html: string, shellRules?: ReadonlySet<string>) =>
    visitor.stylesheetsFor(['blog'], html, shellRules).inline.map((sheet) => [sheet.href.split('/').pop(), sheet.text]);
}

test('a stylesheet that styles nothing in the page stays out of its head; one that styles any element there goes in', async () => {
  const inlined = await inlinedFor(['routes.a.css'], ['team.css', 'base.css'], {
    'routes.a.css': '.card{color:red}',
    'team.css': '.member,.bio{display:grid}',
    'base.css': 'h2{margin:0}.member{gap:1px}',
  });
  const names = (html: string) => inlined(html).map(([name]) => name);
  expect(names('<div class="card x">')).toEqual(['routes.a.css', 'base.css']);
  expect(names('<div class="x"><p class="bio"></p></div>')).toEqual(['team.css', 'base.css']);
  expect(names('<main></main>')).toEqual(['base.css']);
});

test("a remote's stylesheet whose every rule the shell's stylesheet has stays out; a rule of its own, or written otherwise, keeps it in", async () => {
  const inlined = await inlinedFor(['tray.css', 'mixed.css', 'newer.css'], [], {
    'tray.css': '.tray{padding:40px 0}@media (width>=768px){.tray{padding:56px 0}}',
    'mixed.css': '.tray{padding:40px 0}.office{display:grid}',
    'newer.css': '.tray{padding:48px 0}',
  });
  const shell = rulesOf(['.header{color:red}.tray{padding:40px 0}@media (width>=768px){.header{gap:0}.tray{padding:56px 0}}']);
  const html = '<section class="tray"><div class="office"></div></section>';
  expect(inlined(html, shell).map(([name]) => name)).toEqual(['mixed.css', 'newer.css']);
  expect(inlined(html).map(([name]) => name)).toEqual(['tray.css', 'mixed.css', 'newer.css']);
});

test('two files with the same CSS: its text goes in once, and the second file is named as there', async () => {
  const inlined = await inlinedFor(['1.css'], ['2.css', '3.css'], {
    '1.css': '.card{color:red}',
    '2.css': '.card{color:red}',
    '3.css': '.card{color:blue}',
  });
  expect(inlined('<p class="card">')).toEqual([
    ['1.css', '.card{color:red}'],
    ['2.css', ''],
    ['3.css', '.card{color:blue}'],
  ]);
});
