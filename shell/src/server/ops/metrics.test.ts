import { Counter, Gauge, Histogram, Registry } from './metrics';

test('writes counters, gauges and histograms in the Prometheus text format', () => {
  const registry = new Registry();
  const requests = registry.add(new Counter('app_requests_total', 'Requests.'));
  const size = registry.add(new Gauge('app_size_bytes', 'Size.'));
  const duration = registry.add(new Histogram('app_duration_seconds', 'Duration.', [0.1, 1]));
  requests.inc({ route: 'page', status: '200' });
  requests.inc({ status: '200', route: 'page' }, 2);
  requests.inc({ route: 'a"b\\c\nd' });
  let bytes = 10;
  size.track(() => bytes);
  bytes = 42;
  duration.observe(0.05, { route: 'page' });
  duration.observe(0.5, { route: 'page' });
  duration.observe(3, { route: 'page' });
  expect(registry.text()).toBe(
    [
      '# HELP app_requests_total Requests.',
      '# TYPE app_requests_total counter',
      'app_requests_total{route="page",status="200"} 3',
      'app_requests_total{route="a\\"b\\\\c\\nd"} 1',
      '# HELP app_size_bytes Size.',
      '# TYPE app_size_bytes gauge',
      'app_size_bytes 42',
      '# HELP app_duration_seconds Duration.',
      '# TYPE app_duration_seconds histogram',
      'app_duration_seconds_bucket{route="page",le="0.1"} 1',
      'app_duration_seconds_bucket{route="page",le="1"} 2',
      'app_duration_seconds_bucket{route="page",le="+Inf"} 3',
      'app_duration_seconds_sum{route="page"} 3.55',
      'app_duration_seconds_count{route="page"} 3',
      '',
    ].join('\n'),
  );
});
