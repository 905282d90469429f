import { createHash } from 'node:crypto';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, routeModuleRequest, type RemoteName, type RuntimeConfig } from '@handyman/shared';
import { forgetRemoteRoutes } from '../federation/load-remote-routes';

// What the server knows of each remote's current deployment, from its mf-manifest.json: a
// fingerprint (a new deployment changes it) and the stylesheets of its route module (put in the
// HTML's head). Its scripts are not preloaded: they would compete with the page's first view, and
// a preload that hangs would hold the browser's later retry of the same script. Revalidated on a
// timer: a remote team's new version is picked up without a shell rebuild or restart.

export interface RemoteAssets {
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
}

interface ManifestAssets {
  css?: { sync?: string[]; async?: string[] };
}

interface Manifest {
  metaData?: { publicPath?: string };
  exposes?: { path?: string; name?: string; assets?: ManifestAssets }[];
}

function assetsOf(manifestUrl: string, manifest: Manifest, remote: RemoteName): RemoteAssets {
  const declared = manifest.metaData?.publicPath;
  const base = declared && declared !== 'auto' ? new URL(declared, manifestUrl).href : new URL('.', manifestUrl).href;
  const routes = manifest.exposes?.find((expose) => `${remote}/${(expose.path ?? expose.name ?? '').replace(/^\.\//, '')}` === routeModuleRequest(remote));
  const absolute = (file: string) => new URL(file, base).href;
  return {
    stylesheets: [...(routes?.assets?.css?.sync ?? []), ...(routes?.assets?.css?.async ?? [])].map(absolute),
  };
}

export class RemoteDirectory {
  private readonly fingerprints = new Map<RemoteName, string>();
  private readonly assets = new Map<RemoteName, RemoteAssets>();

  /**
   * `onDeployment` is told of each remote's deployment the first time its manifest is read and each
   * time it changes (the server loads the remote's code then, ahead of the first page that needs it).
   */
  constructor(
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly onDeployment: (remote: RemoteName) => void = () => undefined,
  ) {}

  assetsOf(remote: RemoteName): RemoteAssets {
    return this.assets.get(remote) ?? { stylesheets: [] };
  }

  /** The stylesheets' text, or undefined when one of them cannot be read (then they are linked). */
  private async cssOf(stylesheets: string[]): Promise<InlineStylesheet[] | undefined> {
    try {
      return await Promise.all(
        stylesheets.map(async (href) => {
          const response = await this.fetchImpl(href, { signal: AbortSignal.timeout(3000) });
          if (!response.ok) throw new Error(`${href} answered ${response.status}`);
          return { href, text: await response.text() };
        }),
      );
    } catch {
      return undefined;
    }
  }

  /**
   * Reads every remote's manifest; a remote whose manifest changed since the last read is
   * registered again, so the next render loads its new server build. Returns the remotes that changed.
   */
  async refresh(config: RuntimeConfig): Promise<RemoteName[]> {
    const changed = await Promise.all(REMOTE_NAMES.map((remote) => this.refreshOne(remote, config.remotes[remote])));
    return REMOTE_NAMES.filter((_, index) => changed[index]);
  }

  private async refreshOne(remote: RemoteName, manifestUrl: string): Promise<boolean> {
    let text: string;
    try {
      const response = await this.fetchImpl(manifestUrl, { signal: AbortSignal.timeout(3000), cache: 'no-store' });
      if (!response.ok) return false;
      text = await response.text();
    } catch {
      return false; // down for now: the render falls back for its area and the next tick tries again
    }
    const fingerprint = `${manifestUrl} ${createHash('sha1').update(text).digest('hex')}`;
    const previous = this.fingerprints.get(remote);
    if (previous === fingerprint) return false;
    let assets: RemoteAssets;
    try {
      assets = assetsOf(manifestUrl, JSON.parse(text) as Manifest, remote);
    } catch {
      return false;
    }
    const css = await this.cssOf(assets.stylesheets);
    this.assets.set(remote, css === undefined ? assets : { ...assets, css });
    this.fingerprints.set(remote, fingerprint);
    if (previous !== undefined) {
      registerRemotes([{ name: remote, entry: manifestUrl }], { force: true });
      forgetRemoteRoutes(remote);
    }
    this.onDeployment(remote);
    return previous !== undefined;
  }
}
