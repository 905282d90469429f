import { lazy, type ComponentType } from 'react';
import type { LoadedPage, LoaderArgs } from '@handyman/platform';
import type { ShellRoute } from '../../lib/shell-routes';

/**
 * One of the shell's own pages, as a remote's route is: a loader that works the page out before it
 * renders, and the component that draws its data (both lazy: see shell-pages.ts).
 * The loader gets the remote loaders' arguments and the shell route it runs for.
 */
export interface ShellPageRoute<D> {
  loader: (args: LoaderArgs, route: ShellRoute) => Promise<LoadedPage<D>>;
  Component: ComponentType<{ data: D }>;
  /** Fetches the component's code: a client navigation asks for it beside the loader's content. */
  preload?: () => Promise<unknown>;
}

/** A page's lazy component and the way to fetch its code early (the same import, fetched once). */
export function lazyPage<D>(load: () => Promise<{ default: ComponentType<{ data: D }> }>) {
  return { Component: lazy(load), preload: load };
}

/** Declares a shell page with its data type checked between loader and component. */
export function defineShellPage<D>(page: ShellPageRoute<D>): ShellPageRoute<never> {
  return page as unknown as ShellPageRoute<never>;
}
