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
}

interface ManifestAssets {
  css?: { sync?: string[]; async?: string[] };
}

interface Manifest {
  metaData?: { publicPath?: string };
  exposes?: { path?: string; name?: string; assets?: ManifestAssets }[];
}

/** How soon a remote whose manifest is unknown is read again when a page needs it. */
const UNKNOWN_REREAD_GAP_MS = 1000;

function assetsOf(manifestUrl: string, manifest: Manifest, remote: RemoteName): RemoteAssets {
  const declared = manifest.metaData?.publicPath;
  const base = declared && declared !== 'auto' ? new URL(declared, manifestUrl).href : new URL('.', manifestUrl).href;
  const routes = manifest.exposes?.find((expose) => `${remote}/${(expose.path ?? expose.name ?? '').replace(/^\.\//, '')}` === routeModuleRequest(remote));
  const absolute = (file: string) => new URL(file, base).href;
  return {
    known: true,
    stylesheets: [...(routes?.assets?.css?.sync ?? []), ...(routes?.assets?.css?.async ?? [])].map(absolute),
  };
}

export class RemoteDirectory {
  private readonly fingerprints = new Map<RemoteName, string>();
  private readonly assets = new Map<RemoteName, RemoteAssets>();
  /** The manifest address of each remote, from the last refresh. */
  private readonly manifestUrls = new Map<RemoteName, string>();
  /** The read of a remote's manifest in flight, so a tick and a page's request share it. */
  private readonly reading = new Map<RemoteName, { manifestUrl: string; read: Promise<boolean> }>();
  private readonly lastReread = new Map<RemoteName, number>();

  /**
   * `onDeployment` is told of each remote's deployment the first time its manifest is read and each
   * time it changes (the server loads the remote's code then, ahead of the first page that needs it).
   */
  constructor(
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly onDeployment: (remote: RemoteName) => void = () => undefined,
  ) {}

  /**
   * The remote's stylesheets for a page rendered with it. While they are not known (the manifest was
   * unreadable, yet the remote's code loaded), the manifest is read again at once rather than on the
   * next tick, so the pages after this one have them.
   */
  assetsOf(remote: RemoteName): RemoteAssets {
    const assets = this.assets.get(remote);
    if (assets) return assets;
    this.rereadUnknown(remote);
    return { known: false, stylesheets: [] };
  }

  private rereadUnknown(remote: RemoteName): void {
    const manifestUrl = this.manifestUrls.get(remote);
    const now = performance.now();
    if (!manifestUrl || this.reading.has(remote) || now - (this.lastReread.get(remote) ?? -Infinity) < UNKNOWN_REREAD_GAP_MS) return;
    this.lastReread.set(remote, now);
    this.read(remote, manifestUrl).catch((error: unknown) => console.error(`[shell] reading the ${remote} manifest failed`, error));
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
    REMOTE_NAMES.forEach((remote) => this.manifestUrls.set(remote, config.remotes[remote]));
    const changed = await Promise.all(REMOTE_NAMES.map((remote) => this.read(remote, config.remotes[remote])));
    return REMOTE_NAMES.filter((_, index) => changed[index]);
  }

  /** Reads the manifest, or joins the read of it in flight. */
  private read(remote: RemoteName, manifestUrl: string): Promise<boolean> {
    const inFlight = this.reading.get(remote);
    if (inFlight?.manifestUrl === manifestUrl) return inFlight.read;
    const read = this.refreshOne(remote, manifestUrl).finally(() => {
      if (this.reading.get(remote)?.read === read) this.reading.delete(remote);
    });
    this.reading.set(remote, { manifestUrl, read });
    return read;
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
