import { createHash } from 'node:crypto';
import type { RemoteName } from '@handyman/platform';
import { RemoteBuild } from './remote-build';
import { isFixedBuild, parseRelease, type BuildRef, type ReleaseState } from './release-source';
import { log } from '../ops/logger';
import { metrics } from '../ops/shell-metrics';

/** What changed at a refresh: a new live build, or a canary begun, moved or ended. */
export type TrackChange = 'none' | 'first' | 'changed';

/** What a remote's source names; a fixed build's manifest text comes with it (read to tell a swap). */
type Wanted = ReleaseState & { liveManifest?: string };

export interface Canary {
  build: RemoteBuild;
  percent: number;
}

/**
 * The builds of one remote the server renders with, following its release file: the live build,
 * and a canary's build with its share of visitors. A build a release names is loaded and checked
 * (its manifest, its route module and contract) before it takes over; until then, and for good when
 * it fails, the build before it goes on serving, so a broken release never reaches a visitor. The
 * first build the server learns of serves at once (its code loads behind the first pages).
 */
export class RemoteTrack {
  live: RemoteBuild | undefined;
  canary: Canary | undefined;
  /** The build live before the current one, kept loaded: a rollback takes effect at once. */
  private previous: RemoteBuild | undefined;
  private readonly builds = new Map<string, RemoteBuild>();
  private lastProblem = '';
  private readonly refused = new WeakSet<RemoteBuild>();

  constructor(
    readonly remote: RemoteName,
    private readonly fetchImpl: typeof fetch,
  ) {}

  /** Reads the remote's source (config.json's URL for it) and moves to what it names. */
  async refresh(source: string): Promise<TrackChange> {
    const wanted = await this.read(source);
    if ('problem' in wanted) {
      this.report(wanted.problem);
      return 'none';
    }
    let change: TrackChange = 'none';
    const live = this.buildOf(wanted.live, wanted.liveManifest);
    if (live !== this.live) {
      if (!this.live) {
        this.live = live;
        void live.prepare();
        change = 'first';
      } else if (await this.admitted(live, 'live')) {
        this.previous = this.live;
        this.live = live;
        change = 'changed';
      }
    }
    const { canary } = wanted;
    const candidate = canary ? this.buildOf(canary.build) : undefined;
    if (candidate !== this.canary?.build || canary?.percent !== this.canary?.percent) {
      const before = this.canary;
      if (!canary || !candidate) this.canary = undefined;
      else if (candidate === this.canary?.build || (await this.admitted(candidate, 'canary')))
        this.canary = { build: candidate, percent: canary.percent };
      if (this.canary !== before && change === 'none') change = 'changed';
    }
    this.forgetOthers([live, candidate]);
    if (change !== 'none') this.lastProblem = '';
    return change;
  }

  /** Whether a build a release names may serve pages: it loads and is a route module this shell runs. */
  private async admitted(build: RemoteBuild, role: 'live' | 'canary'): Promise<boolean> {
    if (await build.prepare()) {
      log.info(`a new ${role} build of a remote serves pages from now on`, { remote: this.remote, build: build.label, role });
      return true;
    }
    // Tried again at every refresh (the build's host may come back); counted once.
    if (!this.refused.has(build)) metrics.releasesRefused.inc({ remote: this.remote, build: build.label });
    this.refused.add(build);
    this.report(
      `the ${role} build ${build.label} of ${this.remote} did not load (or is of another route contract, or asks for a shared module or a name of one this shell does not hand out): the build before it goes on`,
    );
    return false;
  }

  /** What the source names: a release file's live build and canary, or the one fixed build. */
  private async read(source: string): Promise<Wanted | { problem: string }> {
    try {
      const response = await this.fetchImpl(source, { signal: AbortSignal.timeout(3000), cache: 'no-store' });
      if (!response.ok) return { problem: `${source} answered HTTP ${response.status}` };
      const text = await response.text();
      if (isFixedBuild(source)) return { live: { manifestUrl: source }, liveManifest: text };
      const read = parseRelease(source, JSON.parse(text));
      return 'problem' in read ? read : read.state;
    } catch (error) {
      metrics.remoteFailures.inc({ remote: this.remote, build: this.live?.label ?? 'unknown', what: 'release' });
      return { problem: `${source} could not be read: ${error instanceof Error ? error.message : String(error)}` };
    }
  }

  /**
   * The build a reference names. A published build is known by its address for good; a fixed build's
   * manifest may be replaced in place (a host that swaps its files), so its text is part of its key.
   */
  private buildOf(ref: BuildRef, manifestText?: string): RemoteBuild {
    const key =
      manifestText === undefined ? ref.manifestUrl : `${ref.manifestUrl} ${createHash('sha1').update(manifestText).digest('hex')}`;
    let build = this.builds.get(key);
    if (!build) {
      build = new RemoteBuild(this.remote, ref.manifestUrl, ref.id, this.fetchImpl, manifestText);
      this.builds.set(key, build);
    }
    return build;
  }

  /** Only the builds that serve, may serve again at once, or are wanted stay loaded. */
  private forgetOthers(wanted: (RemoteBuild | undefined)[]): void {
    const kept = new Set([this.live, this.canary?.build, this.previous, ...wanted]);
    for (const [key, build] of this.builds) {
      if (kept.has(build)) continue;
      this.builds.delete(key);
      build.dispose();
    }
  }

  private report(problem: string): void {
    if (problem === this.lastProblem) return;
    this.lastProblem = problem;
    log.error('a remote release could not be followed', { remote: this.remote, problem });
  }
}
