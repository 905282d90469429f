import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

// Every number the shell's /metrics shows (prom-client, one registry of its own with the
// process's default metrics), read on the operations listener. Durations are in seconds.

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

const counter = <L extends string>(name: string, help: string, labelNames: L[] = []) =>
  new Counter({ name, help, labelNames, registers: [registry] });
const histogram = <L extends string>(name: string, help: string, labelNames: L[], buckets = SECONDS) =>
  new Histogram({ name, help, labelNames, buckets, registers: [registry] });

/** A gauge read when the metrics are written, from what `track` is given. */
function tracked(name: string, help: string) {
  let read = () => 0;
  new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      this.set(read());
    },
  });
  return { track: (reader: () => number) => void (read = reader) };
}

export const metrics = {
  requestDuration: histogram('shell_http_request_duration_seconds', 'Time to answer a request, by route kind and status.', [
    'route',
    'status',
  ]),
  renderDuration: histogram('shell_render_duration_seconds', 'Time to render a page on the server.', []),
  cacheLookups: counter('shell_render_cache_lookups_total', 'Render cache lookups by result (hit, stale, miss).', ['result']),
  cacheBytes: tracked('shell_render_cache_bytes', 'Bytes held by the render cache.'),
  cacheEntries: tracked('shell_render_cache_entries', 'Pages held by the render cache.'),
  remoteFailures: counter(
    'shell_remote_load_failures_total',
    "Failed reads of a remote's release file, manifest or names file (what=names), failed loads of its code, and builds asking for a shared module or a name of one the shell does not hand out (what=shared), per remote and build.",
    ['remote', 'build', 'what'],
  ),
  remoteFallbacks: counter('shell_remote_fallbacks_total', "Pages rendered with a remote's fallback in its place, per remote and build.", [
    'remote',
    'build',
  ]),
  releasesRefused: counter(
    'shell_release_refused_total',
    'Builds a release named that did not load (or follow another route contract, or ask for a shared module or a name of one the shell does not hand out): the build before went on.',
    ['remote', 'build'],
  ),
  contentCallDuration: histogram(
    'shell_content_call_duration_seconds',
    'Server-side content API calls, by outcome (ok, http_error, failed).',
    ['outcome'],
  ),
  contentCallErrors: counter('shell_content_call_errors_total', 'Server-side content API calls that failed or answered 5xx.'),
  rendersInFlight: tracked('shell_renders_in_flight', 'Renders running now.'),
  rendersQueued: tracked('shell_renders_queued', 'Renders waiting for a slot.'),
  admissionRejections: counter(
    'shell_render_admission_rejections_total',
    'Renders refused with a 503: every slot and the queue were full.',
  ),
  webVitals: histogram(
    'shell_web_vital',
    'Web vitals reported by browsers, by name (LCP and INP in seconds, CLS unitless) and page kind.',
    ['name', 'page'],
    [0.05, 0.1, 0.25, 0.5, 1, 2.5, 4, 10],
  ),
  browserErrors: counter('shell_browser_errors_total', 'Script errors reported by browsers, by page kind.', ['page']),
  beaconsRefused: counter(
    'shell_beacons_refused_total',
    'Beacons refused, by reason: malformed, too_large, foreign (not from a page of the site), rate_limited.',
    ['reason'],
  ),
  hydrationErrors: counter(
    'shell_browser_hydration_errors_total',
    "Hydration errors reported by browsers, per remote rendered on the page and its build ('shell' for the shell's own pages).",
    ['remote', 'build'],
  ),
  versionSkewReloads: counter(
    'shell_version_skew_reloads_total',
    'Full page loads browsers made because a build their page named was gone, per remote and build.',
    ['remote', 'build'],
  ),
};
