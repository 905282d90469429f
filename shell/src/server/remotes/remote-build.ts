import { getInstance } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@handyman/platform';
import type { FederatedEntry } from '../../federation/federated-entry';
import { hostFederation } from '../../federation/register-remotes';
import { RouteModules } from '../../federation/route-modules';
import { outcomeOf } from '../../federation/route-modules-loader';
import { assetsOf, readStylesheets, type Manifest, type RemoteAssets } from './remote-assets';
import { metrics } from '../ops/shell-metrics';
import { rememberBuild } from '../ops/build-labels';
import { log } from '../ops/logger';
import {
  namesFileOf,
  parseSharedNames,
  unhandedNames,
  unsharedModules,
  type SharedNames,
} from '../../../../scripts/build/unshared-modules';

/**
 * How long the server's load of a remote may take before it is given up and the next render starts
 * afresh with the remote registered again. Longer than the render budget: a cold remote that is
 * slow but works still loads in the background for the requests after it.
 */
export const SERVER_REMOTE_LOAD_TIMEOUT_MS = 5000;
/** How soon a build whose manifest could not be read is read again when a page needs it. */
const MANIFEST_REREAD_GAP_MS = 1000;

let builds = 0;

/**
 * One build of a remote on the shell's server: its manifest (the stylesheets of its route module,
 * which every page it renders carries inline) and its server code. Each build is registered with the
 * federation runtime under a name of its own ("blog_3"), so two builds of a remote (the live one and
 * the one a release brings in, or a canary's) render side by side, each page with exactly one.
 */
export class RemoteBuild {
  readonly routes: RouteModules;
  private readonly entry: FederatedEntry;
  private assets: RemoteAssets | undefined;
  private manifestRead: Promise<boolean> | undefined;
  private lastRead = -Infinity;
  /** Shared modules, and names of them, the build asks for that this shell does not hand out. */
  private unshared: string[] = [];

  constructor(
    readonly remote: RemoteName,
    readonly manifestUrl: string,
    /** The build's id: the one its release names, else its manifest's. */
    public id: string | undefined,
    private readonly fetchImpl: typeof fetch,
    manifestText?: string,
  ) {
    builds += 1;
    this.entry = { name: `${remote}_${builds}`, entry: manifestUrl };
    this.routes = new RouteModules({
      timeoutMs: SERVER_REMOTE_LOAD_TIMEOUT_MS,
      entryOf: () => this.entry,
      federation: () => hostFederation,
    });
    hostFederation.registerRemotes([this.entry]);
    rememberBuild(id);
    if (manifestText !== undefined) {
      // Read again at the next need when it fails (its names file may not have come).
      this.manifestRead = this.takeManifest(manifestText).then((read) => {
        if (!read) this.manifestRead = undefined;
        return read;
      });
    }
  }

  /**
   * Unregisters the build, so the runtime lets go of its code (a build no release names any more;
   * without this every release would stay in the server's memory). The runtime's removeRemote is
   * what its own forced registration calls; its typings keep it private.
   */
  dispose(): void {
    const runtime = getInstance();
    const registered = runtime?.options.remotes.find((remote) => remote.name === this.entry.name);
    if (!runtime || !registered) return;
    (runtime.remoteHandler as unknown as { removeRemote(remote: typeof registered): void }).removeRemote(registered);
  }

  /** The name the runtime knows this build by: unique in the process. */
  get federatedName(): string {
    return this.entry.name;
  }

  /** The label metrics and logs give the build. */
  get label(): string {
    return this.id ?? 'unknown';
  }

  /**
   * Ready to render: its manifest read and its route module loaded (a module of another contract is
   * refused). False when either failed; the next call tries again. A build that asks for a shared
   * module this shell does not hand out is refused before its code is loaded: its pages would fail
   * in the browser, where a production remote has no copy of its own to fall back on.
   */
  async prepare(): Promise<boolean> {
    if (!(await this.readManifest())) return false;
    if (!this.servable) return false;
    // A load in flight (a page's) is joined: a hung one is given up at its deadline, and the next try registers the build again.
    const module = await outcomeOf(this.routes.load(this.remote));
    if (module === null) metrics.remoteFailures.inc({ remote: this.remote, build: this.label, what: 'code' });
    return module !== null;
  }

