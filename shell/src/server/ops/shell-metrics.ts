import { Counter, Gauge, Histogram, Registry } from './metrics';

// Every number the shell's /metrics shows. Durations are in seconds, as Prometheus names them.

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const registry = new Registry();

export const metrics = {
  requestDuration: registry.add(
    new Histogram('shell_http_request_duration_seconds', 'Time to answer a request, by route kind and status.', SECONDS),
  ),
  renderDuration: registry.add(new Histogram('shell_render_duration_seconds', 'Time to render a page on the server.', SECONDS)),
  cacheLookups: registry.add(new Counter('shell_render_cache_lookups_total', 'Render cache lookups by result (hit, stale, miss).')),
  cacheBytes: registry.add(new Gauge('shell_render_cache_bytes', 'Bytes held by the render cache.')),
  cacheEntries: registry.add(new Gauge('shell_render_cache_entries', 'Pages held by the render cache.')),
  remoteFailures: registry.add(
    new Counter(
      'shell_remote_load_failures_total',
      "Failed reads of a remote's release file or manifest and failed loads of its code, per remote and build.",
    ),
  ),
  remoteFallbacks: registry.add(
    new Counter('shell_remote_fallbacks_total', "Pages rendered with a remote's fallback in its place, per remote and build."),
  ),
  releasesRefused: registry.add(
    new Counter(
      'shell_release_refused_total',
      'Builds a release named that did not load (or follow another route contract): the build before went on.',
    ),
  ),
  contentCallDuration: registry.add(
    new Histogram('shell_content_call_duration_seconds', 'Server-side content API calls, by outcome (ok, http_error, failed).', SECONDS),
  ),
  contentCallErrors: registry.add(
    new Counter('shell_content_call_errors_total', 'Server-side content API calls that failed or answered 5xx.'),
  ),
  rendersInFlight: registry.add(new Gauge('shell_renders_in_flight', 'Renders running now.')),
  rendersQueued: registry.add(new Gauge('shell_renders_queued', 'Renders waiting for a slot.')),
  admissionRejections: registry.add(
    new Counter('shell_render_admission_rejections_total', 'Renders refused with a 503: every slot and the queue were full.'),
  ),
  webVitals: registry.add(
    new Histogram(
      'shell_web_vital',
      'Web vitals reported by browsers, by name (LCP and INP in seconds, CLS unitless) and page kind.',
      [0.05, 0.1, 0.25, 0.5, 1, 2.5, 4, 10],
    ),
  ),
  browserErrors: registry.add(new Counter('shell_browser_errors_total', 'Script errors reported by browsers, by page kind.')),
  hydrationErrors: registry.add(
    new Counter(
      'shell_browser_hydration_errors_total',
      "Hydration errors reported by browsers, per remote rendered on the page and its build ('shell' for the shell's own pages).",
    ),
  ),
  versionSkewReloads: registry.add(
    new Counter(
      'shell_version_skew_reloads_total',
      'Full page loads browsers made because a build their page named was gone, per remote and build.',
    ),
  ),
  beaconsRefused: registry.add(new Counter('shell_beacons_refused_total', 'Beacons refused as too large or malformed.')),
};
