import { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@handyman/platform';
import { isUnderPrefixOf } from '../../lib/shell-routes';
import type { RemoteLoader } from '../../lib/remote-loader';
import { registerFederatedRemotes } from '../../federation/register-remotes';
import { RouteModules } from '../../federation/route-modules';
import type { InlineStylesheet } from './remote-assets';
import { RemoteDirectory } from './remote-directory';
import { outcomeOf } from '../../federation/route-modules-loader';
import { renderRemoteLoader } from './render-loader';
import { metrics } from '../ops/shell-metrics';

/**
 * How long the server's load of a remote may take before it is given up and the next render starts
 * afresh with the remote registered again. Longer than the render budget: a cold remote that is
 * slow but works still loads in the background for the requests after it.
 */
export const SERVER_REMOTE_LOAD_TIMEOUT_MS = 5000;

/** The remotes' stylesheets for a page's head. */
export interface PageStylesheets {
  /** Linked: stylesheets whose text could not be read. */
  links: string[];
  /** Put inline, each naming its file. */
  inline: InlineStylesheet[];
  /** False when a remote's stylesheets are not known yet: the page must not be kept anywhere. */
  complete: boolean;
}

export interface RemoteRoutePaths {
  patterns: string[];
  listed: string[];
}

/**
 * Everything the server does with remotes. It registers them with the federation runtime (from
 * config.json), reads their manifests (a new deployment, the stylesheets), loads each remote's server
 * code as soon as its deployment is known, gives each render a RemoteLoader that waits within the
 * render's budget, and names the stylesheets of the remotes a page rendered with.
 */
export class ServerRemotes {
  private readonly routes = new RouteModules({ timeoutMs: SERVER_REMOTE_LOAD_TIMEOUT_MS });
  private readonly directory: RemoteDirectory;

  constructor(fetchImpl: typeof fetch = fetch) {
    this.directory = new RemoteDirectory(fetchImpl, (remote, redeployed) => {
      // A new deployment is registered again and loaded now: the next render uses it.
      if (redeployed) void outcomeOf(this.routes.reload(remote));
      else void this.warm(remote);
    });
  }

  /** Registers every remote from a config.json just read. */
  configure(config: RuntimeConfig): void {
    registerFederatedRemotes(config);
  }

  /** Reads every remote's manifest; returns the remotes with a new deployment. */
  refresh(config: RuntimeConfig): Promise<RemoteName[]> {
    return this.directory.refresh(config);
  }

  /**
   * Loads a remote's route module before any page asks for it: called when its manifest is first
   * read. Without it the first page of a remote waits for the remote's code, which on a busy server
   * can take longer than the budget, and goes out with the area's fallback. A load still in flight
   * then was started while the manifest could not be read (the remote was down or hanging), so it
   * is replaced by a fresh one. Resolves whether or not the load worked (the next render retries a
   * failed warm-up, like every other failed load).
   */
  async warm(remote: RemoteName): Promise<void> {
    const outcome = await outcomeOf(this.routes.isLoading(remote) ? this.routes.retry(remote) : this.routes.load(remote));
    if (outcome === null) metrics.remoteFailures.inc({ remote, what: 'code' });
  }

  /** True once the remote's manifest has been read (readiness). */
  known(remote: RemoteName): boolean {
    return this.directory.known(remote);
  }

  /**
   * The path patterns of every route the remotes' modules serve, and the paths their routes ask to
   * have listed in the sitemap (the modules loaded: a remote that is down keeps those of its last
   * module).
   */
  routePaths(): RemoteRoutePaths {
    const routes = REMOTE_NAMES.flatMap((remote) =>
      (this.routes.loaded(remote)?.routes ?? []).map((route) => ({
        paths: route.paths.filter((path) => isUnderPrefixOf(remote, path)),
        listed: route.inSitemap === true,
      })),
    );
    return {
      patterns: routes.flatMap((route) => route.paths).sort(),
      listed: routes.flatMap((route) => (route.listed ? route.paths.filter((path) => !/[:*]/.test(path)) : [])).sort(),
    };
  }

  /** A RemoteLoader for one render pass. */
  forRender(): RemoteLoader {
    return renderRemoteLoader(this.routes);
  }

  /** The stylesheets of the remotes a page rendered with. */
  stylesheetsFor(remotes: readonly RemoteName[]): PageStylesheets {
    const assets = remotes.map((remote) => this.directory.assetsOf(remote));
    return {
      links: assets.flatMap((each) => (each.css === undefined ? each.stylesheets : [])),
      inline: assets.flatMap((each) => each.css ?? []),
      complete: assets.every((each) => each.known),
    };
  }
}
