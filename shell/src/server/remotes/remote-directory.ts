import { createHash } from 'node:crypto';
import { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@handyman/platform';
import { assetsOf, readStylesheets, type Manifest, type RemoteAssets } from './remote-assets';
import { log } from '../ops/logger';
import { metrics } from '../ops/shell-metrics';

// What the server knows of each remote's current deployment, from its mf-manifest.json: a
// fingerprint (a new deployment changes it) and the stylesheets of its route module. Revalidated on
// a timer: a remote team's new version is picked up without a shell rebuild or restart.

/** How soon a remote whose manifest is unknown is read again when a page needs it. */
const UNKNOWN_REREAD_GAP_MS = 1000;

/** Told of a deployment: the first read of the remote's manifest, or a changed one (`redeployed`). */
export type DeploymentListener = (remote: RemoteName, redeployed: boolean) => void;

export class RemoteDirectory {
  private readonly fingerprints = new Map<RemoteName, string>();
  private readonly assets = new Map<RemoteName, RemoteAssets>();
  /** The manifest address of each remote, from the last refresh. */
  private readonly manifestUrls = new Map<RemoteName, string>();
  /** The read of a remote's manifest in flight, so a tick and a page's request share it. */
  private readonly reading = new Map<RemoteName, { manifestUrl: string; read: Promise<boolean> }>();
  private readonly lastReread = new Map<RemoteName, number>();

  constructor(
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly onDeployment: DeploymentListener = () => undefined,
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

  /** True once the remote's manifest has been read. */
  known(remote: RemoteName): boolean {
    return this.assets.has(remote);
  }

  /** Reads every remote's manifest. Returns the remotes with a new deployment since the last read. */
  async refresh(config: RuntimeConfig): Promise<RemoteName[]> {
    REMOTE_NAMES.forEach((remote) => this.manifestUrls.set(remote, config.remotes[remote]));
    const changed = await Promise.all(REMOTE_NAMES.map((remote) => this.read(remote, config.remotes[remote])));
    return REMOTE_NAMES.filter((_, index) => changed[index]);
  }

  private rereadUnknown(remote: RemoteName): void {
    const manifestUrl = this.manifestUrls.get(remote);
    const now = performance.now();
    if (!manifestUrl || this.reading.has(remote) || now - (this.lastReread.get(remote) ?? -Infinity) < UNKNOWN_REREAD_GAP_MS) return;
    this.lastReread.set(remote, now);
    this.read(remote, manifestUrl).catch((error: unknown) => log.error('reading a remote manifest failed', { remote, error }));
  }

  /** Reads the manifest, or joins the read of it in flight. */
  private read(remote: RemoteName, manifestUrl: string): Promise<boolean> {
    const inFlight = this.reading.get(remote);
    if (inFlight?.manifestUrl === manifestUrl) return inFlight.read;
    const read = this.readOne(remote, manifestUrl).finally(() => {
      if (this.reading.get(remote)?.read === read) this.reading.delete(remote);
    });
    this.reading.set(remote, { manifestUrl, read });
    return read;
  }

  private async readOne(remote: RemoteName, manifestUrl: string): Promise<boolean> {
    let text: string;
    try {
      const response = await this.fetchImpl(manifestUrl, { signal: AbortSignal.timeout(3000), cache: 'no-store' });
      if (!response.ok) return false;
      text = await response.text();
    } catch {
      metrics.remoteFailures.inc({ remote, what: 'manifest' });
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
    const css = await readStylesheets(this.fetchImpl, assets.stylesheets);
    this.assets.set(remote, css === undefined ? assets : { ...assets, css });
    this.fingerprints.set(remote, fingerprint);
    const redeployed = previous !== undefined;
    this.onDeployment(remote, redeployed);
    return redeployed;
  }
}
