import { routeModuleRequest, type RemoteName } from '@handyman/platform';
import { readStylesheet } from './stylesheet-classes';
import type { ManifestShared } from '../../../../scripts/build/unshared-modules';

// A remote's stylesheets, from its mf-manifest.json: those of its route module, which the server
// puts in the head of every page the remote renders. Its scripts are not preloaded: they would
// compete with the page's first view, and a preload that hangs would hold the browser's later
// retry of the same script.

export interface RemoteAssets {
  /**
   * False while the remote's manifest has never been read: its stylesheets are not known, so a page
   * rendered with the remote now goes out without them.
   */
  known: boolean;
  stylesheets: string[];
  /**
   * The route module's stylesheets with their text, put inline in the HTML's head (each as a
   * `<style data-href>` naming its file): the remote's area is styled from the first paint, a remote
   * host that hangs cannot hold up the page's rendering, and the browser, seeing the file is there,
   * does not load it again when the remote's code comes (inlined-stylesheets-plugin.ts).
   */
  css?: InlineStylesheet[];
}

export interface InlineStylesheet {
  href: string;
  text: string;
  /** The classes its rules need, null when it styles elements whatever their class (readStylesheet). */
  needs: ReadonlySet<string> | null;
  /** Its rules, each as written. */
  rules: readonly string[];
}

interface ManifestAssets {
  css?: { sync?: string[]; async?: string[] };
}

export interface Manifest {
  /** sharedNames: the build's names file beside the manifest (scripts/build/shared-names.js). */
  metaData?: { publicPath?: string; buildInfo?: { buildVersion?: string }; sharedNames?: unknown };
  exposes?: { path?: string; name?: string; assets?: ManifestAssets }[];
  /** The shared modules the build asks for, with its own copy's files (none in a production build). */
  shared?: ManifestShared['shared'];
}

/** The route module's stylesheets a manifest names, as absolute URLs. */
export function assetsOf(manifestUrl: string, manifest: Manifest, remote: RemoteName): RemoteAssets {
  const declared = manifest.metaData?.publicPath;
  const base = declared && declared !== 'auto' ? new URL(declared, manifestUrl).href : new URL('.', manifestUrl).href;
  const routes = manifest.exposes?.find(
    (expose) => `${remote}/${(expose.path ?? expose.name ?? '').replace(/^\.\//, '')}` === routeModuleRequest(remote),
  );
  const absolute = (file: string) => new URL(file, base).href;
  return {
    known: true,
    stylesheets: [...(routes?.assets?.css?.sync ?? []), ...(routes?.assets?.css?.async ?? [])].map(absolute),
  };
}

/** The stylesheets' text, or undefined when one of them cannot be read (then they are linked). */
export async function readStylesheets(fetchImpl: typeof fetch, stylesheets: string[]): Promise<InlineStylesheet[] | undefined> {
  try {
    return await Promise.all(
      stylesheets.map(async (href) => {
        const response = await fetchImpl(href, { signal: AbortSignal.timeout(3000) });
        if (!response.ok) throw new Error(`${href} answered ${response.status}`);
        const text = await response.text();
        return { href, text, ...readStylesheet(text) };
      }),
    );
  } catch {
    return undefined;
  }
}
