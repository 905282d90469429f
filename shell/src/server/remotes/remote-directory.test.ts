import { TEST_CONFIG } from '@handyman/testing';
import { RemoteDirectory } from './remote-directory';
import { fakeHost, manifest } from '../../testing/remote-host-kit';

const BLOG = TEST_CONFIG.remotes.blog;
test("a remote's stylesheets are read for the head", async () => {
  const directory = new RemoteDirectory(fakeHost({ 'mf-manifest.json': manifest('routes.a.css'), 'routes.a.css': '.a{color:red}' }));
  await directory.refresh(TEST_CONFIG);
  const origin = new URL('.', BLOG).href;
  expect(directory.assetsOf('blog')).toEqual({
    known: true,
    stylesheets: [`${origin}routes.a.css`],
    css: [{ href: `${origin}routes.a.css`, text: '.a{color:red}' }],
  });
});

test('a stylesheet that cannot be read is linked instead of put inline', async () => {
  const directory = new RemoteDirectory(fakeHost({ 'mf-manifest.json': manifest('routes.a.css') }));
  await directory.refresh(TEST_CONFIG);
  expect(directory.assetsOf('blog').css).toBeUndefined();
  expect(directory.assetsOf('blog').stylesheets).toHaveLength(1);
});

test("each remote's deployment is announced when its manifest is first read and when it changes, not when it stays the same", async () => {
  const files = { 'mf-manifest.json': manifest('routes.a.css'), 'routes.a.css': '', 'routes.b.css': '' };
  const announced: string[] = [];
  const directory = new RemoteDirectory(fakeHost(files), (remote, redeployed) => announced.push(`${remote}${redeployed ? ' again' : ''}`));
  expect(await directory.refresh(TEST_CONFIG)).toEqual([]);
  expect(announced).toEqual(['franchise', 'blog', 'catalog']);
  expect(await directory.refresh(TEST_CONFIG)).toEqual([]);
  expect(announced).toHaveLength(3);
  files['mf-manifest.json'] = manifest('routes.b.css');
  expect(await directory.refresh(TEST_CONFIG)).toEqual(['franchise', 'blog', 'catalog']);
  expect(announced).toEqual(['franchise', 'blog', 'catalog', 'franchise again', 'blog again', 'catalog again']);
});

test('a remote whose manifest cannot be read is not announced', async () => {
  const announced: string[] = [];
  const directory = new RemoteDirectory(fakeHost({}), (remote) => announced.push(remote));
  await directory.refresh(TEST_CONFIG);
  expect(announced).toEqual([]);
});

test("a remote's stylesheets are known only once its manifest has been read", async () => {
  const files: Record<string, string> = {};
  const directory = new RemoteDirectory(fakeHost(files));
  await directory.refresh(TEST_CONFIG);
  expect(directory.assetsOf('blog')).toEqual({ known: false, stylesheets: [] });
  await new Promise((resolve) => setTimeout(resolve, 10)); // the read that asking started

  Object.assign(files, { 'mf-manifest.json': manifest('routes.a.css'), 'routes.a.css': '.a{}' });
  await directory.refresh(TEST_CONFIG);
  expect(directory.assetsOf('blog')).toMatchObject({ known: true, stylesheets: [`${new URL('.', BLOG).href}routes.a.css`] });

  // A manifest that cannot be read later leaves the last deployment's stylesheets known.
  delete files['mf-manifest.json'];
  await directory.refresh(TEST_CONFIG);
  expect(directory.assetsOf('blog').known).toBe(true);
});

test('a remote rendered before its manifest could be read has its manifest read again at once, once', async () => {
  const files: Record<string, string> = {};
  const host = fakeHost(files);
  const directory = new RemoteDirectory(host);
  await directory.refresh(TEST_CONFIG);
  Object.assign(files, { 'mf-manifest.json': manifest('routes.a.css'), 'routes.a.css': '.a{}' });
  const manifestReads = () => jest.mocked(host).mock.calls.filter(([url]) => String(url) === BLOG).length;
  expect(manifestReads()).toBe(1);

  // Pages rendered with the remote ask for its stylesheets; no revalidation tick comes in between.
  expect(directory.assetsOf('blog').known).toBe(false);
  expect(directory.assetsOf('blog').known).toBe(false);
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(manifestReads()).toBe(2);
  expect(directory.assetsOf('blog')).toMatchObject({ known: true, css: [{ text: '.a{}' }] });
});
