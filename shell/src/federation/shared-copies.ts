import type { init, ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type SharedOption = NonNullable<Parameters<typeof init>[0]['shared']>;

// The shell's copies of the singleton libraries (scripts/build/shared-singletons.json lists them), handed
// to the browser's federation runtime when the first remote loads. The shell's browser build is no
// federation host: its own code imports these modules directly, so a remote must get the very same
// copies (one React, one store), never one of its own.

/**
 * How each singleton is fetched: from the shell's own chunks (loaded by then, mostly). A remote
 * takes a shared entry whole, so the platform comes to remotes in entries: /base, which every
 * remote page runs, in the runtime's chunk (the shell's pages load only the parts of the platform
 * their code uses, the rest of /base comes there, on the pages with a remote only); the parts some
 * remote pages use are chunks fetched when a remote first asks.
 */
export const SHARED_IMPORTS: Record<string, () => Promise<unknown>> = {
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
  'react-dom': () => import('react-dom'),
  'react-dom/client': () => import('react-dom/client'),
  'react-router-dom': () => import('react-router-dom'),
  zustand: () => import('zustand'),
  // What every remote page runs, in this module's chunk (the runtime's: "eager"), run when the
  // runtime starts, not when its chunk is fetched ahead (lazy-federation.ts).
  '@handyman/platform/base': () => import(/* webpackMode: "eager" */ '@handyman/platform/base'),
  // The parts some remote pages use, fetched when a remote asks: a remote takes an entry whole.
  '@handyman/platform/blog': () => import('@handyman/platform/blog'),
  '@handyman/platform/offices': () => import('@handyman/platform/offices'),
  '@handyman/platform/page-tools': () => import('@handyman/platform/page-tools'),
  // The package root and /ui hold every name: only a remote built before the entries above asks.
  '@handyman/platform': () => import('@handyman/platform'),
  '@handyman/platform/ui': () => import('@handyman/platform/ui'),
  '@handyman/offices': () => import('@handyman/offices'),
  '@handyman/trays': () => import('@handyman/trays'),
  // A page's banner, headings and package cards, and its trays as near-view sections: the renderer
  // and its registry come from the root's chunks when the first tray nears the viewport.
  '@handyman/trays/parts': () => import('@handyman/trays/parts'),
  // The same less the package cards, for the pages that show none.
  '@handyman/trays/page': () => import('@handyman/trays/page'),
  '@handyman/estimate': () => import('@handyman/estimate'),
  // The tab area without the form, and the form alone: a page whose tab area folds the form on a
  // phone fetches the form's code when the visitor opens it (EstimateFormNearView).
  '@handyman/estimate/tabs': () => import('@handyman/estimate/tabs'),
  '@handyman/estimate/form': () => import('@handyman/estimate/form'),
};

/** The shell's name as the federation runtime knows it (the share scope says which copy is whose). */
export const SHELL_FEDERATION_NAME = 'shell';

/** Singletons the shell's pages load only when they need them: fetched when a remote first asks. */
const FETCHED_WHEN_ASKED = new Set([
  '@handyman/platform',
  '@handyman/platform/ui',
  '@handyman/platform/blog',
  '@handyman/platform/offices',
  '@handyman/platform/page-tools',
  '@handyman/offices',
  '@handyman/trays',
  '@handyman/trays/parts',
  '@handyman/trays/page',
  '@handyman/estimate',
  '@handyman/estimate/tabs',
  '@handyman/estimate/form',
]);

/**
 * The singletons handed over as loaded when the runtime starts: the libraries every page runs, and
 * the platform's /base, which every remote asks for first.
 */
export const LOADED_AT_START = Object.keys(SHARED_IMPORTS).filter((name) => !FETCHED_WHEN_ASKED.has(name));

/** The modules of LOADED_AT_START, from the shell's own chunks. */
export async function modulesAtStart(): Promise<Record<string, unknown>> {
  const modules = await Promise.all(LOADED_AT_START.map((name) => SHARED_IMPORTS[name]!()));
  return Object.fromEntries(LOADED_AT_START.map((name, index) => [name, modules[index]]));
}

/**
 * The runtime's `shared` option: every singleton at the version the shell was built with, those in
 * `loaded` as loaded already (the runtime hands them out as they are), the others fetched when a
 * remote first asks for one.
 */
export function sharedCopies(versions: Readonly<Record<string, string>>, loaded: Readonly<Record<string, unknown>> = {}): SharedOption {
  return Object.fromEntries(
    Object.entries(SHARED_IMPORTS).map(([name, load]) => {
      const version = versions[name];
      if (!version) throw new Error(`the shell was built without the version of its shared module "${name}"`);
      const module = loaded[name];
      const copy = module === undefined ? { get: () => load().then((fetched) => () => fetched) } : { lib: () => module };
      return [
        name,
        {
          version,
          scope: 'default',
          // Kept when a remote registers a copy of the same version (a development build does; see
          // register in the runtime).
          strategy: 'loaded-first' as const,
          shareConfig: { singleton: true, requiredVersion: false },
          ...copy,
        },
      ];
    }),
  );
}

/**
 * resolveShare hook: a remote asking for a singleton gets the shell's copy whatever version it
 * was built with (a remote built with another version gets a warning from its own check in
 * development, as before); a module the shell does not share resolves as the runtime decides: a
 * production remote brings no copy, so its load fails (the shell refuses such a build, remote-build.ts).
 */
export function shellCopiesFirstPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'handyman-shell-copies-first',
    resolveShare(args) {
      const versions = args.shareScopeMap[args.scope]?.[args.pkgName];
      const shell = versions && Object.values(versions).find((shared) => shared.from === SHELL_FEDERATION_NAME);
      if (shell) args.resolver = () => ({ shared: shell, useTreesShaking: false });
      return args;
    },
  };
}
