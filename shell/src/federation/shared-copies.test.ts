import type * as platform from '@handyman/platform';
import type * as platformBase from '@handyman/platform/base';
import type * as platformBlog from '@handyman/platform/blog';
import type * as zustand from 'zustand';
import { SINGLETONS, sharedVersions } from '../../../scripts/build/shared-modules';
import { modulesAtStart, SHARED_IMPORTS, sharedCopies, shellCopiesFirstPlugin, SHELL_FEDERATION_NAME } from './shared-copies';

test('the shell hands the remotes a copy of every singleton the builds share, at its installed version', async () => {
  expect(Object.keys(SHARED_IMPORTS).sort()).toEqual([...SINGLETONS].sort());
  const shared = sharedCopies(sharedVersions()) as Record<string, { version: string; get: () => Promise<() => unknown> }>;
  expect(shared.react!.version).toBe((await import('react')).version);
  const factory = await shared['@handyman/platform']!.get();
  expect((factory() as typeof platform).getRuntimeConfig).toBe((await import('@handyman/platform')).getRuntimeConfig);
});

test('a build without the version of a shared module stops at start, naming it', () => {
  const { zustand: _left, ...versions } = sharedVersions();
  expect(() => sharedCopies(versions)).toThrow('"zustand"');
});

test("a remote asking for a singleton gets the shell's copy, even beside a newer one of its own", () => {
  const shell = { from: SHELL_FEDERATION_NAME, version: '19.0.0' };
  const remote = { from: 'blog', version: '19.2.0' };
  const plugin = shellCopiesFirstPlugin();
  const resolveShare = plugin.resolveShare as (args: unknown) => { resolver: () => { shared: unknown } };
  const args = {
    shareScopeMap: { default: { react: { '19.0.0': shell, '19.2.0': remote } } },
    scope: 'default',
    pkgName: 'react',
    resolver: () => ({ shared: remote }),
  };
  expect(resolveShare(args).resolver().shared).toBe(shell);

  const unshared = {
    shareScopeMap: { default: { 'react-slick': { '0.30.0': remote } } },
    scope: 'default',
    pkgName: 'react-slick',
    resolver: () => ({ shared: remote }),
  };
  expect(resolveShare(unshared).resolver().shared).toBe(remote);
});

test("the page's own libraries are handed out as loaded; the others are fetched when a remote asks", async () => {
  const inPage = await modulesAtStart();
  const shared = sharedCopies(sharedVersions(), inPage) as Record<string, { lib?: () => unknown; get?: unknown }>;
  // The very modules the shell runs (one store, one React): the same functions, not copies.
  expect((shared.zustand!.lib!() as typeof zustand).create).toBe((await import('zustand')).create);
  const base = shared['@handyman/platform/base']!.lib!() as typeof platformBase;
  expect(base.useResource).toBe((await import('@handyman/platform')).useResource);
  expect(base.hydrateNearView).toBe((await import('@handyman/platform/ui')).hydrateNearView);
  // A remote takes an entry whole: the platform's root, /ui and the parts only some pages use wait
  // until a remote asks for them.
  for (const name of ['@handyman/platform', '@handyman/platform/ui', '@handyman/platform/blog', '@handyman/estimate']) {
    expect([name, shared[name]!.lib]).toEqual([name, undefined]);
    expect([name, typeof shared[name]!.get]).toEqual([name, 'function']);
  }
  const blog = await (shared['@handyman/platform/blog']!.get as () => Promise<() => typeof platformBlog>)();
  expect(blog().searchBlogSummaries).toBe((await import('@handyman/platform')).searchBlogSummaries);
});