  /**
   * False for a build whose manifest asks for a shared module, or a name of one, that this shell
   * does not hand out: its pages would fail in the browser, so the shell renders that remote's
   * area as unavailable rather than serve them (the first build a shell starts with has no build
   * before it to keep).
   */
  get servable(): boolean {
    return this.unshared.length === 0;
  }

  /** True once the manifest has been read (the build's stylesheets are known). */
  get known(): boolean {
    return this.assets !== undefined;
  }

  /**
   * The stylesheets of the build's route module. While they are not known (its manifest could not be
   * read, yet its code loaded), the manifest is read again at once, so the pages after this one have them.
   */
  stylesheets(): RemoteAssets {
    if (this.assets) return this.assets;
    if (performance.now() - this.lastRead >= MANIFEST_REREAD_GAP_MS) void this.readManifest();
    return { known: false, stylesheets: [] };
  }

  private readManifest(): Promise<boolean> {
    if (this.assets) return Promise.resolve(true);
    if (!this.manifestRead) {
      this.lastRead = performance.now();
      this.manifestRead = this.fetchManifest().finally(() => {
        if (!this.assets) this.manifestRead = undefined;
      });
    }
    return this.manifestRead;
  }

  private async fetchManifest(): Promise<boolean> {
    let text: string;
    try {
      text = await this.fetchText(this.manifestUrl);
    } catch {
      metrics.remoteFailures.inc({ remote: this.remote, build: this.label, what: 'manifest' });
      return false;
    }
    return this.takeManifest(text);
  }

  /**
   * The names the build imports from shared packages, from the file its manifest names beside it;
   * undefined for a build from before builds wrote one (its manifest names none). Throws when the
   * file does not come or is not a names file: such a build is not admitted until it reads.
   */
  private async fetchSharedNames(manifest: Manifest): Promise<SharedNames | undefined> {
    const file = namesFileOf(manifest);
    if (file === undefined) return undefined;
    return parseSharedNames(await this.fetchText(new URL(file, this.manifestUrl).href));
  }

  /** A file of the build, fresh, given up after 3 s; throws on anything but a 2xx answer. */
  private async fetchText(url: string): Promise<string> {
    const response = await this.fetchImpl(url, { signal: AbortSignal.timeout(3000), cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.text();
  }

  private async takeManifest(text: string): Promise<boolean> {
    let manifest: Manifest;
    try {
      manifest = JSON.parse(text) as Manifest;
    } catch {
      return false;
    }
    this.id ??= manifest.metaData?.buildInfo?.buildVersion;
    rememberBuild(this.id);
    let sharedNames: SharedNames | undefined;
    try {
      sharedNames = await this.fetchSharedNames(manifest);
    } catch (error) {
      metrics.remoteFailures.inc({ remote: this.remote, build: this.label, what: 'names' });
      log.error('the names file of a remote build could not be read', { remote: this.remote, build: this.label, problem: String(error) });
      return false;
    }
    this.unshared = [...unsharedModules(manifest), ...unhandedNames(sharedNames)];
    if (this.unshared.length > 0) {
      metrics.remoteFailures.inc({ remote: this.remote, build: this.label, what: 'shared' });
      log.error('a remote build asks for shared modules or names this shell does not hand out', {
        remote: this.remote,
        build: this.label,
        modules: this.unshared.join(', '),
      });
    }
    const assets = assetsOf(this.manifestUrl, manifest, this.remote);
    const css = await readStylesheets(this.fetchImpl, assets.stylesheets);
    this.assets = css === undefined ? assets : { ...assets, css };
    return true;
  }
}
