import { getRuntimeConfig, type RemoteName, type RemoteRouteModule } from '@handyman/platform';
import { loadWithDeadline, RemoteUnavailableError, type AnyRouteModule } from './fetch-route-module';
import { browserEntryOf, type FederatedEntry, type FederationApi } from './federated-entry';

// Loads remotes' route modules, in the browser and on the server: one request at a time per remote,
// results kept for the process. Callers decide how long to wait before showing a fallback.

export interface RouteModulesOptions {
  /**
   * The federation runtime: the server's is there from the start; the browser's is fetched with the
   * first load (a failed fetch fails that load, and the next one asks again).
   */
  federation: () => FederationApi | Promise<FederationApi>;
  /**
   * Gives each load up after this long (the server: a remote that takes connections but never
   * answers would otherwise hold it, and every render that joins it, until the HTTP client's own
   * timeout of minutes). After such a load times out or fails, the next one registers the remote
   * again first, so it does not reuse the runtime's hung requests.
   */
  timeoutMs?: number;
  /** The remote's entry with the runtime (default: under its own name, from the runtime config). */
  entryOf?: (remote: RemoteName) => FederatedEntry;
}

export class RouteModules {
  private readonly modules = new Map<RemoteName, AnyRouteModule>();
  /** The load in flight for each remote, and when it started (performance.now()). */
  private readonly pending = new Map<RemoteName, { attempt: Promise<AnyRouteModule>; since: number }>();
  /**
   * Remotes registered again before their next load: the last load with a deadline timed out or
   * failed, or a retry asked for it.
   */
  private readonly stale = new Set<RemoteName>();

  constructor(private readonly options: RouteModulesOptions) {}

  /** The route module if it has already loaded (lets navigation within a remote render at once). */
  loaded<R extends RemoteName>(remote: R): RemoteRouteModule | undefined {
    return this.modules.get(remote) as RemoteRouteModule | undefined;
  }

  /**
   * How long the load in flight for a remote has been waited for, in ms (0 when none is): a page that
   * comes back to an area whose remote is still hanging need not wait its whole patience again.
   */
  pendingAge(remote: RemoteName): number {
    const inFlight = this.pending.get(remote);
    return inFlight ? performance.now() - inFlight.since : 0;
  }

  isLoading(remote: RemoteName): boolean {
    return this.pending.has(remote);
  }

  /** The remote's route module: the load in flight if there is one. */
  load<R extends RemoteName>(remote: R): Promise<RemoteRouteModule> {
    const done = this.modules.get(remote);
    if (done) return Promise.resolve(done as RemoteRouteModule);
    let request = this.pending.get(remote)?.attempt;
    if (!request) {
      const again = this.stale.delete(remote);
      const entry = this.entryOf(remote);
      const attempt: Promise<AnyRouteModule> = this.withFederation(remote, (federation) => {
        if (again) federation.registerRemotes([entry], { force: true });
        return loadWithDeadline(federation, remote, this.options.timeoutMs, entry.name);
      }).then(
        (module) => {
          this.modules.set(remote, module);
          this.settle(remote, attempt);
          return module;
        },
        (error: unknown) => {
          if (this.settle(remote, attempt) && this.options.timeoutMs !== undefined) this.stale.add(remote);
          throw error;
        },
      );
      this.pending.set(remote, { attempt, since: performance.now() });
      request = attempt;
    }
    return request as Promise<RemoteRouteModule>;
  }

  /**
   * Starts over for a remote that failed or hangs: forgets the runtime's in-flight manifest and entry
   * requests (a hung request would otherwise be reused) and loads again.
   */
  retry<R extends RemoteName>(remote: R): Promise<RemoteRouteModule> {
    if (!this.modules.has(remote)) {
      this.pending.delete(remote);
      this.stale.add(remote);
    }
    return this.load(remote);
  }

  /** Drops the remote's route module and loads it anew, registered again (a new deployment). */
  reload<R extends RemoteName>(remote: R): Promise<RemoteRouteModule> {
    this.modules.delete(remote);
    this.stale.delete(remote);
    return this.retry(remote);
  }

  /** Whether `attempt` is still the load in flight for the remote (a retry may have replaced it). */
  private settle(remote: RemoteName, attempt: Promise<AnyRouteModule>): boolean {
    // A late answer to an attempt that a retry replaced must not drop the retry.
    if (this.pending.get(remote)?.attempt !== attempt) return false;
    this.pending.delete(remote);
    return true;
  }

  /** Runs `load` with the runtime: at once when it is there (the server), else once it has come. */
  private withFederation(remote: RemoteName, load: (federation: FederationApi) => Promise<AnyRouteModule>): Promise<AnyRouteModule> {
    const federation = this.options.federation();
    if (!(federation instanceof Promise)) return load(federation);
    return federation.then(load, (error: unknown) => {
      // The runtime's own script did not come (offline, a deploy that removed it): the area's fallback.
      throw new RemoteUnavailableError(remote, error);
    });
  }

  private entryOf(remote: RemoteName): FederatedEntry {
    return this.options.entryOf ? this.options.entryOf(remote) : browserEntryOf(remote, getRuntimeConfig());
  }
}
